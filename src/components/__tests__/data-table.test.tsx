import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../../test/render-shell';
import { signedInState } from '../../test/store-state';
import { DataTable, toQueryArgs, useTableParams, type DataTableColumn, type PagedData } from '../data-table';

interface Row { id: number; name: string; email: string }

const columns: DataTableColumn<Row>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortKey: 'lastName', hideable: false },
  { key: 'email', title: 'E-mail', dataIndex: 'email', sortKey: 'email' },
];

const seen: ReturnType<typeof toQueryArgs>[] = [];

function Harness({ data }: { data: PagedData<Row> | undefined }) {
  const [params, setParams] = useTableParams({ sortKeys: ['lastName', 'email'] as const, defaultSortBy: 'lastName' });
  seen.push(toQueryArgs(params));
  return (
    <DataTable
      tableKey="test-table"
      columns={columns}
      rowKey="id"
      data={data}
      params={params}
      onParamsChange={setParams}
      emptyText="No people yet"
      ariaLabel="People"
    />
  );
}

const rows: PagedData<Row> = {
  items: [{ id: 1, name: 'Ana Anić', email: 'ana@example.org' }, { id: 2, name: 'Ivo Ivić', email: 'ivo@example.org' }],
  total: 45,
  page: 1,
  pageSize: 20,
};

jest.setTimeout(20_000);

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  seen.length = 0;
});

describe('DataTable', () => {
  it('shows the rows and the total, and keeps page and sort in the URL', async () => {
    const user = userEvent.setup();
    renderInRouter(<Harness data={rows} />, { path: '/people', state: signedInState() });
    expect(screen.getByText('Ana Anić')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    expect(location()).toBe('/people?page=2');
    await user.click(screen.getAllByText('E-mail')[0]);
    expect(location()).toBe('/people?sort=email');
    await user.click(screen.getAllByText('E-mail')[0]);
    expect(location()).toBe('/people?sort=email&order=desc');
    expect(seen.at(-1)).toEqual({ page: 1, pageSize: 20, sortBy: 'email', sortOrder: 'desc' });
  });

  it('reads its state from the URL (a reload or Back shows the same rows)', () => {
    renderInRouter(<Harness data={rows} />, { path: '/people?page=3&size=50&sort=email&order=desc&q=ana', state: signedInState() });
    expect(seen.at(-1)).toEqual({ page: 3, pageSize: 50, sortBy: 'email', sortOrder: 'desc', query: 'ana' });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ana');
  });

  it('asks the server only once typing pauses for 300 ms, from page 1', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInRouter(<Harness data={rows} />, { path: '/people?page=2', state: signedInState() });
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'iv');
      act(() => jest.advanceTimersByTime(250));
      expect(location()).toBe('/people?page=2');
      act(() => jest.advanceTimersByTime(60));
      expect(location()).toBe('/people?q=iv');
      expect(seen.filter((args) => 'query' in args).map((args) => args.query)).toEqual(['iv']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides columns from its settings and remembers them in the local settings', async () => {
    const user = userEvent.setup();
    const { store } = renderInRouter(<Harness data={rows} />, { path: '/people', state: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Column settings' }));
    const group = await screen.findByRole('group', { name: 'Columns' });
    // The name column cannot be hidden, so it is not offered.
    expect(within(group).queryByRole('checkbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(screen.queryByText('ivo@example.org')).not.toBeInTheDocument());
    // The button's name holds what it shows (label in name).
    expect(screen.getByRole('button', { name: 'Column settings, 1 hidden' })).toHaveTextContent('1 hidden');
    expect(store.getState().settings.tableColumns).toEqual({ 'test-table': { hidden: ['email'] } });
    await user.click(within(group).getByRole('button', { name: 'Show all columns' }));
    expect(store.getState().settings.tableColumns).toEqual({});
    expect(screen.getByText('ivo@example.org')).toBeInTheDocument();
  });

  it('has empty states for no rows and for no matches', () => {
    const none = { items: [], total: 0, page: 1, pageSize: 20 };
    const { unmount } = renderInRouter(<Harness data={none} />, { path: '/people', state: signedInState() });
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    unmount();
    renderInRouter(<Harness data={none} />, { path: '/people?q=zz', state: signedInState() });
    expect(screen.getByText('Nothing matches “zz”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeInTheDocument();
  });
});
