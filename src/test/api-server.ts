import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AcademicYear, Course } from '../api/generated/exam-api';
import { env } from '../config/env';

// The API of client tests: MSW intercepts fetch (setup.ts starts it for every web test file), so the real store,
// base query and listeners run unchanged. A test adds its answers with `server.use(http.get(apiUrl('/path'), …))`;
// a later handler of the same request wins, and every test starts again from the catch-all below.

/** The absolute URL of an API path (below env.apiBaseUrl), as MSW matches it; `:id` and `*` work as in MSW. */
export const apiUrl = (path: string) => `${env.apiBaseUrl}${path}`;

/** The API's success envelope: `{ success: true, data }`, or `{ success: true }` without data. */
export const ok = (data?: unknown, init?: ResponseInit) =>
  HttpResponse.json(data === undefined ? { success: true } : { success: true, data }, init);

/** The contract's error body `{ code, message, details? }` with its status. */
export const apiError = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(details === undefined ? { code, message } : { code, message, details }, { status });

/**
 * Makes the fetch reject the way an aborted request does. MSW answers an error a resolver throws with a 500,
 * except a system error (one with `code` and `errno`), which becomes the fetch's rejection as it is.
 * (`HttpResponse.error()` is the other failure without an answer: offline, DNS, refused.)
 */
export function abortRequest(): never {
  throw Object.assign(new DOMException('This operation was aborted', 'AbortError'), { errno: 20 });
}

/** The request's JSON body (or its text when it is not JSON; undefined when empty). */
export async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export const server = setupServer(
  http.all('*', ({ request }) =>
    apiError(404, 'NOT_FAKED', `No fake answer for ${request.method} ${pathOf(new URL(request.url))}`)),
);

/**
 * The answers of the lists a staff user's course and academic-year context is chosen from (listCourses,
 * listAcademicYears): the header, the home page and the students page ask for them.
 */
export function contextListHandlers({ courses = [], academicYears = [] }: { courses?: Course[]; academicYears?: AcademicYear[] } = {}) {
  return [http.get(apiUrl('/courses'), () => ok(courses)), http.get(apiUrl('/academic-years'), () => ok(academicYears))];
}

export interface SentRequest {
  method: string;
  /** The path below env.apiBaseUrl. */
  path: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

// Every request the app sends, in the order sent; an entry counts once its body has been read (before any
// handler answers it), so a test that sees a request also sees its body.
const sent: Array<{ request: SentRequest; read: boolean }> = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry = {
    request: { method: request.method, path: pathOf(url), url, headers: request.headers, credentials: request.credentials, body: undefined as unknown },
    read: false,
  };
  sent.push(entry);
  void bodyOf(request.clone()).then((body) => {
    entry.request.body = body;
    entry.read = true;
  });
});

/** The requests sent during this test; `key` ('METHOD /path') keeps those of one operation. */
export function sentRequests(key?: string): SentRequest[] {
  const all = sent.filter((entry) => entry.read).map((entry) => entry.request);
  if (!key) return all;
  const [method, path] = key.split(' ');
  return all.filter((r) => r.method === method && r.path === path);
}

export function forgetSentRequests() {
  sent.length = 0;
}

function pathOf(url: URL) {
  const base = new URL(env.apiBaseUrl).pathname;
  return url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
}
