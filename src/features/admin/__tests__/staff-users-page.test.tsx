import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import StaffUsersPage from '../staff-users-page';
import { adminState, courses, staff } from '../../../test/admin-fixtures';

jest.setTimeout(40_000);

beforeEach(() => {
  server.use(
    http.get(apiUrl('/admin/users'), ({ request }) => ok({ items: staff, total: 2, page: Number(new URL(request.url).searchParams.get('page') ?? 1), pageSize: 20 })),
    http.get(apiUrl('/courses'), () => ok(courses.map(({ id, courseName, courseAcronym }) => ({ id, courseName, courseAcronym })))),
    http.put(apiUrl('/user/settings'), () => ok()),
  );
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('StaffUsersPage', () => {
  it('asks the server for one sorted page and shows each user\'s sign-in and courses', async () => {
    renderInRouter(<StaffUsersPage />, { path: '/admin/users', state: adminState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Teachers - courses' })).toBeInTheDocument();
    const tom = await rowOf('Teacher, Tom');
    const query = Object.fromEntries(sentRequests('GET /admin/users')[0].url.searchParams);
    expect(query).toEqual({ page: '1', pageSize: '20', sortBy: 'lastName', sortOrder: 'asc' });
    expect(within(tom).getByText('Google')).toBeInTheDocument();
    expect(within(tom).getByText('DB')).toBeInTheDocument();
    const me = await rowOf('Admin, Ada');
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByText('Password')).toBeInTheDocument();
    // The signed-in admin cannot deactivate themselves.
    expect(within(me).getByRole('switch', { name: 'Ada Admin is active' })).toBeDisabled();
    expect(within(tom).getByRole('switch', { name: 'Tom Teacher is active' })).toBeEnabled();
  });

  it('deactivates a user only after a confirmation that says their sessions end', async () => {
    const user = userEvent.setup();
    server.use(http.put(apiUrl('/admin/users/3'), () => ok({ ...staff[1], isActive: false })));
    renderInRouter(<StaffUsersPage />, { path: '/admin/users', state: adminState() });
    const tom = await rowOf('Teacher, Tom');
    await user.click(within(tom).getByRole('switch', { name: 'Tom Teacher is active' }));
    expect(await screen.findByText('They can no longer sign in, and their open sessions end at once.')).toBeInTheDocument();
    expect(sentRequests('PUT /admin/users/3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentRequests('PUT /admin/users/3')).toHaveLength(1));
    expect(sentRequests('PUT /admin/users/3')[0].body).toEqual({
      firstName: 'Tom', lastName: 'Teacher', email: 'tom@example.org', roleName: 'Teacher', isActive: false,
    });
  });

  it('adds a course to a teacher', async () => {
    const user = userEvent.setup();
    server.use(http.put(apiUrl('/admin/users/3/courses/2'), () => ok(staff[1])));
    renderInRouter(<StaffUsersPage />, { path: '/admin/users', state: adminState() });
    const tom = await rowOf('Teacher, Tom');
    await user.click(within(tom).getByRole('button', { name: 'Add a course that Tom Teacher teaches' }));
    await user.click(await screen.findByText('EC — Empty course'));
    await waitFor(() => expect(sentRequests('PUT /admin/users/3/courses/2')).toHaveLength(1));
  });

  it('creates a local account with a password, after validation', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/admin/users'), () => ok({ ...staff[1], id: 9 }, { status: 201 })));
    renderInRouter(<StaffUsersPage />, { path: '/admin/users', state: adminState() });
    await rowOf('Teacher, Tom');
    await user.click(screen.getByRole('button', { name: /New user/ }));
    const form = await screen.findByRole('form', { name: 'New user' });
    await user.type(within(form).getByLabelText('First name'), 'Nina');
    await user.type(within(form).getByLabelText('Last name'), 'New');
    await user.type(within(form).getByLabelText('Username'), 'nina');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByText('At least 8 characters')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('Password'), '-enough');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('POST /admin/users')).toHaveLength(1));
    expect(sentRequests('POST /admin/users')[0].body).toEqual({
      username: 'nina', firstName: 'Nina', lastName: 'New', email: null, roleName: 'Teacher', password: 'short-enough',
    });
  });

  it('edits the signed-in admin without letting them change their own role', async () => {
    const user = userEvent.setup();
    server.use(http.put(apiUrl('/admin/users/1'), () => ok(staff[0])));
    renderInRouter(<StaffUsersPage />, { path: '/admin/users', state: adminState() });
    await rowOf('Admin, Ada');
    await user.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    const form = await screen.findByRole('form', { name: 'Edit Ada Admin' });
    expect(within(form).getByRole('radio', { name: 'Teacher' })).toBeDisabled();
    await user.clear(within(form).getByLabelText(/E-mail/));
    await user.type(within(form).getByLabelText(/E-mail/), 'ada@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT /admin/users/1')).toHaveLength(1));
    expect(sentRequests('PUT /admin/users/1')[0].body).toEqual({
      firstName: 'Ada', lastName: 'Admin', email: 'ada@example.org', roleName: 'Admin', isActive: true,
    });
  });

  it('creates an e-mail-only account for OpenID Connect sign-in, without a password', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/admin/users'), () => ok({ ...staff[1], id: 10 }, { status: 201 })));
    renderInRouter(<StaffUsersPage />, { path: '/admin/users', state: adminState() });
    await rowOf('Teacher, Tom');
    await user.click(screen.getByRole('button', { name: /New user/ }));
    const form = await screen.findByRole('form', { name: 'New user' });
    await user.click(within(form).getByText('E-mail only (Google / AAI)'));
    await waitFor(() => expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument());
    await user.type(within(form).getByLabelText('First name'), 'Olga');
    await user.type(within(form).getByLabelText('Last name'), 'Oidc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByText('Please fill this in')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('E-mail'), 'olga@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('POST /admin/users')).toHaveLength(1));
    expect(sentRequests('POST /admin/users')[0].body).toEqual({
      username: null, firstName: 'Olga', lastName: 'Oidc', email: 'olga@example.org', roleName: 'Teacher',
    });
  });
});
