import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import type { LabelledItem, OrderedElementsContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { newItemId } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

const MAX_ELEMENTS = 30;

export function OrderedElementsEditor({ value, onChange, path }: KindEditorProps<OrderedElementsContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const listError = useFieldError(`${path}/elements`);
  const setElements = (elements: LabelledItem[]) => onChange({ ...value, elements });
  return (
    <div className="eh-qe-kind">
      <Typography.Paragraph type="secondary">{t('questionEditor.ordered.help')}</Typography.Paragraph>
      {listError && <Typography.Paragraph type="danger" role="alert">{listError}</Typography.Paragraph>}
      <ol className="eh-qe-list eh-qe-numbered" aria-label={t('questionEditor.ordered.elements')}>
        {value.elements.map((element, index) => {
          const label = t('questionEditor.ordered.elementN', { n: index + 1 });
          return (
            <li key={element.id} className="eh-qe-row">
              <Flex gap={8} align="start">
                <Field path={`${path}/elements/${index}/text`} className="eh-qe-grow">
                  <Input
                    aria-label={label}
                    value={element.text}
                    maxLength={2000}
                    onChange={(event) => setElements(replaceItem(value.elements, index, { ...element, text: event.target.value }))}
                  />
                </Field>
                <ItemActions
                  index={index}
                  count={value.elements.length}
                  itemLabel={label}
                  min={2}
                  onMove={(from, to) => setElements(moveItem(value.elements, from, to))}
                  onRemove={(i) => setElements(removeItem(value.elements, i))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly || value.elements.length >= MAX_ELEMENTS}
        onClick={() => setElements([...value.elements, { id: newItemId(), text: '' }])}
      >
        {t('questionEditor.ordered.add')}
      </Button>
    </div>
  );
}
