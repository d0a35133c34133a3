import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import type { NumericalKey, TextGap } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { decimalSeparator } from '../../../i18n/format';
import { newNumericalKey } from './defaults';
import { Field, useEditorContext, useFieldError } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';
import { NumericalKeysEditor } from './numerical-keys-editor';
import { PercentInput } from './percent-input';
import { keyValueOf } from '../../../../server/rules/numbers';

// The contract's limits.
const MAX_ANSWERS = 20;
const MAX_WEIGHT = 100;

export type GapType = 'typed' | 'dropdown' | 'number';

const GAP_TYPES: readonly GapType[] = ['typed', 'dropdown', 'number'];

/**
 * A gap with these accepted answers and their percents: `fractions` only while one differs from 100 (absent means
 * 100 each, so an unchanged gap is sent as it was loaded).
 */
function withAnswers(gap: TextGap, answers: string[], fractions: readonly number[] | undefined): TextGap {
  const { fractions: _old, ...rest } = gap;
  return fractions !== undefined && fractions.some((fraction) => fraction !== 100)
    ? { ...rest, answers, fractions: [...fractions] }
    : { ...rest, answers };
}

/**
 * The gap as another type, keeping what that type can hold: typed answers and drop-down options carry over between
 * those two (a new drop-down offers the accepted answers); a number gap keeps the answers that are numbers as its
 * keys, with their percents, and gives back its keys' values as answers.
 */
export function withGapType(gap: TextGap, type: GapType): TextGap {
  const { numerical, ...rest } = gap;
  if (type === 'number') {
    const keys = numerical?.answers ?? gap.answers.flatMap((answer, index): NumericalKey[] => (
      keyValueOf(answer.trim()).ok
        ? [{ value: answer.trim(), tolerance: 0, toleranceKind: 'absolute', fraction: gap.fractions?.[index] ?? 100 }]
        : []
    ));
    const { fractions: _fractions, ...plain } = rest;
    return { ...plain, answers: [], options: [], numerical: { answers: keys.length > 0 ? keys : [newNumericalKey(100)] } };
  }
  // A number gap's answers are its keys' values, unless it still has text answers of its own (imported so).
  const keys = numerical && gap.answers.length === 0 ? numerical.answers.filter((key) => key.value.trim() !== '') : null;
  const text = keys
    ? withAnswers(rest, keys.map((key) => key.value.trim()), keys.map((key) => key.fraction))
    : rest;
  const offered = [...new Set(text.answers.filter((answer) => answer.trim() !== ''))];
  return { ...text, options: type === 'typed' ? [] : text.options.length > 0 ? text.options : offered };
}

interface AcceptedAnswersProps {
  gap: TextGap;
  onChange: (gap: TextGap) => void;
  path: string;
  /** The gap's name, e.g. 'gap 2'. */
  gapLabel: string;
}

