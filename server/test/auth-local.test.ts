import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { selectOptionalUserByUsername, updateUserPasswordHash } from '../modules/auth/queries.js';
import { hashToken } from '../modules/auth/tokens.js';
import { buildTestApp, responseCookies, type TestApp } from './support/build-test-app.js';
import { selectSessionRevokedAt, selectUserId, updateUserActive } from './support/queries.js';

let t: TestApp;

beforeAll(async () => {
  // Google points at nothing (discovery fails); AAI is not configured at all.
  t = await buildTestApp({
    env: { OIDC_ALLOW_INSECURE: 'true', OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9', OIDC_GOOGLE_CLIENT_ID: 'x' },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function login(username: string, password: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, ...extra } });
}

const wrongCredentials = { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password.' };

describe('loginLocal', () => {
  test('signs in with the demo password and sets the session and CSRF cookies', async () => {
    const res = await login('admin', 'demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: '2026-11-22T22:00:00.000Z',
        user: {
          username: 'admin',
          dbUser: {
            id: expect.any(Number),
            username: 'admin',
            firstName: 'Ivana',
            lastName: 'Kovač',
            fullName: 'Ivana Kovač',
            email: 'admin@example.org',
            roleName: 'Admin',
            smallImageUrl: null,
            provider: 'local',
          },
        },
      },
    });
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(setCookies).toEqual([
      `examhall_session=${body.data.token}; Max-Age=43200; Path=/api; HttpOnly; SameSite=Strict`,
      `examhall_csrf=${body.data.csrfToken}; Max-Age=43200; Path=/api; HttpOnly; SameSite=Strict`,
      expect.stringMatching(/^examhall_device=[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/),
    ]);
    // The known-device token travels only in its cookie, never in the body.
    expect(JSON.stringify(body)).not.toContain('deviceToken');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.json().data.username).toBe('admin');
  });

  test('the user name is case-insensitive and trimmed', async () => {
    expect((await login('  TEACHER ', 'demo')).json().data.user.dbUser.roleName).toBe('Teacher');
  });

  test('a student can sign in (and is kept out of staff operations elsewhere)', async () => {
    expect((await login('student', 'demo')).json().data.user.dbUser.roleName).toBe('Student');
  });

  test('wrong password, unknown user and inactive user fail alike', async () => {
    for (const [username, password] of [
      ['admin', 'wrong'],
      ['nobody', 'demo'],
    ]) {
      const res = await login(username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrongCredentials);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const teacherId = await selectUserId(t.db, 'teacher');
    await updateUserActive(t.db, teacherId, false);
    try {
      const res = await login('teacher', 'demo');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrongCredentials);
    } finally {
      await updateUserActive(t.db, teacherId, true);
    }
  });

  test('an account without a password (OpenID Connect only) cannot sign in locally', async () => {
    await t.createUser('oidc-only', 'Teacher');
    expect((await login('oidc-only', '')).statusCode).toBe(400);
    expect((await login('oidc-only', 'anything')).json()).toEqual(wrongCredentials);
  });

  test('invalid bodies are validation errors', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid: body/password is required.',
      details: [{ path: 'body/password', message: 'is required' }],
    });
    const extra = await login('admin', 'demo', { remember: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual([{ path: 'body/remember', message: 'is not allowed' }]);
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: { a: 1 } } });
    expect(wrongType.statusCode).toBe(400);
    // Bodies are not coerced (query strings are): a number is not a user name.
    const numberForString = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 12345, password: 'demo' } });
    expect(numberForString.statusCode).toBe(400);
    expect(numberForString.json().details).toEqual([{ path: 'body/username', message: 'must be string' }]);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request is malformed.' });
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a hash with older scrypt parameters is upgraded at sign-in', async () => {
    const salt = randomBytes(16);
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64'), scryptSync('old-password', salt, 64, { N: 1024, r: 8, p: 1 }).toString('base64')].join('$');
    const userId = await t.createUser('legacy', 'Teacher');
    await updateUserPasswordHash(t.db, userId, old);
    expect((await login('legacy', 'old-password')).statusCode).toBe(200);
    const upgraded = await selectOptionalUserByUsername(t.db, 'legacy');
    expect(upgraded?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect((await login('legacy', 'old-password')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  test('a session expires after SESSION_TTL_HOURS', async () => {
    const session = await t.sessionFor('teacher');
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() });
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(12 * 3600_000 - 1000);
    try {
      expect((await me()).statusCode).toBe(200);
      t.clock.advance(2000);
      const expired = await me();
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session expired, please login again.' });
    } finally {
      t.clock.set(new Date('2026-11-22T10:00:00Z'));
    }
  });

  test('a deactivated user’s sessions are refused', async () => {
    const userId = await t.createUser('leaving', 'Teacher');
    const session = await t.sessionFor('leaving');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() })).statusCode).toBe(200);
    await updateUserActive(t.db, userId, false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() })).statusCode).toBe(401);
  });

  test('only a bearer token authenticates; the session cookie alone does not', async () => {
    const session = await t.sessionFor('admin');
    for (const headers of [
      {},
      { cookie: `examhall_session=${session.token}` },
      { authorization: session.token },
      { authorization: `Basic ${session.token}` },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('logout', () => {
  test('revokes the session of the cookie, clears both cookies and goes to /bye-bye', async () => {
    const session = await t.sessionFor('teacher');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', cookies: { examhall_session: session.token } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bye-bye');
    expect(responseCookies(res.headers)).toEqual({ examhall_session: '', examhall_csrf: '' });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0; Path=/api');
    expect((await selectSessionRevokedAt(t.db, hashToken(session.token)))?.revoked_at).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() })).statusCode).toBe(401);
  });

  test('revokes the session of the bearer token when there is no cookie', async () => {
    const session = await t.sessionFor('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { authorization: `Bearer ${session.token}` } });
    expect(res.statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() })).statusCode).toBe(401);
  });

  test('without a session it still clears the cookies and redirects', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', cookies: { examhall_session: 'garbage' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bye-bye');
  });
});

describe('getCurrentUser', () => {
  test.each(['admin', 'teacher', 'student'])('answers for %s', async (username) => {
    const session = await t.sessionFor(username);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        username,
        dbUser: expect.objectContaining({ id: session.userId, username, email: `${username}@example.org`, provider: 'local' }),
      },
    });
  });

  test('anonymous is 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('OpenID Connect providers that are not there', () => {
  test('only configured providers are listed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ success: true, data: { localLogin: true, providers: [{ id: 'google', name: 'Google' }] } });
  });

  test('an unconfigured provider sends the browser to the fail page, at the start and at the callback', async () => {
    for (const url of ['/api/auth/login/aai', '/api/auth/callback/aai?code=x&state=y']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth/login-fail?reason=not_configured');
    }
  });

  test('an unreachable provider sends the browser to the fail page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login-fail?reason=provider_unavailable');
  });
});
