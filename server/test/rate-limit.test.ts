import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { hashPassword } from '../modules/auth/passwords.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { insertLabStudents } from './support/queries.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT: '3',
      LOGIN_FAILURES_PER_ACCOUNT: '10',
      LOGIN_FAILURES_PER_ACCOUNT_TOTAL: '10',
      LOGIN_FAILURES_PER_ADDRESS: '40',
      LOGIN_FAILURE_WINDOW_SECONDS: '300',
      // The lab's hashes are cheap (2^10) so that 300 sign-ins measure the limit, not scrypt.
      PASSWORD_HASH_LOG_N: '10',
      OIDC_ALLOW_INSECURE: 'true',
      OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9',
      OIDC_GOOGLE_CLIENT_ID: 'x',
    },
  });
  await insertLabStudents(t.db, 'lab', 300, await hashPassword('lab-password', 10));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('failed local sign-ins are limited, successful ones never', () => {
  test('300 students sign in from one address within a minute, all succeed', async () => {
    const statuses: number[] = [];
    // Eight at a time, as a lab's browsers would arrive.
    for (let first = 1; first <= 300; first += 8) {
      const batch = Array.from({ length: Math.min(8, 301 - first) }, (_, i) => login(`lab${first + i}`, 'lab-password', '10.1.0.1'));
      statuses.push(...(await Promise.all(batch)).map((res) => res.statusCode));
    }
    expect(statuses).toHaveLength(300);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);

  test('the 11th wrong password of one account is refused to strangers with the wait; the owner signs in after it', async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = await login('lab1', 'wrong', `10.2.0.${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    t.clock.advance(60_000);
    const refused = await login('LAB1', 'wrong', '10.2.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'LOGIN_THROTTLED',
      message: 'Too many failed sign-ins. Please try again in 4 minutes.',
      retryAfterSeconds: 240,
    });
    expect(refused.headers['retry-after']).toBe('240');
    // While the account waits, even the right password is refused from a stranger's browser at a new address (else
    // the limit would tell a guesser nothing); the owner's own browser and usual address are tested in sign-in-throttle.
    expect((await login('lab1', 'lab-password', '10.2.1.2')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login('lab2', 'lab-password', '10.2.1.3')).statusCode).toBe(200);

    t.clock.advance(240_000);
    expect((await login('lab1', 'lab-password', '10.2.1.4')).statusCode).toBe(200);
  });

  test('a successful sign-in clears the account count', async () => {
    for (let i = 0; i < 9; i++) expect((await login('lab3', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('lab3', 'lab-password', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('lab3', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('lab3', 'lab-password', '10.3.0.1')).statusCode).toBe(200);
  });

  test('one address is limited far more loosely, across accounts', async () => {
    for (let i = 0; i < 40; i++) expect((await login(`nobody${i}`, 'wrong', '10.4.0.1')).statusCode).toBe(401);
    const refused = await login('lab4', 'lab-password', '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LOGIN_THROTTLED', retryAfterSeconds: 300 });
    expect((await login('lab4', 'lab-password', '10.4.0.2')).statusCode).toBe(200);
  });
});

const limited = { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 1 minute.' };

describe('OIDC sign-in request limit', () => {
  test.each([
    ['exchangeLoginCode', { method: 'POST' as const, url: '/api/auth/exchange', payload: { code: 'x'.repeat(43) } }],
    ['startOidcLogin', { method: 'GET' as const, url: '/api/auth/login/google' }],
  ])('%s allows LOGIN_RATE_LIMIT requests a minute per address, then 429', async (_operation, request) => {
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
