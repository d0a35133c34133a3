import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, InputNumber, Radio, Switch, Typography } from 'antd';
import type { ChoiceOption, MultipleChoiceContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { defaultPenalties, newChoiceOption, withDefaultPenalties } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

const MAX_OPTIONS = 26;

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Options with markdown text, the key (radio or check boxes), per-option penalties, shuffle. */
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
    setOptions(options, multipleCorrect);
  };

  return (
    <div className="eh-qe-kind">
      <Flex gap={24} wrap>
        <Field path={`${path}/multipleCorrect`} label={t('questionEditor.mc.multipleCorrect')} htmlFor={`${path}-multiple`}>
          <Switch id={`${path}-multiple`} checked={value.multipleCorrect} onChange={setMultiple} />
        </Field>
        <Field path={`${path}/shuffle`} label={t('questionEditor.mc.shuffle')} htmlFor={`${path}-shuffle`}>
          <Switch id={`${path}-shuffle`} checked={value.shuffle} onChange={(shuffle) => onChange({ ...value, shuffle })} />
        </Field>
      </Flex>
      <Typography.Paragraph type="secondary">
        {value.multipleCorrect ? t('questionEditor.mc.penaltyHelpMultiple') : t('questionEditor.mc.penaltyHelpSingle')}
        {' '}
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
                <Field path={`${optionPath}/text`} className="eh-qe-grow">
                  <Input.TextArea
                    aria-label={t('questionEditor.mc.optionText', { item: label })}
                    placeholder={t('questionEditor.mc.optionPlaceholder', { n: index + 1 })}
                    value={option.text}
                    autoSize={{ minRows: 1, maxRows: 8 }}
                    maxLength={4000}
                    onChange={(event) => setOptions(replaceItem(value.options, index, { ...option, text: event.target.value }))}
                  />
                </Field>
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
        {!followsDefaults && (
          <Button disabled={readOnly} onClick={() => onChange({ ...value, options: withDefaultPenalties(value.options, value.multipleCorrect) })}>
            {t('questionEditor.mc.resetPenalties')}
          </Button>
        )}
      </Flex>
    </div>
  );
}
