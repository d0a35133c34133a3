import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import NodeTypesPage from '../node-types-page';
import { adminState, nodeTypes } from '../../../test/admin-fixtures';

jest.setTimeout(60_000);

beforeEach(() => {
  server.use(http.get(apiUrl('/node-types'), () => ok(nodeTypes)), http.put(apiUrl('/user/settings'), () => ok()));
});

describe('NodeTypesPage', () => {
  it('lists the types with their colour and node count; a used type cannot be deleted', async () => {
    renderInRouter(<NodeTypesPage />, { path: '/admin/node-types', state: adminState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Node types' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Node types' });
    const moduleRow = (await within(table).findByText('Module')).closest('tr')!;
    expect(within(moduleRow).getByText('#1677ff')).toBeInTheDocument();
    expect(within(moduleRow).getByRole('button', { name: 'Delete node type Module' })).toBeDisabled();
    expect(within(moduleRow).getByLabelText('Delete node type Module: Used by 4 nodes, so it cannot be deleted.')).toBeInTheDocument();
    const topicRow = within(table).getByText('Topic').closest('tr')!;
    expect(within(topicRow).getByRole('button', { name: 'Delete node type Topic' })).toBeEnabled();
  });

  it('deletes an unused type after confirmation', async () => {
    const user = userEvent.setup();
    server.use(http.delete(apiUrl('/node-types/2'), () => ok()));
    renderInRouter(<NodeTypesPage />, { path: '/admin/node-types', state: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Delete node type Topic' }));
    expect(await screen.findByText('Delete the node type Topic?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentRequests('DELETE /node-types/2')).toHaveLength(1));
  });

  it('creates a type with a name and a hex colour, and renames one', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/node-types'), () => ok({ id: 3, name: 'Unit', color: '#52c41a', nodeCount: 0 }, { status: 201 })));
    server.use(http.put(apiUrl('/node-types/1'), () => ok({ ...nodeTypes[0], name: 'Chapter' })));
    renderInRouter(<NodeTypesPage />, { path: '/admin/node-types', state: adminState() });
    await screen.findByText('Module');
    await user.click(screen.getByRole('button', { name: /New node type/ }));
    const form = await screen.findByRole('form', { name: 'New node type' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByText('Please fill this in')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('Name'), 'Unit');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('POST /node-types')).toHaveLength(1));
    // The suggested colour for the third type.
    expect(sentRequests('POST /node-types')[0].body).toEqual({ name: 'Unit', color: '#52c41a' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New node type' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit node type Module' }));
    const edit = await screen.findByRole('form', { name: 'Edit Module' });
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Chapter');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT /node-types/1')).toHaveLength(1));
    expect(sentRequests('PUT /node-types/1')[0].body).toEqual({ name: 'Chapter', color: '#1677ff' });
  });
});
