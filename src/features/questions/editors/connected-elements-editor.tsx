import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Input, Row, Switch, Typography } from 'antd';
import type { ConnectedElementsContent, ElementPair, LabelledItem } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { newItemId } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

const MAX_ITEMS = 30;
type Side = 'left' | 'right';

const hasPair = (pairs: readonly ElementPair[], leftId: string, rightId: string) =>
  pairs.some((pair) => pair.leftId === leftId && pair.rightId === rightId);

/** The first pair of each left item only. */
const firstPerLeft = (pairs: readonly ElementPair[]) =>
  pairs.filter((pair, index) => pairs.findIndex((other) => other.leftId === pair.leftId) === index);

/** A question saved before the choice existed: its key says whether a left item has several right items. */
const allowsSeveral = (value: ConnectedElementsContent) =>
  value.multiple ?? firstPerLeft(value.pairs).length < value.pairs.length;

/** Two lists of items and the correct connections between them, ticked in a left × right matrix. */
export function ConnectedElementsEditor({ value, onChange, path }: KindEditorProps<ConnectedElementsContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const pairsError = useFieldError(`${path}/pairs`);

  const setSide = (side: Side, items: LabelledItem[]) => {
    const ids = new Set(items.map((item) => item.id));
    // A removed item takes its connections with it.
    const pairs = value.pairs.filter((pair) => ids.has(side === 'left' ? pair.leftId : pair.rightId));
    onChange({ ...value, [side]: items, pairs });
  };

  const multiple = allowsSeveral(value);

  const togglePair = (leftId: string, rightId: string, on: boolean) => {
    // With one right item per left item, ticking another one replaces the left item's pair.
    const kept = on && !multiple ? value.pairs.filter((pair) => pair.leftId !== leftId) : value.pairs;
    const pairs = on
      ? [...kept, { leftId, rightId }]
      : value.pairs.filter((pair) => !(pair.leftId === leftId && pair.rightId === rightId));
    onChange({ ...value, pairs });
  };

  const setMultiple = (next: boolean) => {
    onChange({ ...value, multiple: next, pairs: next ? value.pairs : firstPerLeft(value.pairs) });
  };

  const sideEditor = (side: Side) => {
    const items = value[side];
    const errorPath = `${path}/${side}`;
    return (
      <SideList
        side={side}
        items={items}
        path={errorPath}
        readOnly={readOnly}
        onChange={(next) => setSide(side, next)}
      />
    );
  };

  const itemName = (side: Side, index: number) => {
    const item = value[side][index];
    return item.text.trim() || t(`questionEditor.connected.${side}N`, { n: index + 1 });
  };

  return (
    <div className="eh-qe-kind">
      <Row gutter={24}>
        <Col xs={24} md={12}>{sideEditor('left')}</Col>
        <Col xs={24} md={12}>{sideEditor('right')}</Col>
      </Row>
      <Typography.Title level={5}>{t('questionEditor.connected.pairs')}</Typography.Title>
      <Field path={`${path}/multiple`} label={t('questionEditor.connected.multiple')} htmlFor={`${path}-multiple`}>
        <Switch id={`${path}-multiple`} checked={multiple} onChange={setMultiple} />
      </Field>
      <Typography.Paragraph type="secondary">
        {multiple ? t('questionEditor.connected.pairsHelp') : t('questionEditor.connected.pairsHelpSingle')}
      </Typography.Paragraph>
      {pairsError && <Typography.Paragraph type="danger" role="alert">{pairsError}</Typography.Paragraph>}
      <div className="eh-qe-matrix-wrap">
        <table className="eh-qe-matrix">
          <thead>
            <tr>
              <td />
              {value.right.map((right, ri) => <th key={right.id} scope="col">{itemName('right', ri)}</th>)}
            </tr>
          </thead>
          <tbody>
            {value.left.map((left, li) => (
              <tr key={left.id}>
                <th scope="row">{itemName('left', li)}</th>
                {value.right.map((right, ri) => (
                  <td key={right.id}>
                    <Checkbox
                      aria-label={t('questionEditor.connected.pairOf', { left: itemName('left', li), right: itemName('right', ri) })}
                      checked={hasPair(value.pairs, left.id, right.id)}
                      onChange={(event) => togglePair(left.id, right.id, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface SideListProps {
  side: Side;
  items: readonly LabelledItem[];
  path: string;
  readOnly: boolean;
  onChange: (items: LabelledItem[]) => void;
}

function SideList({ side, items, path, readOnly, onChange }: SideListProps) {
  const t = useT();
  const listError = useFieldError(path);
  return (
    <section aria-label={t(`questionEditor.connected.${side}`)}>
      <Typography.Title level={5}>{t(`questionEditor.connected.${side}`)}</Typography.Title>
      {listError && <Typography.Paragraph type="danger" role="alert">{listError}</Typography.Paragraph>}
      <ol className="eh-qe-list">
        {items.map((item, index) => {
          const label = t(`questionEditor.connected.${side}N`, { n: index + 1 });
          return (
            <li key={item.id} className="eh-qe-row">
              <Flex gap={8} align="start">
                <Field path={`${path}/${index}/text`} className="eh-qe-grow">
                  <Input
                    aria-label={label}
                    value={item.text}
                    maxLength={2000}
                    onChange={(event) => onChange(replaceItem(items, index, { ...item, text: event.target.value }))}
                  />
                </Field>
                <ItemActions
                  index={index}
                  count={items.length}
                  itemLabel={label}
                  min={1}
                  onMove={(from, to) => onChange(moveItem(items, from, to))}
                  onRemove={(i) => onChange(removeItem(items, i))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Button icon={<PlusOutlined />} disabled={readOnly || items.length >= MAX_ITEMS} onClick={() => onChange([...items, { id: newItemId(), text: '' }])}>
        {t(`questionEditor.connected.add${side === 'left' ? 'Left' : 'Right'}`)}
      </Button>
    </section>
  );
}
