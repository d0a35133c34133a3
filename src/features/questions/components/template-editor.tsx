import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd';
import type { QuestionTemplate, TemplateVariable } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Field, useEditorContext } from '../editors/editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from '../editors/list-helpers';

const MAX_VARIABLES = 30;
const MAX_SEED = 2147483647;
const TYPES: readonly TemplateVariable['type'][] = ['int', 'float', 'choice', 'expr'];

export function randomSeed(): number {
  return Math.floor(Math.random() * MAX_SEED);
}

/** A variable of `type` keeps only the fields that type uses: the contract forbids none, the server reads these. */
function variableOfType(variable: TemplateVariable, type: TemplateVariable['type']): TemplateVariable {
  const { name } = variable;
  switch (type) {
    case 'int':
      return { name, type, min: variable.min ?? 1, max: variable.max ?? 10 };
    case 'float':
      return { name, type, min: variable.min ?? 0, max: variable.max ?? 1, decimals: variable.decimals ?? 2 };
    case 'choice':
      return { name, type, choices: variable.choices ?? [] };
    case 'expr':
      return { name, type, expr: variable.expr ?? '' };
  }
}

interface TemplateEditorProps {
  value: QuestionTemplate | null;
  onChange: (template: QuestionTemplate | null) => void;
  /** The seed the page's preview draws the variables with. */
  seed: number;
  onSeedChange: (seed: number) => void;
}

/** The optional data object of a templated question: variables drawn from the seed, used as {{name}}. */
export function TemplateEditor({ value, onChange, seed, onSeedChange }: TemplateEditorProps) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const variables = value?.variables ?? [];
  const setVariables = (next: TemplateVariable[]) => onChange({ variables: next });
  const setVariable = (index: number, variable: TemplateVariable) => setVariables(replaceItem(variables, index, variable));

  return (
    <div className="eh-qe-template">
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <Switch
          id="question-templated"
          checked={value !== null}
          onChange={(on) => onChange(on ? { variables: [] } : null)}
        />
        <label htmlFor="question-templated">{t('questionEditor.template.enabled')}</label>
      </Flex>
      {value !== null && (
        <>
          <Typography.Paragraph type="secondary">{t('questionEditor.template.help')}</Typography.Paragraph>
          <ol className="eh-qe-list" aria-label={t('questionEditor.template.variables')}>
            {variables.map((variable, index) => {
              const label = t('questionEditor.template.variableN', { n: index + 1 });
              const path = `template/variables/${index}`;
              return (
                // Names change while typed; the position is the variable's identity here.
                <li key={index} className="eh-qe-row">
                  <Flex gap={8} align="start" wrap>
                    <Field path={`${path}/name`}>
                      <Input
                        aria-label={t('questionEditor.template.nameOf', { item: label })}
                        placeholder={t('questionEditor.template.name')}
                        value={variable.name}
                        maxLength={31}
                        onChange={(event) => setVariable(index, { ...variable, name: event.target.value })}
                        style={{ width: 140 }}
                        className="eh-qe-mono"
                      />
                    </Field>
                    <Field path={`${path}/type`}>
                      <Select
                        aria-label={t('questionEditor.template.typeOf', { item: label })}
                        value={variable.type}
                        onChange={(type: TemplateVariable['type']) => setVariable(index, variableOfType(variable, type))}
                        options={TYPES.map((type) => ({ value: type, label: t(`questionEditor.template.types.${type}`) }))}
                        style={{ width: 150 }}
                      />
                    </Field>
                    {(variable.type === 'int' || variable.type === 'float') && (
                      <>
                        <Field path={`${path}/min`}>
                          <InputNumber
                            aria-label={t('questionEditor.template.minOf', { item: label })}
                            prefix={t('questionEditor.template.min')}
                            value={variable.min}
                            precision={variable.type === 'int' ? 0 : undefined}
                            onChange={(min) => setVariable(index, { ...variable, min: min ?? undefined })}
                            style={{ width: 130 }}
                          />
                        </Field>
                        <Field path={`${path}/max`}>
                          <InputNumber
                            aria-label={t('questionEditor.template.maxOf', { item: label })}
                            prefix={t('questionEditor.template.max')}
                            value={variable.max}
                            precision={variable.type === 'int' ? 0 : undefined}
                            onChange={(max) => setVariable(index, { ...variable, max: max ?? undefined })}
                            style={{ width: 130 }}
                          />
                        </Field>
                      </>
                    )}
                    {variable.type === 'float' && (
                      <Field path={`${path}/decimals`}>
                        <InputNumber
                          aria-label={t('questionEditor.template.decimalsOf', { item: label })}
                          prefix={t('questionEditor.template.decimals')}
                          min={0}
                          max={10}
                          precision={0}
                          value={variable.decimals}
                          onChange={(decimals) => setVariable(index, { ...variable, decimals: decimals ?? undefined })}
                          style={{ width: 150 }}
                        />
                      </Field>
                    )}
                    {variable.type === 'choice' && (
                      <Field path={`${path}/choices`} className="eh-qe-grow">
                        <Select
                          mode="tags"
                          open={false}
                          suffixIcon={null}
                          aria-label={t('questionEditor.template.choicesOf', { item: label })}
                          placeholder={t('questionEditor.template.choices')}
                          value={variable.choices ?? []}
                          onChange={(choices: string[]) => setVariable(index, { ...variable, choices })}
                        />
                      </Field>
                    )}
                    {variable.type === 'expr' && (
                      <Field path={`${path}/expr`} className="eh-qe-grow">
                        <Input
                          className="eh-qe-mono"
                          aria-label={t('questionEditor.template.exprOf', { item: label })}
                          placeholder={t('questionEditor.template.exprPlaceholder')}
                          value={variable.expr ?? ''}
                          maxLength={500}
                          onChange={(event) => setVariable(index, { ...variable, expr: event.target.value })}
                        />
                      </Field>
                    )}
                    <ItemActions
                      index={index}
                      count={variables.length}
                      itemLabel={label}
                      onMove={(from, to) => setVariables(moveItem(variables, from, to))}
                      onRemove={(i) => setVariables(removeItem(variables, i))}
                    />
                  </Flex>
                </li>
              );
            })}
          </ol>
          <Flex gap={8} align="center" wrap>
            <Button
              icon={<PlusOutlined />}
              disabled={readOnly || variables.length >= MAX_VARIABLES}
              onClick={() => setVariables([...variables, variableOfType({ name: `v${variables.length + 1}`, type: 'int' }, 'int')])}
            >
              {t('questionEditor.template.add')}
            </Button>
            <span className="eh-qe-spacer" />
            <label htmlFor="question-seed">{t('questionEditor.template.seed')}</label>
            <InputNumber
              id="question-seed"
              min={0}
              max={MAX_SEED}
              precision={0}
              value={seed}
              disabled={false}
              onChange={(next) => onSeedChange(next ?? 0)}
              style={{ width: 140 }}
            />
            <Button icon={<ReloadOutlined />} disabled={false} onClick={() => onSeedChange(randomSeed())}>
              {t('questionEditor.template.otherSeed')}
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('questionEditor.template.seedHelp')}</Typography.Paragraph>
        </>
      )}
    </div>
  );
}
