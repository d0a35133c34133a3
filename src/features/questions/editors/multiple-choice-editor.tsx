import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import type { ChoiceOption, MultipleChoiceContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { AnswerFeedback, withOptionalText } from './answer-feedback';
import { defaultPenalties, newChoiceOption, withDefaultPenalties } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

const MAX_OPTIONS = 26;

type Scoring = NonNullable<MultipleChoiceContent['scoring']>;
const SCORINGS: readonly Scoring[] = ['penalties', 'all-or-nothing', 'right-minus-wrong'];

/** The content without a scoring: the contract's default, the penalties (as questions saved before the choice). */
function withoutScoring({ scoring: _scoring, ...content }: MultipleChoiceContent): MultipleChoiceContent {
  return content;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Options with markdown text and optional feedback, the key (radio or check boxes), shuffle, and how an answer is
 * scored: per-option penalties, or with several correct options all or nothing, or right minus wrong.
 */
export function MultipleChoiceEditor({ value, onChange, path }: KindEditorProps<MultipleChoiceContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const listError = useFieldError(`${path}/options`);

  // While the penalties are the defaults of the current key, they follow the key; once the teacher sets one by
  // hand, their numbers stay.
  const followsDefaults = sameNumbers(value.options.map((option) => option.penalty), defaultPenalties(value.options, value.multipleCorrect));
  const setOptions = (options: ChoiceOption[], multipleCorrect = value.multipleCorrect) => {
    onChange({ ...value, multipleCorrect, options: followsDefaults ? withDefaultPenalties(options, multipleCorrect) : options });
  };

  const setCorrect = (index: number, correct: boolean) => {
    setOptions(value.options.map((option, i) => (
      i === index ? { ...option, correct } : value.multipleCorrect ? option : { ...option, correct: false }
    )));
  };

  const setMultiple = (multipleCorrect: boolean) => {
    // One correct option is all radio buttons can show: keep the first of the key.
    const firstCorrect = value.options.findIndex((option) => option.correct);
    const options = multipleCorrect ? value.options : value.options.map((option, i) => ({ ...option, correct: i === firstCorrect }));
    const next = { ...value, multipleCorrect, options: followsDefaults ? withDefaultPenalties(options, multipleCorrect) : options };
    // The scoring is chosen only with several correct options: back to one, the penalties shown are what counts.
    onChange(multipleCorrect ? next : withoutScoring(next));
  };

  // Absent shows as the penalties; choosing them again leaves the field out, so an unchanged question stays unchanged.
  const scoring: Scoring = value.multipleCorrect ? value.scoring ?? 'penalties' : 'penalties';
  const setScoring = (next: Scoring) => onChange(next === 'penalties' ? withoutScoring(value) : { ...value, scoring: next });
  const usesPenalties = scoring === 'penalties';

  return (
    <div className="eh-qe-kind">
      <Flex gap={24} wrap>
        <Field path={`${path}/multipleCorrect`} label={t('questionEditor.mc.multipleCorrect')} htmlFor={`${path}-multiple`}>
          <Switch id={`${path}-multiple`} checked={value.multipleCorrect} onChange={setMultiple} />
        </Field>
        <Field path={`${path}/shuffle`} label={t('questionEditor.mc.shuffle')} htmlFor={`${path}-shuffle`}>
          <Switch id={`${path}-shuffle`} checked={value.shuffle} onChange={(shuffle) => onChange({ ...value, shuffle })} />
        </Field>
        {value.multipleCorrect && (
          <Field
            path={`${path}/scoring`}
            label={t('questionEditor.mc.scoring')}
            htmlFor={`${path}-scoring`}
            extra={t(`questionEditor.mc.scoringHelp.${scoring}`)}
            className="eh-qe-grow"
          >
            <Select
              id={`${path}-scoring`}
              value={scoring}
              onChange={setScoring}
              options={SCORINGS.map((mode) => ({ value: mode, label: t(`questionEditor.mc.scorings.${mode}`) }))}
              // Each choice explains itself in the list, so the ways can be compared before one is picked.
              optionRender={(option) => (
                <div className="eh-qe-option">
                  <div>{option.label}</div>
                  <Typography.Text type="secondary" className="eh-qe-option-help">
                    {t(`questionEditor.mc.scoringHelp.${option.value as Scoring}`)}
                  </Typography.Text>
                </div>
              )}
              popupMatchSelectWidth={false}
              style={{ minWidth: '14em', maxWidth: '100%' }}
            />
          </Field>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">
        {usesPenalties && (value.multipleCorrect ? t('questionEditor.mc.penaltyHelpMultiple') : t('questionEditor.mc.penaltyHelpSingle'))}
        {usesPenalties && ' '}
        {t('questionEditor.mc.markdownHint')}
      </Typography.Paragraph>
      {listError && <Typography.Paragraph type="danger" role="alert">{listError}</Typography.Paragraph>}
      <ol className="eh-qe-list" aria-label={t('questionEditor.mc.options')}>
        {value.options.map((option, index) => {
          const label = t('questionEditor.mc.optionN', { n: index + 1 });
          const optionPath = `${path}/options/${index}`;
          return (
            <li key={option.id} className="eh-qe-row">
              <Flex gap={8} align="start" wrap>
                <div className="eh-qe-key">
                  {value.multipleCorrect ? (
                    <Checkbox
                      checked={option.correct}
                      onChange={(event) => setCorrect(index, event.target.checked)}
                      aria-label={t('questionEditor.mc.correctOf', { item: label })}
                    >
                      {t('questionEditor.mc.correct')}
                    </Checkbox>
                  ) : (
                    <Radio checked={option.correct} onChange={() => setCorrect(index, true)} aria-label={t('questionEditor.mc.correctOf', { item: label })}>
                      {t('questionEditor.mc.correct')}
                    </Radio>
                  )}
                </div>
                <div className="eh-qe-grow">
                  <Field path={`${optionPath}/text`}>
                    <Input.TextArea
                      aria-label={t('questionEditor.mc.optionText', { item: label })}
                      placeholder={t('questionEditor.mc.optionPlaceholder', { n: index + 1 })}
                      value={option.text}
                      autoSize={{ minRows: 1, maxRows: 8 }}
                      maxLength={4000}
                      onChange={(event) => setOptions(replaceItem(value.options, index, { ...option, text: event.target.value }))}
                    />
                  </Field>
                  <AnswerFeedback
                    path={`${optionPath}/feedback`}
                    value={option.feedback}
                    item={label}
                    placeholder={t('questionEditor.mc.feedbackPlaceholder')}
                    // The key and the penalties stay as they are: feedback changes nothing of the grading.
                    onChange={(text) => onChange({ ...value, options: replaceItem(value.options, index, withOptionalText(option, 'feedback', text)) })}
                  />
                </div>
                {/* Under the other scorings the penalties count for nothing: they stay saved, out of sight. */}
                {usesPenalties && (
                  <Field path={`${optionPath}/penalty`}>
                    <InputNumber
                      aria-label={t('questionEditor.mc.penaltyOf', { item: label })}
                      min={0}
                      max={100}
                      step={5}
                      suffix="%"
                      value={option.penalty}
                      onChange={(penalty) => onChange({
                        ...value, options: replaceItem(value.options, index, { ...option, penalty: penalty ?? 0 }),
                      })}
                      style={{ width: 110 }}
                    />
                  </Field>
                )}
                <ItemActions
                  index={index}
                  count={value.options.length}
                  itemLabel={label}
                  min={2}
                  onMove={(from, to) => setOptions(moveItem(value.options, from, to))}
                  onRemove={(i) => setOptions(removeItem(value.options, i))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Flex gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={readOnly || value.options.length >= MAX_OPTIONS}
          onClick={() => setOptions([...value.options, newChoiceOption()])}
        >
          {t('questionEditor.mc.addOption')}
        </Button>
        {usesPenalties && !followsDefaults && (
          <Button disabled={readOnly} onClick={() => onChange({ ...value, options: withDefaultPenalties(value.options, value.multipleCorrect) })}>
            {t('questionEditor.mc.resetPenalties')}
          </Button>
        )}
      </Flex>
    </div>
  );
}
