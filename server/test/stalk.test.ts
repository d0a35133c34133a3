import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamInput, StalkResponse } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { insertStudentForUser } from './support/queries.js';

/**
 * The public stalk page (docs/live.md, Stalk): ongoing and just-submitted instances under pseudonyms, nothing that
 * names a student (canaries), one 404 for every exam it does not show, the rate limit per address.
 */
let t: TestApp;
let questionIds: number[];
let modelId: number;

const CANARY = {
  firstName: 'Canaryfirst',
  lastName: 'Canarylast',
  altId: 'CANARY123',
  altId2: 'CANARYALT2',
  email: 'canary.bird@canary.example.org',
  address: '10.66.66.66',
  userAgent: 'CanaryBrowser/9.9',
  answer: 'CANARYANSWER in my essay',
  username: 'canaryuser',
  classGroup: 'CANARYGROUP',
};

type Method = 'GET' | 'POST' | 'PUT';
async function call(username: string, method: Method, url: string, payload?: object, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: { ...session.headers(), ...extra.headers }, remoteAddress: extra.remoteAddress });
}
async function ok<T>(username: string, method: Method, url: string, payload?: object, status = 200, extra = {}): Promise<T> {
  const res = await call(username, method, url, payload, extra);
  expect([res.statusCode, res.statusCode === status ? '' : res.body]).toEqual([status, '']);
  return res.json().data as T;
}

let addresses = 0;
/** The public call, each test from an address of its own (the limit counts per address). */
const stalk = (path: string, remoteAddress = `10.20.0.${++addresses}`) => t.app.inject({ method: 'GET', url: `/api/stalk/${path}`, remoteAddress });

const at = (minutes: number) => new Date(t.clock().getTime() + minutes * 60_000).toISOString();

let counter = 0;
async function exam(overrides: Partial<ExamInput> = {}, publish = true): Promise<{ id: number; abbreviation: string }> {
  counter += 1;
  const input: ExamInput = {
    academicYearId: t.ids.currentYear,
    title: `Stalked ${counter}`,
    abbreviation: `STK${counter}`,
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: at(-10),
    availableTo: at(120),
    durationMinutes: 60,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    reviewMinutes: 0,
    forwardOnly: false,
    asyncGrading: true,
    scoreIgnored: false,
    allowAnonymousStalk: true,
    accommodationsApply: true,
    maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds }],
    ...overrides,
  };
  const { id } = await ok<{ id: number }>('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, input, 201);
  if (publish) await ok('teacher', 'PUT', `/api/exams/${id}/published`, { published: true });
  return { id, abbreviation: input.abbreviation };
}

let students = 0;
async function newStudent(username = `stalk-taker-${++students}`): Promise<{ username: string; studentId: number }> {
  const userId = await t.createUser(username, 'Student');
  return { username, studentId: await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear, null) };
}

