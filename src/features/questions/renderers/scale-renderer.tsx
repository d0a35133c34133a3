import { Radio } from 'antd';
import type { ScaleAnswer, ScaleView } from '../../../api/exam-api';
import type { RendererProps } from './renderer-props';

/** One radio button per label of the scale, in the scale's order. */
export function ScaleRenderer({ view, answer, onChange, disabled, labelledBy }: RendererProps<ScaleView, ScaleAnswer>) {
  return (
    <Radio.Group
      className="eh-scale"
      value={answer?.value ?? null}
      disabled={disabled}
      aria-labelledby={labelledBy}
      role="radiogroup"
      onChange={(event) => onChange({ kind: 'scale', value: event.target.value as number })}
      options={view.labels.map((label) => ({ value: label.value, label: label.label }))}
    />
  );
}
