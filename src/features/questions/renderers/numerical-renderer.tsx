import { CheckCircleOutlined, ExclamationCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Input, Select, Typography } from 'antd';
import { useId } from 'react';
import type { NumericalAnswer, NumericalView } from '../../../api/exam-api';
import { useT, type t as translate } from '../../../i18n';
import { localiseDecimalText } from '../../../i18n/format';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';
import { decimalToString, readNumber, readNumericalAnswer, type Decimal } from '../../../../server/rules/numbers';

// The contract's limit of a typed answer.
const VALUE_MAX_LENGTH = 100;

/**
 * A decimal exactly as the grader reads it (never through a float), with the language's decimal separator:
 * 0.001 is '0,001' in Croatian. Digits are not grouped, as the student may not group them either.
 */
export function formatDecimal(value: Decimal): string {
  return localiseDecimalText(decimalToString(value));
}

type Tone = 'ok' | 'warning' | 'problem';

interface Reading {
  tone: Tone;
  text: string;
}

/** What the typed answer reads as, or why it does not read, in the student's words; null for nothing typed. */
export function readingOf(view: NumericalView, value: string, unit: string | null, t: typeof translate): Reading | null {
  if (value.trim() === '') return null;
  // The view names the units only; which of them an answer names does not depend on their multipliers.
  const units = view.units.map((name) => ({ name, multiplier: 1 }));
  const reading = readNumericalAnswer(value, unit, { units, unitHandling: view.unitHandling });
  if (!reading.ok) {
    const problem = (text: string): Reading => ({ tone: 'problem', text });
    switch (reading.problem) {
      case 'empty': return null;
      // A number with text after it, where the question has no units.
      case 'notNumber': return problem(t(readNumber(value).ok ? 'questionRenderers.numerical.onlyNumber' : 'questionRenderers.numerical.notNumber'));
      case 'grouping': return problem(t('questionRenderers.numerical.grouping'));
      case 'notFinite': return problem(t('questionRenderers.numerical.notFinite'));
      case 'outOfRange': return problem(t('questionRenderers.numerical.outOfRange'));
      case 'unknownUnit': return problem(t('questionRenderers.numerical.unknownUnit', { unit: reading.unit ?? '' }));
    }
  }
  const number = formatDecimal(reading.value);
  if (reading.unknownUnit !== null) {
    return { tone: 'warning', text: t('questionRenderers.numerical.unknownUnitRead', { number, unit: reading.unknownUnit }) };
  }
  if (reading.unit !== null) return { tone: 'ok', text: t('questionRenderers.numerical.readAsUnit', { number, unit: reading.unit }) };
  if (view.unitHandling === 'required') return { tone: 'warning', text: t('questionRenderers.numerical.needsUnit', { number }) };
  if (view.unitHandling === 'penalty') return { tone: 'warning', text: t('questionRenderers.numerical.missingUnit', { number }) };
  return { tone: 'ok', text: t('questionRenderers.numerical.readAs', { number }) };
}

const TONE_TYPE = { ok: 'secondary', warning: 'warning', problem: 'danger' } as const;
const TONE_ICON = { ok: CheckCircleOutlined, warning: WarningOutlined, problem: ExclamationCircleOutlined } as const;

function ReadingLine({ reading }: { reading: Reading | null }) {
  if (reading === null) return null;
  const Icon = TONE_ICON[reading.tone];
  return <Typography.Text type={TONE_TYPE[reading.tone]}><Icon aria-hidden /> {reading.text}</Typography.Text>;
}

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
  const reading = readingOf(view, value, unit, t);

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
    ...(view.unitHandling === 'required' ? [] : [{ value: '', label: t('questionRenderers.numerical.noUnit') }]),
    ...view.units.map((name) => ({ value: name, label: name })),
  ];

  return (
    <div className="eh-numerical" role="group" aria-labelledby={labelledBy}>
      <div className="eh-numerical-fields">
        <div className="eh-numerical-field eh-numerical-value">
          <label className="eh-numerical-label" htmlFor={`${id}-value`}>{t('questionRenderers.numerical.answer')}</label>
          <Input
            id={`${id}-value`}
            value={value}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            autoCorrect="off"
            autoCapitalize="off"
            maxLength={VALUE_MAX_LENGTH}
            aria-describedby={`${id}-reading`}
            aria-invalid={reading?.tone === 'problem' ? true : undefined}
            onChange={(event) => change({ value: event.target.value === '' ? null : event.target.value })}
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
