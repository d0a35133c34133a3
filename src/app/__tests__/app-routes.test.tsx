import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertShown } from '../../core/alerts/alerts-slice';
import { http } from 'msw';
import { apiError, apiUrl, contextListHandlers, ok, sentRequests, server } from '../../test/api-server';
import { renderApp, setViewportWidth } from '../../test/render-shell';
import { preloaded, signedInAuth, signedInState, teacherUser } from '../../test/store-state';
import { browserLocation } from '../../lib/browser';
import { navigateTo } from '../../core/navigation';

jest.setTimeout(60_000);
const FIND = { timeout: 20_000 };

// The pages are lazy chunks; loading them once up front keeps the first test that opens one from paying for
// transforming antd inside its own time limit.
beforeAll(async () => {
  await Promise.all([
    import('../layouts/main-layout'), import('../layouts/auth-layout'), import('../layouts/fullscreen-layout'),
    import('../layouts/public-layout'), import('../pages/not-found-page'), import('../pages/not-built-yet-page'),
    import('../layouts/staff-layout'), import('../layouts/student-layout'), import('../pages/home-switch'),
    import('../../features/exam-taking/student-home-page'), import('../../features/home/home-page'), import('../../features/sign-in/login-page'),
  ]);
}, 120_000);
const adminUser = { ...teacherUser, dbUser: { ...teacherUser.dbUser, firstName: 'Ad', lastName: 'Min', roleName: 'Admin' } };
const studentUser = { ...teacherUser, dbUser: { ...teacherUser.dbUser, firstName: 'Stu', lastName: 'Dent', roleName: 'Student' } };
const courses = [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }];

