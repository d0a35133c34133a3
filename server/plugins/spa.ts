import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './error-handler.js';

const notFound: ErrorBody = { code: 'NOT_FOUND', message: 'The requested resource does not exist.' };

const buildHint = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>ExamHall</title></head>
<body>
<h1>ExamHall</h1>
<p>The API is running, but the web application has not been built yet.</p>
<p>Run <code>npm run build</code> and reload this page, or use <code>npm run dev</code> while developing.</p>
</body>
</html>
`;

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA from `staticDir`: hashed files under /assets are cached for good, everything else is
 * revalidated; a browser navigation to any other path outside /api gets index.html so the SPA's router can
 * show it. Unknown /api paths and non-HTML requests get a 404 in the error shape.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = join(staticDir, 'index.html');
  const assetsDir = join(staticDir, 'assets');

  await app.register(fastifyStatic, {
    root: staticDir,
    // A folder is answered with its index.html (only / has one); otherwise it falls through to the fallback.
    index: ['index.html'],
    // The build writes .br and .gz beside each text file; they go to browsers that accept them, with
    // Vary: Accept-Encoding, and the plain file to the others.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite puts content-hashed files under assets/: a changed file gets a new name.
      const immutable = path.startsWith(assetsDir);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || !wantsHtml(request)) {
      return reply.status(404).send(notFound);
    }
    // Checked per request: `npm run build` may run while the server is up.
    if (!existsSync(indexFile)) {
      return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(buildHint);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', staticDir, { cacheControl: false });
  });
}
