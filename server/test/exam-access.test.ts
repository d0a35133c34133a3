import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { loadContract } from '../contract.js';
import { configKeyOf, sebJson, sebSettingsOf } from '../modules/exams/seb.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { insertStudentForUser } from './support/queries.js';

/**
 * Exam access rules (docs/exams.md, "Access rules"): allowed networks and Safe Exam Browser, checked by the server on
 * every operation that acts on a student's exam (the contract's x-exam-access), with answers sent from outside the
 * rules kept as refused for staff.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;
const contract = loadContract();
const inRoom = '10.1.2.3';
const outside = '192.0.2.7';

beforeAll(async () => {
  t = await buildTestApp();
  fx = await examFixtures(t, ['true-false', 'free-text']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const origin = () => new URL(t.config.publicUrl).origin;

/** A student's request from an address, with headers besides the session's. */
async function as(username: string, options: InjectOptions & { from?: string; extra?: Record<string, string> }) {
  const session = await t.sessionFor(username);
  const { from, extra, ...rest } = options;
  return t.app.inject({ ...rest, remoteAddress: from ?? inRoom, headers: { ...session.headers(), ...extra } });
}

/** An answer of the right kind to the instance's first question (read from inside the rules). */
async function firstAnswer(username: string, instanceId: number, configKey?: string): Promise<object> {
  const url = `/api/my/instances/${instanceId}`;
  const extra = configKey ? sebHeaders(url, configKey) : {};
  const instance = (await t.app.inject({ method: 'GET', url, remoteAddress: inRoom, headers: { ...(await t.sessionFor(username)).headers(), ...extra } })).json().data;
  const kind = instance?.questions?.[0]?.view?.kind;
  return kind === 'free-text' ? { kind, text: 'From outside' } : { kind: 'true-false', value: true };
}

/** SEB's header for a request: SHA-256 of the absolute URL followed by the key. */
const sebHeaders = (url: string, configKey: string) => ({ 'x-safeexambrowser-configkeyhash': sha256(`${origin()}${url}${configKey}`) });

/** One request for each operation that acts on the student's exam, for the instance given. */
function instanceOperations(examId: number, instanceId: number, ticketId: number, answer: object): Array<[string, InjectOptions]> {
  const samples: Record<string, InjectOptions> = {
    startMyExam: { method: 'POST', url: `/api/my/exams/${examId}/start`, payload: { password: null } },
    getMyInstance: { method: 'GET', url: `/api/my/instances/${instanceId}` },
    saveMyAnswers: { method: 'POST', url: `/api/my/instances/${instanceId}/answers`, payload: { answers: [{ ordinal: 1, seq: 50, clientSavedAt: null, answer }] } },
    setMyPosition: { method: 'PUT', url: `/api/my/instances/${instanceId}/position`, payload: { ordinal: 1 } },
    submitMyInstance: { method: 'POST', url: `/api/my/instances/${instanceId}/submit` },
    runMyAnswer: { method: 'POST', url: `/api/my/instances/${instanceId}/questions/1/runs`, payload: { answer } },
    streamMyInstance: { method: 'GET', url: `/api/my/instances/${instanceId}/live` },
    recordMyEvents: { method: 'POST', url: `/api/my/instances/${instanceId}/events`, payload: { events: [{ kind: 'focus-lost', clientAt: new Date().toISOString() }] } },
    listMyTickets: { method: 'GET', url: `/api/my/instances/${instanceId}/tickets` },
    raiseMyTicket: { method: 'POST', url: `/api/my/instances/${instanceId}/tickets`, payload: { ordinal: 1, text: 'From outside' } },
    reopenMyTicket: { method: 'POST', url: `/api/my/tickets/${ticketId}/reopen`, payload: { text: 'Again' } },
    listMyMessages: { method: 'GET', url: `/api/my/instances/${instanceId}/messages` },
    acknowledgeMyMessages: { method: 'POST', url: `/api/my/instances/${instanceId}/messages/receipts`, payload: { receipts: [{ messageId: 1, displayed: true }] } },
  };
  const guarded = [...contract.operations.values()].filter((operation) => operation.examAccess !== null).map((operation) => operation.operationId);
  // Every operation the contract guards has a request here, and nothing else.
  expect(Object.keys(samples).sort()).toEqual(guarded.sort());
  return Object.entries(samples);
}

