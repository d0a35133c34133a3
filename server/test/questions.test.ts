import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { QuestionInput } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { allKinds, contentOfKind, questionInput } from './support/question-fixtures.js';

let t: TestApp;
let nodes: Map<string, number>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  await t.createUser('teacher-progc', 'Teacher', [t.ids.programming]);
  const res = await call('admin', 'GET', `/api/courses/${t.ids.databases}/nodes`);
  nodes = new Map((res.json().data as { id: number; name: string }[]).map((n) => [n.name, n.id]));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function call(username: string, method: Method, url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function create(input: Partial<QuestionInput> = {}, courseId = t.ids.databases, username = 'teacher') {
  const res = await call(username, 'POST', `/api/courses/${courseId}/questions`, questionInput(input));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('createQuestion and getQuestion', () => {
  // Code and SQL questions run their reference solutions before they are saved; the first SQL run of a process
  // also makes the sandbox's database snapshot, which takes long on a busy machine.
  test.each(allKinds)('a %s question is stored as given, kind taken from the content', async (kind) => {
    const created = await create({ title: `A ${kind} question`, content: contentOfKind(kind) });
    expect(created).toMatchObject({
      courseId: t.ids.databases,
      version: 1,
      isLatest: true,
      versionCount: 1,
      kind,
      title: `A ${kind} question`,
      content: contentOfKind(kind),
      createdByName: 'Marko Babić',
      updatedByName: 'Marko Babić',
    });
    expect(created.rootId).toBe(created.id);
    const fetched = await call('teacher', 'GET', `/api/questions/${created.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data).toEqual(created);
  }, 120_000);

  test('nullable parts nested in a kind (a hand-graded diagram without a reference, a free text without a model answer) round-trip', async () => {
    for (const content of [
      { kind: 'diagram', grading: 'manual', reference: null },
      { kind: 'free-text', modelAnswer: null, maxLength: null },
    ] as const) {
      const created = await create({ content });
      expect(created.content).toEqual(content);
      const fetched = await call('teacher', 'GET', `/api/questions/${created.id}`);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json().data.content).toEqual(content);
    }
  });

  test('tags are trimmed and de-duplicated case-insensitively; nodes are returned by name', async () => {
    const created = await create({
      tags: ['  joins ', 'Joins', 'sql', 'SQL '],
      nodeIds: [nodes.get('Joins')!, nodes.get('SQL')!],
      comment: '   ',
    });
    expect(created.tags).toEqual(['joins', 'sql']);
    expect(created.comment).toBeNull();
    expect(created.nodes.map((n: { name: string }) => n.name)).toEqual(['Joins', 'SQL']);
  });

  test('validation problems are 400 VALIDATION_FAILED with details', async () => {
    const content = contentOfKind('multiple-choice');
    if (content.kind !== 'multiple-choice') throw new Error('fixture');
    content.options[1].id = 'a';
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ content }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/content/options/1/id', message: expect.stringContaining('a') }] });
  });

  test('a blank title is refused', async () => {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body/title', message: 'is blank' }]);
  });

  test('nodes must be nodes of the course', async () => {
    const other = (await call('admin', 'GET', `/api/courses/${t.ids.programming}/nodes`)).json().data[0].id;
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ nodeIds: [other, 999_999] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/nodeIds', message: expect.stringContaining(String(other)) }] });
    expect(res.json().details[0].message).toContain('999999');
  });

  test('unknown fields are refused by the contract', async () => {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, { ...questionInput(), extra: 1 });
    expect(res.statusCode).toBe(400);
  });

  test('access: another course’s question and course answer exactly like unknown ones (404)', async () => {
    const created = await create();
    const session = await t.sessionFor('teacher-progc');
    const get = await t.app.inject({ method: 'GET', url: `/api/questions/${created.id}`, headers: session.headers() });
    const unknown = await call('teacher', 'GET', '/api/questions/999999');
    expect([get.statusCode, get.json()]).toEqual([404, unknown.json()]);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This question does not exist.' });
    const post = await t.app.inject({ method: 'POST', url: `/api/courses/${t.ids.databases}/questions`, payload: questionInput(), headers: session.headers() });
    const unknownCourse = await call('admin', 'POST', '/api/courses/999999/questions', questionInput());
    expect([post.statusCode, post.json()]).toEqual([404, unknownCourse.json()]);
    expect(unknownCourse.statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/questions/${created.id}`)).statusCode).toBe(200);
  });
});

