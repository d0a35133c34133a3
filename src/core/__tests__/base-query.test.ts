import { examApi } from '../../api/exam-api';
import { appApi } from '../../api/app-api';
import { RAW_MODE_ENDPOINTS, SELF_HANDLED_ERROR_CODES, SELF_HANDLED_ERROR_ENDPOINTS } from '../../api/base-query';
import { registerNavigator } from '../navigation';
import { setupStore } from '../store';
import { selectAlerts } from '../alerts/alerts-slice';
import { http, HttpResponse } from 'msw';
import { abortRequest, apiError, apiUrl, ok, sentRequests, server } from '../../test/api-server';
import { preloaded, signedInState } from '../../test/store-state';

// The API client inside the app's store: the headers come from the core's auth and settings, and its failures and
// 401s become the core's alerts, logout and navigation.

const courses = [{ id: 7, courseName: 'Databases', courseAcronym: 'DB' }];

let navigate: jest.Mock;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  navigate = jest.fn();
  registerNavigator(navigate, () => '/exam/list');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

const messages = (store: ReturnType<typeof setupStore>) => selectAlerts(store.getState()).map((a) => [a.kind, a.message]);

describe('headers', () => {
  it('sends the bearer token, both context headers, the CSRF token and credentials', async () => {
    server.use(http.get(apiUrl('/courses'), () => ok(courses)));
    const store = setupStore(signedInState({ currCourseId: 7, currAcademicYearId: 3 }));
    const result = await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(result.data?.data).toEqual(courses);
    const [req] = sentRequests('GET /courses');
    expect(req.headers.get('authorization')).toBe('Bearer token-123');
    expect(req.headers.get('context-course-id')).toBe('7');
    expect(req.headers.get('context-academic-year-id')).toBe('3');
    expect(req.headers.get('x-csrf-token')).toBe('csrf-456');
    expect(req.credentials).toBe('include');
    expect(messages(store)).toEqual([]);
  });

  it('sends no context headers until a context is chosen, and no token when signed out', async () => {
    server.use(http.get(apiUrl('/auth/providers'), () => ok({ localLogin: true, providers: [] })));
    const store = setupStore(preloaded());
    await store.dispatch(appApi.endpoints.listAuthProviders.initiate());
    const [req] = sentRequests('GET /auth/providers');
    expect(req.headers.get('authorization')).toBeNull();
    expect(req.headers.get('x-csrf-token')).toBeNull();
    expect(req.headers.get('context-course-id')).toBeNull();
    expect(req.headers.get('context-academic-year-id')).toBeNull();
  });
});

describe('success flag', () => {
  it("turns a 2xx body without a success flag into the alert 'API Error. URL:' plus the URL", async () => {
    server.use(http.get(apiUrl('/courses'), () => HttpResponse.json({ data: courses })));
    const store = setupStore(signedInState());
    const result = await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(result.isError).toBe(true);
    expect(messages(store)).toEqual([['error', 'API Error. URL:http://localhost/api/courses']]);
  });

  it('treats a 2xx body that is not JSON as lacking the flag', async () => {
    server.use(http.get(apiUrl('/courses'), () => HttpResponse.html('<!doctype html><title>SPA</title>')));
    const store = setupStore(signedInState());
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(messages(store)).toEqual([['error', 'API Error. URL:http://localhost/api/courses']]);
  });
});

describe('raw mode', () => {
  it('covers the header search', () => {
    expect(RAW_MODE_ENDPOINTS.has('searchAnything')).toBe(true);
  });

  it('returns the body as-is without the success-flag check', async () => {
    server.use(http.get(apiUrl('/lookups/search-anything'), () => HttpResponse.json({ data: [] })));
    const store = setupStore(signedInState());
    const result = await store.dispatch(appApi.endpoints.searchAnything.initiate({ query: 'db' }));
    expect(result.data).toEqual({ data: [] });
    expect(messages(store)).toEqual([]);
  });

  it('hands a non-2xx body over as data (no HTTP error) and still shows the error alert', async () => {
    server.use(http.get(apiUrl('/lookups/search-anything'), () => apiError(500, 'INTERNAL', 'Search is down')));
    const store = setupStore(signedInState());
    const result = await store.dispatch(appApi.endpoints.searchAnything.initiate({ query: 'db' }));
    expect(result.isError).toBe(false);
    expect(result.data).toEqual({ code: 'INTERNAL', message: 'Search is down' });
    expect(messages(store)).toEqual([['error', 'Request failed with status code 500 (Search is down)']]);
  });
});

