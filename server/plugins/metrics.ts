import type { FastifyInstance } from 'fastify';
import { metricsAuthorized, metricsUnauthorized, registry } from '../metrics.js';

/**
 * GET /metrics in Prometheus' text format, outside /api: the contract's clients never call it, and the session
 * cookie is not looked at. Only the metrics token opens it; every other request, signed in or not, is a 401.
 */
export function registerMetrics(app: FastifyInstance, token: string): void {
  app.get('/metrics', async (request, reply) => {
    if (!metricsAuthorized(request.headers.authorization, token)) {
      return reply.status(401).header('cache-control', 'no-store').send(metricsUnauthorized);
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
