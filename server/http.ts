import type { FastifyRequest } from 'fastify';
import type { AuthSession } from './types.js';

/**
 * The caller's session in a handler of a non-public operation. The auth plugin has refused the request before
 * the handler runs when there is none, so a miss here is a wiring bug, not a client error.
 */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new Error(`${request.routeOptions.config.operationId ?? request.url} ran without a session`);
  return request.auth;
}
