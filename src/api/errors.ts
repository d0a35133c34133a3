import type { Dispatch } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { currentLanguage, i18n, t } from '../i18n';
import { formatWait } from '../i18n/format';
import { trimText } from '../lib/text';
import { apiCallFailed } from './api-events';

// The error catalogue of docs/requirements.md#error-messages: the ONE place that turns any failure (a base-query error, a serialized
// thunk error, a thrown Error, anything) into the text of an alert.

/** Longest server text quoted in an alert; an HTML error page or a stack trace is cut to this. */
const MAX_DETAIL_CHARS = 300;

export interface ServerErrorBody {
  code?: string;
  message?: string;
  details?: { path: string; message: string }[];
  retryAfterSeconds?: number;
}

/**
 * A server error's text in the user's language. The server words its messages in English, with detail (which
 * node, which student number); in another language the stable `code` picks a translated text instead, with the
 * details the body carries as values (the wait of a 429). English keeps the server's own words.
 */
export function serverMessage(body: ServerErrorBody): string | undefined {
  const own = typeof body.message === 'string' && body.message.length > 0 ? body.message : undefined;
  if (!body.code || currentLanguage() === 'en') return own;
  const key = `serverErrors.${body.code}`;
  if (!i18n.exists(key)) return own;
  return t(key, { wait: body.retryAfterSeconds ? formatWait(body.retryAfterSeconds) : '' });
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function isAbort(text: string) {
  return /AbortError|aborted/i.test(text);
}

function isOffline() {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether a response body carries something worth showing (an HTML error page from a proxy does not). */
function hasBody(body: unknown): boolean {
  if (body === null || body === undefined) return false;
  if (typeof body === 'string') {
    const text = body.trim();
    return text.length > 0 && !text.startsWith('<');
  }
  if (typeof body === 'object') return Object.keys(body).length > 0;
  return true;
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The alert error function's message for an HTTP error: the error's own message ('Request failed with status
 * code N'), followed in parentheses by the server response's `message` field or, for a body without one, the
 * body as JSON text.
 */
function httpErrorText(status: number, body: unknown): string {
  const own = t('errors.httpStatus', { status });
  if (!hasBody(body)) return own;
  const text = typeof body === 'object' && body !== null ? serverMessage(body as ServerErrorBody) : undefined;
  const detail = text ?? stringify(body);
  return `${own} (${trimText(detail, MAX_DETAIL_CHARS)})`;
}

/** The alert text for any failure, following docs/requirements.md#error-messages. */
export function errorMessage(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
    const { status } = error;
    if (typeof status === 'number') {
      if (status === 404 && !hasBody(error.data)) return t('errors.notFound');
      return httpErrorText(status, error.data);
    }
    switch (status) {
      case 'FETCH_ERROR':
        if (isAbort(error.error)) return t('errors.canceled');
        return isOffline() ? t('errors.offline') : t('errors.noResponse');
      case 'TIMEOUT_ERROR':
        return isOffline() ? t('errors.offline') : t('errors.noResponse');
      case 'PARSING_ERROR':
        if (error.originalStatus === 404 && !hasBody(error.data)) return t('errors.notFound');
        return httpErrorText(error.originalStatus, error.data);
      case 'CUSTOM_ERROR':
        return error.error;
    }
  }
  if (error instanceof Error) {
    if (error.name === 'AbortError') return t('errors.canceled');
    return error.message || error.name;
  }
  if (typeof error === 'object' && error !== null) {
    // A SerializedError of a rejected thunk: { name, message, stack, code }.
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'AbortError') return t('errors.canceled');
    if (typeof message === 'string' && message.length > 0) return message;
  }
  if (error === undefined || error === null || error === '') return t('errors.unknown');
  return stringify(error);
}

/** The alert error function: logs the error and has its message shown in an error alert (api-events.ts). */
export function alertError(dispatch: Dispatch, error: unknown): string {
  const message = errorMessage(error);
  console.error(message, error);
  dispatch(apiCallFailed(message));
  return message;
}

/** Whether a failed call was a 401 (used to tell a session expiry from other failures). */
export function isUnauthorized(error: unknown): boolean {
  return isFetchBaseQueryError(error) && error.status === 401;
}
