import { Input, Select } from 'antd';
import type { TextCompletionAnswer, TextCompletionView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Markdown } from '../components/markdown';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/** The gap text in markdown with a text box (typed gap) or a drop-down (gap with options) at each [[n]]. */
export function TextCompletionRenderer({
  view, answer, onChange, disabled,
}: RendererProps<TextCompletionView, TextCompletionAnswer>) {
  const t = useT();
  const values = view.gaps.map((_gap, index) => answer?.gaps[index] ?? null);
  const setGap = (index: number, value: string | null) => {
    const gaps = [...values];
    gaps[index] = value === '' ? null : value;
    onChange({ kind: 'text-completion', gaps });
  };

  const renderGap = (index: number) => {
    const gap = view.gaps[index];
    const label = t('questionRenderers.textCompletion.gap', { number: index + 1 });
    // A marker without a gap (a typo in the text) stays visible as it was written.
    if (!gap) return <span>{`[[${index + 1}]]`}</span>;
    if (gap.options.length > 0) {
      return (
        <Select
          size="small"
          allowClear
          disabled={disabled}
          aria-label={label}
          placeholder={index + 1}
          style={{ minWidth: 140 }}
          popupMatchSelectWidth={false}
          value={values[index]}
          options={gap.options.map((option) => ({ value: option, label: option }))}
          onChange={(value: string | undefined) => setGap(index, value ?? null)}
        />
      );
    }
    return (
      <Input
        size="small"
        disabled={disabled}
        aria-label={label}
        placeholder={String(index + 1)}
        style={{ width: 160 }}
        maxLength={500}
        value={values[index] ?? ''}
        onChange={(event) => setGap(index, event.target.value)}
      />
    );
  };

  return <Markdown source={view.gapText} renderGap={renderGap} className="eh-text-completion" />;
}