describe('allowed networks', () => {
  test('a student outside the exam room’s network is refused on every operation that acts on the exam; a save is kept as refused', async () => {
    const examId = await fx.publishedExam({ allowedNetworks: ['10.1.0.0/16', '2001:db8::/32'] });
    const username = await fx.newStudent('net');
    const refused = await as(username, { method: 'POST', url: `/api/my/exams/${examId}/start`, payload: { password: null }, from: outside });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NETWORK_NOT_ALLOWED' });
    expect(refused.json().message).toContain(outside);

    const started = await as(username, { method: 'POST', url: `/api/my/exams/${examId}/start`, payload: { password: null } });
    expect(started.statusCode).toBe(200);
    const instanceId: number = started.json().data.instanceId;
    const ticket = await as(username, { method: 'POST', url: `/api/my/instances/${instanceId}/tickets`, payload: { ordinal: 1, text: 'From the room' } });
    expect(ticket.statusCode).toBe(201);
    // A student who is not enrolled learns nothing of the exam's rules: the exam does not exist for them.
    await insertStudentForUser(t.db, await t.createUser('net-stranger', 'Student'), t.ids.programming, t.ids.currentYear);
    const notEnrolled = await as('net-stranger', { method: 'POST', url: `/api/my/exams/${examId}/start`, payload: { password: null }, from: outside });
    expect(notEnrolled.statusCode).toBe(404);
    // IPv6 inside the range works too.
    expect((await as(username, { method: 'GET', url: `/api/my/instances/${instanceId}`, from: '2001:db8::17' })).statusCode).toBe(200);

    for (const [operationId, request] of instanceOperations(examId, instanceId, ticket.json().data.id, await firstAnswer(username, instanceId))) {
      const res = await as(username, { ...request, from: outside });
      expect({ operationId, status: res.statusCode, code: res.json().code }).toEqual({ operationId, status: 403, code: 'NETWORK_NOT_ALLOWED' });
    }
    // The answer sent from outside is not the student's answer, and staff see it as refused.
    const detail = (await fx.call('teacher', 'GET', `/api/exam-instances/${instanceId}`)).json().data;
    expect(detail.lateAnswers).toEqual([expect.objectContaining({ ordinal: 1, seq: 50, refused: 'network' })]);
    expect(detail.questions.find((q: { ordinal: number }) => q.ordinal === 1).answer).toBeNull();
    expect((await as(username, { method: 'GET', url: `/api/my/instances/${instanceId}` })).json().data.state).toBe('ongoing');
  });

  test("an override lets one student in from another network; a bad range is a 400 naming it", async () => {
    const examId = await fx.publishedExam({ allowedNetworks: ['10.1.0.0/16'] });
    const username = await fx.newStudent('net-home');
    const [row] = (await fx.call('teacher', 'GET', `/api/exams/${examId}/instances?state=not-started&query=${encodeURIComponent('Taker')}&pageSize=200`)).json().data.items.slice(-1);
    const created = await fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`, {
      studentId: row.studentId, classGroup: null, label: 'home', availableFrom: null, availableTo: null, durationMinutes: null, password: null, startAllowed: null,
      allowedNetworks: ['192.0.2.0/24'],
    });
    expect(created.statusCode).toBe(201);
    expect((await as(username, { method: 'POST', url: `/api/my/exams/${examId}/start`, payload: { password: null }, from: outside })).statusCode).toBe(200);
    const bad = await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, fx.examInput({ allowedNetworks: ['10.0.0.0/8', '10.0.0.0/33'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'body/allowedNetworks/1' })]);
  });
});

describe('Safe Exam Browser', () => {
  test('without valid SEB headers every operation is refused; with the generated configuration’s key or a Browser Exam Key it works', async () => {
    const browserExamKey = 'ab'.repeat(32);
    const examId = await fx.publishedExam({ sebRequired: true, sebBrowserExamKeys: [browserExamKey.toUpperCase()] });
    const username = await fx.newStudent('seb');
    const startUrl = `/api/my/exams/${examId}/start`;
    const plain = await as(username, { method: 'POST', url: startUrl, payload: { password: null } });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ code: 'SEB_REQUIRED' });

    // The student downloads the configuration; its Config Key is what SEB hashes with each URL.
    const file = await as(username, { method: 'GET', url: `/api/my/exams/${examId}/seb-config` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/seb/);
    expect(file.headers['content-disposition']).toMatch(/\.seb"/);
    expect(file.body).toContain(`<string>${origin()}/?exam=${examId}</string>`);
    const configKey = configKeyOf(sebSettingsOf(t.config.publicUrl, examId));
    expect(file.headers['x-seb-config-key']).toBe(configKey);

    const wrong = await as(username, { method: 'POST', url: startUrl, payload: { password: null }, extra: sebHeaders(`/api/my/exams/${examId + 1}/start`, configKey) });
    expect(wrong.statusCode).toBe(403);
    const started = await as(username, { method: 'POST', url: startUrl, payload: { password: null }, extra: sebHeaders(startUrl, configKey) });
    expect(started.statusCode).toBe(200);
    const instanceId: number = started.json().data.instanceId;
    const mine = `/api/my/instances/${instanceId}`;
    expect((await as(username, { method: 'GET', url: mine, extra: sebHeaders(mine, configKey) })).statusCode).toBe(200);
    // The Browser Exam Key's header, X-SafeExamBrowser-RequestHash, works as well.
    const byBek = await as(username, { method: 'GET', url: mine, extra: { 'x-safeexambrowser-requesthash': sha256(`${origin()}${mine}${browserExamKey}`) } });
    expect(byBek.statusCode).toBe(200);
    const ticket = await as(username, { method: 'POST', url: `${mine}/tickets`, payload: { ordinal: 1, text: 'In SEB' }, extra: sebHeaders(`${mine}/tickets`, configKey) });
    expect(ticket.statusCode).toBe(201);

    for (const [operationId, request] of instanceOperations(examId, instanceId, ticket.json().data.id, await firstAnswer(username, instanceId, configKey))) {
      const res = await as(username, request);
      expect({ operationId, status: res.statusCode, code: res.json().code }).toEqual({ operationId, status: 403, code: 'SEB_REQUIRED' });
    }
    const detail = (await fx.call('teacher', 'GET', `/api/exam-instances/${instanceId}`)).json().data;
    expect(detail.lateAnswers).toEqual([expect.objectContaining({ refused: 'seb' })]);

    // Staff get the same file; an exam without SEB has none for students.
    const staffFile = await fx.call('teacher', 'GET', `/api/exams/${examId}/seb-config`);
    expect(staffFile.headers['x-seb-config-key']).toBe(configKey);
    const other = await fx.publishedExam();
    expect((await as(username, { method: 'GET', url: `/api/my/exams/${other}/seb-config` })).statusCode).toBe(404);
  });

  test('the Config Key follows SEB-JSON: keys sorted case-insensitively at every level, no whitespace, strings as they are', () => {
    const settings = {
      originatorVersion: 'left out',
      startURL: 'https://exam.example.org/?exam=1',
      allowWlan: false,
      URLFilterRules: [{ regex: false, action: 1, expression: 'exam.example.org/*', active: true }],
      browserMessagingSocket: 'ws:\\localhost:8706',
      empty: {},
    };
    const { originatorVersion: _left, ...rest } = settings;
    const json = sebJson(rest);
    expect(json).toBe('{"allowWlan":false,"browserMessagingSocket":"ws:\\localhost:8706","startURL":"https://exam.example.org/?exam=1","URLFilterRules":[{"action":1,"active":true,"expression":"exam.example.org/*","regex":false}]}');
    expect(configKeyOf(settings)).toBe(sha256(json));
  });
});
