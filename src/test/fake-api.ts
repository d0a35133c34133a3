import type { AcademicYear, Course } from '../api/generated/exam-api';
import { env } from '../config/env';

// A tiny fake of the API for client tests: `global.fetch` is replaced by a router of canned answers, so the real
// store, base query and listeners run unchanged. Routes are keyed 'METHOD /path' (path below env.apiBaseUrl).

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON; `undefined` sends an empty body. */
  body?: unknown;
  /** Sent as-is instead of `body` (e.g. an HTML error page). */
  text?: string;
  /** Waits this long (ms, real or fake timers) before answering. */
  delayMs?: number;
}

/** Makes the fetch reject the way a browser does when no answer comes (offline, DNS, refused). */
export const NETWORK_ERROR = Symbol('network error');
/** Makes the fetch reject the way an aborted request does. */
export const ABORTED = Symbol('aborted');

type Route = FakeAnswer | typeof NETWORK_ERROR | typeof ABORTED | ((req: FakeRequest) => FakeAnswer | typeof NETWORK_ERROR | typeof ABORTED);

export interface FakeApi {
  requests: FakeRequest[];
  /** Adds or replaces the answer of 'METHOD /path'. */
  on(key: string, route: Route): FakeApi;
  /** The requests sent to 'METHOD /path'. */
  calls(key: string): FakeRequest[];
  restore(): void;
}

const ok = (data?: unknown): FakeAnswer => ({ status: 200, body: data === undefined ? { success: true } : { success: true, data } });
export const fakeOk = ok;

/**
 * The answers of the lists a staff user's course and academic-year context is chosen from (listCourses,
 * listAcademicYears): the header, the home page and the students page ask for them.
 */
export function contextListRoutes({ courses = [], academicYears = [] }: { courses?: Course[]; academicYears?: AcademicYear[] } = {}) {
  return { 'GET /courses': ok(courses), 'GET /academic-years': ok(academicYears) };
}

/** `fallback` answers every request no route matches (default: a 404 NOT_FAKED). */
export function installFakeApi(routes: Record<string, Route> = {}, { fallback }: { fallback?: Route } = {}): FakeApi {
  const table = new Map<string, Route>(Object.entries(routes));
  const requests: FakeRequest[] = [];
  const original = global.fetch;
  const base = new URL(env.apiBaseUrl);

  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(base.pathname) ? url.pathname.slice(base.pathname.length) || '/' : url.pathname;
    const text = request.body ? await request.text() : '';
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    const req: FakeRequest = { method: request.method, path, url, headers: request.headers, credentials: request.credentials, body };
    requests.push(req);
    const route = table.get(`${request.method} ${path}`) ?? fallback;
    const answer = typeof route === 'function' ? route(req) : route;
    if (answer === NETWORK_ERROR) throw new TypeError('fetch failed');
    if (answer === ABORTED) throw new DOMException('This operation was aborted', 'AbortError');
    const found: FakeAnswer = answer ?? {
      status: 404,
      body: { code: 'NOT_FAKED', message: `No fake answer for ${request.method} ${path}` },
    };
    if (found.delayMs) await new Promise((resolve) => setTimeout(resolve, found.delayMs));
    const payload = found.text ?? (found.body === undefined ? '' : JSON.stringify(found.body));
    return new Response(payload || null, {
      status: found.status ?? 200,
      headers: { 'content-type': found.text !== undefined ? 'text/html' : 'application/json' },
    });
  }) as typeof fetch;

  const api: FakeApi = {
    requests,
    on(key, route) {
      table.set(key, route);
      return api;
    },
    calls(key) {
      const [method, path] = key.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
    restore() {
      global.fetch = original;
    },
  };
  return api;
}
