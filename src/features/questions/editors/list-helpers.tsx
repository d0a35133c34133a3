import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useT } from '../../../i18n';
import { useEditorContext } from './editor-context';

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

interface ItemActionsProps {
  index: number;
  count: number;
  /** Names the item in the buttons' accessible names, e.g. 'option 2'. */
  itemLabel: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Fewer items than this cannot be left (the contract's minimum). */
  min?: number;
}

/** Up, down and remove buttons of one row of an editable list. */
export function ItemActions({ index, count, itemLabel, onMove, onRemove, min = 0 }: ItemActionsProps) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const up = t('questionEditor.list.moveUp', { item: itemLabel });
  const down = t('questionEditor.list.moveDown', { item: itemLabel });
  const remove = t('questionEditor.list.remove', { item: itemLabel });
  return (
    <Space.Compact>
      <Tooltip title={up}>
        <Button aria-label={up} icon={<ArrowUpOutlined />} disabled={readOnly || index === 0} onClick={() => onMove(index, index - 1)} />
      </Tooltip>
      <Tooltip title={down}>
        <Button aria-label={down} icon={<ArrowDownOutlined />} disabled={readOnly || index === count - 1} onClick={() => onMove(index, index + 1)} />
      </Tooltip>
      <Tooltip title={remove}>
        <Button aria-label={remove} danger icon={<DeleteOutlined />} disabled={readOnly || count <= min} onClick={() => onRemove(index)} />
      </Tooltip>
    </Space.Compact>
  );
}
