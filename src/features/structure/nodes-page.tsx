import { NodeExpandOutlined, NodeCollapseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Space, Typography } from 'antd';
import { FilterInput } from '../../components/filter-input';
import { useMemo, useRef, useState } from 'react';
import { useListCourseNodesQuery, type Node as CourseNode } from '../../api/exam-api';
import { useListCoursesQuery } from '../../api/session-api';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { selectCurrCourseId } from '../../core/settings/settings-slice';
import { NodeDetails } from './components/node-details';
import { NodeFormModal, type NodeFormMode } from './components/node-form-modal';
import { NodeTree } from './components/node-tree';
import { buildGraph, buildTree } from './node-graph';
import './nodes-page.css';
import './messages';
import { LoadFailed } from '../../components/load-state';

/** A tree with at most this many entries opens fully at first. */
const OPEN_ALL_MAX = 80;

export interface NodesPageProps {
  /** /admin/nodes: any course can be chosen, not only the current one. */
  admin?: boolean;
}

/** The course structure (/question/nodes) and its administration (/admin/nodes): the node DAG as a tree. */
export default function NodesPage({ admin = false }: NodesPageProps) {
  const t = useT();
  const currentCourseId = useAppSelector(selectCurrCourseId);
  const [chosenCourseId, setChosenCourseId] = useState<number | null>(null);
  const courseId = admin ? (chosenCourseId ?? currentCourseId) : currentCourseId;
  const { data: coursesData, isFetching: coursesLoading } = useListCoursesQuery(undefined, { skip: !admin });
  const nodesQuery = useListCourseNodesQuery({ courseId }, { skip: courseId === 0 });
  const { data, isLoading, isFetching } = nodesQuery;
  const title = admin ? t('pages.adminNodes') : t('pages.questionNodes');
  useDocumentTitle(title);

  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 200).trim();
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [formMode, setFormMode] = useState<NodeFormMode | null>(null);

  const nodes = useMemo(() => data?.data ?? [], [data]);
  const graph = useMemo(() => buildGraph(nodes), [nodes]);
  const tree = useMemo(() => buildTree(graph, query), [graph, query]);
  // Until the user expands or collapses: a small tree fully open, a large one by its roots. While searching:
  // everything down to the matches.
  const expandedKeys = query
    ? tree.matchParentKeys
    : (expanded ?? (tree.allKeys.length <= OPEN_ALL_MAX ? tree.allKeys : tree.entries.map((entry) => entry.key)));
  const selected = selectedId !== null ? graph.byId.get(selectedId) ?? null : null;
  const siblingTypeId = formMode?.kind === 'child'
    ? graph.byId.get(graph.children.get(formMode.parent.id)?.[0] ?? 0)?.nodeTypeId
    : undefined;

  // On a phone the details sit below the tree: bring them into view when a node is chosen.
  const sideRef = useRef<HTMLDivElement>(null);
  const select = (id: number | null) => {
    setSelectedId(id);
    if (id !== null && window.innerWidth < 992) {
      requestAnimationFrame(() => sideRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
    }
  };

  const onCourseChange = (id: number) => {
    setChosenCourseId(id);
    setSelectedId(null);
    setExpanded(null);
  };

  // Opens every entry of these nodes, so that a node just put under them is seen there. While the whole (small)
  // tree is open by default nothing needs to change: new entries open too.
  const openEntriesOf = (ids: number[]) => {
    if (ids.length === 0 || (expanded === null && tree.allKeys.length <= OPEN_ALL_MAX)) return;
    const open = new Set(expandedKeys);
    for (const key of tree.allKeys) if (ids.some((id) => key === String(id) || key.endsWith(`/${id}`))) open.add(key);
    setExpanded([...open]);
  };

  const onSaved = (node: CourseNode) => {
    setFormMode(null);
    setSelectedId(node.id);
    openEntriesOf(node.parentIds);
  };

  const body = courseId === 0 ? (
    <Card><Empty description={t('structure.noCourse')} /></Card>
  ) : nodesQuery.isError ? (
    <Card><LoadFailed what={t('structure.what')} error={nodesQuery.error} onRetry={nodesQuery.refetch} /></Card>
  ) : isLoading ? (
    <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>
  ) : nodes.length === 0 ? (
    <Card>
      <Empty description={t('structure.empty')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormMode({ kind: 'root' })}>{t('structure.newRoot')}</Button>
      </Empty>
    </Card>
  ) : (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card className="eh-nodes-tree-card">
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <FilterInput
              label={t('structure.searchLabel')}
              placeholder={t('structure.searchPlaceholder')}
              value={search}
              onChange={setSearch}
              style={{ flex: '1 1 220px' }}
            />
            <Space.Compact>
              <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(tree.allKeys)} disabled={!!query}>
                {t('structure.expandAll')}
              </Button>
              <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])} disabled={!!query}>
                {t('structure.collapseAll')}
              </Button>
            </Space.Compact>
          </Flex>
          {query && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('structure.matchCount', { count: tree.matchCount })}
            </Typography.Paragraph>
          )}
          {tree.entries.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('structure.noMatch', { query })} />
          ) : (
            <NodeTree
              entries={tree.entries}
              expandedKeys={expandedKeys}
              onExpand={setExpanded}
              selectedId={selectedId}
              onSelect={select}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <div className="eh-nodes-side" ref={sideRef}>
          {selected ? (
            <NodeDetails
              node={selected}
              graph={graph}
              onSelect={setSelectedId}
              onAddChild={(parent) => setFormMode({ kind: 'child', parent })}
              onEdit={(node) => setFormMode({ kind: 'edit', node })}
              onLinked={(parentId) => openEntriesOf([parentId])}
            />
          ) : (
            <Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('structure.selectHint')} /></Card>
          )}
        </div>
      </Col>
    </Row>
  );

  return (
    <div className="eh-nodes-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>{title}</Typography.Title>
        {courseId !== 0 && nodes.length > 0 && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormMode({ kind: 'root' })}>{t('structure.newRoot')}</Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{admin ? t('structure.helpAdmin') : t('structure.help')}</Typography.Paragraph>
      {admin && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <label htmlFor="eh-nodes-course">{t('structure.course')}</label>
          <Select
            id="eh-nodes-course"
            showSearch={{ optionFilterProp: 'label' }}
            loading={coursesLoading}
            value={courseId === 0 ? undefined : courseId}
            placeholder={t('people.pickCourse')}
            onChange={onCourseChange}
            options={(coursesData?.data ?? []).map((course) => ({ value: course.id, label: `${course.courseAcronym} — ${course.courseName}` }))}
            style={{ minWidth: 260, maxWidth: '100%' }}
          />
        </Flex>
      )}
      <div aria-busy={isFetching}>{body}</div>
      <NodeFormModal courseId={courseId} siblingTypeId={siblingTypeId} mode={formMode} onClose={() => setFormMode(null)} onSaved={onSaved} />
    </div>
  );
}
