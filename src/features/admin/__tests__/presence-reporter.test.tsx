import { act, screen, waitFor } from '@testing-library/react';
import { fakeOk, installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderInRouter } from '../../../test/render-shell';
import { preloaded, signedInState } from '../../../test/store-state';
import { PresenceReporter } from '../presence-reporter';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'PUT /user/presence': fakeOk(), 'PUT /user/settings': fakeOk() });
});
afterEach(() => api.restore());

describe('PresenceReporter', () => {
  it('reports the page on every navigation and every 60 s', async () => {
    jest.useFakeTimers();
    try {
      const { router } = renderInRouter(<PresenceReporter />, { path: '/exam/list?page=2', state: signedInState() });
      await waitFor(() => expect(api.calls('PUT /user/presence')).toHaveLength(1));
      expect(api.calls('PUT /user/presence')[0].body).toEqual({ route: '/exam/list' });
      await act(() => router.navigate('/question/list'));
      await waitFor(() => expect(api.calls('PUT /user/presence')).toHaveLength(2));
      expect(api.calls('PUT /user/presence')[1].body).toEqual({ route: '/question/list' });
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(api.calls('PUT /user/presence')).toHaveLength(3));
    } finally {
      jest.useRealTimers();
    }
  });

  it('is silent when the report fails', async () => {
    api.on('PUT /user/presence', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } });
    const { store } = renderInRouter(<PresenceReporter />, { path: '/exam/list', state: signedInState() });
    await waitFor(() => expect(api.calls('PUT /user/presence')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().alerts.alerts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports nothing when nobody is signed in', async () => {
    renderInRouter(<PresenceReporter />, { path: '/auth/login', state: preloaded() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('PUT /user/presence')).toHaveLength(0);
  });
});
