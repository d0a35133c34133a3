import { Collapse, Input, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import type { QuestionFeedback } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { FEEDBACK_FIELDS, feedbackOrNull } from './defaults';
import { Field, useEditorContext, useFieldError } from './editor-context';

const EMPTY: QuestionFeedback = { general: '', correct: '', partial: '', incorrect: '' };
/** The contract's limit of each text. */
const FEEDBACK_MAX = 20000;

interface FeedbackEditorProps {
  value: QuestionFeedback | null;
  onChange: (next: QuestionFeedback | null) => void;
}

/**
 * The question's feedback (general, and one text per outcome), folded away until asked for: most questions have
 * none. The header counts the texts written, so a folded section still tells whether there is any.
 */
export const FeedbackEditor = memo(function FeedbackEditor({ value, onChange }: FeedbackEditorProps) {
  const t = useT();
  const { errors } = useEditorContext();
  const sectionError = useFieldError('feedback');
  const [open, setOpen] = useState(false);
  // A problem with a text opens the section: an error must not hide in a folded panel.
  const expanded = open || Boolean(sectionError) || FEEDBACK_FIELDS.some((field) => errors[`feedback/${field}`]);
  const count = value ? FEEDBACK_FIELDS.filter((field) => value[field].trim() !== '').length : 0;

  const setField = (field: (typeof FEEDBACK_FIELDS)[number], text: string) => {
    const next = { ...(value ?? EMPTY), [field]: text };
    // All blank again is no feedback at all, as the question was before.
    onChange(feedbackOrNull(next));
  };

  return (
    <Collapse
      className="eh-qe-card eh-qe-feedback"
      activeKey={expanded ? ['feedback'] : []}
      onChange={(keys) => setOpen(keys.includes('feedback'))}
      items={[{
        key: 'feedback',
        label: t('questionEditor.feedback.title'),
        extra: <Tag color={count > 0 ? 'blue' : undefined}>{t('questionEditor.feedback.count', { count })}</Tag>,
        // The fields exist while folded, so that a server's problem with one of them finds its field.
        forceRender: true,
        children: (
          <>
            <Typography.Paragraph type="secondary">{t('questionEditor.feedback.help')}</Typography.Paragraph>
            {sectionError && <Typography.Paragraph type="danger" role="alert">{sectionError}</Typography.Paragraph>}
            {FEEDBACK_FIELDS.map((field) => (
              <Field
                key={field}
                path={`feedback/${field}`}
                label={t(`questionEditor.feedback.${field}`)}
                htmlFor={`question-feedback-${field}`}
                extra={t(`questionEditor.feedback.${field}Help`)}
              >
                <Input.TextArea
                  id={`question-feedback-${field}`}
                  value={value?.[field] ?? ''}
                  autoSize={{ minRows: 2, maxRows: 12 }}
                  maxLength={FEEDBACK_MAX}
                  onChange={(event) => setField(field, event.target.value)}
                />
              </Field>
            ))}
          </>
        ),
      }]}
    />
  );
});
