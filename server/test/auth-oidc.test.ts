import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, responseCookies, type TestApp } from './support/build-test-app.js';
import { CookieJar, visit } from './support/browser-session.js';
import { startOidcTestProvider, type RunningOidcTestProvider } from './support/oidc-test-provider.js';
import { countRows, selectUserId, updateUserActive } from './support/queries.js';

const publicUrl = 'http://localhost:3000';
const client = { clientId: 'examhall', clientSecret: 'examhall-secret' };

let google: RunningOidcTestProvider;
let aai: RunningOidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  const redirectUris = [`${publicUrl}/api/auth/callback/google`, `${publicUrl}/api/auth/callback/aai`];
  // Two providers, so that the two names really are two issuers.
  google = await startOidcTestProvider({ clients: [{ ...client, redirectUris }] });
  aai = await startOidcTestProvider({ clients: [{ ...client, redirectUris }] });
  t = await buildTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      OIDC_ALLOW_INSECURE: 'true',
      OIDC_GOOGLE_ISSUER: google.issuer,
      OIDC_GOOGLE_CLIENT_ID: client.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: client.clientSecret,
      OIDC_AAI_ISSUER: aai.issuer,
      OIDC_AAI_CLIENT_ID: client.clientId,
      OIDC_AAI_CLIENT_SECRET: client.clientSecret,
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await google?.close();
  await aai?.close();
});

interface Started {
  authorizeUrl: string;
  oidcCookie: string;
}