const start = async (username: string, examId: number, extra = {}) =>
  (await ok<{ instanceId: number }>(username, 'POST', `/api/my/exams/${examId}/start`, { password: null }, 200, extra)).instanceId;

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0', STALK_RATE_LIMIT: '5' } });
  [{ id: modelId }] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  questionIds = [];
  for (const kind of ['free-text', 'true-false'] as const) {
    questionIds.push((await ok<{ id: number }>('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Stalk ${kind}`, content: contentOfKind(kind) }), 201)).id);
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the page', () => {
  test('ongoing and just-submitted instances under stable pseudonyms, with progress, focus losses, time and contact — and no canary', async () => {
    const stalked = await exam();
    const canary = await newStudent(CANARY.username);
    await ok('admin', 'PUT', `/api/students/${canary.studentId}`, {
      firstName: CANARY.firstName,
      lastName: CANARY.lastName,
      email: CANARY.email,
      altId: CANARY.altId,
      altId2: CANARY.altId2,
      classGroup: CANARY.classGroup,
      imageUrl: null,
    });
    const seen = { remoteAddress: CANARY.address, headers: { 'user-agent': CANARY.userAgent } };
    const canaryInstance = await start(canary.username, stalked.id, seen);
    // One of the two questions is the essay: the other refuses a free-text answer, so exactly one is kept.
    for (const ordinal of [1, 2]) {
      await ok(canary.username, 'POST', `/api/my/instances/${canaryInstance}/answers`, {
        answers: [{ ordinal, seq: 1, answer: { kind: 'free-text', text: CANARY.answer }, clientSavedAt: null }],
      }, 200, seen);
    }
    await ok(canary.username, 'POST', `/api/my/instances/${canaryInstance}/events`, {
      events: [{ kind: 'focus-lost', clientAt: null }, { kind: 'focus-regained', clientAt: null }, { kind: 'focus-lost', clientAt: null }],
    }, 200, seen);

    const other = await newStudent();
    await start(other.username, stalked.id);
    const finished = await newStudent();
    const finishedInstance = await start(finished.username, stalked.id);
    await ok(finished.username, 'POST', `/api/my/instances/${finishedInstance}/submit`);
    // Pre-generated, not started: not on the page.
    await ok('teacher', 'POST', `/api/exams/${stalked.id}/generation-runs`, { classGroup: null }, 202);

    const res = await stalk(`DB/${stalked.abbreviation}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    for (const canaryValue of Object.values(CANARY)) expect(body).not.toContain(canaryValue);
    const data: StalkResponse['data'] = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['availableTo', 'courseName', 'examTitle', 'instances', 'serverNow']);
    expect(data).toMatchObject({ examTitle: `Stalked ${counter}`, serverNow: t.clock().toISOString(), availableTo: at(120) });
    expect(data.instances.map((instance) => instance.state)).toEqual(['ongoing', 'ongoing', 'submitted']);
    for (const instance of data.instances) {
      expect(Object.keys(instance).sort()).toEqual(['answered', 'contactLost', 'deadlineAt', 'focusLosses', 'lastContactAt', 'pseudonym', 'state', 'total']);
      expect(instance.pseudonym).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [0-9A-F]{4}$/);
      expect(instance).toMatchObject({ total: 2, deadlineAt: at(60), contactLost: false });
    }
    expect(new Set(data.instances.map((instance) => instance.pseudonym)).size).toBe(3);
    const withFocusLosses = data.instances.filter((instance) => instance.focusLosses > 0);
    expect(withFocusLosses).toEqual([expect.objectContaining({ state: 'ongoing', answered: 1, focusLosses: 2, lastContactAt: t.clock().toISOString() })]);

    // Stable for the exam, different in another exam with the same student.
    const againData: StalkResponse['data'] = (await stalk(`db/${stalked.abbreviation.toLowerCase()}`)).json().data;
    expect(againData.instances.map((instance) => instance.pseudonym)).toEqual(data.instances.map((instance) => instance.pseudonym));
    const second = await exam();
    await start(canary.username, second.id);
    const [elsewhere] = (await stalk(`DB/${second.abbreviation}`)).json().data.instances;
    expect(data.instances.map((instance) => instance.pseudonym)).not.toContain(elsewhere.pseudonym);

    // Submitted more than a few minutes ago: off the page.
    t.clock.advance(11 * 60_000);
    const later: StalkResponse['data'] = (await stalk(`DB/${stalked.abbreviation}`)).json().data;
    expect(later.instances.map((instance) => instance.state)).toEqual(['ongoing', 'ongoing']);
  });

  test('the same 404 for a missing course or exam, an exam that does not allow it, a draft and an archived one', async () => {
    const closed = await exam({ allowAnonymousStalk: false });
    const draft = await exam({}, false);
    const archived = await exam();
    await ok('teacher', 'PUT', `/api/exams/${archived.id}/archived`, { archived: true });
    const answers = [
      await stalk('NOPE/MI'),
      await stalk('DB/NOPE'),
      await stalk(`DB/${closed.abbreviation}`),
      await stalk(`DB/${draft.abbreviation}`),
      await stalk(`DB/${archived.abbreviation}`),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0].body);
    }
    expect(answers[0].json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    // One that allows it, with nobody taking it now: the page is there, empty.
    const open = await exam();
    const empty = await stalk(`DB/${open.abbreviation}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.instances).toEqual([]);
  });

  test('needs no sign-in; each address is limited (429), others are not', async () => {
    const path = `DB/${(await exam()).abbreviation}`;
    for (let i = 0; i < 5; i += 1) expect((await stalk(path, '10.30.0.1')).statusCode).toBe(200);
    const refused = await stalk(path, '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await stalk(path, '10.30.0.2')).statusCode).toBe(200);
    // Missing exams count too (no guessing names at speed).
    for (let i = 0; i < 5; i += 1) await stalk('DB/NOPE', '10.30.0.3');
    expect((await stalk('DB/NOPE', '10.30.0.3')).statusCode).toBe(429);
  });
});
