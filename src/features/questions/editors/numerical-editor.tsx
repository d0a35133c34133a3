import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, InputNumber, Select, Typography } from 'antd';
import type { NumericalContent, NumericalKey, NumericalUnit } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { decimalSeparator } from '../../../i18n/format';
import { ANSWER_FEEDBACK_MAX, withOptionalText } from './answer-feedback';
import { newNumericalKey } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

// The contract's limits.
const MAX_ANSWERS = 20;
const MAX_UNITS = 20;

const TOLERANCE_KINDS: readonly NumericalKey['toleranceKind'][] = ['absolute', 'relative', 'significant-figures'];
const UNIT_HANDLINGS: readonly NumericalContent['unitHandling'][] = ['none', 'optional', 'required', 'penalty'];


/** A numerical question's accepted answers (value or formula, tolerance, share of the points) and its units. */
export function NumericalEditor({ value, onChange, path }: KindEditorProps<NumericalContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const answersError = useFieldError(`${path}/answers`);
  const unitsError = useFieldError(`${path}/units`);
  const setAnswers = (answers: NumericalKey[]) => onChange({ ...value, answers });
  const setUnits = (units: NumericalUnit[]) => onChange({ ...value, units });
  const setUnitHandling = (unitHandling: NumericalContent['unitHandling']) => {
    // Units asked for and none written: start the list with the base unit, whose name the form then asks for. Back
    // to no units, the list is hidden: a row left without a name would block the save from where it cannot be seen.
    const units = unitHandling === 'none'
      ? value.units.filter((unit) => unit.name.trim() !== '')
      : value.units.length === 0 ? [{ name: '', multiplier: 1 }] : value.units;
    onChange({ ...value, unitHandling, units });
  };
  const usesUnits = value.unitHandling !== 'none';
  // antd's InputNumber would drop a typed comma ("0,05" becoming 5): in Croatian the comma is the decimal separator
  // (a point typed is read too). Tolerances and multipliers are where a teacher types decimals.
  const separator = decimalSeparator();

  return (
    <div className="eh-qe-kind">
      <section aria-labelledby={`${path}-answers`}>
        <Typography.Title level={5} id={`${path}-answers`}>{t('questionEditor.numerical.answers')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('questionEditor.numerical.answersHelp')}</Typography.Paragraph>
        {answersError && <Typography.Paragraph type="danger" role="alert">{answersError}</Typography.Paragraph>}
        <ol className="eh-qe-list" aria-labelledby={`${path}-answers`}>
          {value.answers.map((key, index) => {
            const item = t('questionEditor.numerical.answerN', { n: index + 1 });
            const keyPath = `${path}/answers/${index}`;
            const setKey = (next: NumericalKey) => setAnswers(replaceItem(value.answers, index, next));
            const figures = key.toleranceKind === 'significant-figures';
            return (
              // Keys have no id of their own: the position is the key's identity.
              <li key={index}>
                <Card
                  size="small"
                  className="eh-qe-card"
                  title={t('questionEditor.numerical.answerTitle', { n: index + 1 })}
                  extra={(
                    <ItemActions
                      index={index}
                      count={value.answers.length}
                      itemLabel={item}
                      min={1}
                      onMove={(from, to) => setAnswers(moveItem(value.answers, from, to))}
                      onRemove={(i) => setAnswers(removeItem(value.answers, i))}
                    />
                  )}
                >
                  <Field
                    path={`${keyPath}/value`}
                    label={t('questionEditor.numerical.value')}
                    htmlFor={`${keyPath}-value`}
                    extra={t('questionEditor.numerical.valueHelp')}
                  >
                    <Input
                      id={`${keyPath}-value`}
                      className="eh-qe-mono"
                      aria-label={t('questionEditor.numerical.valueOf', { item })}
                      value={key.value}
                      maxLength={500}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) => setKey({ ...key, value: event.target.value })}
                    />
                  </Field>
                  <Flex gap={16} wrap align="start">
                    <Field path={`${keyPath}/toleranceKind`} label={t('questionEditor.numerical.toleranceKind')} htmlFor={`${keyPath}-kind`}>
                      <Select
                        id={`${keyPath}-kind`}
                        aria-label={t('questionEditor.numerical.toleranceKindOf', { item })}
                        value={key.toleranceKind}
                        onChange={(toleranceKind: NumericalKey['toleranceKind']) => setKey({
                          ...key,
                          toleranceKind,
                          // A count of figures is a whole number from 1; a size of difference starts exact.
                          tolerance: toleranceKind === 'significant-figures' ? 3 : key.toleranceKind === 'significant-figures' ? 0 : key.tolerance,
                        })}
                        options={TOLERANCE_KINDS.map((kind) => ({ value: kind, label: t(`questionEditor.numerical.toleranceKinds.${kind}`) }))}
                        popupMatchSelectWidth={false}
                        style={{ minWidth: '14em' }}
                      />
                    </Field>
                    <Field
                      path={`${keyPath}/tolerance`}
                      label={t('questionEditor.numerical.tolerance')}
                      htmlFor={`${keyPath}-tolerance`}
                      extra={t(`questionEditor.numerical.toleranceHelp.${key.toleranceKind}`)}
                      className="eh-qe-grow"
                    >
                      <InputNumber
                        id={`${keyPath}-tolerance`}
                        aria-label={t('questionEditor.numerical.toleranceOf', { item })}
                        min={figures ? 1 : 0}
                        max={figures ? 15 : 1_000_000_000_000}
                        precision={figures ? 0 : undefined}
                        step={figures ? 1 : 0.01}
                        decimalSeparator={separator}
                        value={key.tolerance}
                        onChange={(tolerance) => setKey({ ...key, tolerance: tolerance ?? 0 })}
                        style={{ width: '10em', maxWidth: '100%' }}
                      />
                    </Field>
                    <Field
                      path={`${keyPath}/fraction`}
                      label={t('questionEditor.numerical.fraction')}
                      htmlFor={`${keyPath}-fraction`}
                      extra={t('questionEditor.numerical.fractionHelp')}
                      className="eh-qe-grow"
                    >
                      <InputNumber
                        id={`${keyPath}-fraction`}
                        aria-label={t('questionEditor.numerical.fractionOf', { item })}
                        min={0}
                        max={100}
                        step={5}
                        suffix="%"
                        decimalSeparator={separator}
                        value={key.fraction}
                        onChange={(fraction) => setKey({ ...key, fraction: fraction ?? 0 })}
                        style={{ width: '8em', maxWidth: '100%' }}
                      />
                    </Field>
                  </Flex>
                  <Field
                    path={`${keyPath}/feedback`}
                    label={t('questionEditor.numerical.feedback')}
                    htmlFor={`${keyPath}-feedback`}
                    extra={t('questionEditor.numerical.feedbackHelp')}
                  >
                    <Input.TextArea
                      id={`${keyPath}-feedback`}
                      aria-label={t('questionEditor.numerical.feedbackOf', { item })}
                      value={key.feedback ?? ''}
                      autoSize={{ minRows: 1, maxRows: 6 }}
                      maxLength={ANSWER_FEEDBACK_MAX}
                      onChange={(event) => setKey(withOptionalText(key, 'feedback', event.target.value))}
                    />
                  </Field>
                </Card>
              </li>
            );
          })}
        </ol>
        <Button
          icon={<PlusOutlined />}
          disabled={readOnly || value.answers.length >= MAX_ANSWERS}
          // Further keys are usually the partly right answers (a sign or a power of ten off): half the points.
          onClick={() => setAnswers([...value.answers, newNumericalKey(value.answers.length === 0 ? 100 : 50)])}
          style={{ marginBottom: 16 }}
        >
          {t('questionEditor.numerical.addAnswer')}
        </Button>
      </section>

      <Field
        path={`${path}/unitHandling`}
        label={t('questionEditor.numerical.unitHandling')}
        htmlFor={`${path}-unit-handling`}
        extra={t(`questionEditor.numerical.unitHandlingHelp.${value.unitHandling}`)}
      >
        <Select
          id={`${path}-unit-handling`}
          value={value.unitHandling}
          onChange={setUnitHandling}
          options={UNIT_HANDLINGS.map((mode) => ({ value: mode, label: t(`questionEditor.numerical.unitHandlings.${mode}`) }))}
          // Each choice explains itself in the list, so the modes can be compared before one is picked.
          optionRender={(option) => (
            <div className="eh-qe-option">
              <div>{option.label}</div>
              <Typography.Text type="secondary" className="eh-qe-option-help">
                {t(`questionEditor.numerical.unitHandlingHelp.${option.value as NumericalContent['unitHandling']}`)}
              </Typography.Text>
            </div>
          )}
          popupMatchSelectWidth={false}
          style={{ minWidth: '14em', maxWidth: '100%' }}
        />
      </Field>

      {usesUnits && (
        <section aria-labelledby={`${path}-units`}>
          <Typography.Title level={5} id={`${path}-units`}>{t('questionEditor.numerical.units')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('questionEditor.numerical.unitsHelp')}</Typography.Paragraph>
          {unitsError && <Typography.Paragraph type="danger" role="alert">{unitsError}</Typography.Paragraph>}
          <ol className="eh-qe-list" aria-labelledby={`${path}-units`}>
            {value.units.map((unit, index) => {
              const item = t('questionEditor.numerical.unitN', { n: index + 1 });
              const unitPath = `${path}/units/${index}`;
              const setUnit = (next: NumericalUnit) => setUnits(replaceItem(value.units, index, next));
              return (
                // Names can repeat while being typed (validation reports it), so the position is the key.
                <li key={index} className="eh-qe-row">
                  <Flex gap={8} align="end" wrap>
                    <Field path={`${unitPath}/name`} label={t('questionEditor.numerical.unitName')} htmlFor={`${unitPath}-name`} className="eh-qe-grow">
                      <Input
                        id={`${unitPath}-name`}
                        aria-label={t('questionEditor.numerical.unitNameOf', { item })}
                        placeholder={t('questionEditor.numerical.unitNamePlaceholder')}
                        value={unit.name}
                        maxLength={30}
                        autoComplete="off"
                        spellCheck={false}
                        onChange={(event) => setUnit({ ...unit, name: event.target.value })}
                      />
                    </Field>
                    <Field path={`${unitPath}/multiplier`} label={t('questionEditor.numerical.multiplier')} htmlFor={`${unitPath}-multiplier`}>
                      <InputNumber
                        id={`${unitPath}-multiplier`}
                        aria-label={t('questionEditor.numerical.multiplierOf', { item })}
                        min={0}
                        max={1_000_000_000_000_000}
                        decimalSeparator={separator}
                        value={unit.multiplier}
                        onChange={(multiplier) => setUnit({ ...unit, multiplier: multiplier ?? 1 })}
                        style={{ width: '11em', maxWidth: '100%' }}
                      />
                    </Field>
                    <ItemActions
                      index={index}
                      count={value.units.length}
                      itemLabel={item}
                      onMove={(from, to) => setUnits(moveItem(value.units, from, to))}
                      onRemove={(i) => setUnits(removeItem(value.units, i))}
                    />
                  </Flex>
                </li>
              );
            })}
          </ol>
          <Button
            icon={<PlusOutlined />}
            disabled={readOnly || value.units.length >= MAX_UNITS}
            onClick={() => setUnits([...value.units, { name: '', multiplier: 1 }])}
            style={{ marginBottom: 16 }}
          >
            {t('questionEditor.numerical.addUnit')}
          </Button>
        </section>
      )}

      {value.unitHandling === 'penalty' && (
        <Field
          path={`${path}/unitPenalty`}
          label={t('questionEditor.numerical.unitPenalty')}
          htmlFor={`${path}-unit-penalty`}
          extra={t('questionEditor.numerical.unitPenaltyHelp')}
        >
          <InputNumber
            id={`${path}-unit-penalty`}
            min={0}
            max={100}
            step={5}
            suffix="%"
            decimalSeparator={separator}
            value={value.unitPenalty}
            onChange={(unitPenalty) => onChange({ ...value, unitPenalty: unitPenalty ?? 0 })}
            style={{ width: '8em', maxWidth: '100%' }}
          />
        </Field>
      )}
    </div>
  );
}
