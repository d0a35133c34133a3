import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import type { Diagram, DiagramAnswer, DiagramView } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

const EMPTY: Diagram = { nodes: [], edges: [] };
const SIZE = 360;
const NODE_RADIUS = 26;
// The contract's limits of a diagram answer.
const MAX_NODES = 200;
const MAX_EDGES = 500;

/** Positions on a circle (one node in the middle): simple, stable as nodes are added, and no edge hides a node. */
export function circleLayout(count: number, size = SIZE): { x: number; y: number }[] {
  if (count === 1) return [{ x: size / 2, y: size / 2 }];
  const radius = size / 2 - NODE_RADIUS - 14;
  return Array.from({ length: count }, (_unused, index) => {
    const angle = (2 * Math.PI * index) / count - Math.PI / 2;
    return { x: size / 2 + radius * Math.cos(angle), y: size / 2 + radius * Math.sin(angle) };
  });
}

function nextNodeId(diagram: Diagram): string {
  const used = new Set(diagram.nodes.map((node) => node.id));
  let n = diagram.nodes.length + 1;
  while (used.has(`n${n}`)) n += 1;
  return `n${n}`;
}

const shorten = (text: string, max = 14) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** A drawing of the diagram: nodes on a circle, directed edges with their labels. */
function DiagramDrawing({ diagram }: { diagram: Diagram }) {
  const t = useT();
  const markerId = `eh-arrow-${useId().replace(/:/g, '')}`;
  const points = circleLayout(diagram.nodes.length);
  const at = new Map(diagram.nodes.map((node, index) => [node.id, points[index]]));
  return (
    <svg
      className="eh-diagram-drawing"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={t('questionRenderers.diagram.drawing', { nodes: diagram.nodes.length, edges: diagram.edges.length })}
    >
      <defs>
        <marker id={markerId} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className="eh-diagram-arrow" />
        </marker>
      </defs>
      {diagram.edges.map((edge, index) => {
        const from = at.get(edge.from);
        const to = at.get(edge.to);
        if (!from || !to) return null;
        const key = `${edge.from}-${edge.to}-${index}`;
        if (edge.from === edge.to) {
          // A loop: a small circle above the node.
          return (
            <g key={key}>
              <circle cx={from.x} cy={from.y - NODE_RADIUS - 10} r={12} className="eh-diagram-edge" />
              {edge.label && <text x={from.x} y={from.y - NODE_RADIUS - 28} className="eh-diagram-edge-label">{shorten(edge.label)}</text>}
            </g>
          );
        }
        const dx = to.x - from.x;
        const dy = to.y - from.y;
        const length = Math.hypot(dx, dy) || 1;
        const ux = dx / length;
        const uy = dy / length;
        const x1 = from.x + ux * NODE_RADIUS;
        const y1 = from.y + uy * NODE_RADIUS;
        const x2 = to.x - ux * (NODE_RADIUS + 2);
        const y2 = to.y - uy * (NODE_RADIUS + 2);
        return (
          <g key={key}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} className="eh-diagram-edge" markerEnd={`url(#${markerId})`} />
            {edge.label && (
              <text x={(x1 + x2) / 2 - uy * 10} y={(y1 + y2) / 2 + ux * 10} className="eh-diagram-edge-label">{shorten(edge.label)}</text>
            )}
          </g>
        );
      })}
      {diagram.nodes.map((node, index) => (
        <g key={node.id}>
          <circle cx={points[index].x} cy={points[index].y} r={NODE_RADIUS} className="eh-diagram-node" />
          <text x={points[index].x} y={points[index].y} className="eh-diagram-node-label">{shorten(node.label, 8)}</text>
        </g>
      ))}
    </svg>
  );
}

interface ListedItem {
  key: string;
  text: string;
  deleteLabel: string;
  onDelete: () => void;
}

