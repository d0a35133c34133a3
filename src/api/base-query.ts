import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { t } from '../i18n';
import { apiSessionExpired } from './api-events';
import { alertError } from './errors';

// The base query of every generated endpoint (docs/requirements.md#calls, openapi.yaml info.description).

/**
 * What the base query reads from the store: the session's tokens and the chosen context. The core layer's auth
 * and settings slices provide it (src/core/store.ts checks that they do); the API layer, below the core, names
 * only the fields it needs.
 */
export interface ApiClientState {
  auth: { token: string | null; csrfToken: string | null };
  settings: { currCourseId: number; currAcademicYearId: number };
}

/**
 * Endpoints in raw mode: the answer body is returned as-is, whatever the status, without the success-flag check
 * and without turning a non-2xx status into an HTTP error (docs/requirements.md#rules-and-fallbacks, #calls: the search reads the body itself). A
 * failed raw call still gets its error alert (docs/requirements.md#error-messages "Search failure: error alert") and a 401 still ends the
 * session; a call that got no answer at all is still an error.
 */
export const RAW_MODE_ENDPOINTS: ReadonlySet<string> = new Set(['searchAnything']);

/** Endpoints that report their own failures, so the central error alert is not shown for them. */
// reportPresence is background bookkeeping: its failures are silent. The sign-in calls show their failure on
// the sign-in page itself (beside the form, or as the page's result); an alert above would say it twice.
// The question editor's preview runs while the teacher types a draft that is often still invalid: its panel
// says why, an alert on every pause would not help.
// The student's exam pages work on through a lost connection: they say per answer what is saved, show a banner while
// offline and retry by themselves, so an alert for every failed save, poll or position would only alarm a student
// in the middle of an exam. Their questions to the staff say a failure beside the form or the list; the staff's
// messages and their receipts are asked for again at the next event. The public stalk page refreshes itself every few
// seconds and says on the page when it cannot.
export const SELF_HANDLED_ERROR_ENDPOINTS: ReadonlySet<string> = new Set([
  'saveUserSettings', 'reportPresence', 'loginLocal', 'exchangeLoginCode', 'previewQuestionDraft',
  'listMyExams', 'getMyInstance', 'saveMyAnswers', 'setMyPosition', 'submitMyInstance', 'getMyReview',
  'listMyTickets', 'raiseMyTicket', 'reopenMyTicket', 'listMyMessages', 'acknowledgeMyMessages', 'getStalk',
]);

/**
 * Error codes some endpoints' callers answer themselves: the question editor turns a refused reference check
 * (REFERENCE_FAILS) into the list of failing tests and the choice to save the question inactive; an alert with
 * the server's sentence beside it would say less, twice. The student's start dialog says why an exam did not start. The exam pages do the same: the editor marks the locked
 * fields (EXAM_LOCKED) and lists the errors that keep an exam from being published (EXAM_INVALID), and the exam list
 * answers a refused delete (IN_USE) with the reason and the offer to archive.
 */
export const SELF_HANDLED_ERROR_CODES: Readonly<Record<string, readonly string[]>> = {
  // The start dialog words these itself, beside the password field.
  startMyExam: ['WRONG_EXAM_PASSWORD', 'EXAM_PASSWORD_THROTTLED', 'EXAM_NOT_OPEN', 'ALREADY_SUBMITTED', 'EXAM_NOT_READY', 'START_NOT_ALLOWED', 'SEB_REQUIRED', 'NETWORK_NOT_ALLOWED'],
  createQuestion: ['REFERENCE_FAILS'],
  updateQuestion: ['REFERENCE_FAILS'],
  setQuestionActive: ['REFERENCE_FAILS'],
  updateExam: ['EXAM_LOCKED', 'EXAM_INVALID'],
  setExamPublished: ['EXAM_INVALID'],
  deleteExam: ['IN_USE'],
};

function handledByCaller(endpoint: string, error: FetchBaseQueryError): boolean {
  if (SELF_HANDLED_ERROR_ENDPOINTS.has(endpoint)) return true;
  const code = typeof error.data === 'object' && error.data !== null ? (error.data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (SELF_HANDLED_ERROR_CODES[endpoint] ?? []).includes(code);
}

/** Endpoints whose 401 means wrong credentials, not an expired session. */
export const CREDENTIAL_ENDPOINTS: ReadonlySet<string> = new Set(['loginLocal', 'exchangeLoginCode']);

/**
 * Query parameters as the contract writes them (`style: form, explode: true`): an array is the name repeated
 * (`kind=sql&kind=code`), not fetchBaseQuery's default of one comma-joined value. Undefined values are left out.
 */
export function serializeQueryParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

const rawFetch = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  credentials: 'include',
  paramsSerializer: serializeQueryParams,
  prepareHeaders: (headers, { getState }) => {
    const { auth, settings } = getState() as ApiClientState;
    if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
    // Sent only once known: a call before the context is chosen (or a student's, who has none) carries none.
    if (settings.currCourseId > 0) headers.set('Context-Course-Id', String(settings.currCourseId));
    if (settings.currAcademicYearId > 0) headers.set('Context-Academic-Year-Id', String(settings.currAcademicYearId));
    if (auth.csrfToken) headers.set('X-CSRF-Token', auth.csrfToken);
    return headers;
  },
});

function hasSuccessFlag(body: unknown): body is { success: boolean; message?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

function isOk(status: number) {
  return status >= 200 && status < 300;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> =
  async (args, api, extraOptions) => {
    const result = await rawFetch(args, api, extraOptions);
    const { endpoint } = api;
    const raw = RAW_MODE_ENDPOINTS.has(endpoint);
    const status = result.meta?.response?.status;
    const url = result.meta?.request.url ?? (typeof args === 'string' ? args : args.url);

    let error = result.error;
    let data = result.data;

    if (status === 401 && !CREDENTIAL_ENDPOINTS.has(endpoint)) {
      // docs/requirements.md#session-and-alerts, #error-messages: logout, the login page and a warning (src/core/auth/auth-listeners.ts).
      api.dispatch(apiSessionExpired());
      return { error: error ?? { status: 401, data }, meta: result.meta };
    }

    if (raw) {
      if (status !== undefined) {
        // An answer arrived: hand the body over as-is. A JSON parse failure leaves the text in error.data.
        const body = error && 'data' in error ? error.data : data;
        if (!isOk(status) && !SELF_HANDLED_ERROR_ENDPOINTS.has(endpoint)) {
          alertError(api.dispatch, { status, data: body });
        }
        return { data: body, meta: result.meta };
      }
    } else if (!error && status !== undefined && isOk(status)) {
      // docs/requirements.md#rules-and-fallbacks: every 2xx body carries the success flag; one without it is an API error.
      if (!hasSuccessFlag(data)) {
        error = { status: 'CUSTOM_ERROR', error: `${t('errors.apiError')}${url}`, data };
        data = undefined;
      } else if (!data.success) {
        const message = typeof data.message === 'string' && data.message ? data.message : `${t('errors.apiError')}${url}`;
        error = { status: 'CUSTOM_ERROR', error: message, data };
        data = undefined;
      }
    } else if (error?.status === 'PARSING_ERROR' && isOk(error.originalStatus)) {
      // A 2xx whose body is not JSON lacks the success flag too.
      error = { status: 'CUSTOM_ERROR', error: `${t('errors.apiError')}${url}`, data: error.data };
    }

    if (error) {
      if (!handledByCaller(endpoint, error)) alertError(api.dispatch, error);
      return { error, meta: result.meta };
    }
    return { data, meta: result.meta };
  };
