import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { csrfCookie } from '../modules/auth/cookies.js';
import type { AuthService } from '../modules/auth/service.js';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing calls of a signed-in user must send X-CSRF-Token equal to the HttpOnly cookie set at sign-in
 * and to the token of this session. Public operations (the sign-in calls) have no session and are exempt.
 */
export function registerCsrf(app: FastifyInstance, auth: AuthService): void {
  app.addHook('onRequest', async (request) => {
    if (!request.auth || !stateChanging.has(request.method)) return;
    const header = request.headers['x-csrf-token'];
    const matches = auth.csrfTokenMatches(
      request.auth,
      typeof header === 'string' ? header : undefined,
      request.cookies[csrfCookie],
    );
    if (!matches) {
      throw new AppError(403, 'CSRF_FAILED', 'The request could not be verified. Please reload the page and try again.');
    }
  });
}
