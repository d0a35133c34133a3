import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, InputNumber, Select, Typography } from 'antd';
import type { ComplexContent, SubQuestion, SubQuestionContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { KIND_LABELS } from '../components/kind-tag';
import { defaultSubContent, newItemId, SUB_QUESTION_KINDS } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';
import { SubContentEditor } from './sub-content-editor';

const MAX_SUBQUESTIONS = 20;

/** Sub-questions, each with its text, its weight in the question's score and an editor of its own kind. */
export function ComplexEditor({ value, onChange, path }: KindEditorProps<ComplexContent>) {
  const t = useT();
  const { readOnly, confirmKindChange } = useEditorContext();
  const listError = useFieldError(`${path}/subquestions`);
  const total = value.subquestions.reduce((sum, sub) => sum + sub.weight, 0);
  const setSubs = (subquestions: SubQuestion[]) => onChange({ ...value, subquestions });
  const setSub = (index: number, sub: SubQuestion) => setSubs(replaceItem(value.subquestions, index, sub));

  const changeKind = async (index: number, kind: SubQuestionContent['kind']) => {
    if (!(await confirmKindChange())) return;
    setSub(index, { ...value.subquestions[index], content: defaultSubContent(kind) });
  };

  return (
    <div className="eh-qe-kind">
      <Typography.Paragraph type="secondary">{t('questionEditor.complex.help')}</Typography.Paragraph>
      {listError && <Typography.Paragraph type="danger" role="alert">{listError}</Typography.Paragraph>}
      <ol className="eh-qe-list" aria-label={t('questionEditor.complex.subquestions')}>
        {value.subquestions.map((sub, index) => {
          const label = t('questionEditor.complex.subN', { n: index + 1 });
          const subPath = `${path}/subquestions/${index}`;
          const share = total > 0 ? Math.round((sub.weight / total) * 1000) / 10 : 0;
          return (
            <li key={sub.id}>
              <Card
                className="eh-qe-card eh-qe-sub"
                title={label}
                extra={(
                  <ItemActions
                    index={index}
                    count={value.subquestions.length}
                    itemLabel={label}
                    min={1}
                    onMove={(from, to) => setSubs(moveItem(value.subquestions, from, to))}
                    onRemove={(i) => setSubs(removeItem(value.subquestions, i))}
                  />
                )}
              >
                <Flex gap={16} wrap>
                  <Field path={`${subPath}/content/kind`} label={t('questionEditor.kind')}>
                    <Select
                      aria-label={t('questionEditor.complex.kindOf', { item: label })}
                      value={sub.content.kind}
                      onChange={(kind: SubQuestionContent['kind']) => void changeKind(index, kind)}
                      options={SUB_QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                      style={{ width: 220 }}
                    />
                  </Field>
                  <Field path={`${subPath}/weight`} label={t('questionEditor.complex.weight')} extra={t('questionEditor.complex.share', { share })}>
                    <InputNumber
                      aria-label={t('questionEditor.complex.weightOf', { item: label })}
                      min={0.01}
                      max={100}
                      value={sub.weight}
                      onChange={(weight) => setSub(index, { ...sub, weight: weight ?? 0 })}
                      style={{ width: 120 }}
                    />
                  </Field>
                </Flex>
                <Field path={`${subPath}/text`} label={t('questionEditor.complex.text')} extra={t('questionEditor.markdownHint')}>
                  <Input.TextArea
                    aria-label={t('questionEditor.complex.textOf', { item: label })}
                    value={sub.text}
                    autoSize={{ minRows: 2, maxRows: 12 }}
                    maxLength={20000}
                    onChange={(event) => setSub(index, { ...sub, text: event.target.value })}
                  />
                </Field>
                <SubContentEditor value={sub.content} onChange={(content) => setSub(index, { ...sub, content })} path={`${subPath}/content`} />
              </Card>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly || value.subquestions.length >= MAX_SUBQUESTIONS}
        onClick={() => setSubs([...value.subquestions, { id: newItemId(), text: '', weight: 100, content: defaultSubContent('multiple-choice') }])}
      >
        {t('questionEditor.complex.add')}
      </Button>
    </div>
  );
}
