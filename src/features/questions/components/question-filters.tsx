import { CloseOutlined } from '@ant-design/icons';
import { Button, Segmented, Select, Space, Switch, Tag, TreeSelect, Typography } from 'antd';
import { useCallback, useMemo, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useListCourseNodesQuery, useListQuestionTagsQuery, type ListQuestionsApiArg, type Node as CourseNode, type QuestionKind,
} from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { isQuestionKind, QUESTION_KINDS } from '../kinds';
import { KIND_LABELS } from './kind-tag';
import '../messages-bank';

export type ActiveFilter = 'active' | 'inactive' | 'all';

/** The bank's filters besides the search text (the table keeps that one), as they are kept in the URL. */
export interface QuestionFilterValues {
  kinds: QuestionKind[];
  nodeId: number | null;
  includeDescendants: boolean;
  tags: string[];
  active: ActiveFilter;
  /** Only the signed-in user's questions. */
  mine: boolean;
  /** Only these questions (e.g. the ones an import has just made); empty = no such filter. */
  ids: number[];
}

/** The most ids one list can be limited to (the contract's limit). */
export const MAX_FILTER_IDS = 500;

/** The filters' defaults: nothing filtered but inactive questions. */
export const NO_QUESTION_FILTERS: QuestionFilterValues = {
  kinds: [], nodeId: null, includeDescendants: true, tags: [], active: 'active', mine: false, ids: [],
};

// URL parameter names. Defaults are left out of the URL, so a plain /question/list stays plain.
const KIND = 'kind';
const NODE = 'node';
const SUB = 'sub';
const TAG = 'tag';
const ACTIVE = 'active';
const AUTHOR = 'author';
const ID = 'id';

function positiveId(text: string | null): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/** Reads the filters from URL search parameters; anything malformed falls back to its default. */
export function readQuestionFilters(params: URLSearchParams): QuestionFilterValues {
  const active = params.get(ACTIVE);
  return {
    kinds: [...new Set(params.getAll(KIND).filter(isQuestionKind))],
    nodeId: positiveId(params.get(NODE)),
    includeDescendants: params.get(SUB) !== '0',
    tags: [...new Set(params.getAll(TAG).filter((tag) => tag.length > 0 && tag.length <= 50))].slice(0, 20),
    active: active === 'inactive' || active === 'all' ? active : 'active',
    mine: params.get(AUTHOR) === 'me',
    ids: [...new Set(params.getAll(ID).map(positiveId).filter((id) => id !== null))].slice(0, MAX_FILTER_IDS),
  };
}

/** Writes the filters into URL search parameters (keeping the others, e.g. the table's sort). */
export function writeQuestionFilters(params: URLSearchParams, filters: QuestionFilterValues): URLSearchParams {
  const result = new URLSearchParams(params);
  for (const key of [KIND, NODE, SUB, TAG, ACTIVE, AUTHOR, ID]) result.delete(key);
  for (const kind of filters.kinds) result.append(KIND, kind);
  if (filters.nodeId !== null) {
    result.set(NODE, String(filters.nodeId));
    if (!filters.includeDescendants) result.set(SUB, '0');
  }
  for (const tag of filters.tags) result.append(TAG, tag);
  if (filters.active !== 'active') result.set(ACTIVE, filters.active);
  if (filters.mine) result.set(AUTHOR, 'me');
  for (const id of filters.ids) result.append(ID, String(id));
  return result;
}

/** A URL query string (with "?") of these filters, for links such as "show the imported questions". */
export function questionFiltersSearch(filters: Partial<QuestionFilterValues>, extra: Record<string, string> = {}): string {
  const params = writeQuestionFilters(new URLSearchParams(extra), { ...NO_QUESTION_FILTERS, ...filters });
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The filters kept in the URL. Changing one goes back to the first page (a later page of the old rows means
 * nothing for the new ones) and adds a history entry, so Back undoes it.
 */
export function useQuestionFilters(pageParam = 'page') {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readQuestionFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (change: Partial<QuestionFilterValues>) => {
      setSearchParams((current) => {
        const next = writeQuestionFilters(current, { ...readQuestionFilters(current), ...change });
        next.delete(pageParam);
        return next;
      });
    },
    [setSearchParams, pageParam],
  );
  return [filters, setFilters] as const;
}

/** The listQuestions arguments of the filters (defaults left out, as the API has the same ones). */
export function questionFilterArgs(filters: QuestionFilterValues, userId: number | null): Partial<ListQuestionsApiArg> {
  return {
    ...(filters.kinds.length > 0 ? { kind: filters.kinds } : {}),
    ...(filters.nodeId !== null ? { nodeId: filters.nodeId } : {}),
    ...(filters.nodeId !== null && !filters.includeDescendants ? { includeDescendants: false } : {}),
    ...(filters.tags.length > 0 ? { tag: filters.tags } : {}),
    ...(filters.active !== 'active' ? { active: filters.active } : {}),
    ...(filters.mine && userId !== null ? { authorId: userId } : {}),
    ...(filters.ids.length > 0 ? { id: filters.ids } : {}),
  };
}

