import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useListCourseNodesQuery, type Node as CourseNode } from '../../../api/exam-api';
import { useT } from '../../../i18n';

interface TreeEntry {
  value: number;
  title: string;
  children: TreeEntry[];
}

/**
 * The node DAG as a tree for picking. A node with several parents appears once, under its first parent: a
 * tree-select needs unique values, and the search finds the node wherever it sits.
 */
export function nodeTree(nodes: readonly CourseNode[]): TreeEntry[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const entries = new Map(nodes.map((node) => [node.id, { value: node.id, title: node.name, children: [] as TreeEntry[] }]));
  const roots: TreeEntry[] = [];
  for (const node of nodes) {
    const entry = entries.get(node.id)!;
    const parent = node.parentIds.map((id) => entries.get(id)).find((found) => found !== undefined);
    // A parent outside the list (or a broken chain) must not hide the node.
    if (parent && byId.has(parent.value)) parent.children.push(entry);
    else roots.push(entry);
  }
  const byName = (a: TreeEntry, b: TreeEntry) => a.title.localeCompare(b.title);
  const sort = (list: TreeEntry[]) => {
    list.sort(byName);
    list.forEach((entry) => sort(entry.children));
  };
  sort(roots);
  return roots;
}

interface NodePickerProps {
  courseId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  id?: string;
  disabled?: boolean;
}

/** Several nodes of the course structure the question belongs to. */
export function NodePicker({ courseId, value, onChange, id, disabled }: NodePickerProps) {
  const t = useT();
  const { data, isFetching } = useListCourseNodesQuery({ courseId }, { skip: courseId === 0 });
  const treeData = useMemo(() => nodeTree(data?.data ?? []), [data]);
  return (
    <TreeSelect<number[]>
      id={id}
      multiple
      value={value}
      disabled={disabled}
      loading={isFetching}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder={t('questionEditor.nodesPlaceholder')}
      onChange={(ids) => onChange(ids ?? [])}
      style={{ width: '100%' }}
    />
  );
}
