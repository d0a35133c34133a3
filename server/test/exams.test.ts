import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Exam, ExamGenerationRun, ExamInput, ExamPartInput } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { countDuplicateInstances, insertRunningGeneration, markStarted } from './support/queries.js';

let t: TestApp;
let modelId: number;
let otherModelId: number;
let nodeId: number;
let nodeQuestions: number[];
let fixedQuestion: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(username: string, method: Method, url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

const hour = 3_600_000;
const inHours = (hours: number) => new Date(t.clock().getTime() + hours * hour).toISOString();

function nodePart(overrides: Partial<ExamPartInput> = {}): ExamPartInput {
  return { id: null, ordinal: 1, title: 'Basics', source: 'node', nodeId, minQuestions: 2, maxQuestions: 3, gradingModelId: modelId, questionIds: [], ...overrides };
}

let abbreviations = 0;
function examInput(overrides: Partial<ExamInput> = {}): ExamInput {
  abbreviations += 1;
  return {
    academicYearId: t.ids.currentYear,
    title: 'Midterm',
    abbreviation: `T${abbreviations}`,
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: inHours(-1),
    availableTo: inHours(3),
    durationMinutes: 60,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    reviewMinutes: 60,
    forwardOnly: false,
    asyncGrading: false,
    scoreIgnored: false,
    allowAnonymousStalk: false,
    accommodationsApply: true,
    maxCodeRuns: 10,
    parts: [nodePart(), { ...nodePart({ ordinal: 2, title: 'Fixed', source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: otherModelId }), questionIds: [fixedQuestion] }],
    ...overrides,
  };
}

async function createExam(overrides: Partial<ExamInput> = {}, username = 'teacher'): Promise<Exam> {
  const res = await call(username, 'POST', `/api/courses/${t.ids.databases}/exams`, examInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function waitForRun(examId: number) {
  for (let i = 0; i < 200; i += 1) {
    const runs: ExamGenerationRun[] = (await call('teacher', 'GET', `/api/exams/${examId}/generation-runs`)).json().data;
    // Every run of the exam, not only the newest: none may still write when the test moves on.
    if (!runs.some((run) => run.status === 'running')) return runs[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  await t.createUser('teacher-progc', 'Teacher', [t.ids.programming]);
  const models = (await call('admin', 'GET', '/api/grading-models')).json().data as { id: number; correctScore: number }[];
  [modelId, otherModelId] = models.map((model) => model.id);
  const node = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/nodes`, { name: 'Exam pool', description: null, nodeTypeId: 1, parentIds: [] });
  expect(node.statusCode).toBe(201);
  nodeId = node.json().data.id;
  nodeQuestions = [];
  for (const kind of ['multiple-choice', 'true-false', 'ordered-elements', 'text-completion'] as const) {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Pool ${kind}`, content: contentOfKind(kind), nodeIds: [nodeId] }));
    expect(res.statusCode).toBe(201);
    nodeQuestions.push(res.json().data.id);
  }
  const fixed = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Fixed scale', content: contentOfKind('scale') }));
  fixedQuestion = fixed.json().data.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('exams: define, list, change', () => {
  test('an exam is created as a draft with its parts, counts and point range', async () => {
    const exam = await createExam();
    expect(exam).toMatchObject({ courseId: t.ids.databases, title: 'Midterm', phase: 'draft', publishedAt: null, lockedFields: [] });
    expect(exam.parts.map((part) => [part.source, part.available, part.questions.length])).toEqual([
      ['node', 4, 0],
      ['fixed', 1, 1],
    ]);
    expect(exam.counts).toMatchObject({ generated: 0, ongoing: 0, submitted: 0 });
    expect(exam.pointsRange.min).toBeLessThanOrEqual(exam.pointsRange.max);
    const list = (await call('teacher', 'GET', `/api/courses/${t.ids.databases}/exams?academicYearId=${t.ids.currentYear}`)).json().data;
    expect(list.find((item: { id: number }) => item.id === exam.id)).toMatchObject({ partCount: 2, questionCount: { min: 3, max: 4 }, hasPassword: false });
  });

  test('the abbreviation is unique in the course and year (409), and a blank title is refused', async () => {
    const exam = await createExam();
    const again = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, { ...examInput(), abbreviation: exam.abbreviation.toLowerCase() });
    expect([again.statusCode, again.json().code]).toEqual([409, 'DUPLICATE']);
    const blank = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, examInput({ title: '   ' }));
    expect(blank.statusCode).toBe(400);
  });

  test('nodes, questions and grading models outside the course cannot be saved', async () => {
    const programmingNode = await call('admin', 'POST', `/api/courses/${t.ids.programming}/nodes`, { name: 'Elsewhere', description: null, nodeTypeId: 1, parentIds: [] });
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, examInput({ parts: [nodePart({ nodeId: programmingNode.json().data.id })] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body/parts/0/nodeId', message: 'Part 1 draws from a node that is not in this course.' }]);
    const missingModel = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, examInput({ parts: [nodePart({ gradingModelId: 999_999 })] }));
    expect(missingModel.statusCode).toBe(400);
  });

  test('validation reports errors and warnings as a colleague would', async () => {
    const input = examInput({
      availableFrom: inHours(-10),
      availableTo: inHours(-9),
      durationMinutes: 90,
      maxScore: 1000,
      parts: [nodePart({ minQuestions: 5, maxQuestions: 6 }), nodePart({ ordinal: 2, minQuestions: 1, maxQuestions: 1 })],
    });
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exam-validation`, input);
    expect(res.statusCode).toBe(200);
    const { errors, warnings } = res.json().data;
    expect(errors.map((problem: { code: string }) => problem.code)).toEqual(['PART_TOO_FEW_QUESTIONS']);
    expect(errors[0]).toMatchObject({ path: 'parts/0/minQuestions', params: { part: 1, min: 5, available: 4 } });
    expect(warnings.map((problem: { code: string }) => problem.code).sort()).toEqual(['DURATION_LONGER_THAN_WINDOW', 'PARTS_OVERLAP', 'WINDOW_IN_PAST']);
    const empty = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exam-validation`, examInput({ parts: [] }));
    expect(empty.json().data.errors.map((problem: { code: string }) => problem.code)).toEqual(['NO_PARTS']);
  });

  test('publishing is refused while validation has errors; a valid exam is published and open', async () => {
    const invalid = await createExam({ parts: [nodePart({ minQuestions: 9, maxQuestions: 9 })] });
    const refused = await call('teacher', 'PUT', `/api/exams/${invalid.id}/published`, { published: true });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'EXAM_INVALID']);
    expect(refused.json().details[0]).toMatchObject({ path: 'parts/0/minQuestions' });
    const valid = await createExam();
    const published = await call('teacher', 'PUT', `/api/exams/${valid.id}/published`, { published: true });
    expect(published.json().data).toMatchObject({ phase: 'open' });
    const broken = await call('teacher', 'PUT', `/api/exams/${valid.id}`, { ...examInput({ abbreviation: valid.abbreviation }), parts: [nodePart({ minQuestions: 9, maxQuestions: 9 })] });
    expect([broken.statusCode, broken.json().code]).toEqual([422, 'EXAM_INVALID']);
  });

  test('an edit keeps parts by id, adds and removes others; the year never changes', async () => {
    const exam = await createExam();
    const input = examInput({ abbreviation: exam.abbreviation, title: 'Renamed', parts: [{ ...nodePart({ minQuestions: 1, maxQuestions: 1 }), id: exam.parts[0].id }] });
    const res = await call('teacher', 'PUT', `/api/exams/${exam.id}`, input);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Renamed');
    expect(res.json().data.parts.map((part: { id: number }) => part.id)).toEqual([exam.parts[0].id]);
    const otherYear = await call('teacher', 'PUT', `/api/exams/${exam.id}`, { ...input, academicYearId: t.ids.previousYear });
    expect(otherYear.statusCode).toBe(400);
  });

  test('clone to the next academic year keeps the parts and moves the window by a year', async () => {
    const exam = await createExam({}, 'teacher');
    const res = await call('teacher', 'POST', `/api/exams/${exam.id}/clone`, { academicYearId: t.ids.previousYear, title: 'Copy', abbreviation: 'COPY1' });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data as Exam;
    expect(copy).toMatchObject({ academicYearId: t.ids.previousYear, title: 'Copy', phase: 'draft' });
    expect(copy.parts.map((part) => [part.source, part.nodeId, part.gradingModelId])).toEqual(exam.parts.map((part) => [part.source, part.nodeId, part.gradingModelId]));
    expect(new Date(copy.availableFrom).getUTCFullYear()).toBe(new Date(exam.availableFrom).getUTCFullYear() - 1);
  });

  test('a grading model a part uses lists the exam and cannot be deleted', async () => {
    const created = await call('admin', 'POST', '/api/grading-models', { name: 'Part model', correctScore: 2, incorrectScore: 0, unansweredScore: 0, threshold: null });
    const partModel = created.json().data.id;
    const exam = await createExam({ title: 'Uses part model', parts: [nodePart({ gradingModelId: partModel })] });
    const model = (await call('admin', 'GET', '/api/grading-models')).json().data.find((m: { id: number }) => m.id === partModel);
    expect(model.exams.map((e: { id: number }) => e.id)).toEqual([exam.id]);
    const refused = await call('admin', 'DELETE', `/api/grading-models/${partModel}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'IN_USE']);
    expect(refused.json().message).toContain('Uses part model');
  });

  test('another course’s teacher gets the 404 of a missing exam; a student is refused', async () => {
    const exam = await createExam();
    const other = await call('teacher-progc', 'GET', `/api/exams/${exam.id}`);
    const missing = await call('teacher', 'GET', '/api/exams/999999');
    expect([other.statusCode, other.json()]).toEqual([404, missing.json()]);
    expect((await call('student', 'GET', `/api/exams/${exam.id}`)).statusCode).toBe(403);
  });
});

describe('samples and pre-generation', () => {
  test('a sample is the same for the same seed and carries the solutions for staff', async () => {
    const exam = await createExam();
    const first = (await call('teacher', 'POST', `/api/exams/${exam.id}/samples`, { seed: 42 })).json().data;
    const again = (await call('teacher', 'POST', `/api/exams/${exam.id}/samples`, { seed: 42 })).json().data;
    expect(again).toEqual(first);
    expect(first.questions.length).toBeGreaterThanOrEqual(3);
    expect(first.questions.map((q: { ordinal: number }) => q.ordinal)).toEqual(first.questions.map((_: unknown, i: number) => i + 1));
    const last = first.questions[first.questions.length - 1];
    expect(last).toMatchObject({ questionId: fixedQuestion, solution: { kind: 'scale' } });
    // The view is the student's: no key in it.
    expect(JSON.stringify(first.questions.map((q: { view: unknown }) => q.view))).not.toMatch(/"correct"|penalty/);
    const fresh = (await call('teacher', 'POST', `/api/exams/${exam.id}/samples`, { seed: null })).json().data;
    expect(typeof fresh.seed).toBe('number');
  });

  test('pre-generation makes one instance per enrolled student, once; a second run finds them existing', async () => {
    const exam = await createExam();
    const started = await call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: null });
    expect(started.statusCode).toBe(202);
    const run = await waitForRun(exam.id);
    expect(run).toMatchObject({ status: 'done', failed: 0, existing: 0 });
    expect(run.generated).toBe(run.total);
    expect(run.total).toBeGreaterThan(0);
    await call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: null });
    const second = await waitForRun(exam.id);
    expect(second).toMatchObject({ status: 'done', generated: 0, existing: run.total });
    const list = (await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=generated&pageSize=200`)).json().data;
    expect(list.total).toBe(run.total);
    expect(new Set(list.items.map((item: { studentId: number }) => item.studentId)).size).toBe(run.total);
    const notStarted = (await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=not-started`)).json().data;
    expect(notStarted.total).toBe(run.total);
    const detail = (await call('teacher', 'GET', `/api/exam-instances/${list.items[0].instanceId}`)).json().data;
    expect(detail.summary).toMatchObject({ state: 'generated', instanceId: list.items[0].instanceId });
    expect(detail.questions.length).toBeGreaterThanOrEqual(3);
    // Parts are locked now; the window is not.
    const locked = (await call('teacher', 'GET', `/api/exams/${exam.id}`)).json().data as Exam;
    expect(locked.lockedFields.map((field) => field.field)).toContain('parts');
    const changeParts = await call('teacher', 'PUT', `/api/exams/${exam.id}`, { ...examInput({ abbreviation: exam.abbreviation }), parts: [nodePart({ minQuestions: 1, maxQuestions: 1 })] });
    expect([changeParts.statusCode, changeParts.json().code]).toEqual([409, 'EXAM_LOCKED']);
    const input = { ...examInput({ abbreviation: exam.abbreviation, durationMinutes: 45 }), parts: locked.parts.map((part) => ({ id: part.id, ordinal: part.ordinal, title: part.title, source: part.source, nodeId: part.nodeId, minQuestions: part.minQuestions, maxQuestions: part.maxQuestions, gradingModelId: part.gradingModelId, questionIds: part.questions.map((q) => q.id) })) };
    expect((await call('teacher', 'PUT', `/api/exams/${exam.id}`, input)).statusCode).toBe(200);
  });

  test('generation for one class group only; a run while another is going is refused', async () => {
    const enrolments = (await call('teacher', 'GET', `/api/enrolments?courseId=${t.ids.databases}&academicYearId=${t.ids.currentYear}&pageSize=200`)).json().data.items as { classGroup: string | null }[];
    const group = enrolments.find((enrolment) => enrolment.classGroup)?.classGroup as string;
    const inGroup = enrolments.filter((enrolment) => enrolment.classGroup === group).length;
    const exam = await createExam();
    await call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: group });
    expect(await waitForRun(exam.id)).toMatchObject({ status: 'done', total: inGroup, generated: inGroup, classGroup: group });
    const none = await createExam();
    await call('teacher', 'POST', `/api/exams/${none.id}/generation-runs`, { classGroup: 'NO-SUCH-GROUP' });
    expect(await waitForRun(none.id)).toMatchObject({ status: 'done', total: 0, generated: 0 });
    // A run that is going (as another process would leave it while it works) blocks a second one.
    await insertRunningGeneration(t.db, none.id, t.clock());
    const refused = await call('teacher', 'POST', `/api/exams/${none.id}/generation-runs`, { classGroup: null });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'GENERATION_RUNNING']);
    // …until it stops moving for two minutes: then it reads as failed and a new run may start.
    t.clock.advance(121_000);
    try {
      expect((await call('teacher', 'GET', `/api/exams/${none.id}/generation-runs`)).json().data[0].status).toBe('failed');
      expect((await call('teacher', 'POST', `/api/exams/${none.id}/generation-runs`, { classGroup: null })).statusCode).toBe(202);
      await waitForRun(none.id);
    } finally {
      t.clock.advance(-121_000);
    }
  });

  test('a student never gets two instances of one exam, whatever the races (a database constraint)', async () => {
    const exam = await createExam();
    const starts = await Promise.all(Array.from({ length: 4 }, () => call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: null })));
    expect(starts.filter((res) => res.statusCode === 202).length).toBeGreaterThanOrEqual(1);
    await waitForRun(exam.id);
    expect(await countDuplicateInstances(t.db, exam.id)).toBe(0);
  });

  test('the server generates a published exam by itself GENERATE_AHEAD_MINUTES before its window opens, once', async () => {
    const exam = await createExam({ availableFrom: inHours(1), availableTo: inHours(4) });
    const draft = await createExam({ availableFrom: inHours(1), availableTo: inHours(4) });
    const runsOf = async (examId: number) => (await call('teacher', 'GET', `/api/exams/${examId}/generation-runs`)).json();
    // A draft is not generated, and says when it would be once published.
    expect(await runsOf(exam.id)).toMatchObject({ data: [], generateAheadAt: null, generateAheadMinutes: 15 });
    expect((await call('teacher', 'PUT', `/api/exams/${exam.id}/published`, { published: true })).statusCode).toBe(200);
    const opensAt = new Date(exam.availableFrom).getTime();
    expect((await runsOf(exam.id)).generateAheadAt).toBe(new Date(opensAt - 15 * 60_000).toISOString());
    // An hour before the opening is too early.
    expect(await t.app.generateAhead()).toEqual([]);
    t.clock.advance(50 * 60_000);
    try {
      // Ten minutes before: every API process's sweep asks at once, and one run is started.
      const started = (await Promise.all([t.app.generateAhead(), t.app.generateAhead()])).flat();
      expect(started).toHaveLength(1);
      expect(await t.app.generateAhead()).toEqual([]);
      await t.app.generationIdle();
      const after = await runsOf(exam.id);
      expect(after.generateAheadAt).toBeNull();
      expect(after.data).toHaveLength(1);
      const [run] = after.data as ExamGenerationRun[];
      expect(run).toMatchObject({ id: started[0], automatic: true, requestedByName: null, status: 'done', failed: 0, existing: 0 });
      expect(run.total).toBeGreaterThan(0);
      expect(run.generated).toBe(run.total);
      expect((await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=generated`)).json().data.total).toBe(run.total);
      expect((await runsOf(draft.id)).data).toEqual([]);
      // The window opened: nothing more is generated by itself, a teacher's run still works and says who started it.
      t.clock.advance(15 * 60_000);
      expect(await t.app.generateAhead()).toEqual([]);
      await call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: null });
      const manual = await waitForRun(exam.id);
      expect(manual).toMatchObject({ automatic: false, existing: run.total, generated: 0 });
      expect(manual.requestedByName).not.toBeNull();
    } finally {
      t.clock.advance(-65 * 60_000);
    }
  });

  test('a part that cannot give its minimum fails the run with the reason', async () => {
    const exam = await createExam();
    // The node loses its questions after the exam was saved.
    for (const id of nodeQuestions.slice(0, 3)) await call('teacher', 'PUT', `/api/questions/${id}/active`, { isActive: false });
    try {
      await call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: null });
      const run = await waitForRun(exam.id);
      expect(run.status).toBe('failed');
      expect(run.failures[0].reason).toBe('Part 1 needs at least 2 questions but has 1 to draw from.');
    } finally {
      for (const id of nodeQuestions.slice(0, 3)) await call('teacher', 'PUT', `/api/questions/${id}/active`, { isActive: true });
    }
  });
});

