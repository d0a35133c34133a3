import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { insertExam, insertNode } from './support/admin-fixtures.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: object, username = 'admin') {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function createNodeType(name: string, color = '#4F7CFF'): Promise<number> {
  const res = await call('POST', '/api/node-types', { name, color });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const model = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  correctScore: 15,
  incorrectScore: 0,
  unansweredScore: -5,
  threshold: null,
  ...extra,
});

async function createGradingModel(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/grading-models', model(name, extra));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe('node types', () => {
  test('create (201), list by name with node counts; staff may read', async () => {
    const res = await call('POST', '/api/node-types', { name: ' Test module ', color: '#4F7CFF' });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json()).toEqual({ success: true, data: { id, name: 'Test module', color: '#4f7cff', nodeCount: 0 } });
    const topic = await createNodeType('Test topic', '#00aa00');
    await insertNode(t.db, { courseId: t.ids.databases, nodeTypeId: topic, name: 'Joins' });
    await insertNode(t.db, { courseId: t.ids.programming, nodeTypeId: topic, name: 'Pointers' });

    const list = await call('GET', '/api/node-types', undefined, 'teacher');
    expect(list.statusCode).toBe(200);
    const ours = list.json().data.filter((n: { id: number }) => [id, topic].includes(n.id));
    expect(ours).toEqual([
      { id, name: 'Test module', color: '#4f7cff', nodeCount: 0 },
      { id: topic, name: 'Test topic', color: '#00aa00', nodeCount: 2 },
    ]);
  });

  test('a duplicate name (any case) is 409 DUPLICATE, on create and on update', async () => {
    await createNodeType('Test unit');
    const created = await call('POST', '/api/node-types', { name: 'TEST UNIT', color: '#000000' });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ code: 'DUPLICATE', message: 'A node type named TEST UNIT already exists.' });
    const other = await createNodeType('Chapter');
    const updated = await call('PUT', `/api/node-types/${other}`, { name: 'test unit', color: '#000000' });
    expect(updated.statusCode).toBe(409);
    expect(updated.json()).toEqual({ code: 'DUPLICATE', message: 'A node type named test unit already exists.' });
  });

  test('update renames and recolours; unknown is 404', async () => {
    const id = await createNodeType('Lesson');
    const res = await call('PUT', `/api/node-types/${id}`, { name: 'Lecture', color: '#123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id, name: 'Lecture', color: '#123456', nodeCount: 0 } });
    // Renaming to its own name in another case is no clash.
    expect((await call('PUT', `/api/node-types/${id}`, { name: 'LECTURE', color: '#123456' })).statusCode).toBe(200);
    const unknown = await call('PUT', '/api/node-types/999999', { name: 'Nope', color: '#123456' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This node type does not exist.' });
  });

  test('validation: a bad colour, a blank name or an unknown field is 400', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'Colour', color: 'red' }, 'body/color'],
      [{ name: '   ', color: '#ffffff' }, 'body/name'],
      [{ name: 'Extra', color: '#ffffff', icon: 'x' }, 'body/icon'],
      [{ color: '#ffffff' }, 'body/name'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/api/node-types', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
    }
  });

  test('delete: an unused type goes; one nodes use is 409 IN_USE; unknown is 404', async () => {
    const unused = await createNodeType('Spare');
    const res = await call('DELETE', `/api/node-types/${unused}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/node-types/${unused}`)).statusCode).toBe(404);

    const used = await createNodeType('Used type');
    await insertNode(t.db, { courseId: t.ids.databases, nodeTypeId: used, name: 'SQL' });
    const refused = await call('DELETE', `/api/node-types/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'IN_USE', message: 'The node type Used type cannot be deleted: it is used by 1 node.' });
  });

  test('teachers may read but not change', async () => {
    expect((await call('POST', '/api/node-types', { name: 'Teacher type', color: '#ffffff' }, 'teacher')).statusCode).toBe(403);
  });
});

describe('grading models', () => {
  test('create (201) and list with the exams that use each; scores are numbers', async () => {
    const res = await call('POST', '/api/grading-models', model('Test 15/0/-5', { threshold: 50 }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json()).toEqual({
      success: true,
      data: { id, name: 'Test 15/0/-5', correctScore: 15, incorrectScore: 0, unansweredScore: -5, threshold: 50, exams: [] },
    });
    const fractional = await createGradingModel('Test fractional', { correctScore: 1.5, incorrectScore: -0.25, unansweredScore: 0 });
    const exam = await insertExam(t.db, { courseId: t.ids.databases, academicYearId: t.ids.currentYear, title: 'Graded exam', gradingModelId: id });
    const older = await insertExam(t.db, { courseId: t.ids.programming, academicYearId: t.ids.previousYear, title: 'Old exam', gradingModelId: id });

    const list = await call('GET', '/api/grading-models', undefined, 'teacher');
    expect(list.statusCode).toBe(200);
    const ours = list.json().data.filter((m: { id: number }) => [id, fractional].includes(m.id));
    expect(ours).toEqual([
      {
        id,
        name: 'Test 15/0/-5',
        correctScore: 15,
        incorrectScore: 0,
        unansweredScore: -5,
        threshold: 50,
        exams: [
          { id: exam, title: 'Graded exam', courseAcronym: 'DB', academicYear: '2026/2027' },
          { id: older, title: 'Old exam', courseAcronym: 'PROGC', academicYear: '2025/2026' },
        ],
      },
      { id: fractional, name: 'Test fractional', correctScore: 1.5, incorrectScore: -0.25, unansweredScore: 0, threshold: null, exams: [] },
    ]);
  });

  test('correctScore must be greater than incorrectScore: 400 with details', async () => {
    // Scores are kept to thousandths, so two that differ only below that are equal.
    for (const scores of [{ correctScore: 0, incorrectScore: 0 }, { correctScore: -1, incorrectScore: 2 }, { correctScore: 5e-194, incorrectScore: -2e-26 }]) {
      const res = await call('POST', '/api/grading-models', model('Backwards', scores));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid: body/correctScore must be greater than incorrectScore.',
        details: [{ path: 'body/correctScore', message: 'must be greater than incorrectScore' }],
      });
    }
    const id = await createGradingModel('Forwards');
    const res = await call('PUT', `/api/grading-models/${id}`, model('Forwards', { correctScore: 0, incorrectScore: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body/correctScore', message: 'must be greater than incorrectScore' }]);
  });

  test('schema violations are 400', async () => {
    const cases: Array<[object, string]> = [
      [model('Threshold', { threshold: 101 }), 'body/threshold'],
      [model('Huge', { correctScore: 5000 }), 'body/correctScore'],
      [model('Text', { correctScore: '15' }), 'body/correctScore'],
      [{ name: 'Missing', correctScore: 1, incorrectScore: 0, unansweredScore: 0 }, 'body/threshold'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/api/grading-models', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
    }
  });

  test('a duplicate name is 409 DUPLICATE', async () => {
    await createGradingModel('Strict');
    const res = await call('POST', '/api/grading-models', model('strict'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE', message: 'A grading model named strict already exists.' });
    const other = await createGradingModel('Lenient');
    const renamed = await call('PUT', `/api/grading-models/${other}`, model('Strict'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('DUPLICATE');
  });

  test('update changes every field; unknown is 404', async () => {
    const id = await createGradingModel('To update');
    const res = await call('PUT', `/api/grading-models/${id}`, model('Updated', { correctScore: 10, incorrectScore: -2.5, unansweredScore: 0, threshold: 75.5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id, name: 'Updated', correctScore: 10, incorrectScore: -2.5, unansweredScore: 0, threshold: 75.5, exams: [] },
    });
    const unknown = await call('PUT', '/api/grading-models/999999', model('Nope'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This grading model does not exist.' });
  });

  test('delete: unused goes; one exams use is 409 IN_USE naming them; unknown is 404', async () => {
    const unused = await createGradingModel('Disposable');
    expect((await call('DELETE', `/api/grading-models/${unused}`)).json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/grading-models/${unused}`)).statusCode).toBe(404);

    const used = await createGradingModel('In use');
    await insertExam(t.db, { courseId: t.ids.databases, academicYearId: t.ids.currentYear, title: 'Midterm', gradingModelId: used });
    let res = await call('DELETE', `/api/grading-models/${used}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'IN_USE',
      message: 'The grading model In use cannot be deleted: it is used by 1 exam (DB Midterm 2026/2027).',
    });
    for (let i = 1; i <= 6; i++) {
      await insertExam(t.db, { courseId: t.ids.programming, academicYearId: t.ids.currentYear, title: `Lab ${i}`, gradingModelId: used });
    }
    res = await call('DELETE', `/api/grading-models/${used}`);
    expect(res.json()).toEqual({
      code: 'IN_USE',
      message:
        'The grading model In use cannot be deleted: it is used by 7 exams ' +
        '(DB Midterm 2026/2027, PROGC Lab 1 2026/2027, PROGC Lab 2 2026/2027, PROGC Lab 3 2026/2027, PROGC Lab 4 2026/2027, 2 more).',
    });
  });

  test('teachers may read but not change', async () => {
    expect((await call('POST', '/api/grading-models', model('Teacher model'), 'teacher')).statusCode).toBe(403);
  });
});