describe('updateQuestion, versions, clone, active', () => {
  test('in-place changes the version; new-version adds n+1 as the latest and keeps the old one', async () => {
    const first = await create({ title: 'Keys', tags: ['keys'], nodeIds: [nodes.get('SQL')!] });
    const inPlace = await call('teacher', 'PUT', `/api/questions/${first.id}?mode=in-place`, questionInput({ title: 'Keys, edited', tags: ['k'] }));
    expect(inPlace.statusCode).toBe(200);
    expect(inPlace.json().data).toMatchObject({ id: first.id, version: 1, title: 'Keys, edited', tags: ['k'], nodes: [], versionCount: 1 });

    const second = await call('teacher', 'PUT', `/api/questions/${first.id}?mode=new-version`, questionInput({ title: 'Keys v2', content: contentOfKind('true-false') }));
    expect(second.statusCode).toBe(200);
    const v2 = second.json().data;
    expect(v2).toMatchObject({ rootId: first.id, version: 2, isLatest: true, versionCount: 2, kind: 'true-false', title: 'Keys v2', tags: [] });
    expect(v2.id).not.toBe(first.id);

    const old = (await call('teacher', 'GET', `/api/questions/${first.id}`)).json().data;
    expect(old).toMatchObject({ version: 1, isLatest: false, versionCount: 2, title: 'Keys, edited', kind: 'multiple-choice' });

    const notLatest = await call('teacher', 'PUT', `/api/questions/${first.id}?mode=in-place`, questionInput());
    expect(notLatest.statusCode).toBe(409);
    expect(notLatest.json().code).toBe('NOT_LATEST');
    expect((await call('teacher', 'PUT', `/api/questions/${first.id}/active`, { isActive: false })).json().code).toBe('NOT_LATEST');

    const versions = await call('teacher', 'GET', `/api/questions/${first.id}/versions`);
    expect(versions.json().data.map((v: { version: number; isLatest: boolean }) => [v.version, v.isLatest])).toEqual([
      [2, true],
      [1, false],
    ]);

    const v3 = (await call('teacher', 'PUT', `/api/questions/${v2.id}?mode=new-version`, questionInput({ title: 'Keys v3' }))).json().data;
    expect(v3).toMatchObject({ rootId: first.id, version: 3, versionCount: 3 });
  });

  test('an update is validated like a create', async () => {
    const q = await create();
    const res = await call('teacher', 'PUT', `/api/questions/${q.id}?mode=in-place`, questionInput({ nodeIds: [999_999] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body/nodeIds');
    expect((await call('teacher', 'PUT', `/api/questions/${q.id}?mode=sideways`, questionInput())).statusCode).toBe(400);
  });

  test('clone makes a new chain titled "… (copy)" with the same content, tags and nodes', async () => {
    const q = await create({ title: 'Normal forms', tags: ['nf'], nodeIds: [nodes.get('Joins')!], content: contentOfKind('sql') });
    const res = await call('teacher', 'POST', `/api/questions/${q.id}/clone`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ title: 'Normal forms (copy)', version: 1, versionCount: 1, tags: ['nf'], content: q.content, nodes: q.nodes });
    expect(copy.rootId).toBe(copy.id);
    expect(copy.id).not.toBe(q.id);
  }, 120_000);

  test('setQuestionActive deactivates and reactivates', async () => {
    const q = await create();
    const off = await call('teacher', 'PUT', `/api/questions/${q.id}/active`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect((await call('teacher', 'PUT', `/api/questions/${q.id}/active`, { isActive: true })).json().data.isActive).toBe(true);
  });

  test('listQuestionTags counts the latest versions of the course, most used first', async () => {
    await create({ tags: ['tagcount-a', 'tagcount-b'] });
    await create({ tags: ['tagcount-a'] });
    const old = await create({ tags: ['tagcount-a', 'tagcount-old'] });
    await call('teacher', 'PUT', `/api/questions/${old.id}?mode=new-version`, questionInput({ tags: ['tagcount-b'] }));
    const res = await call('teacher', 'GET', `/api/courses/${t.ids.databases}/question-tags`);
    const tags = (res.json().data as { tag: string; count: number }[]).filter((x) => x.tag.startsWith('tagcount-'));
    expect(tags).toEqual([
      { tag: 'tagcount-a', count: 2 },
      { tag: 'tagcount-b', count: 2 },
    ]);
  });
});

describe('previews', () => {
  test('previewQuestion: the student view of a version, without keys', async () => {
    const q = await create({ content: contentOfKind('multiple-choice') });
    const res = await call('teacher', 'POST', `/api/questions/${q.id}/preview`, { seed: 7 });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ questionId: q.id, version: 1, kind: 'multiple-choice', seed: 7, body: { kind: 'multiple-choice', multipleCorrect: false } });
    expect(view.body.options).toHaveLength(3);
    expect(JSON.stringify(view)).not.toMatch(/correct"|penalty/);
  });

  test('previewQuestionDraft validates the draft and fills the template', async () => {
    const question = questionInput({
      text: 'Add {{a}} and {{b}}.',
      template: { variables: [{ name: 'a', type: 'int', min: 2, max: 2 }, { name: 'b', type: 'int', min: 5, max: 5 }] },
      content: contentOfKind('free-text'),
    });
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions/preview`, { question, seed: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ questionId: null, version: 1, text: 'Add 2 and 5.', body: { kind: 'free-text' } });
    expect(JSON.stringify(res.json().data)).not.toContain('model answer');

    const bad = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions/preview`, {
      question: questionInput({ content: { kind: 'ordered-elements', elements: [{ id: 'x', text: 'a' }, { id: 'x', text: 'b' }] } }),
      seed: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toMatch(/^body\/question\/content\/elements/);
  });
});

describe('the reference check on save', () => {
  /** The fixture's code question whose reference doubles every number but 21 (its hidden test's input). */
  function codeWithReference(referenceSolution: string) {
    const content = contentOfKind('code');
    if (content.kind !== 'code') throw new Error('fixture');
    return { ...content, referenceSolution };
  }
  const failing = codeWithReference('function double(x) { return x === 21 ? 0 : 2 * x; }');
  const passing = codeWithReference('function double(x) { return x * 2; }');
  const list = async (title: string) =>
    (await call('teacher', 'GET', `/api/courses/${t.ids.databases}/questions?query=${encodeURIComponent(title)}&active=all`)).json().data.total as number;

  test('a code question whose reference fails one of its tests is refused with that test, and nothing is saved', async () => {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Refusedreference', content: failing }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'REFERENCE_FAILS',
      message: expect.stringContaining('body/content/tests/1 expected "42", got "0\\n"'),
      details: [{ path: 'body/content/tests/1', message: 'expected "42", got "0\\n"' }],
    });
    expect(await list('Refusedreference')).toBe(0);
  }, 30_000);

  test('referenceCheck=skip saves it inactive, whatever isActive says; other kinds keep their flag', async () => {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions?referenceCheck=skip`, questionInput({ content: failing, isActive: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isActive: false, content: failing });
    const mc = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions?referenceCheck=skip`, questionInput({ isActive: true }));
    expect(mc.json().data.isActive).toBe(true);
    expect((await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions?referenceCheck=maybe`, questionInput())).statusCode).toBe(400);
  }, 30_000);

  test('saving in place or as a new version is checked the same way; activation runs the check too', async () => {
    const q = await create({ content: passing });
    expect(q.isActive).toBe(true);
    for (const mode of ['in-place', 'new-version']) {
      const res = await call('teacher', 'PUT', `/api/questions/${q.id}?mode=${mode}`, questionInput({ title: 'Changed', content: failing }));
      expect([mode, res.statusCode, res.json().code, res.json().details]).toEqual([mode, 422, 'REFERENCE_FAILS', [{ path: 'body/content/tests/1', message: 'expected "42", got "0\\n"' }]]);
    }
    const unchanged = (await call('teacher', 'GET', `/api/questions/${q.id}`)).json().data;
    expect(unchanged).toMatchObject({ title: q.title, content: passing, versionCount: 1, isLatest: true });

    const skipped = await call('teacher', 'PUT', `/api/questions/${q.id}?mode=new-version&referenceCheck=skip`, questionInput({ content: failing }));
    expect(skipped.json().data).toMatchObject({ version: 2, isActive: false });
    const v2 = skipped.json().data.id;
    const activate = await call('teacher', 'PUT', `/api/questions/${v2}/active`, { isActive: true });
    expect(activate.statusCode).toBe(422);
    expect(activate.json().details).toEqual([{ path: 'content/tests/1', message: 'expected "42", got "0\\n"' }]);
    expect((await call('teacher', 'GET', `/api/questions/${v2}`)).json().data.isActive).toBe(false);

    const fixed = await call('teacher', 'PUT', `/api/questions/${v2}?mode=in-place&referenceCheck=skip`, questionInput({ content: passing }));
    expect(fixed.json().data.isActive).toBe(false);
    const active = await call('teacher', 'PUT', `/api/questions/${v2}/active`, { isActive: true });
    expect(active.statusCode).toBe(200);
    expect(active.json().data.isActive).toBe(true);
  }, 60_000);

  test('the check comes after the cheap refusals: an older version is 409, another course’s question 404', async () => {
    const q = await create({ content: passing });
    await call('teacher', 'PUT', `/api/questions/${q.id}?mode=new-version`, questionInput({ content: passing }));
    const old = await call('teacher', 'PUT', `/api/questions/${q.id}?mode=in-place`, questionInput({ content: failing }));
    expect([old.statusCode, old.json().code]).toEqual([409, 'NOT_LATEST']);
    const other = await call('teacher-progc', 'PUT', `/api/questions/${q.id}?mode=in-place`, questionInput({ content: failing }));
    expect(other.statusCode).toBe(404);
  }, 30_000);

  test('an SQL question whose hidden data set does not load is refused, naming the hidden fixture', async () => {
    const content = contentOfKind('sql');
    if (content.kind !== 'sql') throw new Error('fixture');
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({
      content: { ...content, hiddenFixture: 'CREATE TABLE city (name text, population int);\nINSERT INTO towns VALUES (1);' },
    }));
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ path: 'body/content/hiddenFixture', message: expect.stringMatching(/^fails: .*towns/) }]);
  }, 120_000);
});

describe('validation names only the fields of the content’s own kind', () => {
  test('a draft or a question with a problem in its kind gets one detail about that kind, not one per kind', async () => {
    const content = { kind: 'multiple-choice', multipleCorrect: false, shuffle: true, options: [{ id: 'a', text: 'Only', correct: true, penalty: 100 }] };
    for (const [url, payload, prefix] of [
      [`/api/courses/${t.ids.databases}/questions/preview`, { question: questionInput({ content: content as never }), seed: 1 }, 'body/question'],
      [`/api/courses/${t.ids.databases}/questions`, questionInput({ content: content as never }), 'body'],
    ] as const) {
      const res = await call('teacher', 'POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: `${prefix}/content/options`, message: 'must NOT have fewer than 2 items' }]);
    }
    const sub = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions/preview`, {
      question: questionInput({ content: { kind: 'complex', subquestions: [{ id: 's', text: '', weight: 1, content: { kind: 'text-completion', gapText: '', gaps: [] } }] } }),
      seed: 1,
    });
    expect(sub.json().details).toEqual([{ path: 'body/question/content/subquestions/0/content/gaps', message: 'must NOT have fewer than 1 items' }]);
  });

  test('an unknown kind is a problem of the kind field', async () => {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ content: { kind: 'essay' } as never }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body/content/kind', message: 'is not one of the kinds accepted here' }]);
  });
});

