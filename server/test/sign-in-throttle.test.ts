import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { updateUserPasswordHash } from '../modules/auth/queries.js';
import { buildTestApp, responseCookies, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;
/** A second API process on the same database, as behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_FAILURES_PER_ACCOUNT: '5',
      LOGIN_FAILURES_PER_ACCOUNT_TOTAL: '20',
      LOGIN_FAILURES_PER_ADDRESS: '1000',
      LOGIN_FAILURE_WINDOW_SECONDS: '300',
      PASSWORD_HASH_LOG_N: '10',
    },
  });
  other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
  fx = await examFixtures(t);
}, 120_000);

afterAll(async () => {
  await other?.close();
  await t?.close();
});

const cheapHash = hashPassword('right-password', 10);

async function studentWithPassword(prefix: string): Promise<string> {
  const username = await fx.newStudent(prefix);
  await updateUserPasswordHash(t.db, fx.userIds.get(username)!, await cheapHash);
  return username;
}

function login(username: string, password: string, remoteAddress: string, device?: string, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    ...(device ? { cookies: { examhall_device: device } } : {}),
  });
}

/** Hundreds of wrong passwords for the account, from one address and then from many. */
async function attack(username: string, app: FastifyInstance = t.app): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 200; i++) statuses.push((await login(username, `guess-${i}`, '203.0.113.7', undefined, app)).statusCode);
  for (let i = 0; i < 60; i++) statuses.push((await login(username, `spread-${i}`, `198.51.100.${i}`, undefined, app)).statusCode);
  return statuses;
}

describe('a student under a guessing attack', () => {
  test('still signs in from their known browser and their usual address, and starts their exam', async () => {
    const username = await studentWithPassword('attacked');
    const first = await login(username, 'right-password', '10.20.0.5');
    expect(first.statusCode).toBe(200);
    const device = responseCookies(first.headers).examhall_device;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(first.headers['set-cookie'])).toContain('examhall_device=');
    expect(String(first.headers['set-cookie'])).toMatch(/examhall_device=[^;]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict/);

    const statuses = await attack(username);
    // The attacker's address is refused after 5 failures, and every other stranger after 20 in all.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5, 200).every((status) => status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    const refused = await login(username, 'right-password', '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LOGIN_THROTTLED', message: expect.stringMatching(/^Too many failed sign-ins\. Please try again in /) });

    // The known browser from a new address, and the usual address without the cookie, both get in.
    const fromBrowser = await login(username, 'right-password', '192.0.2.2', device);
    expect(fromBrowser.statusCode).toBe(200);
    // A known browser keeps its token.
    expect(responseCookies(fromBrowser.headers).examhall_device).toBe(device);
    const fromUsualAddress = await login(username, 'right-password', '10.20.0.5');
    expect(fromUsualAddress.statusCode).toBe(200);

    const token = fromBrowser.json().data.token as string;
    const examId = await fx.publishedExam();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/my/exams/${examId}/start`,
      payload: { password: null },
      headers: { authorization: `Bearer ${token}`, 'x-csrf-token': fromBrowser.json().data.csrfToken, cookie: `examhall_csrf=${fromBrowser.json().data.csrfToken}` },
    });
    expect(started.statusCode).toBe(200);
  });

  test('a stolen-looking or foreign device token does not count as known', async () => {
    const owner = await studentWithPassword('owner');
    const otherStudent = await studentWithPassword('neighbour');
    const neighbourDevice = responseCookies((await login(otherStudent, 'right-password', '10.30.0.1')).headers).examhall_device;
    for (let i = 0; i < 5; i++) expect((await login(owner, 'wrong', '10.31.0.1', neighbourDevice)).statusCode).toBe(401);
    expect((await login(owner, 'right-password', '10.31.0.1', neighbourDevice)).statusCode).toBe(429);
    expect((await login(owner, 'right-password', '10.31.0.1', 'A'.repeat(43))).statusCode).toBe(429);
  });

  test('the limits hold across two API processes sharing the database', async () => {
    const username = await studentWithPassword('shared');
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : other;
      expect((await login(username, 'wrong', '203.0.113.50', undefined, app)).statusCode).toBe(401);
    }
    expect((await login(username, 'wrong', '203.0.113.50', undefined, other)).statusCode).toBe(429);
    expect((await login(username, 'wrong', '203.0.113.50', undefined, t.app)).statusCode).toBe(429);
    const statuses = await attack(username, other);
    expect(statuses.filter((status) => status === 401)).toHaveLength(15);
    expect((await login(username, 'right-password', '192.0.2.9', undefined, t.app)).statusCode).toBe(429);
    t.clock.advance(300_000);
    try {
      expect((await login(username, 'right-password', '192.0.2.9', undefined, t.app)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-300_000);
    }
  });
});

describe('letStudentSignIn', () => {
  test('staff of the course let a throttled student in; staff of another course may not', async () => {
    const username = await studentWithPassword('letin');
    const examId = await fx.publishedExam();
    const instance = await fx.startedInstance(username, examId);
    await attack(username);
    expect((await login(username, 'right-password', '192.0.2.30')).statusCode).toBe(429);

    const outsider = await t.createUser('other-course-teacher', 'Teacher', [t.ids.programming]);
    expect(outsider).toBeGreaterThan(0);
    const refused = await fx.call('other-course-teacher', 'POST', `/api/exam-instances/${instance.instanceId}/let-in`);
    expect([403, 404]).toContain(refused.statusCode);
    expect((await login(username, 'right-password', '192.0.2.30')).statusCode).toBe(429);

    const allowed = await fx.call('teacher', 'POST', `/api/exam-instances/${instance.instanceId}/let-in`);
    expect(allowed.statusCode).toBe(200);
    expect((await login(username, 'right-password', '192.0.2.30')).statusCode).toBe(200);

    const history = await fx.call('teacher', 'GET', `/api/exam-instances/${instance.instanceId}`);
    expect(history.json().data.actions).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'let-in' })]));
  });
});
