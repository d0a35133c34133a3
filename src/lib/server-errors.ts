import type { FormInstance } from 'antd';
import type { ServerErrorBody } from '../api/errors';
import { isFetchBaseQueryError, serverMessage } from '../api/errors';

// The base query already turns every failure into an alert; these helpers let a form or panel also show the
// server's own words where they belong (a field, a panel message).

/** The contract's `Error` body of a failed call, when it has one. */
export function serverErrorBody(error: unknown): ServerErrorBody | undefined {
  if (!isFetchBaseQueryError(error) || typeof error.status !== 'number') return undefined;
  const body = error.data;
  return typeof body === 'object' && body !== null ? (body as ServerErrorBody) : undefined;
}

/** The server's message of a failed call (e.g. a 409's explanation), if it sent one, in the user's language. */
export function serverErrorMessage(error: unknown): string | undefined {
  const body = serverErrorBody(error);
  return body ? serverMessage(body) : undefined;
}

export interface FieldError<K extends string = string> {
  name: K;
  errors: string[];
}

/**
 * A refusal's `details` by the request path they name, without `body/` ('body/content/options/1/text' →
 * 'content/options/1/text'; the body itself is 'body'; a query parameter keeps its own path), the messages of one
 * path joined. For forms whose fields are nested paths (the question editor).
 */
export function detailsByPath(error: unknown): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const detail of serverErrorBody(error)?.details ?? []) {
    const path = detail.path.replace(/^body\/?/, '') || 'body';
    byPath[path] = byPath[path] ? `${byPath[path]} ${detail.message}` : detail.message;
  }
  return byPath;
}

/**
 * The one way a 400's `details` ({ path: 'body/email', message }) reach an antd form: the errors of the fields the
 * form has, by top-level field name; details that name no field of the form are left to the error alert the base
 * query already showed. Use with `form.setFields(fieldErrors(error, ['email', …]))`, or `applyFieldErrors`.
 */
export function fieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldError<K>[] {
  const details = serverErrorBody(error)?.details ?? [];
  const byField = new Map<K, string[]>();
  for (const detail of details) {
    const name = /^body\/([^/]+)/.exec(detail.path)?.[1] as K | undefined;
    if (name === undefined || !fields.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), detail.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/** Shows a failed save's field errors on every field the form has; whether any were shown. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  const fields = fieldErrors(error, Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
}