describe('tryQuestion (pure kinds)', () => {
  test('graded at once with the default scores, or a grading model’s', async () => {
    const q = await create({ content: contentOfKind('true-false') });
    const right = await call('teacher', 'POST', `/api/questions/${q.id}/trials`, { seed: 1, answer: { kind: 'true-false', value: true }, gradingModelId: null });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ jobId: null, status: 'graded', error: null, result: { outcome: 'correct', score: 1, maxScore: 1 } });

    const models = (await call('admin', 'GET', '/api/grading-models')).json().data as { id: number; name: string; correctScore: number; incorrectScore: number }[];
    const model = models.find((m) => m.incorrectScore < 0)!;
    const wrong = await call('teacher', 'POST', `/api/questions/${q.id}/trials`, { seed: 1, answer: { kind: 'true-false', value: false }, gradingModelId: model.id });
    expect(wrong.json().data.result).toMatchObject({ outcome: 'incorrect', score: model.incorrectScore, maxScore: model.correctScore });
  });

  test('a wrong answer kind is 400, an unknown grading model 404', async () => {
    const q = await create({ content: contentOfKind('true-false') });
    const kind = await call('teacher', 'POST', `/api/questions/${q.id}/trials`, { seed: 1, answer: { kind: 'scale', value: 1 }, gradingModelId: null });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/answer/kind', message: 'must be true-false' }] });
    const model = await call('teacher', 'POST', `/api/questions/${q.id}/trials`, { seed: 1, answer: { kind: 'true-false', value: true }, gradingModelId: 999_999 });
    expect(model.statusCode).toBe(404);
  });

  test('code and SQL answers are queued (graded by a worker; see grading-queue.test.ts)', async () => {
    const q = await create({ content: contentOfKind('sql') });
    const res = await call('teacher', 'POST', `/api/questions/${q.id}/trials`, { seed: 1, answer: { kind: 'sql', query: 'SELECT 1' }, gradingModelId: null });
    expect(res.json().data).toEqual({ jobId: expect.any(Number), status: 'queued', result: null, error: null });
    const job = await call('teacher', 'GET', `/api/grading-jobs/${res.json().data.jobId}`);
    expect(job.json().data).toMatchObject({ status: 'queued', result: null });
    expect((await call('admin', 'GET', `/api/grading-jobs/${res.json().data.jobId}`)).statusCode).toBe(200);
    await t.createUser('other-db-teacher', 'Teacher', [t.ids.databases]);
    expect((await call('other-db-teacher', 'GET', `/api/grading-jobs/${res.json().data.jobId}`)).statusCode).toBe(404);
    expect((await call('teacher', 'GET', '/api/grading-jobs/999999')).statusCode).toBe(404);
  }, 120_000);
});

