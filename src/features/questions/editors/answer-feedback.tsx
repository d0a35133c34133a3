import { MessageOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { Field, useEditorContext } from './editor-context';

/** The contract's limit of one answer's feedback. */
export const ANSWER_FEEDBACK_MAX = 4000;

/**
 * `item` with its optional text `key` set to `text`, or without the field when the text is blank: the contract's
 * "none" is an absent field, so a question whose feedback was never written is sent (and compared) as it was.
 */
export function withOptionalText<T extends object, K extends keyof T & string>(item: T, key: K, text: string): T {
  const { [key]: _previous, ...rest } = item;
  return (text.trim() === '' ? rest : { ...rest, [key]: text }) as T;
}

interface AnswerFeedbackProps {
  /** The field's path in the request body, e.g. 'content/options/1/feedback'. */
  path: string;
  value: string | undefined;
  onChange: (text: string) => void;
  /** Names the item in the accessible names, e.g. 'option 2'. */
  item: string;
  placeholder: string;
}

/**
 * One answer's feedback, kept out of the way: a small "Add feedback" link until the teacher asks for the text area
 * (or the answer has feedback), so a list of options stays readable.
 */
export function AnswerFeedback({ path, value, onChange, item, placeholder }: AnswerFeedbackProps) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const [open, setOpen] = useState(false);
  if (!open && !value) {
    if (readOnly) return null;
    return (
      <Button
        type="link"
        size="small"
        className="eh-qe-feedback-add"
        icon={<MessageOutlined />}
        aria-label={t('questionEditor.answerFeedback.addTo', { item })}
        onClick={() => setOpen(true)}
      >
        {t('questionEditor.answerFeedback.add')}
      </Button>
    );
  }
  return (
    <Field path={path} className="eh-qe-answer-feedback">
      <Input.TextArea
        aria-label={t('questionEditor.answerFeedback.of', { item })}
        placeholder={placeholder}
        value={value ?? ''}
        // Opened by the link: the teacher is about to type.
        autoFocus={open}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={ANSWER_FEEDBACK_MAX}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
