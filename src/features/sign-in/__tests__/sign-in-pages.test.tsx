import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderApp } from '../../../test/render-shell';
import { preloaded, signedInState, teacherUser } from '../../../test/store-state';
import { loadLanguage } from '../../../i18n';

jest.setTimeout(60_000);
const FIND = { timeout: 20_000 };

const session = { token: 'tok', csrfToken: 'csrf', expiresAt: '2099-01-01T00:00:00.000Z', user: teacherUser };
const providers = (list: { id: 'google' | 'aai'; name: string }[], localLogin = true) => ok({ localLogin, providers: list });

beforeEach(() => {
  server.use(
    http.get(apiUrl('/auth/providers'), () => providers([{ id: 'google', name: 'Google' }])),
    http.post(apiUrl('/auth/login'), async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      return body.password === 'right'
        ? ok(session)
        : apiError(401, 'UNAUTHENTICATED', 'Wrong username or password');
    }),
    http.post(apiUrl('/auth/exchange'), async ({ request }) => (((await request.json()) as { code: string }).code === 'good-code-0123456789'
      ? ok(session)
      : apiError(401, 'UNAUTHENTICATED', 'The code is invalid or has expired'))),
    http.get(apiUrl('/user/settings'), () => ok(null)),
    http.get(apiUrl('/courses'), () => ok([])),
    http.get(apiUrl('/academic-years'), () => ok([])),
    http.put(apiUrl('/user/settings'), () => ok()),
  );
});

function fillAndSubmit(username: string, password: string, labels = { username: 'Username', password: 'Password', submit: /sign in$/i }) {
  fireEvent.change(screen.getByLabelText(labels.username), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('login page', () => {
  it('signs in with username and password and goes to the landing URL', async () => {
    const { store, router } = renderApp('/auth/login', preloaded({ auth: { landingUrl: '/settings?open=1' } }));
    await screen.findByLabelText('Username', {}, FIND);
    fillAndSubmit('teacher', 'right');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?open=1');
    expect(sentRequests('POST /auth/login')[0].body).toEqual({ username: 'teacher', password: 'right' });
    expect(store.getState().auth).toMatchObject({ token: 'tok', csrfToken: 'csrf', user: teacherUser, landingUrl: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, FIND)).toBeInTheDocument();
  });

  it('shows a wrong password inline and stays signed out', async () => {
    const { store, router } = renderApp('/auth/login', preloaded());
    await screen.findByLabelText('Username', {}, FIND);
    fillAndSubmit('teacher', 'wrong');
    expect(await screen.findByText('Wrong username or password.', {}, FIND)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('says how long to wait when failed sign-ins of the account are throttled, in the chosen language', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () => HttpResponse.json({ code: 'LOGIN_THROTTLED', message: 'Too many failed sign-ins. Please try again in 4 minutes 30 seconds.', retryAfterSeconds: 270 }, { status: 429 })),
    );
    const first = renderApp('/auth/login', preloaded());
    await screen.findByLabelText('Username', {}, FIND);
    fillAndSubmit('teacher', 'wrong');
    expect(await screen.findByText('Too many failed sign-ins. Please try again in 4 minutes 30 seconds.', {}, FIND)).toBeInTheDocument();
    first.unmount();
    await loadLanguage('hr');
    try {
      renderApp('/auth/login', preloaded());
      await screen.findByLabelText('Korisničko ime', {}, FIND);
      fillAndSubmit('teacher', 'wrong', { username: 'Korisničko ime', password: 'Lozinka', submit: /prijavi se$/i });
      expect(await screen.findByText('Previše neuspjelih prijava. Pokušajte ponovno za 4 minute 30 sekundi.', {}, FIND)).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });

  it('asks for both fields before calling the API', async () => {
    renderApp('/auth/login', preloaded());
    await screen.findByLabelText('Username', {}, FIND);
    // Students sign in here too: the page does not tell everyone they manage exams.
    expect(screen.getByText('Students sign in to take their exams; staff, to manage exams, questions and students.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /sign in$/i }));
    expect(await screen.findByText('Enter your username.', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(sentRequests('POST /auth/login')).toHaveLength(0);
  });

  it('offers only the providers the server lists', async () => {
    renderApp('/auth', preloaded());
    const google = await screen.findByRole('link', { name: /Sign in with Google/ }, FIND);
    expect(google).toHaveAttribute('href', 'http://localhost/api/auth/login/google');
    expect(screen.queryByText('Sign in with AAI@EduHr')).not.toBeInTheDocument();
  });

  it('offers AAI@EduHr when configured, and hides the form when local sign-in is off', async () => {
    server.use(http.get(apiUrl('/auth/providers'), () => providers([{ id: 'aai', name: 'AAI@EduHr' }], false)));
    renderApp('/auth/login', preloaded());
    expect(await screen.findByRole('link', { name: /Sign in with AAI@EduHr/ }, FIND)).toHaveAttribute('href', 'http://localhost/api/auth/login/aai');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign in with Google')).not.toBeInTheDocument();
  });

  it('sends a signed-in user on to the landing URL', async () => {
    const { router } = renderApp('/auth/login', signedInState());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), FIND);
  });
});

describe('login success and failure pages', () => {
  it('exchanges the one-time code for a session', async () => {
    const { store, router } = renderApp('/auth/login-success?code=good-code-0123456789', preloaded({ auth: { landingUrl: '/question/list' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/question/list'), FIND);
    expect(store.getState().auth.token).toBe('tok');
    expect(sentRequests('POST /auth/exchange')).toHaveLength(1);
  });

  it('explains a failed exchange and links back', async () => {
    renderApp('/auth/login-success?code=stale-code-0123456789', preloaded());
    expect(await screen.findByText(/one-time code is invalid or has expired/, {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to sign in/ })).toHaveAttribute('href', '/auth/login');
  });

  it('explains a visit without a code', async () => {
    renderApp('/auth/login-success', preloaded());
    expect(await screen.findByText(/none was given/, {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /auth/exchange')).toHaveLength(0);
  });

  it('explains a known failure reason, and an unknown one generically', async () => {
    const first = renderApp('/auth/login-fail?reason=no_account', preloaded());
    expect(await screen.findByText(/there is no ExamHall account for it/, {}, FIND)).toBeInTheDocument();
    first.unmount();
    renderApp('/auth/login-fail?reason=weird', preloaded());
    expect(await screen.findByText('The sign-in could not be completed. Please try again.', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('Reason code: weird')).toBeInTheDocument();
  });

  it('says goodbye at /bye-bye and clears a leftover sign-in', async () => {
    const { store } = renderApp('/bye-bye', signedInState());
    expect(await screen.findByText('You have been logged out', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in again/ })).toHaveAttribute('href', '/auth/login');
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });
});
