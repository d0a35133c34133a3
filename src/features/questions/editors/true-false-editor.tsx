import { Radio } from 'antd';
import type { TrueFalseContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Field, type KindEditorProps } from './editor-context';

export function TrueFalseEditor({ value, onChange, path }: KindEditorProps<TrueFalseContent>) {
  const t = useT();
  return (
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
  );
}
