import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import QuestionListPage from '../question-list-page';
import { bankNodes, bankState, page, summary } from '../__fixtures__/bank';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const rows = [
  summary(11, 'Inner join of two tables', { kind: 'sql', version: 3, tags: ['joins'], nodes: [{ id: 2, name: 'Joins' }] }),
  summary(12, 'Isolation levels', { kind: 'multiple-choice', isActive: false }),
  summary(13, 'Draw the ER diagram', { kind: 'diagram' }),
];

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses/1/questions'), () => ok(page(rows))),
    http.get(apiUrl('/courses/1/nodes'), () => ok(bankNodes)),
    http.get(apiUrl('/courses/1/question-tags'), () => ok([{ tag: 'joins', count: 4 }, { tag: 'acid', count: 2 }])),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

const lastListRequest = () => {
  const calls = sentRequests('GET /courses/1/questions');
  return calls[calls.length - 1].url.searchParams;
};
// jsdom's Blob has no text(); FileReader reads it as a browser would.
const blobText = (blob: Blob) => new Promise<unknown>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result);
  reader.readAsText(blob);
});
const location = () => screen.getByTestId('location').textContent ?? '';
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('QuestionListPage', () => {
  it('sends the filters of a shared URL with the request and shows the rows', async () => {
    renderInRouter(<QuestionListPage />, {
      path: '/question/list?kind=sql&kind=code&node=2&sub=0&tag=joins&active=all&author=me&q=join&sort=title&order=asc',
      state: bankState,
    });
    expect(await screen.findByRole('link', { name: 'Inner join of two tables' }, FIND)).toHaveAttribute('href', '/question/edit/11');
    const params = lastListRequest();
    expect(params.getAll('kind')).toEqual(['sql', 'code']);
    expect(params.get('nodeId')).toBe('2');
    expect(params.get('includeDescendants')).toBe('false');
    expect(params.getAll('tag')).toEqual(['joins']);
    expect(params.get('active')).toBe('all');
    // "Mine" is the signed-in user's id (teacher = 2).
    expect(params.get('authorId')).toBe('2');
    expect(params.get('query')).toBe('join');
    expect(params.get('sortBy')).toBe('title');
    expect(params.get('sortOrder')).toBe('asc');

    const row = rowOf('Inner join of two tables');
    // The author and the version sit under the update time (one column, so the list fits 1280 px).
    expect(within(row).getByText(/· v3$/)).toBeInTheDocument();
    expect(within(row).getByText('SQL')).toBeInTheDocument();
    expect(within(row).getByText('#joins')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Try Inner join of two tables' })).toHaveAttribute('href', '/question/q?id=11');
    expect(within(rowOf('Isolation levels')).getByText('Inactive')).toBeInTheDocument();
  });

  it('puts a chosen filter into the URL and the next request, back on the first page', async () => {
    renderInRouter(<QuestionListPage />, { path: '/question/list?page=2', state: bankState });
    await screen.findByRole('link', { name: 'Isolation levels' }, FIND);
    expect(lastListRequest().get('authorId')).toBeNull();
    expect(lastListRequest().get('page')).toBe('2');

    fireEvent.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(location()).toBe('/question/list?author=me'));
    await waitFor(() => expect(lastListRequest().get('authorId')).toBe('2'));
    expect(lastListRequest().get('page')).toBe('1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kinds' }));
    fireEvent.click(await screen.findByTitle('Code', {}, FIND));
    await waitFor(() => expect(location()).toBe('/question/list?kind=code&author=me'));
    await waitFor(() => expect(lastListRequest().getAll('kind')).toEqual(['code']));

    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(lastListRequest().get('active')).toBe('inactive'));
    expect(location()).toContain('active=inactive');
  });

  it('lists only the chosen questions of a link (an import\'s) until that filter is removed', async () => {
    renderInRouter(<QuestionListPage />, { path: '/question/list?id=11&id=13', state: bankState });
    await screen.findByRole('link', { name: 'Isolation levels' }, FIND);
    expect(lastListRequest().getAll('id')).toEqual(['11', '13']);
    expect(screen.getByText('Only 2 chosen questions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    await waitFor(() => expect(location()).toBe('/question/list'));
    await waitFor(() => expect(lastListRequest().getAll('id')).toEqual([]));
    expect(screen.queryByText('Only 2 chosen questions')).not.toBeInTheDocument();
  });

  it('deactivates a question only after confirmation', async () => {
    server.use(
      http.put(apiUrl('/questions/11/active'), async ({ request }) => ok({ ...rows[0], isActive: ((await request.json()) as { isActive: boolean }).isActive })),
    );
    renderInRouter(<QuestionListPage />, { path: '/question/list', state: bankState });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Inner join of two tables' }, FIND));
    expect(sentRequests('PUT /questions/11/active')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, FIND));
    await waitFor(() => expect(sentRequests('PUT /questions/11/active')).toHaveLength(1));
    expect(sentRequests('PUT /questions/11/active')[0].body).toEqual({ isActive: false });
  });

  it('clones a question and opens the copy in the editor', async () => {
    server.use(http.post(apiUrl('/questions/13/clone'), () => ok({ id: 99 }, { status: 201 })));
    renderInRouter(<QuestionListPage />, { path: '/question/list', state: bankState });
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Draw the ER diagram' }, FIND));
    await waitFor(() => expect(location()).toBe('/question/edit/99'));
  });

  it('exports the selected rows as a downloaded XML file and lists what was skipped', async () => {
    const created: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    server.use(
      http.post(apiUrl('/courses/1/question-exports/moodle-xml'), () => ok({
        fileName: 'DB-questions.xml',
        content: '<?xml version="1.0"?><quiz></quiz>',
        exported: 1,
        skipped: [{ questionId: 13, title: 'Draw the ER diagram', reason: 'Moodle has no diagram questions.' }],
      })),
    );
    renderInRouter(<QuestionListPage />, { path: '/question/list', state: bankState });
    expect(await screen.findByRole('button', { name: /Export/ }, FIND)).toBeDisabled();

    fireEvent.click(within(rowOf('Inner join of two tables')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Draw the ER diagram')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Export 2/ }, FIND));

    await waitFor(() => expect(sentRequests('POST /courses/1/question-exports/moodle-xml')).toHaveLength(1));
    expect(sentRequests('POST /courses/1/question-exports/moodle-xml')[0].body).toEqual({ questionIds: [11, 13] });
    await waitFor(() => expect(downloads).toEqual(['DB-questions.xml']));
    expect(created[0].type).toBe('application/xml;charset=utf-8');
    expect(await blobText(created[0])).toBe('<?xml version="1.0"?><quiz></quiz>');
    // The tests' useId gives every element the same id, so the dialog is found by its content, not its title.
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getByText('Not exported')).toBeInTheDocument();
    expect(within(dialog).getByText('1 question exported; 1 cannot be written as Moodle XML.')).toBeInTheDocument();
    expect(within(dialog).getByText('Moodle has no diagram questions.')).toBeInTheDocument();
  });
});
