import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import type { NumericalContent, NumericalUnit } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { decimalSeparator } from '../../../i18n/format';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';
import { NumericalKeysEditor } from './numerical-keys-editor';
import { PercentInput } from './percent-input';

// The contract's limit.
const MAX_UNITS = 20;

const UNIT_HANDLINGS: readonly NumericalContent['unitHandling'][] = ['none', 'optional', 'required', 'penalty'];

/** A numerical question's accepted answers (value or formula, tolerance, share of the points) and its units. */
export function NumericalEditor({ value, onChange, path }: KindEditorProps<NumericalContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const unitsError = useFieldError(`${path}/units`);
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
  // (a point typed is read too). Multipliers are where a teacher types decimals here.
  const separator = decimalSeparator();

  return (
    <div className="eh-qe-kind">
      <NumericalKeysEditor
        keys={value.answers}
        onChange={(answers) => onChange({ ...value, answers })}
        path={`${path}/answers`}
        title={t('questionEditor.numerical.answers')}
        help={t('questionEditor.numerical.answersHelp')}
        fractionHelp={t('questionEditor.numerical.fractionHelp')}
        itemLabel={(n) => t('questionEditor.numerical.answerN', { n })}
      />

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
          <PercentInput
            id={`${path}-unit-penalty`}
            value={value.unitPenalty}
            onChange={(unitPenalty) => onChange({ ...value, unitPenalty: unitPenalty ?? 0 })}
          />
        </Field>
      )}
    </div>
  );
}
