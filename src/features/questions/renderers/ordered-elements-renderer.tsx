import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useMemo, useState, type DragEvent } from 'react';
import type { LabelledItem, OrderedElementsAnswer, OrderedElementsView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/** The view's elements in the answer's order; ids the answer lacks (or does not know) keep the view's order. */
function ordered(elements: LabelledItem[], order: string[] | undefined): LabelledItem[] {
  if (!order) return elements;
  const byId = new Map(elements.map((element) => [element.id, element]));
  const known = order.flatMap((id) => byId.get(id) ?? []);
  return [...known, ...elements.filter((element) => !order.includes(element.id))];
}

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A list the student puts in order, by dragging or with the up and down buttons (keyboard). */
export function OrderedElementsRenderer({
  view, answer, onChange, disabled, labelledBy,
}: RendererProps<OrderedElementsView, OrderedElementsAnswer>) {
  const t = useT();
  const items = useMemo(() => ordered(view.elements, answer?.order), [view.elements, answer?.order]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moved(items, from, to);
    onChange({ kind: 'ordered-elements', order: next.map((item) => item.id) });
    setAnnouncement(t('questionRenderers.ordered.moved', { text: items[from].text, position: to + 1, count: items.length }));
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
    setOver(null);
  };

  return (
    <div>
      <Typography.Text type="secondary">{t('questionRenderers.ordered.help')}</Typography.Text>
      <ol className="eh-ordered" aria-labelledby={labelledBy}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={`eh-ordered-item${dragged === index ? ' is-dragged' : ''}${over === index && dragged !== index ? ' is-over' : ''}`}
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => onDrop(event, index)}
          >
            <HolderOutlined className="eh-ordered-handle" aria-hidden="true" />
            <span className="eh-ordered-position" aria-hidden="true">{index + 1}.</span>
            <span className="eh-ordered-text">{item.text}</span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={disabled || index === 0}
              aria-label={t('questionRenderers.ordered.moveUp', { text: item.text })}
              onClick={() => move(index, index - 1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={disabled || index === items.length - 1}
              aria-label={t('questionRenderers.ordered.moveDown', { text: item.text })}
              onClick={() => move(index, index + 1)}
            />
          </li>
        ))}
      </ol>
      <div className="eh-visually-hidden" role="status" aria-live="polite">{announcement}</div>
    </div>
  );
}