/** A typed or drop-down gap's accepted answers, one a row, each with its optional percent of the gap's points. */
function AcceptedAnswers({ gap, onChange, path, gapLabel }: AcceptedAnswersProps) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const answersError = useFieldError(`${path}/answers`);
  const fractionsError = useFieldError(`${path}/fractions`);
  const headingId = `${path}-answers-heading`;
  // A gap without answers shows one empty row to type into: every gap needs one.
  const rows = gap.answers.length > 0 ? gap.answers : [''];
  const fractions = rows.map((_answer, index) => gap.fractions?.[index] ?? 100);
  const set = (answers: string[], next: readonly number[]) => onChange(withAnswers(gap, answers, next));

  return (
    // Named after its gap: every gap has such a section.
    <section aria-label={t('questionEditor.gaps.answersOf', { item: gapLabel })}>
      <Typography.Text strong id={headingId}>{t('questionEditor.gaps.answers')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('questionEditor.gaps.answersHelp')}</Typography.Paragraph>
      {[answersError, fractionsError].filter(Boolean).map((error) => (
        <Typography.Paragraph key={error} type="danger" role="alert">{error}</Typography.Paragraph>
      ))}
      <ol className="eh-qe-list" aria-labelledby={headingId}>
        {rows.map((answer, index) => {
          const n = index + 1;
          return (
            // Answers may repeat while typed: the position is the row's identity.
            <li key={index} className="eh-qe-row">
              <Flex gap={8} align="start" wrap>
                <Field path={`${path}/answers/${index}`} className="eh-qe-grow">
                  <Input
                    aria-label={t('questionEditor.gaps.answerOf', { n, gap: gapLabel })}
                    value={answer}
                    maxLength={500}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => set(replaceItem(rows, index, event.target.value), fractions)}
                  />
                </Field>
                <PercentInput
                  aria-label={t('questionEditor.gaps.fractionOf', { n, gap: gapLabel })}
                  placeholder="100"
                  value={gap.fractions?.[index] ?? null}
                  onChange={(fraction) => set(rows, replaceItem(fractions, index, fraction ?? 100))}
                />
                <ItemActions
                  index={index}
                  count={rows.length}
                  itemLabel={t('questionEditor.gaps.answerN', { n, gap: gapLabel })}
                  min={1}
                  onMove={(from, to) => set(moveItem(rows, from, to), moveItem(fractions, from, to))}
                  onRemove={(i) => set(removeItem(rows, i), removeItem(fractions, i))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly || rows.length >= MAX_ANSWERS}
        onClick={() => set([...rows, ''], [...fractions, 100])}
        style={{ marginBottom: 16 }}
      >
        {t('questionEditor.gaps.addAnswer')}
      </Button>
    </section>
  );
}

export interface TextGapEditorProps {
  gap: TextGap;
  type: GapType;
  /** A change of the gap, and of its type when the teacher chose another. */
  onChange: (gap: TextGap, type: GapType) => void;
  /** The gap's path, e.g. 'content/gaps/0'. */
  path: string;
  /** The gap's name, e.g. 'gap 1'. */
  label: string;
}

/** One gap: its type (typed answer, drop-down, number), what that type is graded by, and its weight. */
export function TextGapEditor({ gap, type, onChange, path, label }: TextGapEditorProps) {
  const t = useT();
  const gapError = useFieldError(path);
  const setGap = (next: TextGap) => onChange(next, type);

  return (
    <>
      {gapError && <Typography.Paragraph type="danger" role="alert">{gapError}</Typography.Paragraph>}
      <Flex gap={16} wrap align="start">
        {/* The type is no field of the contract: nothing to report on it. */}
        <Form.Item label={t('questionEditor.gaps.type')} extra={t(`questionEditor.gaps.typeHelp.${type}`)} className="eh-qe-grow">
          <Radio.Group
            optionType="button"
            name={`${path}-type`}
            aria-label={t('questionEditor.gaps.typeOf', { item: label })}
            value={type}
            onChange={(event) => onChange(withGapType(gap, event.target.value as GapType), event.target.value as GapType)}
            options={GAP_TYPES.map((value) => ({ value, label: t(`questionEditor.gaps.types.${value}`) }))}
          />
        </Form.Item>
        <Field path={`${path}/weight`} label={t('questionEditor.gaps.weight')} htmlFor={`${path}-weight`} extra={t('questionEditor.gaps.weightHelp')}>
          <InputNumber
            id={`${path}-weight`}
            aria-label={t('questionEditor.gaps.weightOf', { item: label })}
            placeholder="1"
            min={0}
            max={MAX_WEIGHT}
            decimalSeparator={decimalSeparator()}
            value={gap.weight ?? null}
            onChange={(weight) => {
              const { weight: _old, ...rest } = gap;
              setGap(weight === null ? rest : { ...rest, weight });
            }}
            style={{ width: '8em' }}
          />
        </Field>
      </Flex>
      {type === 'number' ? (
        <NumericalKeysEditor
          keys={gap.numerical?.answers ?? []}
          // A number gap has no text answers: editing its numbers drops any it was imported with.
          onChange={(answers) => setGap({ ...gap, answers: [], options: [], numerical: { answers } })}
          path={`${path}/numerical/answers`}
          title={t('questionEditor.gaps.numbers')}
          regionLabel={t('questionEditor.gaps.numbersOf', { item: label })}
          help={t('questionEditor.gaps.numbersHelp')}
          fractionHelp={t('questionEditor.gaps.fractionHelp')}
          itemLabel={(n) => t('questionEditor.gaps.answerN', { n, gap: label })}
        />
      ) : (
        <>
          <AcceptedAnswers gap={gap} onChange={setGap} path={path} gapLabel={label} />
          {type === 'dropdown' && (
            <Field path={`${path}/options`} label={t('questionEditor.gaps.options')} extra={t('questionEditor.gaps.optionsHelp')}>
              <Select
                mode="tags"
                aria-label={t('questionEditor.gaps.optionsOf', { item: label })}
                value={gap.options}
                open={false}
                tokenSeparators={['\n']}
                onChange={(options: string[]) => setGap({ ...gap, options })}
                suffixIcon={null}
              />
            </Field>
          )}
          <Flex>
            <Checkbox checked={gap.caseSensitive} onChange={(event) => setGap({ ...gap, caseSensitive: event.target.checked })}>
              {t('questionEditor.gaps.caseSensitive')}
            </Checkbox>
          </Flex>
        </>
      )}
    </>
  );
}
