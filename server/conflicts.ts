import { AppError } from './errors.js';

/** "1 exam", "3 exams". */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "a", "a and b", "a, b and c". */
export function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * 409 IN_USE for a delete that would take something others still use. `uses` are the non-zero usages,
 * e.g. `['4 exams', '1 teacher']`; the message names them so the administrator knows what to move first.
 */
export function inUse(subject: string, uses: string[]): AppError {
  return new AppError(409, 'IN_USE', `${subject} cannot be deleted: it is used by ${listed(uses)}.`);
}

export function duplicate(message: string): AppError {
  return new AppError(409, 'DUPLICATE', message);
}

export function notFound(what: string): AppError {
  return new AppError(404, 'NOT_FOUND', `${what} does not exist.`);
}

/** 400 VALIDATION_FAILED for a rule the schema cannot express, in the same shape as schema errors. */
export function invalid(path: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', `The request is not valid: ${path} ${message}.`, [{ path, message }]);
}
