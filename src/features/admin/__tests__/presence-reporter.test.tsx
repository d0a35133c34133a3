import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { preloaded, signedInState } from '../../../test/store-state';
import { PresenceReporter } from '../presence-reporter';

beforeEach(() => {
  server.use(http.put(apiUrl('/user/presence'), () => ok()), http.put(apiUrl('/user/settings'), () => ok()));
});

describe('PresenceReporter', () => {
  it('reports the page on every navigation and every 60 s', async () => {
    jest.useFakeTimers();
    try {
      const { router } = renderInRouter(<PresenceReporter />, { path: '/exam/list?page=2', state: signedInState() });
      await waitFor(() => expect(sentRequests('PUT /user/presence')).toHaveLength(1));
      expect(sentRequests('PUT /user/presence')[0].body).toEqual({ route: '/exam/list' });
      await act(() => router.navigate('/question/list'));
      await waitFor(() => expect(sentRequests('PUT /user/presence')).toHaveLength(2));
      expect(sentRequests('PUT /user/presence')[1].body).toEqual({ route: '/question/list' });
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(sentRequests('PUT /user/presence')).toHaveLength(3));
    } finally {
      jest.useRealTimers();
    }
  });

  it('is silent when the report fails', async () => {
    server.use(http.put(apiUrl('/user/presence'), () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong')));
    const { store } = renderInRouter(<PresenceReporter />, { path: '/exam/list', state: signedInState() });
    await waitFor(() => expect(sentRequests('PUT /user/presence')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().alerts.alerts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports nothing when nobody is signed in', async () => {
    renderInRouter(<PresenceReporter />, { path: '/auth/login', state: preloaded() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentRequests('PUT /user/presence')).toHaveLength(0);
  });
});