beforeEach(() => {
  setViewportWidth(1280);
  server.use(
    http.get(apiUrl('/auth/providers'), () => ok({ localLogin: true, providers: [] })),
    http.put(apiUrl('/user/settings'), () => ok()),
    // The staff home's My activity.
    http.get(apiUrl('/user/activity'), () => ok({ items: [], nextCursor: null })),
    ...contextListHandlers({ courses }),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('routes and guard', () => {
  it('sends a signed-out visit to the login page and remembers where it was going', async () => {
    const { store, router } = renderApp('/exam/edit/12?tab=parts', preloaded());
    expect(await screen.findByRole('button', { name: /sign in/i }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(store.getState().auth.landingUrl).toBe('/exam/edit/12?tab=parts');
  });

  it('shows a not-found page for unknown paths, signed in or not', async () => {
    renderApp('/no/such/page', preloaded());
    expect(await screen.findByText('Page not found', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });

  it('shows a not-found page to a signed-in user on an unknown path below a known one', async () => {
    renderApp('/exam/edit/12/extra', signedInState());
    expect(await screen.findByText('Page not found', {}, FIND)).toBeInTheDocument();
  });

  it.each(['google', 'aai'])('forwards the %s login callback to the API with its query string', async (provider) => {
    const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    renderApp(`/auth/callback/${provider}?code=abc%2F1&state=xyz&iss=https%3A%2F%2Fidp`, preloaded());
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1), FIND);
    expect(replace).toHaveBeenCalledWith(`http://localhost/api/auth/callback/${provider}?code=abc%2F1&state=xyz&iss=https%3A%2F%2Fidp`);
  });

  it('redirects /login to the login page', async () => {
    const { router } = renderApp('/login', preloaded());
    expect(await screen.findByRole('button', { name: /sign in/i }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('logs out at /logout: clears the user info, then hands over to the API', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { store } = renderApp('/logout', signedInState());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/auth/logout'), FIND);
    expect(store.getState().auth.user).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('opens manual grading at /exam/manual-grading/{id} in the layout, asking the server for the exam\'s answers to grade', async () => {
    server.use(http.get(apiUrl('/exams/12/manual-grading/questions'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    renderApp('/exam/manual-grading/12', signedInState({ currCourseId: 1 }));
    expect(await screen.findByRole('heading', { name: 'This exam does not exist.' }, FIND)).toBeInTheDocument();
    expect(sentRequests('GET /exams/12/manual-grading/questions')).toHaveLength(1);
    expect(screen.getByText('ExamHall — an exam web application for university courses')).toBeInTheDocument();
  });

  it('opens the exam editor at /exam/edit/{id}, where the palette\'s exam results lead', async () => {
    server.use(http.get(apiUrl('/exams/12'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    renderApp('/exam/edit/12', signedInState({ currCourseId: 1 }));
    expect(await screen.findByRole('heading', { name: 'Exam not found' }, FIND)).toBeInTheDocument();
    expect(sentRequests('GET /exams/12')).toHaveLength(1);
  });

  it('renders the full-screen pages without the header', async () => {
    server.use(http.get(apiUrl('/exams/7'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    renderApp('/fullscreen/test-generate/7', signedInState());
    expect(await screen.findByRole('heading', { name: 'Exam not found' }, FIND)).toBeInTheDocument();
    expect(screen.queryByText('EXAMS')).not.toBeInTheDocument();
  });

  it('shows the public stalk page without signing in', async () => {
    server.use(http.get(apiUrl('/stalk/DB/MID'), () => ok({
      examTitle: 'Midterm', courseName: 'Databases', serverNow: new Date().toISOString(), availableTo: new Date().toISOString(), instances: [],
    })));
    renderApp('/stalk/DB/MID', preloaded());
    expect(await screen.findByRole('heading', { name: 'Midterm — Databases' }, FIND)).toBeInTheDocument();
  });

  it('signs a student in to their own home, with no staff request and no alert', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(apiUrl('/my/exams'), () => ok({ serverNow: new Date().toISOString(), open: [], upcoming: [], past: [] })));
    const { store } = renderApp('/', preloaded({ auth: signedInAuth({ user: studentUser }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Stu Dent' }, FIND)).toBeInTheDocument();
    expect(await screen.findByText('No exam is open to you right now.', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByText('EXAMS')).not.toBeInTheDocument();
    const staffCalls = sentRequests().filter((r) => ['/courses', '/academic-years', '/lookups/search-anything', '/user/presence'].includes(r.path));
    expect(staffCalls).toEqual([]);
    expect(store.getState().alerts.alerts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Stu Dent/ }));
    fireEvent.click(await screen.findByText('Logout', {}, FIND));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/auth/logout'), FIND);
  });

  it('tells a student a staff page is for staff, without loading it', async () => {
    const { store } = renderApp('/exam/list', preloaded({ auth: signedInAuth({ user: studentUser }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for staff.' }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to your home page/ })).toHaveAttribute('href', '/');
    expect(sentRequests().filter((r) => r.path !== '/user/settings')).toEqual([]);
    expect(store.getState().alerts.alerts).toEqual([]);
  });

  it.each(['/admin/users', '/admin/courses', '/admin/online-users', '/admin/students-courses', '/admin/courses-students', '/admin/nodes'])(
    'tells a teacher %s is for administrators, without calling the API',
    async (path) => {
      renderApp(path, signedInState({ currCourseId: 1 }));
      expect(await screen.findByRole('heading', { level: 1, name: 'This page is for administrators.' }, FIND)).toBeInTheDocument();
      const pageCalls = sentRequests().filter((r) => r.path.startsWith('/admin') || r.path === '/enrolments' || r.path.includes('/nodes'));
      expect(pageCalls).toEqual([]);
    },
  );

  it('clears the alerts on navigation', async () => {
    const { store, router } = renderApp('/', signedInState({ currCourseId: 1 }));
    await screen.findByText('Welcome, Tea Cher', {}, FIND);
    act(() => {
      store.dispatch(alertShown('error', 'Something broke'));
    });
    expect(store.getState().alerts.alerts).toHaveLength(1);
    await act(() => router.navigate('/exam/list'));
    expect(store.getState().alerts.alerts).toHaveLength(0);
  });

  it('keeps the alert that explains a navigation made by code outside React', async () => {
    const { store, router } = renderApp('/', signedInState({ currCourseId: 1 }));
    await screen.findByText('Welcome, Tea Cher', {}, FIND);
    act(() => {
      store.dispatch(alertShown('error', 'Old news'));
    });
    act(() => {
      navigateTo('/exam/list');
      store.dispatch(alertShown('warning', 'Moved you'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/list'));
    await screen.findByRole('heading', { name: 'Exams' }, FIND);
    expect(store.getState().alerts.alerts.map((alert) => alert.message)).toEqual(['Moved you']);
  });
});

describe('header menus', () => {
  it('shows the four menus on wide screens', async () => {
    renderApp('/', signedInState({ currCourseId: 1 }));
    for (const title of ['EXAMS', 'QUESTIONS', 'ANALYTICS', 'ADMINISTRATION']) {
      expect(await screen.findByText(title, {}, FIND)).toBeInTheDocument();
    }
  });

  async function drawerItems(state: Parameters<typeof renderApp>[1]) {
    setViewportWidth(800);
    renderApp('/', state);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the menu' }, FIND));
    const drawer = await screen.findByRole('dialog', {}, FIND);
    return within(drawer);
  }

  it('gives Admin every administration item', async () => {
    const drawer = await drawerItems(preloaded({ auth: signedInAuth({ user: adminUser }) }));
    for (const item of ['Teachers - courses', 'Courses', 'Courses - students', 'Students - courses', 'Grading models',
      'Node types', 'Nodes (admin)', 'Students in this course']) {
      expect(drawer.getByRole('link', { name: item })).toBeInTheDocument();
    }
    expect(drawer.getByRole('link', { name: 'Teachers - courses' })).toHaveAttribute('href', '/admin/users');
  });

  it('gives a teacher only "Students in this course" under administration', async () => {
    const drawer = await drawerItems(signedInState());
    expect(drawer.getByRole('link', { name: 'Students in this course' })).toHaveAttribute('href', '/admin/students');
    for (const item of ['Teachers - courses', 'Courses', 'Courses - students', 'Students - courses', 'Grading models',
      'Node types', 'Nodes (admin)']) {
      expect(drawer.queryByRole('link', { name: item })).not.toBeInTheDocument();
    }
    for (const item of ['Exams list', 'Export results', 'New', 'List all', 'Search', 'Nodes', 'Exam analytics', 'Question analytics']) {
      expect(drawer.getByRole('link', { name: item })).toBeInTheDocument();
    }
  });
});
