import { Radio } from 'antd';
import type { TrueFalseAnswer, TrueFalseView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/** Two radio buttons, True and False. */
export function TrueFalseRenderer({ answer, onChange, disabled, labelledBy }: RendererProps<TrueFalseView, TrueFalseAnswer>) {
  const t = useT();
  return (
    <Radio.Group
      value={answer?.value ?? null}
      disabled={disabled}
      aria-labelledby={labelledBy}
      role="radiogroup"
      onChange={(event) => onChange({ kind: 'true-false', value: event.target.value as boolean })}
      options={[
        { value: true, label: t('questionRenderers.trueFalse.true') },
        { value: false, label: t('questionRenderers.trueFalse.false') },
      ]}
    />
  );
}
