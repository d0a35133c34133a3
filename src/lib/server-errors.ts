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
 * A 400's `details` ({ path: 'body/email', message }) as antd form field errors, for the fields the form has.
 * Use with `form.setFields(fieldErrors(error, ['email', …]))`.
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
