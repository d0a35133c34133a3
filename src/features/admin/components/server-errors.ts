import type { FormInstance } from 'antd';
import { isFetchBaseQueryError, type ServerErrorBody } from '../../../api/errors';

/**
 * The field errors of a 400's `details` (paths like `body/courseName`), by field name; details that name no
 * field of the form are left to the error alert the base query already showed.
 */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): { name: string; errors: string[] }[] {
  if (!isFetchBaseQueryError(error) || error.status !== 400) return [];
  const details = (error.data as ServerErrorBody | undefined)?.details ?? [];
  const byField = new Map<string, string[]>();
  for (const detail of details) {
    const parts = detail.path.split('/').filter(Boolean);
    const bodyAt = parts.indexOf('body');
    const name = bodyAt >= 0 ? parts[bodyAt + 1] : parts.at(-1);
    if (!name || !fieldNames.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), detail.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/** Shows a failed save's field errors on the form's fields; whether any were shown. */
export function applyServerFieldErrors(form: FormInstance, error: unknown): boolean {
  const names = Object.keys(form.getFieldsValue(true) as Record<string, unknown>);
  const fields = serverFieldErrors(error, names);
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
}