export function hasQuestionFilters(filters: QuestionFilterValues): boolean {
  return filters.kinds.length > 0 || filters.nodeId !== null || filters.tags.length > 0 || filters.active !== 'active' || filters.mine
    || filters.ids.length > 0;
}

export interface NodeTreeEntry {
  /** The node's path from its root ("3/7/12"): a node under two parents appears twice, with two keys. */
  value: string;
  title: string;
  children: NodeTreeEntry[];
}

/** The last id of an entry's path: the node it shows. */
export function nodeIdOfKey(key: string): number {
  return Number(key.slice(key.lastIndexOf('/') + 1));
}

/**
 * The course's node graph (a DAG: a node may have several parents) as a tree for a TreeSelect. A node under
 * several parents is shown under each of them, so it is found wherever one looks for it.
 */
export function buildNodeTree(nodes: readonly CourseNode[]): NodeTreeEntry[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<number, CourseNode[]>();
  for (const node of nodes) {
    for (const parentId of node.parentIds) {
      if (byId.has(parentId)) children.set(parentId, [...(children.get(parentId) ?? []), node]);
    }
  }
  const byName = (a: CourseNode, b: CourseNode) => a.name.localeCompare(b.name);
  // The server refuses cycles; the path check only keeps a corrupted graph from recursing forever.
  const entry = (node: CourseNode, path: string, seen: ReadonlySet<number>): NodeTreeEntry => {
    const value = path ? `${path}/${node.id}` : String(node.id);
    const below = new Set(seen).add(node.id);
    return {
      value,
      title: node.name,
      children: (children.get(node.id) ?? []).filter((child) => !below.has(child.id)).sort(byName)
        .map((child) => entry(child, value, below)),
    };
  };
  return nodes.filter((node) => !node.parentIds.some((id) => byId.has(id))).sort(byName)
    .map((node) => entry(node, '', new Set()));
}