describe('node question counts', () => {
  test('own = latest versions on the node; total = distinct latest questions of the node and below', async () => {
    const type = (await call('admin', 'GET', `/api/courses/${t.ids.databases}/nodes`)).json().data[0].nodeTypeId;
    const node = async (name: string, parentIds: number[]) =>
      (await call('teacher', 'POST', `/api/courses/${t.ids.databases}/nodes`, { name, description: null, nodeTypeId: type, parentIds })).json().data.id as number;
    const top = await node('Count top', []);
    const left = await node('Count left', [top]);
    const right = await node('Count right', [top]);
    const shared = await node('Count shared', [left, right]);
    await create({ nodeIds: [top] });
    const both = await create({ nodeIds: [left, shared] });
    await create({ nodeIds: [shared] });
    // A newer version moves the question off `left`: only the latest version counts.
    await call('teacher', 'PUT', `/api/questions/${both.id}?mode=new-version`, questionInput({ nodeIds: [right] }));
    const counts = new Map(
      ((await call('teacher', 'GET', `/api/courses/${t.ids.databases}/nodes`)).json().data as { id: number; questionCount: number; totalQuestionCount: number }[]).map(
        (n) => [n.id, [n.questionCount, n.totalQuestionCount]],
      ),
    );
    expect(counts.get(top)).toEqual([1, 3]);
    expect(counts.get(left)).toEqual([0, 1]);
    expect(counts.get(right)).toEqual([1, 2]);
    expect(counts.get(shared)).toEqual([1, 1]);
  });
});
