import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter, setViewportWidth } from '../../../test/render-shell';
import OnlineUsersPage from '../online-users-page';
import { adminState, onlineUsers } from '../../../test/admin-fixtures';

jest.setTimeout(60_000);

beforeEach(() => {
  server.use(http.get(apiUrl('/admin/online-users'), () => ok(onlineUsers)), http.put(apiUrl('/user/settings'), () => ok()));
});

describe('OnlineUsersPage', () => {
  it('shows who is online with their page, course, last seen and IP, and when the list was updated', async () => {
    // The signed-in time and the IP show from tablet width up.
    setViewportWidth(1400);
    renderInRouter(<OnlineUsersPage />, { path: '/admin/online-users', state: adminState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Online users' })).toBeInTheDocument();
    const row = (await screen.findByText('Tom Teacher')).closest('tr')!;
    expect(within(row).getByText('/exam/list')).toBeInTheDocument();
    expect(within(row).getByText('DB')).toBeInTheDocument();
    expect(within(row).getByText(/^\d+ seconds ago$/)).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByText('Online now: 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Last updated /)).toBeInTheDocument());
  });

  it('polls the list every 10 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderInRouter(<OnlineUsersPage />, { path: '/admin/online-users', state: adminState() });
      await waitFor(() => expect(sentRequests('GET /admin/online-users')).toHaveLength(1));
      await jest.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(sentRequests('GET /admin/online-users')).toHaveLength(2));
    } finally {
      jest.useRealTimers();
    }
  });
});
