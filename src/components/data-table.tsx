import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Flex, Popover, Space, Table, Typography } from 'antd';
import { FilterInput } from './filter-input';
import type { ColumnType, TablePaginationConfig, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useState, type Key, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { tableEmptyText, type LoadQuery } from './load-state';
import { atLeast, useBreakpoint } from '../theme/breakpoints';
import { useUiPreferences } from './ui-preferences';

/** The search input waits this long after the last keystroke before it asks the server. */
export const TABLE_QUERY_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

export type SortOrder = 'asc' | 'desc';

/** What a server-side table asks for: one page, one sort, one search text. */
export interface TableParams<S extends string = string> {
  page: number;
  pageSize: number;
  sortBy: S;
  sortOrder: SortOrder;
  query: string;
}

/** The API's paged answer (`Paging & { items }`). */
export interface PagedData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TableParamsOptions<S extends string> {
  /** The sort keys the API accepts; anything else in the URL falls back to the default. */
  sortKeys: readonly S[];
  defaultSortBy: S;
  defaultSortOrder?: SortOrder;
  defaultPageSize?: number;
  /** Prefixes the URL parameters, for a page with more than one table. */
  urlPrefix?: string;
}

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/**
 * A table's page, size, sort and search kept in the URL's search parameters, so a reload or Back shows the same
 * rows. Defaults are left out of the URL. Page and sort changes add a history entry; the search text replaces it.
 */
export function useTableParams<S extends string>(options: TableParamsOptions<S>) {
  const { sortKeys, defaultSortBy, defaultSortOrder = 'asc', defaultPageSize = DEFAULT_PAGE_SIZE, urlPrefix = '' } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const name = useCallback((key: string) => `${urlPrefix}${key}`, [urlPrefix]);

  const rawSort = searchParams.get(name('sort'));
  const rawOrder = searchParams.get(name('order'));
  const page = positiveInt(searchParams.get(name('page')), 1);
  const pageSize = positiveInt(searchParams.get(name('size')), defaultPageSize, 200);
  const sortBy = sortKeys.includes(rawSort as S) ? (rawSort as S) : defaultSortBy;
  const sortOrder: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaultSortOrder;
  const query = searchParams.get(name('q')) ?? '';

  const params = useMemo<TableParams<S>>(
    () => ({ page, pageSize, sortBy, sortOrder, query }),
    [page, pageSize, sortBy, sortOrder, query],
  );

  const setParams = useCallback(
    (next: TableParams<S>) => {
      setSearchParams(
        (current) => {
          const result = new URLSearchParams(current);
          const put = (key: string, value: string, fallback: string) => {
            if (value === fallback) result.delete(name(key));
            else result.set(name(key), value);
          };
          put('page', String(next.page), '1');
          put('size', String(next.pageSize), String(defaultPageSize));
          put('sort', next.sortBy, defaultSortBy);
          put('order', next.sortOrder, defaultSortOrder);
          put('q', next.query, '');
          return result;
        },
        { replace: next.query !== params.query && next.page === 1 },
      );
    },
    [setSearchParams, name, defaultPageSize, defaultSortBy, defaultSortOrder, params.query],
  );

  return [params, setParams] as const;
}

/** The query arguments of a paged list endpoint (an empty search is left out). */
export function toQueryArgs<S extends string>(params: TableParams<S>) {
  const { query, ...rest } = params;
  return query.trim() ? { ...rest, query: query.trim() } : rest;
}

export interface DataTableColumn<T> extends Omit<ColumnType<T>, 'key' | 'sorter' | 'sortOrder'> {
  key: string;
  /** The column's name in the column settings (defaults to `title` when that is a string). */
  label?: string;
  /** The API's sortBy value for this column; without it the column does not sort. */
  sortKey?: string;
  /** False for columns the user cannot hide (e.g. the name or the actions). */
  hideable?: boolean;
  /**
   * Hidden until the user shows it in the column settings: the usual columns fit a 1280 px screen, the rest are
   * chosen. Once the user changes this table's columns, their choice applies.
   */
  defaultHidden?: boolean;
}

export interface DataTableProps<T, S extends string = string> {
  /** Names the table in the user's column settings, e.g. 'admin-staff-users'. */
  tableKey: string;
  columns: DataTableColumn<T>[];
  rowKey: keyof T & string | ((row: T) => Key);
  data: PagedData<T> | undefined;
  loading?: boolean;
  /** The query behind `data`: a failed load shows what failed and Retry instead of an empty table. */
  query?: LoadQuery;
  /** What the table lists, for the failure text ("the students"). */
  what?: string;
  params: TableParams<S>;
  onParamsChange: (next: TableParams<S>) => void;
  /** Placeholder and accessible name of the search box. */
  searchLabel?: string;
  /** Shown when the server has no rows at all (no search text). */
  emptyText?: ReactNode;
  /** Controls shown beside the search box (filters, a "New" button). */
  toolbar?: ReactNode;
  /** An accessible name for the table. */
  ariaLabel?: string;
  rowClassName?: TableProps<T>['rowClassName'];
  /** Check boxes for choosing rows (e.g. for a bulk action in the toolbar). */
  rowSelection?: TableProps<T>['rowSelection'];
}

function columnLabel<T>(column: DataTableColumn<T>) {
  return column.label ?? (typeof column.title === 'string' ? column.title : column.key);
}

// One stable empty list, so a table without settings does not re-render for nothing.
const NO_COLUMNS: readonly string[] = [];

/** The column settings: which columns show, remembered per table in the user's local settings. */
function ColumnSettings<T>({ tableKey, columns, hidden }: { tableKey: string; columns: DataTableColumn<T>[]; hidden: readonly string[] }) {
  const { setHiddenColumns } = useUiPreferences();
  const titleId = useId();
  const hideable = columns.filter((column) => column.hideable !== false);
  const setHidden = (next: string[]) => setHiddenColumns(tableKey, next);
  const content = (
    <div role="group" aria-labelledby={titleId} style={{ display: 'grid', gap: 8, minWidth: 180 }}>
      <Typography.Text strong id={titleId}>{t('dataTable.columns')}</Typography.Text>
      {hideable.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) =>
            setHidden(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
        >
          {columnLabel(column)}
        </Checkbox>
      ))}
      <Button size="small" disabled={hidden.length === 0} onClick={() => setHidden([])}>
        {t('dataTable.showAllColumns')}
      </Button>
    </div>
  );
  if (hideable.length === 0) return null;
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      {/* The accessible name holds the visible text ("7 hidden"), as WCAG's label-in-name asks. */}
      <Button
        icon={<SettingOutlined />}
        aria-label={hidden.length > 0
          ? t('dataTable.columnSettingsHidden', { hidden: t('dataTable.hiddenCount', { count: hidden.length }) })
          : t('dataTable.columnSettings')}
      >
        {hidden.length > 0 ? t('dataTable.hiddenCount', { count: hidden.length }) : null}
      </Button>
    </Popover>
  );
}

