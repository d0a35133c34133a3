import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp } from './support/build-test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT: '3', OIDC_ALLOW_INSECURE: 'true', OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9', OIDC_GOOGLE_CLIENT_ID: 'x' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const limited = { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 1 minute.' };

describe('sign-in rate limit', () => {
  test.each([
    ['loginLocal', { method: 'POST' as const, url: '/api/auth/login', payload: { username: 'admin', password: 'wrong' } }],
    ['exchangeLoginCode', { method: 'POST' as const, url: '/api/auth/exchange', payload: { code: 'x'.repeat(43) } }],
    ['startOidcLogin', { method: 'GET' as const, url: '/api/auth/login/google' }],
  ])('%s allows LOGIN_RATE_LIMIT attempts a minute per address, then 429', async (_operation, request) => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ ...request, remoteAddress: '10.0.0.1' });
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await t.app.inject({ ...request, remoteAddress: '10.0.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
    expect(refused.headers['retry-after']).toBe('60');
    // Another address is counted apart.
    expect((await t.app.inject({ ...request, remoteAddress: '10.0.0.2' })).statusCode).not.toBe(429);
  });

  test('other operations are not limited', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    }
  });
});
