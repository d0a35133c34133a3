import { Input, Radio, Typography } from 'antd';
import type { TrueFalseContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { ANSWER_FEEDBACK_MAX, withOptionalText } from './answer-feedback';
import { Field, type KindEditorProps } from './editor-context';

const FEEDBACK_KEYS = ['trueFeedback', 'falseFeedback'] as const;

export function TrueFalseEditor({ value, onChange, path }: KindEditorProps<TrueFalseContent>) {
  const t = useT();
  return (
    <div className="eh-qe-kind">
      <Field path={`${path}/correct`} label={t('questionEditor.tf.correct')}>
        <Radio.Group
          aria-label={t('questionEditor.tf.correct')}
          value={value.correct}
          onChange={(event) => onChange({ ...value, correct: event.target.value as boolean })}
          options={[
            { value: true, label: t('questionEditor.tf.true') },
            { value: false, label: t('questionEditor.tf.false') },
          ]}
          optionType="button"
        />
      </Field>
      <Typography.Paragraph type="secondary">{t('questionEditor.tf.feedbackHelp')}</Typography.Paragraph>
      {FEEDBACK_KEYS.map((key) => (
        <Field key={key} path={`${path}/${key}`} label={t(`questionEditor.tf.${key}`)} htmlFor={`${path}-${key}`}>
          <Input.TextArea
            id={`${path}-${key}`}
            value={value[key] ?? ''}
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={ANSWER_FEEDBACK_MAX}
            // Blank is no feedback: the field is left out, as in a question that never had any.
            onChange={(event) => onChange(withOptionalText(value, key, event.target.value))}
          />
        </Field>
      ))}
    </div>
  );
}
