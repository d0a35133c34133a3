import { Input, Select, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import type { TextCompletionAnswer, TextCompletionView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { Markdown } from '../components/markdown';
import '../messages-renderers';
import { NUMBER_ONLY, NumberInput, ReadingLine, readingOf } from './number-reading';
import type { RendererProps } from './renderer-props';

interface NumberGapProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The gap's weight, shown after the field, and its id, which describes the field too (none when gaps count alike). */
  weight?: { id: string; node: ReactNode };
}

/** A gap that takes a number: the numerical question's field and its "Read as …" line, inline in the text. */
function NumberGap({ label, placeholder, value, onChange, disabled, weight }: NumberGapProps) {
  const t = useT();
  const readingId = `eh-gap-reading-${useId().replace(/:/g, '')}`;
  const reading = readingOf(NUMBER_ONLY, value, null, t, disabled);
  return (
    <span className="eh-gap">
      <NumberInput
        size="small"
        disabled={disabled}
        aria-label={label}
        placeholder={placeholder}
        style={{ width: 160 }}
        value={value}
        reading={reading}
        aria-describedby={weight ? `${readingId} ${weight.id}` : readingId}
        onChange={onChange}
      />
      {weight?.node}
      {/* Live only while typing: a review's line is read with the field. */}
      <span id={readingId} className="eh-gap-reading" role={disabled ? undefined : 'status'} aria-live={disabled ? undefined : 'polite'}>
        <ReadingLine reading={reading} />
      </span>
    </span>
  );
}

/**
 * The gap text in markdown with a text box (typed gap), a drop-down (gap with options) or a number field (number
 * gap) at each [[n]]; when the gaps do not count alike, each gap's weight beside it.
 */
export function TextCompletionRenderer({
  view, answer, onChange, disabled,
}: RendererProps<TextCompletionView, TextCompletionAnswer>) {
  const t = useT();
  const id = `eh-gaps-${useId().replace(/:/g, '')}`;
  const values = view.gaps.map((_gap, index) => answer?.gaps[index] ?? null);
  // The view carries weights only when they differ; a gap without one then counts 1.
  const weighted = view.gaps.some((gap) => gap.weight !== undefined);
  const setGap = (index: number, value: string | null) => {
    const gaps = [...values];
    gaps[index] = value === '' ? null : value;
    onChange({ kind: 'text-completion', gaps });
  };

  /** "×2" to the eye, "weight 2" to a screen reader. */
  const gapWeight = (weightId: string, weight: string) => ({
    id: weightId,
    node: (
      <Typography.Text type="secondary" id={weightId} className="eh-gap-weight">
        <span aria-hidden>{t('questionRenderers.textCompletion.weightShort', { weight })}</span>
        <span className="eh-visually-hidden">{t('questionRenderers.textCompletion.weight', { weight })}</span>
      </Typography.Text>
    ),
  });

  const renderGap = (index: number) => {
    const gap = view.gaps[index];
    // A marker without a gap (a typo in the text) stays visible as it was written.
    if (!gap) return <span>{`[[${index + 1}]]`}</span>;
    const label = t('questionRenderers.textCompletion.gap', { number: index + 1 });
    const weight = weighted ? gapWeight(`${id}-weight-${index}`, formatNumber(gap.weight ?? 1)) : undefined;
    if (gap.numerical) {
      return (
        <NumberGap
          label={label}
          placeholder={String(index + 1)}
          value={values[index] ?? ''}
          onChange={(value) => setGap(index, value)}
          disabled={disabled}
          weight={weight}
        />
      );
    }
    const control = gap.options.length > 0
      ? (
        <Select
          size="small"
          allowClear
          disabled={disabled}
          aria-label={label}
          aria-describedby={weight?.id}
          placeholder={index + 1}
          style={{ minWidth: 140 }}
          popupMatchSelectWidth={false}
          value={values[index]}
          options={gap.options.map((option) => ({ value: option, label: option }))}
          onChange={(value: string | undefined) => setGap(index, value ?? null)}
        />
      )
      : (
        <Input
          size="small"
          disabled={disabled}
          aria-label={label}
          aria-describedby={weight?.id}
          placeholder={String(index + 1)}
          style={{ width: 160 }}
          maxLength={500}
          value={values[index] ?? ''}
          onChange={(event) => setGap(index, event.target.value)}
        />
      );
    return weight ? <span className="eh-gap">{control}{weight.node}</span> : control;
  };

  return <Markdown source={view.gapText} renderGap={renderGap} className="eh-text-completion" />;
}