function ItemList({ title, empty, items, disabled }: { title: string; empty: string; items: ListedItem[]; disabled?: boolean }) {
  const headingId = `eh-diagram-list-${useId().replace(/:/g, '')}`;
  return (
    <section className="eh-diagram-list" aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>{title}</Typography.Text>
      {items.length === 0
        ? <Typography.Text type="secondary" className="eh-diagram-list-empty">{empty}</Typography.Text>
        : (
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <span>{item.text}</span>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={item.deleteLabel} onClick={item.onDelete} />
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

/** A small diagram editor: labelled nodes, labelled directed edges between them, deleting either. */
export function DiagramRenderer({ answer, onChange, disabled, labelledBy }: RendererProps<DiagramView, DiagramAnswer>) {
  const t = useT();
  const diagram = answer?.diagram ?? EMPTY;
  const [nodeLabel, setNodeLabel] = useState('');
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string | undefined>();
  const [edgeLabel, setEdgeLabel] = useState('');
  const change = (next: Diagram) => onChange({ kind: 'diagram', diagram: next });
  const labelOf = (id: string) => diagram.nodes.find((node) => node.id === id)?.label ?? id;
  const nodeOptions = diagram.nodes.map((node) => ({ value: node.id, label: node.label }));

  const addNode = () => {
    const label = nodeLabel.trim();
    if (!label || diagram.nodes.length >= MAX_NODES) return;
    change({ ...diagram, nodes: [...diagram.nodes, { id: nextNodeId(diagram), label }] });
    setNodeLabel('');
  };
  const addEdge = () => {
    if (!from || !to || diagram.edges.length >= MAX_EDGES) return;
    change({ ...diagram, edges: [...diagram.edges, { from, to, label: edgeLabel.trim() }] });
    setEdgeLabel('');
  };
  const deleteNode = (id: string) => {
    change({ nodes: diagram.nodes.filter((node) => node.id !== id), edges: diagram.edges.filter((edge) => edge.from !== id && edge.to !== id) });
    if (from === id) setFrom(undefined);
    if (to === id) setTo(undefined);
  };
  const deleteEdge = (index: number) => change({ ...diagram, edges: diagram.edges.filter((_edge, i) => i !== index) });

  return (
    <div className="eh-diagram" role="group" aria-labelledby={labelledBy}>
      <Flex vertical gap={12} className="eh-diagram-controls">
        <Space.Compact block>
          <Input
            value={nodeLabel}
            disabled={disabled}
            maxLength={200}
            aria-label={t('questionRenderers.diagram.nodeLabel')}
            placeholder={t('questionRenderers.diagram.nodeLabel')}
            onChange={(event) => setNodeLabel(event.target.value)}
            onPressEnter={addNode}
          />
          <Button icon={<PlusOutlined />} disabled={disabled || !nodeLabel.trim() || diagram.nodes.length >= MAX_NODES} onClick={addNode}>
            {t('questionRenderers.diagram.addNode')}
          </Button>
        </Space.Compact>
        <Flex gap={8} wrap>
          <Select
            style={{ minWidth: 120, flex: 1 }}
            disabled={disabled}
            options={nodeOptions}
            value={from}
            onChange={setFrom}
            aria-label={t('questionRenderers.diagram.from')}
            placeholder={t('questionRenderers.diagram.from')}
          />
          <Select
            style={{ minWidth: 120, flex: 1 }}
            disabled={disabled}
            options={nodeOptions}
            value={to}
            onChange={setTo}
            aria-label={t('questionRenderers.diagram.to')}
            placeholder={t('questionRenderers.diagram.to')}
          />
          <Input
            style={{ minWidth: 120, flex: 1 }}
            value={edgeLabel}
            disabled={disabled}
            maxLength={200}
            aria-label={t('questionRenderers.diagram.edgeLabel')}
            placeholder={t('questionRenderers.diagram.edgeLabel')}
            onChange={(event) => setEdgeLabel(event.target.value)}
            onPressEnter={addEdge}
          />
          <Button icon={<PlusOutlined />} disabled={disabled || !from || !to || diagram.edges.length >= MAX_EDGES} onClick={addEdge}>
            {t('questionRenderers.diagram.connect')}
          </Button>
        </Flex>
        <ItemList
          title={t('questionRenderers.diagram.nodes')}
          empty={t('questionRenderers.diagram.noNodes')}
          items={diagram.nodes.map((node) => ({
            key: node.id,
            text: node.label,
            deleteLabel: t('questionRenderers.diagram.deleteNode', { label: node.label }),
            onDelete: () => deleteNode(node.id),
          }))}
          disabled={disabled}
        />
        <ItemList
          title={t('questionRenderers.diagram.edges')}
          empty={t('questionRenderers.diagram.noEdges')}
          items={diagram.edges.map((edge, index) => {
            const text = t(edge.label ? 'questionRenderers.diagram.edgeWithLabel' : 'questionRenderers.diagram.edge', {
              from: labelOf(edge.from), to: labelOf(edge.to), label: edge.label,
            });
            return {
              key: `${edge.from}-${edge.to}-${index}`,
              text,
              deleteLabel: t('questionRenderers.diagram.deleteEdge', { edge: text }),
              onDelete: () => deleteEdge(index),
            };
          })}
          disabled={disabled}
        />
      </Flex>
      <DiagramDrawing diagram={diagram} />
    </div>
  );
}