function firstKeyOf(tree: readonly NodeTreeEntry[], id: number): string | undefined {
  for (const item of tree) {
    if (nodeIdOfKey(item.value) === id) return item.value;
    const found = firstKeyOf(item.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The course's nodes as TreeSelect data. */
export function useNodeTree(courseId: number) {
  const { data, isFetching } = useListCourseNodesQuery({ courseId }, { skip: courseId === 0 });
  const tree = useMemo(() => buildNodeTree(data?.data ?? []), [data]);
  return { tree, loading: isFetching };
}

const treeSearch = { treeNodeFilterProp: 'title' } as const;

export interface NodePickerProps {
  courseId: number;
  value: number | null;
  onChange: (nodeId: number | null) => void;
  ariaLabel?: string;
  /** Shown while no node is chosen (default: "Any node", as a filter says it). */
  placeholder?: string;
  style?: CSSProperties;
}

/** One node of the course, picked from its tree (with search). */
export function NodePicker({ courseId, value, onChange, ariaLabel, placeholder, style }: NodePickerProps) {
  const t = useT();
  const { tree, loading } = useNodeTree(courseId);
  const key = value === null ? undefined : (firstKeyOf(tree, value) ?? (loading ? undefined : String(value)));
  return (
    <TreeSelect
      aria-label={ariaLabel ?? t('questionBank.filters.node')}
      placeholder={placeholder ?? t('questionBank.filters.anyNode')}
      treeData={tree}
      value={key}
      onChange={(next: string | undefined) => onChange(next ? nodeIdOfKey(next) : null)}
      allowClear
      showSearch={treeSearch}
      loading={loading}
      treeDefaultExpandAll={tree.length <= 20}
      popupMatchSelectWidth={false}
      style={{ minWidth: 200, ...style }}
    />
  );
}

export interface NodesPickerProps {
  courseId: number;
  value: number[];
  onChange: (nodeIds: number[]) => void;
  ariaLabel?: string;
  placeholder?: string;
}

/** Several nodes of the course. A node under two parents counts once, whichever of its places was clicked. */
export function NodesPicker({ courseId, value, onChange, ariaLabel, placeholder }: NodesPickerProps) {
  const { tree, loading } = useNodeTree(courseId);
  const keys = value.map((id) => firstKeyOf(tree, id) ?? String(id));
  return (
    <TreeSelect
      aria-label={ariaLabel}
      placeholder={placeholder}
      treeData={tree}
      multiple
      value={keys}
      onChange={(next: string[]) => onChange([...new Set(next.map(nodeIdOfKey))])}
      allowClear
      showSearch={treeSearch}
      loading={loading}
      treeDefaultExpandAll={tree.length <= 20}
      style={{ width: '100%' }}
    />
  );
}

/** The course's tags (most used first, with their counts). */
export function TagPicker({ courseId, value, onChange }: { courseId: number; value: string[]; onChange: (tags: string[]) => void }) {
  const t = useT();
  const { data, isFetching } = useListQuestionTagsQuery({ courseId }, { skip: courseId === 0 });
  const options = useMemo(() => {
    const known = (data?.data ?? []).map(({ tag, count }) => ({ value: tag, label: `${tag} (${count})` }));
    // A tag from a shared link that no question uses any more still shows, so it can be removed.
    const missing = value.filter((tag) => !known.some((option) => option.value === tag)).map((tag) => ({ value: tag, label: tag }));
    return [...known, ...missing];
  }, [data, value]);
  return (
    <Select
      mode="multiple"
      aria-label={t('questionBank.filters.tags')}
      placeholder={t('questionBank.filters.anyTag')}
      options={options}
      value={value}
      onChange={onChange}
      loading={isFetching}
      allowClear
      maxCount={20}
      showSearch={{ optionFilterProp: 'value' }}
      style={{ minWidth: 180 }}
    />
  );
}

/** Kinds as a multiple select (the list's toolbar). */
export function KindPicker({ value, onChange }: { value: QuestionKind[]; onChange: (kinds: QuestionKind[]) => void }) {
  const t = useT();
  return (
    <Select
      mode="multiple"
      aria-label={t('questionBank.filters.kinds')}
      placeholder={t('questionBank.filters.anyKind')}
      value={value}
      onChange={onChange}
      allowClear
      maxTagCount="responsive"
      options={QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200 }}
    />
  );
}

/** Kinds as toggle buttons (the search page): none pressed means every kind. */
export function KindChips({ value, onChange }: { value: QuestionKind[]; onChange: (kinds: QuestionKind[]) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('questionBank.filters.kinds')} className="eh-kind-chips">
      {QUESTION_KINDS.map((kind) => {
        const checked = value.includes(kind);
        return (
          <Button
            key={kind}
            size="small"
            shape="round"
            type={checked ? 'primary' : 'default'}
            aria-pressed={checked}
            onClick={() => onChange(checked ? value.filter((other) => other !== kind) : [...value, kind])}
          >
            {KIND_LABELS[kind]}
          </Button>
        );
      })}
    </div>
  );
}

interface FilterProps {
  courseId: number;
  filters: QuestionFilterValues;
  onChange: (change: Partial<QuestionFilterValues>) => void;
}

/** The node picker with its "include sub-nodes" switch. */
export function NodeFilter({ courseId, filters, onChange }: FilterProps) {
  const t = useT();
  return (
    <Space wrap size={8}>
      <NodePicker courseId={courseId} value={filters.nodeId} onChange={(nodeId) => onChange({ nodeId })} />
      <Space size={6}>
        <Switch
          size="small"
          checked={filters.includeDescendants}
          disabled={filters.nodeId === null}
          onChange={(includeDescendants) => onChange({ includeDescendants })}
          aria-label={t('questionBank.filters.includeDescendants')}
        />
        <Typography.Text type={filters.nodeId === null ? 'secondary' : undefined}>
          {t('questionBank.filters.includeDescendants')}
        </Typography.Text>
      </Space>
    </Space>
  );
}

/** Every filter of the question list, for the table's toolbar. */
export function QuestionFilterBar({ courseId, filters, onChange }: FilterProps) {
  const t = useT();
  return (
    <Space wrap size={8} className="eh-question-filters">
      <KindPicker value={filters.kinds} onChange={(kinds) => onChange({ kinds })} />
      <NodeFilter courseId={courseId} filters={filters} onChange={onChange} />
      <TagPicker courseId={courseId} value={filters.tags} onChange={(tags) => onChange({ tags })} />
      <Segmented<ActiveFilter>
        aria-label={t('questionBank.filters.active')}
        value={filters.active}
        onChange={(active) => onChange({ active })}
        options={[
          { value: 'active', label: t('questionBank.filters.activeOnly') },
          { value: 'inactive', label: t('questionBank.filters.inactiveOnly') },
          { value: 'all', label: t('questionBank.filters.activeAll') },
        ]}
      />
      <Segmented<'me' | 'anyone'>
        aria-label={t('questionBank.filters.author')}
        value={filters.mine ? 'me' : 'anyone'}
        onChange={(author) => onChange({ mine: author === 'me' })}
        options={[
          { value: 'anyone', label: t('questionBank.filters.authorAnyone') },
          { value: 'me', label: t('questionBank.filters.authorMe') },
        ]}
      />
      <ChosenIdsFilter ids={filters.ids} onChange={onChange} />
    </Space>
  );
}

/** The list limited to chosen questions (a link's `id` parameters), and the way back to all of them. */
export function ChosenIdsFilter({ ids, onChange }: { ids: number[]; onChange: (change: Partial<QuestionFilterValues>) => void }) {
  const t = useT();
  if (ids.length === 0) return null;
  return (
    <Space size={0}>
      <Tag color="processing">{t('questionBank.filters.onlyThese', { count: ids.length })}</Tag>
      <Button type="link" size="small" icon={<CloseOutlined aria-hidden />} onClick={() => onChange({ ids: [] })}>
        {t('questionBank.filters.showAll')}
      </Button>
    </Space>
  );
}