describe('error catalogue through the base query', () => {
  it.each([
    ['an HTTP error with a server message', () => apiError(403, 'FORBIDDEN', 'Not your course'),
      'Request failed with status code 403 (Not your course)'],
    ['a body without a message, as JSON text', () => HttpResponse.json({ code: 'CONFLICT' }, { status: 409 }),
      'Request failed with status code 409 ({"code":"CONFLICT"})'],
    ['a 404 without a body', () => new HttpResponse(null, { status: 404 }), 'The requested resource does not exist or has been deleted'],
    ['a 404 with a body', () => apiError(404, 'NOT_FOUND', 'No such exam'),
      'Request failed with status code 404 (No such exam)'],
    ['a 502 HTML page from a proxy', () => HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 502 }),
      'Request failed with status code 502'],
  ])('%s', async (_name, answer, expected) => {
    server.use(http.get(apiUrl('/courses'), answer));
    const store = setupStore(signedInState());
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(messages(store)).toEqual([['error', expected]]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('reports a request without an answer while online', async () => {
    server.use(http.get(apiUrl('/courses'), () => HttpResponse.error()));
    const store = setupStore(signedInState());
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(messages(store)).toEqual([
      ['error', 'The request was made but no response was received, please try again later.'],
    ]);
  });

  it('reports a network error while offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(apiUrl('/courses'), () => HttpResponse.error()));
    const store = setupStore(signedInState());
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(messages(store)).toEqual([['error', 'Network connection problems, are you offline?']]);
  });

  it('reports a canceled request', async () => {
    server.use(http.get(apiUrl('/courses'), abortRequest));
    const store = setupStore(signedInState());
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    expect(messages(store)).toEqual([['error', 'Network connection problems, connection canceled']]);
  });

  it('shows no central alert for endpoints that handle their own failure', async () => {
    expect(SELF_HANDLED_ERROR_ENDPOINTS.has('saveUserSettings')).toBe(true);
    server.use(http.put(apiUrl('/user/settings'), () => apiError(500, 'INTERNAL', 'boom')));
    const store = setupStore(preloaded());
    const payload = { username: 'x', currCourseId: 0, currAcademicYearId: 0, markWhitespace: false, showQuestionHeader: false,
      theme: store.getState().settings.theme, dictFormButtonsPosition: {} };
    const result = await store.dispatch(appApi.endpoints.saveUserSettings.initiate({ userSettings: payload }));
    expect('error' in result).toBe(true);
    expect(messages(store)).toEqual([]);
  });
});

describe('error codes a caller answers itself', () => {
  const questionInput = {
    title: 'Q', text: '', content: { kind: 'true-false' as const, correct: true }, template: null, isActive: true,
    timeLimitSeconds: null, comment: null, tags: [], nodeIds: [],
  };

  it('shows no alert for such a code of such an endpoint, and the usual alert for its other failures', async () => {
    expect(SELF_HANDLED_ERROR_CODES.createQuestion).toContain('REFERENCE_FAILS');
    server.use(http.post(apiUrl('/courses/1/questions'), () => apiError(422, 'REFERENCE_FAILS', 'The reference fails', [])));
    const store = setupStore(signedInState());
    const refused = await store.dispatch(examApi.endpoints.createQuestion.initiate({ courseId: 1, questionInput }));
    expect('error' in refused).toBe(true);
    expect(messages(store)).toEqual([]);

    server.use(http.post(apiUrl('/courses/1/questions'), () => apiError(422, 'IMPORT_INVALID', 'Something else')));
    await store.dispatch(examApi.endpoints.createQuestion.initiate({ courseId: 1, questionInput }));
    expect(messages(store)).toEqual([['error', 'Request failed with status code 422 (Something else)']]);
  });
});

describe('401', () => {
  it('logs out, remembers the page, goes to the login page and warns', async () => {
    server.use(http.get(apiUrl('/courses'), () => apiError(401, 'UNAUTHENTICATED', 'Session expired')));
    const store = setupStore(signedInState());
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.auth.token).toBeNull();
    expect(state.auth.landingUrl).toBe('/exam/list');
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(messages(store)).toEqual([['warning', 'Your session expired, please login again.']]);
  });

  it('warns once when several calls fail together', async () => {
    server.use(
      http.get(apiUrl('/courses'), () => apiError(401, 'UNAUTHENTICATED', 'x')),
      http.get(apiUrl('/academic-years'), () => apiError(401, 'UNAUTHENTICATED', 'x')),
    );
    const store = setupStore(signedInState());
    await Promise.all([
      store.dispatch(appApi.endpoints.listCourses.initiate()),
      store.dispatch(appApi.endpoints.listAcademicYears.initiate()),
    ]);
    expect(messages(store)).toEqual([['warning', 'Your session expired, please login again.']]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('is a wrong-password error for loginLocal, left to the sign-in page, not a session expiry', async () => {
    server.use(http.post(apiUrl('/auth/login'), () => apiError(401, 'INVALID_CREDENTIALS', 'Wrong username or password')));
    const store = setupStore(preloaded());
    const result = await store.dispatch(appApi.endpoints.loginLocal.initiate({ localLoginRequest: { username: 'a', password: 'b' } }));
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Wrong username or password' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(messages(store)).toEqual([]);
  });
});
