import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * One policy for the SPA, the API and the API docs: everything from our own origin, inline styles (antd and
 * Swagger UI set style attributes), images also from https and data: URLs (user pictures, icons).
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  // Helmet's middleware, made once: the headers are the same for every request. (@fastify/helmet made the middleware
  // again for each request, parsing the policy each time: ~1 % of the API's CPU on exam day.) Set on the raw response
  // like Helmet does, so that responses written directly (the live channel's stream) carry them too.
  const headers = helmet({
    contentSecurityPolicy,
    // HSTS only makes sense, and is only honoured, when the site is served over https.
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // API answers carry sessions, CSRF tokens and personal data: no browser or proxy may keep them. A route that
  // means to be cached says so itself (attachments: private, for an hour).
  app.addHook('onSend', async (request, reply) => {
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
