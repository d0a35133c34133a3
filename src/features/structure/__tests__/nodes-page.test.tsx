import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Node as CourseNode } from '../../../api/exam-api';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import NodesPage from '../nodes-page';

jest.setTimeout(60_000);
// The first render of a page pays for loading antd, and a busy machine is slow: the default 1 s of findBy and
// waitFor is not always enough.
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const node = (id: number, name: string, parentIds: number[], extra: Partial<CourseNode> = {}): CourseNode => ({
  id, courseId: 1, name, description: null, nodeTypeId: 2, nodeTypeName: 'module', nodeTypeColor: '#1677ff',
  parentIds, questionCount: 0, totalQuestionCount: 0, ...extra,
});

// Two roots share the child "Joins"; "Outer joins" is below it.
const nodes: CourseNode[] = [
  node(1, 'Relational algebra', [], { totalQuestionCount: 5 }),
  node(2, 'SQL', [], { totalQuestionCount: 7 }),
  node(3, 'Joins', [1, 2], { questionCount: 3, totalQuestionCount: 5 }),
  node(4, 'Outer joins', [3], { questionCount: 2, totalQuestionCount: 2 }),
  node(5, 'Transactions', [2], { description: 'ACID, isolation levels' }),
];

const state = signedInState({ currCourseId: 1, currAcademicYearId: 1 });

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses/1/nodes'), () => ok(nodes)),
    http.get(apiUrl('/node-types'), () => ok([
      { id: 1, name: 'course', color: '#722ed1', nodeCount: 1 },
      { id: 2, name: 'module', color: '#1677ff', nodeCount: 4 },
    ])),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

const tree = () => screen.getByRole('tree', { name: 'Course nodes' });

async function selectNode(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(tree()).getAllByText(name)[0]);
  return screen.findByLabelText('Node details', {}, FIND);
}

describe('NodesPage', () => {
  it('shows a shared node under each of its parents, marked as shared, with its question counts', async () => {
    renderInRouter(<NodesPage />, { path: '/question/nodes', state });
    expect(await screen.findByRole('heading', { name: 'Course structure' }, FIND)).toBeInTheDocument();
    await waitFor(() => expect(within(tree()).getAllByText('Joins')).toHaveLength(2));
    expect(within(tree()).getAllByText('shared ×2')).toHaveLength(2);
    expect(within(tree()).getAllByText('3 / 5 q.')).toHaveLength(2);
    expect(sentRequests('GET /courses/1/nodes')).toHaveLength(1);
  });

  it('filters the tree by the search words and keeps the paths to the matches', async () => {
    const user = userEvent.setup();
    renderInRouter(<NodesPage />, { path: '/question/nodes', state });
    await waitFor(() => expect(within(tree()).getAllByText('Joins')).toHaveLength(2));
    await user.type(screen.getByLabelText('Filter nodes'), 'outer');
    await waitFor(() => expect(within(tree()).getAllByText('Outer joins')).toHaveLength(2));
    // The filter is debounced: the count says when it has been applied.
    await screen.findByText('Matching nodes: 1');
    expect(within(tree()).queryByText('Transactions')).not.toBeInTheDocument();
  });

  it('offers a node below as a parent only disabled, saying why (the link would make a cycle)', async () => {
    const user = userEvent.setup();
    renderInRouter(<NodesPage />, { path: '/question/nodes', state });
    await waitFor(() => expect(within(tree()).getAllByText('Joins')).toHaveLength(2));
    const panel = await selectNode(user, 'Joins');
    expect(within(panel).getByRole('list', { name: 'Parents' })).toHaveTextContent('Relational algebra');
    await user.click(within(panel).getByRole('combobox', { name: 'Add parent' }));
    const below = await screen.findByTitle('Outer joins — below this node, so it cannot be its parent', {}, FIND);
    expect(below.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    await user.click(below);
    expect(within(panel).getByRole('button', { name: /Add parent/ })).toBeDisabled();
    expect(sentRequests().filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('disables Delete while a node has children and deletes a leaf after confirmation', async () => {
    const user = userEvent.setup();
    server.use(http.delete(apiUrl('/nodes/5'), () => ok()));
    renderInRouter(<NodesPage />, { path: '/question/nodes', state });
    await waitFor(() => expect(within(tree()).getAllByText('Joins')).toHaveLength(2));

    let panel = await selectNode(user, 'SQL');
    expect(within(panel).getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(within(panel).getByLabelText('It has 2 children: move or delete them first.')).toBeInTheDocument();

    panel = await selectNode(user, 'Transactions');
    expect(within(panel).getByText('ACID, isolation levels')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete', hidden: false }, FIND));
    await waitFor(() => expect(sentRequests('DELETE /nodes/5')).toHaveLength(1));
  });

  it('creates a child under the selected node with the chosen type', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/courses/1/nodes'), () => ok(node(6, 'Self joins', [3]), { status: 201 })));
    renderInRouter(<NodesPage />, { path: '/question/nodes', state });
    await waitFor(() => expect(within(tree()).getAllByText('Joins')).toHaveLength(2));
    const panel = await selectNode(user, 'Joins');
    await user.click(within(panel).getByRole('button', { name: /Add child/ }));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getByText('New node under Joins')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Self joins');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('POST /courses/1/nodes')).toHaveLength(1));
    expect(sentRequests('POST /courses/1/nodes')[0].body).toEqual({ name: 'Self joins', description: null, nodeTypeId: 2, parentIds: [3] });
  });
});
