import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Radio, Row, Select, Typography } from 'antd';
import type { Diagram, DiagramContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { newItemId } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';

const EMPTY: Diagram = { nodes: [], edges: [] };

/** How a drawn diagram is graded, and the reference diagram (nodes and labelled edges) it is compared with. */
export function DiagramEditor({ value, onChange, path }: KindEditorProps<DiagramContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const referenceError = useFieldError(`${path}/reference`);
  const reference = value.reference ?? EMPTY;
  // An empty reference is no reference: manual grading needs none.
  const setReference = (next: Diagram) => onChange({ ...value, reference: next.nodes.length === 0 && next.edges.length === 0 ? null : next });

  const setNodes = (nodes: Diagram['nodes']) => {
    const ids = new Set(nodes.map((node) => node.id));
    setReference({ nodes, edges: reference.edges.filter((edge) => ids.has(edge.from) && ids.has(edge.to)) });
  };
  const setEdges = (edges: Diagram['edges']) => setReference({ ...reference, edges });
  const nodeOptions = reference.nodes.map((node, index) => ({
    value: node.id, label: node.label.trim() || t('questionEditor.diagram.nodeN', { n: index + 1 }),
  }));

  return (
    <div className="eh-qe-kind">
      <Field path={`${path}/grading`} label={t('questionEditor.diagram.grading')}>
        <Radio.Group
          aria-label={t('questionEditor.diagram.grading')}
          value={value.grading}
          onChange={(event) => onChange({ ...value, grading: event.target.value as DiagramContent['grading'] })}
          options={[
            { value: 'manual', label: t('questionEditor.diagram.manual') },
            { value: 'compare', label: t('questionEditor.diagram.compare') },
          ]}
        />
      </Field>
      <Typography.Paragraph type="secondary">
        {value.grading === 'compare' ? t('questionEditor.diagram.compareHelp') : t('questionEditor.diagram.manualHelp')}
      </Typography.Paragraph>
      {referenceError && <Typography.Paragraph type="danger" role="alert">{referenceError}</Typography.Paragraph>}
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <section aria-label={t('questionEditor.diagram.nodes')}>
            <Typography.Title level={5}>{t('questionEditor.diagram.nodes')}</Typography.Title>
            <ol className="eh-qe-list">
              {reference.nodes.map((node, index) => {
                const label = t('questionEditor.diagram.nodeN', { n: index + 1 });
                return (
                  <li key={node.id} className="eh-qe-row">
                    <Flex gap={8} align="start">
                      <Field path={`${path}/reference/nodes/${index}/label`} className="eh-qe-grow">
                        <Input
                          aria-label={label}
                          value={node.label}
                          maxLength={200}
                          onChange={(event) => setNodes(replaceItem(reference.nodes, index, { ...node, label: event.target.value }))}
                        />
                      </Field>
                      <ItemActions
                        index={index}
                        count={reference.nodes.length}
                        itemLabel={label}
                        onMove={(from, to) => setNodes(moveItem(reference.nodes, from, to))}
                        onRemove={(i) => setNodes(removeItem(reference.nodes, i))}
                      />
                    </Flex>
                  </li>
                );
              })}
            </ol>
            <Button icon={<PlusOutlined />} disabled={readOnly || reference.nodes.length >= 200} onClick={() => setNodes([...reference.nodes, { id: newItemId(), label: '' }])}>
              {t('questionEditor.diagram.addNode')}
            </Button>
          </section>
        </Col>
        <Col xs={24} lg={14}>
          <section aria-label={t('questionEditor.diagram.edges')}>
            <Typography.Title level={5}>{t('questionEditor.diagram.edges')}</Typography.Title>
            <ol className="eh-qe-list">
              {reference.edges.map((edge, index) => {
                const label = t('questionEditor.diagram.edgeN', { n: index + 1 });
                const edgePath = `${path}/reference/edges/${index}`;
                return (
                  // An edge has no id of its own; its position is what the error paths name too.
                  <li key={index} className="eh-qe-row">
                    <Flex gap={8} align="start" wrap>
                      <Field path={`${edgePath}/from`}>
                        <Select
                          aria-label={t('questionEditor.diagram.fromOf', { item: label })}
                          placeholder={t('questionEditor.diagram.from')}
                          value={edge.from || undefined}
                          options={nodeOptions}
                          onChange={(from: string) => setEdges(replaceItem(reference.edges, index, { ...edge, from }))}
                          style={{ width: 150 }}
                        />
                      </Field>
                      <Field path={`${edgePath}/to`}>
                        <Select
                          aria-label={t('questionEditor.diagram.toOf', { item: label })}
                          placeholder={t('questionEditor.diagram.to')}
                          value={edge.to || undefined}
                          options={nodeOptions}
                          onChange={(to: string) => setEdges(replaceItem(reference.edges, index, { ...edge, to }))}
                          style={{ width: 150 }}
                        />
                      </Field>
                      <Field path={`${edgePath}/label`} className="eh-qe-grow">
                        <Input
                          aria-label={t('questionEditor.diagram.edgeLabelOf', { item: label })}
                          placeholder={t('questionEditor.diagram.edgeLabel')}
                          value={edge.label}
                          maxLength={200}
                          onChange={(event) => setEdges(replaceItem(reference.edges, index, { ...edge, label: event.target.value }))}
                        />
                      </Field>
                      <ItemActions
                        index={index}
                        count={reference.edges.length}
                        itemLabel={label}
                        onMove={(from, to) => setEdges(moveItem(reference.edges, from, to))}
                        onRemove={(i) => setEdges(removeItem(reference.edges, i))}
                      />
                    </Flex>
                  </li>
                );
              })}
            </ol>
            <Button
              icon={<PlusOutlined />}
              disabled={readOnly || reference.nodes.length < 1 || reference.edges.length >= 500}
              onClick={() => setEdges([...reference.edges, { from: '', to: '', label: '' }])}
            >
              {t('questionEditor.diagram.addEdge')}
            </Button>
          </section>
        </Col>
      </Row>
    </div>
  );
}
