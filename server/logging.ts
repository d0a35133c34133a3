/**
 * The one place that says what a log line may not carry. Request bodies (answers, passwords) are never logged by
 * Fastify's serialisers; these paths are the defence for an object that ends up in a line anyway (a header map, a
 * configuration, an error's context).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerOptions } from 'pino';

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  'accessToken',
  'clientSecret',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.clientSecret',
  '*.authToken',
];

export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: redactedPaths, censor: '[redacted]' } };
}

/**
 * The request a piece of work runs for, so that what it starts later (a grading job) can name it in the log without
 * every service passing the request along.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequest<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

export function currentRequestId(): string | null {
  return requestContext.getStore()?.requestId ?? null;
}
