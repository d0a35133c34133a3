/** PostgreSQL error codes the services turn into answers of their own. */
const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Two writes raced for the same key: the service checked first, so this is the loser of a race. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === uniqueViolation;
}

/** A row still referenced elsewhere (a delete that raced with a new reference). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === foreignKeyViolation;
}
