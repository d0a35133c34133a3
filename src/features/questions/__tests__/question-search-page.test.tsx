import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import QuestionSearchPage from '../question-search-page';
import { bankNodes, bankState, page, summary } from '../__fixtures__/bank';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses/1/nodes'), () => ok(bankNodes)),
    http.get(apiUrl('/courses/1/question-tags'), () => ok([{ tag: 'joins', count: 4 }])),
  );
});

const lastSearch = () => {
  const calls = sentRequests('GET /courses/1/questions');
  return calls[calls.length - 1].url.searchParams;
};
const location = () => screen.getByTestId('location').textContent ?? '';

describe('QuestionSearchPage', () => {
  it('searches with the query and filters of the URL and highlights the matched words as text, never as markup', async () => {
    server.use(
      http.get(apiUrl('/courses/1/questions'), () => ok(page([
        summary(21, 'Outer joins', {
          snippet: '… a «left» «join» keeps <img src=x onerror="alert(1)"> rows of the «left» table …',
          nodes: [{ id: 2, name: 'Joins' }],
          tags: ['joins'],
        }),
      ]))),
    );
    const { container } = renderInRouter(<QuestionSearchPage />, { path: '/question/search?q=left%20join&kind=sql&node=1', state: bankState });

    const hit = await screen.findByRole('article', { name: 'Outer joins' }, FIND);
    const params = lastSearch();
    expect(params.get('query')).toBe('left join');
    expect(params.get('sortBy')).toBe('relevance');
    expect(params.getAll('kind')).toEqual(['sql']);
    expect(params.get('nodeId')).toBe('1');
    expect(params.get('includeDescendants')).toBeNull();

    const marks = [...hit.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['left', 'join', 'left']);
    expect(container.querySelector('img')).toBeNull();
    expect(within(hit).getByText(/keeps <img src=x onerror="alert\(1\)"> rows of the/)).toBeInTheDocument();
    expect(hit).not.toHaveTextContent('«');
    expect(within(hit).getByRole('link', { name: 'Outer joins' })).toHaveAttribute('href', '/question/edit/21');
    expect(within(hit).getByText('Joins')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SQL', pressed: true })).toBeInTheDocument();

    fireEvent.click(within(hit).getByRole('button', { name: 'Try Outer joins' }));
    await waitFor(() => expect(location()).toBe('/question/q?id=21'));
  });

  it('asks nothing before there is something to search, then keeps the typed words in the URL', async () => {
    server.use(http.get(apiUrl('/courses/1/questions'), () => ok(page([]))));
    renderInRouter(<QuestionSearchPage />, { path: '/question/search', state: bankState });
    expect(await screen.findByText('Type words to search, or choose a kind, node or tag.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('GET /courses/1/questions')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search questions' }), { target: { value: 'deadlock  ' } });
    expect(await screen.findByText('No results. Type in your search, you can use spaces to separate words.', {}, FIND)).toBeInTheDocument();
    expect(location()).toBe('/question/search?q=deadlock');
    expect(lastSearch().get('query')).toBe('deadlock');

    fireEvent.click(screen.getByRole('button', { name: 'Scale' }));
    await waitFor(() => expect(lastSearch().getAll('kind')).toEqual(['scale']));
    expect(location()).toBe('/question/search?q=deadlock&kind=scale');
  });

  it('shows a link\'s limit to chosen questions and lifts it', async () => {
    server.use(http.get(apiUrl('/courses/1/questions'), () => ok(page([summary(21, 'Outer joins')]))));
    renderInRouter(<QuestionSearchPage />, { path: '/question/search?q=join&id=21&id=22', state: bankState });
    expect(await screen.findByText('Only 2 chosen questions', {}, FIND)).toBeInTheDocument();
    await waitFor(() => expect(lastSearch().getAll('id')).toEqual(['21', '22']));
    fireEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    await waitFor(() => expect(location()).toBe('/question/search?q=join'));
    await waitFor(() => expect(lastSearch().getAll('id')).toEqual([]));
  });
});