describe('instances: actions', () => {
  async function generatedInstance() {
    const exam = await createExam();
    await call('teacher', 'POST', `/api/exams/${exam.id}/generation-runs`, { classGroup: null });
    await waitForRun(exam.id);
    const list = (await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=generated`)).json().data;
    return { exam, instanceId: list.items[0].instanceId as number, count: list.total as number };
  }

  const startDirectly = (instanceId: number, submitted = false) => markStarted(t.db, instanceId, t.clock(), submitted);

  test('extend moves an ongoing deadline; unsubmit reopens a submitted instance; both are recorded', async () => {
    const { instanceId } = await generatedInstance();
    await startDirectly(instanceId);
    const before = (await call('teacher', 'GET', `/api/exam-instances/${instanceId}`)).json().data.summary.deadlineAt;
    const extended = await call('teacher', 'POST', `/api/exam-instances/${instanceId}/extension`, { minutes: 10 });
    expect(extended.statusCode).toBe(200);
    expect(new Date(extended.json().data.summary.deadlineAt).getTime() - new Date(before).getTime()).toBe(10 * 60_000);
    expect(extended.json().data.summary.extensionMinutes).toBe(10);
    const notSubmitted = await call('teacher', 'POST', `/api/exam-instances/${instanceId}/unsubmit`, { minutes: 5 });
    expect([notSubmitted.statusCode, notSubmitted.json().code]).toEqual([409, 'NOT_SUBMITTED']);
    await startDirectly(instanceId, true);
    const graded = (await call('teacher', 'GET', `/api/exam-instances/${instanceId}`)).json().data.summary;
    expect(graded).toMatchObject({ state: 'submitted', score: 0, passed: false });
    const reopened = await call('teacher', 'POST', `/api/exam-instances/${instanceId}/unsubmit`, { minutes: 5 });
    // The submit's totals go with it: an ongoing instance has no score yet.
    expect(reopened.json().data.summary).toMatchObject({ state: 'ongoing', submittedAt: null, score: null, scorePercent: null, passed: null });
    expect(new Date(reopened.json().data.summary.deadlineAt).getTime()).toBe(t.clock().getTime() + 5 * 60_000);
    expect(reopened.json().data.actions.map((action: { action: string; actedByName: string }) => [action.action, action.actedByName])).toEqual([
      ['extend', 'Marko Babić'],
      ['unsubmit', 'Marko Babić'],
    ]);
  });

  test('extending an unsubmitted instance moves the deadline the unsubmit gave, not the start’s; a change of the exam does not', async () => {
    const { exam, instanceId } = await generatedInstance();
    await startDirectly(instanceId, true);
    // Five hours: past both the start's 60 minutes and the window's end (in 3 hours).
    const reopened = await call('teacher', 'POST', `/api/exam-instances/${instanceId}/unsubmit`, { minutes: 300 });
    const deadline = new Date(reopened.json().data.summary.deadlineAt).getTime();
    expect(deadline).toBe(t.clock().getTime() + 300 * 60_000);
    const extended = await call('teacher', 'POST', `/api/exam-instances/${instanceId}/extension`, { minutes: 10 });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.summary).toMatchObject({ state: 'ongoing', extensionMinutes: 10 });
    expect(new Date(extended.json().data.summary.deadlineAt).getTime()).toBe(deadline + 10 * 60_000);

    // A change of the exam's duration moves the other ongoing deadlines, not the one staff gave this instance.
    const others = (await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=generated`)).json().data.items;
    const other = others[0].instanceId as number;
    await startDirectly(other);
    const changed = await call('teacher', 'PUT', `/api/exams/${exam.id}`, examInput({ abbreviation: exam.abbreviation, availableFrom: exam.availableFrom, availableTo: exam.availableTo, durationMinutes: 30 }));
    expect([changed.statusCode, changed.statusCode === 200 ? '' : changed.body]).toEqual([200, '']);
    const summary = async (id: number) => (await call('teacher', 'GET', `/api/exam-instances/${id}`)).json().data.summary;
    expect(new Date((await summary(instanceId)).deadlineAt).getTime()).toBe(deadline + 10 * 60_000);
    expect(new Date((await summary(other)).deadlineAt).getTime()).toBe(t.clock().getTime() + 30 * 60_000);
  });

  test('delete removes one instance; delete generated removes the not-started ones only; a started exam cannot be deleted', async () => {
    const { exam, instanceId, count } = await generatedInstance();
    expect((await call('teacher', 'DELETE', `/api/exam-instances/${instanceId}`)).statusCode).toBe(200);
    expect((await call('teacher', 'GET', `/api/exam-instances/${instanceId}`)).statusCode).toBe(404);
    const list = (await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=generated`)).json().data;
    expect(list.total).toBe(count - 1);
    await startDirectly(list.items[0].instanceId);
    const deleted = await call('teacher', 'DELETE', `/api/exams/${exam.id}/instances`);
    expect(deleted.json().data.deleted).toBe(count - 2);
    expect((await call('teacher', 'GET', `/api/exams/${exam.id}/instances?state=ongoing`)).json().data.total).toBe(1);
    const refused = await call('teacher', 'DELETE', `/api/exams/${exam.id}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'IN_USE']);
    const archived = await call('teacher', 'PUT', `/api/exams/${exam.id}/archived`, { archived: true });
    expect(archived.json().data.phase).toBe('archived');
  });

  test('a draft without started instances is deleted with its pre-generated ones', async () => {
    const { exam } = await generatedInstance();
    expect((await call('teacher', 'DELETE', `/api/exams/${exam.id}`)).statusCode).toBe(200);
    expect((await call('teacher', 'GET', `/api/exams/${exam.id}`)).statusCode).toBe(404);
  });

  test('another course’s teacher cannot see or act on an instance', async () => {
    const { instanceId } = await generatedInstance();
    for (const [method, url, body] of [
      ['GET', `/api/exam-instances/${instanceId}`, undefined],
      ['POST', `/api/exam-instances/${instanceId}/extension`, { minutes: 5 }],
      ['DELETE', `/api/exam-instances/${instanceId}`, undefined],
    ] as const) {
      const res = await call('teacher-progc', method, url, body);
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
