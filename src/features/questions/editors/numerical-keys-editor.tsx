import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, InputNumber, Select, Typography } from 'antd';
import type { NumericalKey } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { decimalSeparator } from '../../../i18n/format';
import { ANSWER_FEEDBACK_MAX, withOptionalText } from './answer-feedback';
import { newNumericalKey } from './defaults';
import { Field, useEditorContext, useFieldError } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';
import { PercentInput } from './percent-input';

// The contract's limit.
const MAX_KEYS = 20;

const TOLERANCE_KINDS: readonly NumericalKey['toleranceKind'][] = ['absolute', 'relative', 'significant-figures'];

export interface NumericalKeysEditorProps {
  keys: NumericalKey[];
  onChange: (keys: NumericalKey[]) => void;
  /** The list's path in the request body, e.g. 'content/answers' or 'content/gaps/0/numerical/answers'. */
  path: string;
  /** The section's heading and the sentence under it. */
  title: string;
  /** The section's accessible name where the heading repeats on a page (one list per gap): 'Accepted numbers of gap 2'. */
  regionLabel?: string;
  help: string;
  /** What a key's points are a percent of (the question's, a gap's). */
  fractionHelp: string;
  /** Names key n (from 1) in its fields' accessible names: 'answer 1', 'answer 1 of gap 2'. */
  itemLabel: (n: number) => string;
}

/**
 * Accepted numbers (a numerical question's, a number gap's): each a value or formula, a tolerance of its kind, its
 * percent of the points and optional feedback. The first key added is worth 100 %, later ones 50 %.
 */
export function NumericalKeysEditor({ keys, onChange, path, title, regionLabel, help, fractionHelp, itemLabel }: NumericalKeysEditorProps) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const error = useFieldError(path);
  // antd's InputNumber would drop a typed comma ("0,05" becoming 5): in Croatian the comma is the decimal separator
  // (a point typed is read too). Tolerances are where a teacher types decimals.
  const separator = decimalSeparator();
  const headingId = `${path}-heading`;

  return (
    <section aria-labelledby={regionLabel === undefined ? headingId : undefined} aria-label={regionLabel}>
      <Typography.Title level={5} id={headingId}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      {error && <Typography.Paragraph type="danger" role="alert">{error}</Typography.Paragraph>}
      <ol className="eh-qe-list" aria-labelledby={headingId}>
        {keys.map((key, index) => {
          const item = itemLabel(index + 1);
          const keyPath = `${path}/${index}`;
          const setKey = (next: NumericalKey) => onChange(replaceItem(keys, index, next));
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
                    count={keys.length}
                    itemLabel={item}
                    min={1}
                    onMove={(from, to) => onChange(moveItem(keys, from, to))}
                    onRemove={(i) => onChange(removeItem(keys, i))}
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
                    extra={fractionHelp}
                    className="eh-qe-grow"
                  >
                    <PercentInput
                      id={`${keyPath}-fraction`}
                      aria-label={t('questionEditor.numerical.fractionOf', { item })}
                      value={key.fraction}
                      onChange={(fraction) => setKey({ ...key, fraction: fraction ?? 0 })}
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
        disabled={readOnly || keys.length >= MAX_KEYS}
        // Further keys are usually the partly right answers (a sign or a power of ten off): half the points.
        onClick={() => onChange([...keys, newNumericalKey(keys.length === 0 ? 100 : 50)])}
        style={{ marginBottom: 16 }}
      >
        {t('questionEditor.numerical.addAnswer')}
      </Button>
    </section>
  );
}
