import { Select, Typography } from 'antd';
import { useId } from 'react';
import type { NumericalAnswer, NumericalView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import { NumberInput, ReadingLine, readingOf } from './number-reading';
import type { RendererProps } from './renderer-props';

/**
 * A number typed as the student writes it (a decimal comma, 1.2e-3, "25 cm") and, when the question has units, a
 * unit chosen from its list; below, what the grader will read it as. Text that does not read is kept as typed and
 * saved (the line says what is wrong): dropping it would lose the student's work without a word.
 */
export function NumericalRenderer({ view, answer, onChange, disabled, labelledBy }: RendererProps<NumericalView, NumericalAnswer>) {
  const t = useT();
  const id = `eh-numerical-${useId().replace(/:/g, '')}`;
  const value = answer?.value ?? '';
  const unit = answer?.unit ?? null;
  const withUnits = view.unitHandling !== 'none' && view.units.length > 0;
  const reading = readingOf(view, value, unit, t, disabled);

  if (disabled) {
    // Read-only (a review, a grader's or a sample's view): the answer as typed, its unit and what it was read as.
    const typed = [value, unit].filter((part) => part !== null && part.trim() !== '').join(' ');
    return (
      <div className="eh-numerical" role="group" aria-labelledby={labelledBy}>
        <div className="eh-numerical-field">
          <span className="eh-numerical-label">{t('questionRenderers.numerical.answer')}</span>
          {typed === ''
            ? <Typography.Text type="secondary">{t('questionRenderers.numerical.noAnswer')}</Typography.Text>
            : <span className="eh-numerical-typed" data-testid="numerical-typed">{typed}</span>}
        </div>
        <div className="eh-numerical-reading"><ReadingLine reading={reading} /></div>
      </div>
    );
  }

  const change = (next: Partial<NumericalAnswer>) => onChange({ kind: 'numerical', value: answer?.value ?? null, unit, ...next });
  const unitOptions = [
    // Without a unit is a choice of its own where the question allows (or only penalises) it.
    ...(view.unitHandling === 'required'
      ? []
      : [{ value: '', label: view.unitHandling === 'optional' && view.baseUnit ? t('questionRenderers.numerical.noUnitBase', { unit: view.baseUnit }) : t('questionRenderers.numerical.noUnit') }]),
    ...view.units.map((name) => ({ value: name, label: name })),
  ];

  return (
    <div className="eh-numerical" role="group" aria-labelledby={labelledBy}>
      <div className="eh-numerical-fields">
        <div className="eh-numerical-field eh-numerical-value">
          <label className="eh-numerical-label" htmlFor={`${id}-value`}>{t('questionRenderers.numerical.answer')}</label>
          <NumberInput
            id={`${id}-value`}
            value={value}
            reading={reading}
            aria-describedby={`${id}-reading`}
            onChange={(typed) => change({ value: typed === '' ? null : typed })}
          />
        </div>
        {withUnits && (
          <div className="eh-numerical-field eh-numerical-unit">
            <label className="eh-numerical-label" htmlFor={`${id}-unit`}>{t('questionRenderers.numerical.unit')}</label>
            <Select
              id={`${id}-unit`}
              value={unit ?? (view.unitHandling === 'required' ? undefined : '')}
              placeholder={t('questionRenderers.numerical.chooseUnit')}
              options={unitOptions}
              popupMatchSelectWidth={false}
              aria-describedby={`${id}-reading`}
              onChange={(next: string) => change({ unit: next === '' ? null : next })}
            />
          </div>
        )}
      </div>
      <div id={`${id}-reading`} className="eh-numerical-reading" role="status" aria-live="polite">
        <ReadingLine reading={reading} />
      </div>
    </div>
  );
}
