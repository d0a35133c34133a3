import { CloseOutlined, DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import {
  useDeleteNodeMutation, useLinkNodeParentMutation, useUnlinkNodeParentMutation, type Node as CourseNode,
} from '../../../api/exam-api';
import { ColorTag } from '../../../components/color-tag';
import { useT } from '../../../i18n';
import { serverErrorMessage } from '../../../lib/server-errors';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { childCount, descendantsOf, type NodeGraph } from '../node-graph';
import '../messages';

interface NodeDetailsProps {
  node: CourseNode;
  graph: NodeGraph;
  onSelect: (id: number | null) => void;
  onAddChild: (parent: CourseNode) => void;
  onEdit: (node: CourseNode) => void;
  /** The node was put under another parent (so the page can open that parent in the tree). */
  onLinked?: (parentId: number) => void;
}

/** The selected node: its facts, parents (unlink, add), children, and the edit/add child/delete actions. */
export function NodeDetails({ node, graph, onSelect, onAddChild, onEdit, onLinked }: NodeDetailsProps) {
  const t = useT();
  const alerts = useAlerts();
  const [parentId, setParentId] = useState<number | undefined>();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linkParent, linkState] = useLinkNodeParentMutation();
  const [unlinkParent] = useUnlinkNodeParentMutation();
  const [deleteNode, deleteState] = useDeleteNodeMutation();
  // The panel keeps its own state per node: a new selection starts clean.
  const [shownId, setShownId] = useState(node.id);
  if (shownId !== node.id) {
    setShownId(node.id);
    setParentId(undefined);
    setLinkError(null);
  }

  const children = (graph.children.get(node.id) ?? []).map((id) => graph.byId.get(id)).filter((n): n is CourseNode => !!n);
  const parents = node.parentIds.map((id) => graph.byId.get(id)).filter((n): n is CourseNode => !!n);
  const nChildren = childCount(graph, node.id);
  // A node below this one cannot become its parent (the link would make a cycle): offered, but disabled with why.
  const below = descendantsOf(graph, node.id);
  const candidates = [...graph.byId.values()]
    .filter((other) => other.id !== node.id && !node.parentIds.includes(other.id))
    .sort((a, b) => Number(below.has(a.id)) - Number(below.has(b.id)) || a.name.localeCompare(b.name));

  const link = async () => {
    if (parentId === undefined) return;
    setLinkError(null);
    const result = await linkParent({ nodeId: node.id, parentId });
    if (result.error) {
      setLinkError(serverErrorMessage(result.error) ?? null);
      return;
    }
    alerts.showFlashSuccess(t('structure.linked', { name: node.name, parent: graph.byId.get(parentId)?.name ?? '' }));
    onLinked?.(parentId);
    setParentId(undefined);
  };

  const remove = async () => {
    const result = await deleteNode({ nodeId: node.id });
    if (!result.error) {
      alerts.showFlashSuccess(t('structure.deleted', { name: node.name }));
      onSelect(null);
    }
  };

  const deleteBlocked = nChildren > 0
    ? t('structure.deleteDisabledChildren', { count: nChildren })
    : node.questionCount > 0
      ? t('structure.deleteDisabledQuestions', { count: node.questionCount })
      : null;

  return (
    <Card
      className="eh-node-details"
      title={(
        <Typography.Title level={2} className="eh-card-title">
          <Space wrap size={4}>
            <ColorTag color={node.nodeTypeColor}>{node.nodeTypeName}</ColorTag>
            <span>{node.name}</span>
          </Space>
        </Typography.Title>
      )}
      aria-label={t('structure.details')}
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button icon={<EditOutlined />} onClick={() => onEdit(node)}>{t('structure.edit')}</Button>
        <Button icon={<PlusOutlined />} onClick={() => onAddChild(node)}>{t('structure.addChild')}</Button>
        {deleteBlocked ? (
          <Tooltip title={deleteBlocked}>
            {/* A disabled button gets no pointer events: the span carries the tooltip. */}
            <span tabIndex={0} aria-label={deleteBlocked}>
              <Button danger icon={<DeleteOutlined />} disabled>{t('structure.delete')}</Button>
            </span>
          </Tooltip>
        ) : (
          <Popconfirm
            title={t('structure.deleteConfirm', { name: node.name })}
            okText={t('structure.delete')}
            okButtonProps={{ danger: true, loading: deleteState.isLoading }}
            onConfirm={() => remove()}
          >
            <Button danger icon={<DeleteOutlined />}>{t('structure.delete')}</Button>
          </Popconfirm>
        )}
      </Flex>

      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'description',
            label: t('structure.description'),
            children: node.description
              ? <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{node.description}</Typography.Paragraph>
              : <Typography.Text type="secondary">{t('structure.noDescription')}</Typography.Text>,
          },
          {
            key: 'questions',
            label: t('structure.questions'),
            children: t('structure.questionsValue', { own: node.questionCount, total: node.totalQuestionCount }),
          },
          {
            key: 'children',
            label: `${t('structure.children')} (${children.length})`,
            children: children.length === 0
              ? <Typography.Text type="secondary">{t('structure.noChildren')}</Typography.Text>
              : (
                <Flex gap={4} wrap>
                  {children.map((child) => (
                    <ColorTag key={child.id} color={child.nodeTypeColor}>
                      <button type="button" className="eh-tag-button" onClick={() => onSelect(child.id)}>{child.name}</button>
                    </ColorTag>
                  ))}
                </Flex>
              ),
          },
        ]}
      />

      <Typography.Title level={3} className="eh-size-h5" style={{ marginTop: 16 }}>{t('structure.parents')}</Typography.Title>
      {parents.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('structure.root')}</Typography.Paragraph>
      ) : (
        <Flex gap={6} wrap style={{ marginBottom: 12 }} role="list" aria-label={t('structure.parents')}>
          {parents.map((parent) => (
            <Tag key={parent.id} role="listitem" className="eh-parent-tag">
              <button type="button" className="eh-tag-button eh-parent-name" onClick={() => onSelect(parent.id)}>{parent.name}</button>
              <Popconfirm
                title={t('structure.unlinkConfirm', { parent: parent.name, name: node.name })}
                description={parents.length === 1 ? t('structure.unlinkRootWarning', { name: node.name }) : undefined}
                okText={t('people.yes')}
                onConfirm={async () => {
                  await unlinkParent({ nodeId: node.id, parentId: parent.id });
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('structure.unlinkParent', { name: parent.name })}
                  className="eh-parent-unlink"
                />
              </Popconfirm>
            </Tag>
          ))}
        </Flex>
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={parentId}
          onChange={(value: number) => {
            setParentId(value);
            setLinkError(null);
          }}
          placeholder={t('structure.addParentPlaceholder')}
          aria-label={t('structure.addParent')}
          options={candidates.map((other) => (below.has(other.id)
            ? { value: other.id, label: t('structure.belowThisNode', { name: other.name }), disabled: true }
            : { value: other.id, label: other.name }))}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button icon={<LinkOutlined />} onClick={() => void link()} disabled={parentId === undefined} loading={linkState.isLoading}>
          {t('structure.addParent')}
        </Button>
      </Space.Compact>
      {linkError && (
        <Alert type="error" showIcon title={t('structure.cycleTitle')} description={linkError} style={{ marginTop: 12 }} />
      )}
    </Card>
  );
}