/**
 * A server-side table: the page, page size, sort and search text are controlled (`params`, usually from
 * useTableParams) and the rows and total come from the API's paged answer. The search box is debounced.
 */
export function DataTable<T extends object, S extends string = string>({
  tableKey, columns, rowKey, data, loading = false, query, what, params, onParamsChange, searchLabel, emptyText, toolbar, ariaLabel,
  rowClassName, rowSelection,
}: DataTableProps<T, S>) {
  const failed = query?.isError === true;
  const saved = useUiPreferences().hiddenColumns[tableKey];
  const defaultHidden = columns.filter((column) => column.defaultHidden).map((column) => column.key).join(',');
  const hidden = useMemo(() => saved ?? (defaultHidden ? defaultHidden.split(',') : NO_COLUMNS), [saved, defaultHidden]);
  const wide = atLeast(useBreakpoint(), 'sm');

  // The box shows what is typed at once; the server is asked once typing pauses.
  const [text, setText] = useState(params.query);
  const debouncedText = useDebouncedValue(text, TABLE_QUERY_DEBOUNCE_MS);
  const applyQuery = useEffectEvent((query: string) => {
    if (query !== params.query) onParamsChange({ ...params, query, page: 1 });
  });
  useEffect(() => {
    applyQuery(debouncedText);
  }, [debouncedText]);
  // Back/forward (or a link) may change the search in the URL: the box follows.
  const [shownQuery, setShownQuery] = useState(params.query);
  if (shownQuery !== params.query) {
    setShownQuery(params.query);
    if (text.trim() !== params.query.trim()) setText(params.query);
  }

  const shown = columns
    .filter((column) => column.hideable === false || !hidden.includes(column.key))
    .map(({ sortKey, hideable: _hideable, label: _label, defaultHidden: _defaultHidden, ...column }): ColumnType<T> => ({
      ...column,
      sorter: sortKey !== undefined,
      sortOrder: sortKey !== undefined && params.sortBy === sortKey ? (params.sortOrder === 'asc' ? 'ascend' : 'descend') : null,
      sortDirections: ['ascend', 'descend', 'ascend'],
    }));

  const sortKeyOf = (key: Key | undefined) => columns.find((column) => column.key === key)?.sortKey;

  const handleChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<T> | SorterResult<T>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: TableParams<S> = { ...params, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? params.pageSize };
    const sortKey = one ? sortKeyOf(one.columnKey) : undefined;
    if (sortKey && one?.order) {
      const order: SortOrder = one.order === 'descend' ? 'desc' : 'asc';
      if (sortKey !== params.sortBy || order !== params.sortOrder) {
        next.sortBy = sortKey as S;
        next.sortOrder = order;
        next.page = 1;
      }
    }
    if (next.pageSize !== params.pageSize) next.page = 1;
    onParamsChange(next);
  };

  const searching = params.query.trim().length > 0;
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={searching ? t('dataTable.noMatches', { query: params.query }) : (emptyText ?? t('dataTable.empty'))}
    >
      {searching && <Button onClick={() => setText('')}>{t('dataTable.clearSearch')}</Button>}
    </Empty>
  );

  return (
    <div className="eh-data-table" data-table-key={tableKey}>
      <Flex gap={8} wrap justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <FilterInput label={searchLabel ?? t('dataTable.search')} value={text} onChange={setText} style={{ width: wide ? 320 : '100%' }} />
        <Space wrap>
          {toolbar}
          <ColumnSettings tableKey={tableKey} columns={columns} hidden={hidden} />
        </Space>
      </Flex>
      <Table<T>
        aria-label={ariaLabel}
        columns={shown}
        rowKey={rowKey}
        dataSource={failed ? [] : (data?.items ?? [])}
        loading={loading && !failed}
        size={wide ? 'middle' : 'small'}
        scroll={{ x: 'max-content' }}
        rowClassName={rowClassName}
        rowSelection={rowSelection}
        locale={{
          emptyText: failed && query
            ? tableEmptyText(query, what ?? t('loadState.theList'), empty)
            : loading && !data ? ' ' : empty,
        }}
        onChange={handleChange}
        showSorterTooltip={false}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total, [from, to]) => t('dataTable.range', { from, to, total }),
          responsive: true,
          hideOnSinglePage: false,
        }}
      />
    </div>
  );
}
