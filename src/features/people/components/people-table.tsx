import { DataTable, type DataTableProps, type PagedData } from '../../../components/data-table';
import type { LoadQuery } from '../../../components/load-state';
import { useT } from '../../../i18n';
import '../messages';

interface PeopleTableProps<T extends { id: number }, S extends string>
  extends Omit<DataTableProps<T, S>, 'rowKey' | 'data' | 'loading' | 'query' | 'searchLabel'> {
  /** The list's query: its page is the table's rows, its state the table's loading and failure. */
  query: LoadQuery & { data?: { data: PagedData<T> } };
}

/** A paged table of students or enrolments, searched by name, student number or e-mail. */
export function PeopleTable<T extends { id: number }, S extends string>({ query, ...props }: PeopleTableProps<T, S>) {
  const t = useT();
  return (
    <DataTable<T, S>
      rowKey="id"
      data={query.data?.data}
      loading={query.isFetching}
      query={query}
      searchLabel={t('people.searchPlaceholder')}
      {...props}
    />
  );
}