async function start(provider: 'google' | 'aai', oidcCookie?: string): Promise<Started> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auth/login/${provider}`,
    cookies: oidcCookie ? { examhall_oidc: oidcCookie } : {},
  });
  expect(res.statusCode).toBe(302);
  const cookie = responseCookies(res.headers).examhall_oidc;
  expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(String(res.headers['set-cookie'])).toMatch(/examhall_oidc=[^;]+; Max-Age=600; Path=\/api\/auth; HttpOnly; SameSite=Lax/);
  return { authorizeUrl: String(res.headers.location), oidcCookie: cookie };
}

/** Walks the provider's pages like a browser and returns the redirect back to our callback. */
async function signInAtProvider(authorizeUrl: string, login: string, password = 'password'): Promise<URL> {
  const jar = new CookieJar();
  let page = await visit(jar, authorizeUrl);
  while (page.location && !page.location.startsWith(publicUrl)) page = await visit(jar, page.location);
  if (!page.location) {
    const action = /action="([^"]+)"/.exec(page.body)?.[1];
    expect(action).toBeDefined();
    expect(page.body).toContain('name="login"');
    expect(page.body).toContain('name="password"');
    page = await visit(jar, new URL(action as string, authorizeUrl).href, { method: 'POST', form: { login, password } });
    while (page.location && !page.location.startsWith(publicUrl)) page = await visit(jar, page.location);
  }
  expect(page.location).not.toBeNull();
  return new URL(page.location as string);
}

async function callback(provider: string, url: URL | string, oidcCookie?: string): Promise<string> {
  const target = typeof url === 'string' ? url : `${url.pathname}${url.search}`;
  const res = await t.app.inject({
    method: 'GET',
    url: target,
    cookies: oidcCookie ? { examhall_oidc: oidcCookie } : {},
  });
  expect(res.statusCode).toBe(302);
  expect(target.startsWith(`/api/auth/callback/${provider}`)).toBe(true);
  return String(res.headers.location);
}

function loginCodeOf(location: string): string {
  expect(location).toMatch(/^\/auth\/login-success\?code=/);
  return new URL(location, publicUrl).searchParams.get('code') as string;
}

async function exchange(code: string, oidcCookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    payload: { code },
    cookies: oidcCookie ? { examhall_oidc: oidcCookie } : {},
  });
}

describe('listAuthProviders', () => {
  test('lists the configured providers and local sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        localLogin: true,
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'aai', name: 'AAI@EduHr' },
        ],
      },
    });
  });
});

describe('OpenID Connect sign-in', () => {
  test.each([
    ['google', 'admin@example.org', 'admin', 'Admin'],
    ['aai', 'teacher@example.org', 'teacher', 'Teacher'],
  ] as const)('%s: start → provider → callback → one-time code → session', async (provider, login, username, role) => {
    const issuer = provider === 'google' ? google.issuer : aai.issuer;
    const started = await start(provider);
    const authorize = new URL(started.authorizeUrl);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${publicUrl}/api/auth/callback/${provider}`);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const back = await signInAtProvider(started.authorizeUrl, login);
    const code = loginCodeOf(await callback(provider, back, started.oidcCookie));

    const res = await exchange(code, started.oidcCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user.dbUser).toMatchObject({ username, roleName: role, provider });
    const cookies = responseCookies(res.headers);
    expect(cookies.examhall_session).toBe(body.data.token);
    expect(cookies.examhall_csrf).toBe(body.data.csrfToken);
    expect(cookies.examhall_oidc).toBe('');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.dbUser).toMatchObject({ username, provider });
  });

  test('a second sign-in finds the linked identity', async () => {
    const before = await countRows(t.db);
    const started = await start('google');
    const code = loginCodeOf(await callback('google', await signInAtProvider(started.authorizeUrl, 'admin@example.org'), started.oidcCookie));
    expect((await exchange(code, started.oidcCookie)).json().data.user.username).toBe('admin');
    expect((await countRows(t.db)).identities).toBe(before.identities);
  });

  test('an existing binding cookie is reused, so two sign-ins in one browser both work', async () => {
    const first = await start('google');
    const second = await start('google', first.oidcCookie);
    expect(second.oidcCookie).toBe(first.oidcCookie);
    const back = await signInAtProvider(first.authorizeUrl, 'admin@example.org');
    expect(loginCodeOf(await callback('google', back, first.oidcCookie))).toBeTruthy();
  });

  test('a wrong state fails', async () => {
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'admin@example.org');
    back.searchParams.set('state', 'not-the-state');
    expect(await callback('google', back, started.oidcCookie)).toBe('/auth/login-fail?reason=invalid_request');
  });

  test('a callback without the browser-binding cookie fails (login CSRF)', async () => {
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'admin@example.org');
    expect(await callback('google', back)).toBe('/auth/login-fail?reason=invalid_request');
  });

  test('a callback with another browser’s cookie fails', async () => {
    const attacker = await start('google');
    const victim = await start('google');
    const back = await signInAtProvider(attacker.authorizeUrl, 'admin@example.org');
    expect(await callback('google', back, victim.oidcCookie)).toBe('/auth/login-fail?reason=invalid_request');
  });

  test('a state is used once', async () => {
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'admin@example.org');
    loginCodeOf(await callback('google', back, started.oidcCookie));
    expect(await callback('google', back, started.oidcCookie)).toBe('/auth/login-fail?reason=invalid_request');
  });

  test('the callback of one provider cannot complete a sign-in started with the other', async () => {
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'admin@example.org');
    expect(await callback('aai', `/api/auth/callback/aai${back.search}`, started.oidcCookie)).toBe(
      '/auth/login-fail?reason=invalid_request',
    );
  });

  test('an error from the provider fails', async () => {
    const started = await start('google');
    const state = new URL(started.authorizeUrl).searchParams.get('state');
    expect(await callback('google', `/api/auth/callback/google?error=access_denied&state=${state}`, started.oidcCookie)).toBe(
      '/auth/login-fail?reason=provider_error',
    );
  });

  test('a sign-in request older than ten minutes fails', async () => {
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'admin@example.org');
    t.clock.advance(11 * 60_000);
    try {
      expect(await callback('google', back, started.oidcCookie)).toBe('/auth/login-fail?reason=expired');
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  test('an unverified e-mail address is not linked', async () => {
    const before = await countRows(t.db);
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'student@example.org');
    expect(await callback('google', back, started.oidcCookie)).toBe('/auth/login-fail?reason=email_not_verified');
    expect((await countRows(t.db)).identities).toBe(before.identities);
  });

  test('a person without an account is refused', async () => {
    const started = await start('aai');
    const back = await signInAtProvider(started.authorizeUrl, 'stranger@example.org');
    expect(await callback('aai', back, started.oidcCookie)).toBe('/auth/login-fail?reason=no_account');
  });

  test('a deactivated account is refused', async () => {
    const teacherId = await selectUserId(t.db, 'teacher');
    await updateUserActive(t.db, teacherId, false);
    try {
      const started = await start('aai');
      const back = await signInAtProvider(started.authorizeUrl, 'teacher@example.org');
      expect(await callback('aai', back, started.oidcCookie)).toBe('/auth/login-fail?reason=account_disabled');
    } finally {
      await updateUserActive(t.db, teacherId, true);
    }
  });

  test('an unknown provider name is a validation error', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/login/facebook' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('exchangeLoginCode', () => {
  async function freshCode(): Promise<Started & { code: string }> {
    const started = await start('google');
    const back = await signInAtProvider(started.authorizeUrl, 'admin@example.org');
    return { ...started, code: loginCodeOf(await callback('google', back, started.oidcCookie)) };
  }

  test('a code works once', async () => {
    const { code, oidcCookie } = await freshCode();
    expect((await exchange(code, oidcCookie)).statusCode).toBe(200);
    const again = await exchange(code, oidcCookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'INVALID_LOGIN_CODE',
      message: 'The sign-in link expired or was already used. Please sign in again.',
    });
  });

  test('a code only works in the browser that signed in', async () => {
    const { code } = await freshCode();
    const other = await start('google');
    expect((await exchange(code)).statusCode).toBe(401);
    expect((await exchange(code, other.oidcCookie)).statusCode).toBe(401);
  });

  test('a code expires after 60 seconds', async () => {
    const { code, oidcCookie } = await freshCode();
    t.clock.advance(61_000);
    try {
      expect((await exchange(code, oidcCookie)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-61_000);
    }
  });

  test('an unknown code is refused and a malformed one is a validation error', async () => {
    const { oidcCookie } = await start('google');
    expect((await exchange('x'.repeat(43), oidcCookie)).statusCode).toBe(401);
    const short = await exchange('short', oidcCookie);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/code', message: expect.any(String) }] });
    const extra = await t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code: 'x'.repeat(43), more: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual([{ path: 'body/more', message: 'is not allowed' }]);
  });
});
