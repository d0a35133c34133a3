import { CheckCircleOutlined, ExclamationCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Input, Typography, type InputProps } from 'antd';
import type { NumericalView } from '../../../api/exam-api';
import type { t as translate } from '../../../i18n';
import { localiseDecimalText } from '../../../i18n/format';
import '../messages-renderers';
import { decimalToString, readNumber, readNumericalAnswer, type Decimal } from '../../../../server/rules/numbers';

// How a typed number reads, shared by the numerical question and the number gaps of a text completion: the same
// reading (server/rules/numbers.ts, as the grader reads it), the same words and the same field.

// The contract's limit of a typed answer.
const VALUE_MAX_LENGTH = 100;

/** What a number gap is read as: a number alone, as a numerical question without units. */
export const NUMBER_ONLY: NumericalView = { kind: 'numerical', unitHandling: 'none', units: [] };

/**
 * A decimal exactly as the grader reads it (never through a float), with the language's decimal separator:
 * 0.001 is '0,001' in Croatian. Digits are not grouped, as the student may not group them either.
 */
export function formatDecimal(value: Decimal): string {
  return localiseDecimalText(decimalToString(value));
}

type Tone = 'ok' | 'warning' | 'problem';

export interface Reading {
  tone: Tone;
  text: string;
}

/** Messages that tell a student what to do, and their wording once the answer can no longer change (a review). */
const SETTLED = {
  notNumber: 'notNumberSettled',
  onlyNumber: 'onlyNumberSettled',
  grouping: 'groupingSettled',
  unknownUnit: 'unknownUnitSettled',
  unknownUnitRead: 'unknownUnitReadSettled',
  needsUnit: 'needsUnitSettled',
} as const;

/**
 * What the typed answer reads as, or why it does not read, in the student's words; null for nothing typed. `settled`:
 * the answer is read-only (a review, a grader's view), so the line says what was read without asking for a change.
 */
export function readingOf(view: NumericalView, value: string, unit: string | null, t: typeof translate, settled = false): Reading | null {
  if (value.trim() === '') return null;
  const say = (key: keyof typeof SETTLED, values?: Record<string, string>) => t(`questionRenderers.numerical.${settled ? SETTLED[key] : key}`, values);
  // The view names the units only; which of them an answer names does not depend on their multipliers.
  const units = view.units.map((name) => ({ name, multiplier: 1 }));
  const reading = readNumericalAnswer(value, unit, { units, unitHandling: view.unitHandling });
  if (!reading.ok) {
    const problem = (text: string): Reading => ({ tone: 'problem', text });
    switch (reading.problem) {
      case 'empty': return null;
      // A number with text after it, where the question has no units.
      case 'notNumber': return problem(say(readNumber(value).ok ? 'onlyNumber' : 'notNumber'));
      case 'grouping': return problem(say('grouping'));
      case 'notFinite': return problem(t('questionRenderers.numerical.notFinite'));
      case 'outOfRange': return problem(t('questionRenderers.numerical.outOfRange'));
      case 'unknownUnit': return problem(say('unknownUnit', { unit: reading.unit ?? '' }));
    }
  }
  const number = formatDecimal(reading.value);
  if (reading.unknownUnit !== null) {
    return { tone: 'warning', text: say('unknownUnitRead', { number, unit: reading.unknownUnit }) };
  }
  if (reading.unit !== null) return { tone: 'ok', text: t('questionRenderers.numerical.readAsUnit', { number, unit: reading.unit }) };
  if (view.unitHandling === 'required') return { tone: 'warning', text: say('needsUnit', { number }) };
  if (view.unitHandling === 'penalty') return { tone: 'warning', text: t('questionRenderers.numerical.missingUnit', { number }) };
  // Without a unit the number is in the base unit, where units are optional: say so.
  if (view.unitHandling === 'optional' && view.baseUnit) return { tone: 'ok', text: t('questionRenderers.numerical.readAsUnit', { number, unit: view.baseUnit }) };
  return { tone: 'ok', text: t('questionRenderers.numerical.readAs', { number }) };
}

const TONE_TYPE = { ok: 'secondary', warning: 'warning', problem: 'danger' } as const;
const TONE_ICON = { ok: CheckCircleOutlined, warning: WarningOutlined, problem: ExclamationCircleOutlined } as const;

/** The reading in its tone (secondary, warning, danger) with its icon; nothing for nothing typed. */
export function ReadingLine({ reading }: { reading: Reading | null }) {
  if (reading === null) return null;
  const Icon = TONE_ICON[reading.tone];
  return <Typography.Text type={TONE_TYPE[reading.tone]}><Icon aria-hidden /> {reading.text}</Typography.Text>;
}

interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  reading: Reading | null;
  /** The id of the element that shows the reading (and whatever else describes the field). */
  'aria-describedby': string;
}

/**
 * A text field for a number as the student writes it: the decimal keypad on a phone, no autocorrection, described
 * by its reading and invalid while it does not read.
 */
export function NumberInput({ value, onChange, reading, ...props }: NumberInputProps) {
  return (
    <Input
      value={value}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      autoCorrect="off"
      autoCapitalize="off"
      maxLength={VALUE_MAX_LENGTH}
      aria-invalid={reading?.tone === 'problem' ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}
