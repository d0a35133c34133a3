import type { FastifyRequest } from 'fastify';
import type { AuthSession, OperationHandler, OperationRoute, OperationRoutes, TypedRoutes } from './types.js';

/**
 * The caller's session in a handler of a non-public operation. The auth plugin has refused the request before
 * the handler runs when there is none, so a miss here is a wiring bug, not a client error.
 */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new Error(`${request.routeOptions.config.operationId ?? request.url} ran without a session`);
  return request.auth;
}

/**
 * A module's routes, each handler typed by its operationId: `request.params`, `query` and `body` and the reply
 * come from the contract, and a key that is not an operationId of the contract does not compile.
 */
export function handlers(routes: TypedRoutes): OperationRoutes {
  const result: OperationRoutes = {};
  for (const [operationId, route] of Object.entries(routes)) {
    // The contract's validation runs before the handler, so the generic handler Fastify calls is this typed one.
    result[operationId] = typeof route === 'function' ? { handler: route as OperationHandler } : (route as OperationRoute);
  }
  return result;
}

/** The caller's address as people read it: an IPv4 address reached over IPv6 (`::ffff:10.0.0.7`) as `10.0.0.7`. */
export function clientAddress(request: FastifyRequest): string | null {
  const ip = request.ip;
  if (!ip) return null;
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (Croatian letters survive). */
export function contentDisposition(fileName: string) {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
