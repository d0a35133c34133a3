import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, InputNumber, Select, Typography } from 'antd';
import type { ScaleContent, ScaleLabel } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

const MAX_LABELS = 11;

/** The points of a scale (value and label) and the correct one, or none for an opinion scale. */
export function ScaleEditor({ value, onChange, path }: KindEditorProps<ScaleContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const labelsError = useFieldError(`${path}/labels`);
  const opinion = value.correctValue === null;

  const setLabels = (labels: ScaleLabel[]) => {
    // The correct value must stay one of the scale's values.
    const correctValue = labels.some((label) => label.value === value.correctValue) ? value.correctValue : null;
    onChange({ ...value, labels, correctValue });
  };
  const nextValue = value.labels.length === 0 ? 1 : Math.max(...value.labels.map((label) => label.value)) + 1;

  return (
    <div className="eh-qe-kind">
      {labelsError && <Typography.Paragraph type="danger" role="alert">{labelsError}</Typography.Paragraph>}
      <ol className="eh-qe-list" aria-label={t('questionEditor.scale.labels')}>
        {value.labels.map((label, index) => {
          const name = t('questionEditor.scale.pointN', { n: index + 1 });
          const labelPath = `${path}/labels/${index}`;
          return (
            // Values can repeat while being typed (validation reports it), so the position is the key.
            <li key={index} className="eh-qe-row">
              <Flex gap={8} align="start">
                <Field path={`${labelPath}/value`}>
                  <InputNumber
                    aria-label={t('questionEditor.scale.valueOf', { item: name })}
                    precision={0}
                    value={label.value}
                    onChange={(next) => setLabels(replaceItem(value.labels, index, { ...label, value: next ?? 0 }))}
                    style={{ width: 90 }}
                  />
                </Field>
                <Field path={`${labelPath}/label`} className="eh-qe-grow">
                  <Input
                    aria-label={t('questionEditor.scale.labelOf', { item: name })}
                    placeholder={t('questionEditor.scale.labelPlaceholder')}
                    value={label.label}
                    maxLength={200}
                    onChange={(event) => setLabels(replaceItem(value.labels, index, { ...label, label: event.target.value }))}
                  />
                </Field>
                <ItemActions
                  index={index}
                  count={value.labels.length}
                  itemLabel={name}
                  min={2}
                  onMove={(from, to) => setLabels(moveItem(value.labels, from, to))}
                  onRemove={(i) => setLabels(removeItem(value.labels, i))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly || value.labels.length >= MAX_LABELS}
        onClick={() => setLabels([...value.labels, { value: nextValue, label: '' }])}
        style={{ marginBottom: 16 }}
      >
        {t('questionEditor.scale.add')}
      </Button>
      <Field path={`${path}/correctValue`} label={t('questionEditor.scale.correctValue')}>
        <Flex gap={16} align="center" wrap>
          <Checkbox
            checked={opinion}
            onChange={(event) => onChange({ ...value, correctValue: event.target.checked ? null : (value.labels[0]?.value ?? null) })}
          >
            {t('questionEditor.scale.opinion')}
          </Checkbox>
          {!opinion && (
            <Select
              aria-label={t('questionEditor.scale.correctValue')}
              value={value.correctValue}
              onChange={(correctValue: number) => onChange({ ...value, correctValue })}
              options={value.labels.map((label) => ({ value: label.value, label: label.label ? `${label.value} — ${label.label}` : String(label.value) }))}
              style={{ minWidth: 200 }}
            />
          )}
        </Flex>
      </Field>
    </div>
  );
}
