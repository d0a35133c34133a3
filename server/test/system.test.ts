import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { loadContract } from '../contract.js';
import { readMigrations } from '../db/migrate.js';
import type { Db } from '../db/connect.js';
import { createOperationRoutes, createServices } from '../modules/registry.js';
import { createSystemService } from '../modules/system/service.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { missingOperations } from '../plugins/operations.js';
import { registerSpa } from '../plugins/spa.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { createLiveHub } from '../modules/live/hub.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('getHealth', () => {
  test('answers with the database kind and the version, without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});

describe('getReadiness', () => {
  test('is 200 while the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, status: 'ready' }]);
  });

  test('is 503 while a migration of this release is not applied yet (another server is migrating)', async () => {
    const deps = { config: t.config, database: t.database, clock: t.clock, live: createLiveHub({ database: t.database, log: t.app.log, pollMs: 1_000 }) };
    const applied = readMigrations().map((migration) => migration.version);
    const pending = createSystemService(deps, { migrationVersions: [...applied, '9999'] });
    await expect(pending.ready()).rejects.toMatchObject({ status: 503, code: 'MIGRATING' });
    await expect(createSystemService(deps, { migrationVersions: applied }).ready()).resolves.toBeUndefined();
  });
});

describe('the contract', () => {
  test('every operation in openapi.yaml has a handler, and every handler an operation', () => {
    const contract = loadContract();
    const deps = { config: t.config, database: t.database, clock: t.clock, live: createLiveHub({ database: t.database, log: t.app.log, pollMs: 1_000 }) };
    const routes = createOperationRoutes(createServices(deps), deps);
    expect(missingOperations(contract, routes)).toEqual([]);
    expect(Object.keys(routes).filter((id) => !contract.operations.has(id))).toEqual([]);
  });

  test('policies come from security and x-roles', () => {
    const { operations } = loadContract();
    expect(operations.get('getHealth')?.policy).toEqual({ public: true });
    expect(operations.get('getCurrentUser')?.policy).toEqual({ public: false, roles: ['Admin', 'Teacher', 'Student'] });
    expect(operations.get('searchAnything')?.policy).toEqual({ public: false, roles: ['Admin', 'Teacher'] });
  });

  test('is served as written at /api/openapi.yaml, with interactive docs at /api/docs', async () => {
    const yaml = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(yaml.body).toBe(loadContract().source);

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().info.title).toBe('ExamHall API');
  });
});

describe('security headers', () => {
  test.each(['/api/health', '/api/auth/me', '/exam/list', '/api/nope'])('are set on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
        "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Served over http in tests: HSTS would be ignored by browsers and is not sent.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS is sent when the public address is https', async () => {
    const app = Fastify();
    const { registerSecurityHeaders } = await import('../plugins/security-headers.js');
    await registerSecurityHeaders(app, { https: true });
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    await app.close();
  });

  test('API answers may not be stored (they carry sessions and personal data); the SPA\'s files may', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'nope' } });
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/me', '/api/health', '/api/nope']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('text with a NUL character or an unpaired surrogate is a 400 that says so, in any part of any request', async () => {
    const refused = [
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a\u0000b', password: 'x' } }),
      await t.app.inject({
        method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' },
        payload: '{"username":"a\\ud800b","password":"x"}',
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body/username', message: 'must not contain a NUL character or an unpaired surrogate' }],
      });
    }
    // A surrogate pair (an emoji) is one character and welcome.
    const emoji = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ok😀', password: 'x' } });
    expect(emoji.statusCode).toBe(401);
  });

  test('a bad %-escape in the address is a 400 in the contract\'s shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/students/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request is malformed.' });
  });

  test('headers too large for the HTTP parser get a 431 in the contract\'s shape', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/health`, { headers: { 'x-padding': 'x'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers (or its address) are too large.' });
  });

  test('request ids are generated, never taken from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'request-id': 'evil' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the SPA', () => {
  test('a browser navigation outside /api gets index.html, revalidated', async () => {
    for (const url of ['/', '/exam/edit/3', '/auth/login?x=1', '/student/12']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('ExamHall SPA');
    }
  });

  test('hashed assets are cached for good, other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  test('text files go compressed to browsers that accept it (build-time brotli or gzip), plain to others', async () => {
    for (const url of ['/assets/index-abc123.js', '/', '/exam/list']) {
      const headers = { accept: 'text/html,*/*' };
      const br = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/app|ExamHall SPA/);
      const gz = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toMatch(/app|ExamHall SPA/);
      const plain = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toMatch(/app|ExamHall SPA/);
      expect(br.headers['cache-control']).toBe(url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });

  test('a missing file that is not a page is a 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested resource does not exist.' });
  });

  test('unknown /api paths are a 404 in the error shape, even for a browser', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/courses'],
      ['DELETE', '/api/user/settings'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested resource does not exist.' });
    }
  });

  test('without a build, pages say how to make one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'examhall-empty-'));
    const app = Fastify();
    registerErrorHandler(app);
    await registerSpa(app, empty);
    try {
      const res = await app.inject({ method: 'GET', url: '/exam/list', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('failures', () => {
  /** An app whose database refuses every connection: a realistic internal failure. */
  async function appWithBrokenDatabase(logLines: string[]) {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 9, user: 'nobody', database: 'none', connectionTimeoutMillis: 1000 });
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ STATIC_DIR: tmpdir(), LOG_LEVEL: 'error' }),
      database: { db, kind: 'postgresql', close: () => db.destroy() },
      logger: { level: 'error', stream },
    });
    return { app, close: async () => {
      await app.close();
      await db.destroy();
    } };
  }

  test('health is 503 when the database does not answer', async () => {
    const broken = await appWithBrokenDatabase([]);
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'The service cannot reach its database. Please try again later.',
      });
    } finally {
      await broken.close();
    }
  });

  test('readiness is 503 when the database does not answer', async () => {
    const broken = await appWithBrokenDatabase([]);
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect([res.statusCode, res.json()]).toEqual([503, { code: 'UNAVAILABLE', message: 'The service cannot reach its database. Please try again later.' }]);
    } finally {
      await broken.close();
    }
  });

  test('a 5xx body carries no internals; the log has the request context', async () => {
    const lines: string[] = [];
    const broken = await appWithBrokenDatabase(lines);
    try {
      const res = await broken.app.inject({
        method: 'GET',
        url: '/api/courses',
        headers: { authorization: `Bearer ${'a'.repeat(43)}` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again later.',
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
      const entry = JSON.parse(lines.find((line) => line.includes('request failed')) as string);
      expect(entry).toMatchObject({ method: 'GET', url: '/api/courses', userId: null, reqId: expect.any(String) });
      expect(entry.err.message).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });
});
