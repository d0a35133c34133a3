import { Input } from 'antd';
import type { FreeTextAnswer, FreeTextView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/** The contract's limit of a free-text answer, used when the question sets none. */
const ANSWER_MAX_LENGTH = 100_000;

/** A growing text area with a character count against the question's limit. */
export function FreeTextRenderer({ view, answer, onChange, disabled, labelledBy }: RendererProps<FreeTextView, FreeTextAnswer>) {
  const t = useT();
  return (
    <Input.TextArea
      value={answer?.text ?? ''}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('questionRenderers.freeText.label')}
      placeholder={t('questionRenderers.freeText.placeholder')}
      maxLength={Math.min(view.maxLength ?? ANSWER_MAX_LENGTH, ANSWER_MAX_LENGTH)}
      showCount
      autoSize={{ minRows: 6, maxRows: 24 }}
      onChange={(event) => onChange({ kind: 'free-text', text: event.target.value })}
    />
  );
}
