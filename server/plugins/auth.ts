import type { FastifyInstance } from 'fastify';
import { forbidden, unauthenticated } from '../errors.js';
import { bearerToken } from '../modules/auth/tokens.js';
import type { AuthService } from '../modules/auth/service.js';

/**
 * Authentication and authorisation of every /api route from the policy the contract gives it. Deny by default:
 * an /api route without a policy is refused. API calls authenticate only by the bearer token; the session
 * cookie is never accepted here, so a cross-site request cannot ride on it.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // No route: the not-found handler answers. Outside /api: the SPA and its files, public by nature.
    if (route === undefined || !route.startsWith('/api')) return;
    const policy = request.routeOptions.config.policy;
    if (!policy) {
      request.log.error({ route }, 'refused a route that has no policy');
      throw forbidden();
    }
    if (policy.public) return;

    const token = bearerToken(request.headers.authorization);
    const touch = !request.routeOptions.config.recordsPresence;
    const session = token ? await auth.authenticate(token, { touch }) : null;
    if (!session) throw unauthenticated();
    request.auth = session;
    if (!policy.roles.includes(session.user.roleName)) throw forbidden();
  });
}
