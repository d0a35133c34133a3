import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import {
  allowExplodingQuestions,
  countCourseAttachments,
  countCourseQuestions,
  refuseExplodingQuestions,
} from './support/question-imports.js';

let t: TestApp;
let sqlNode: number;
let progcNode: number;

const fixture = (name: string) =>
  readFileSync(new URL(`../modules/question-imports/__tests__/fixtures/${name}`, import.meta.url), 'utf8');

async function call(username: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

const importBody = (format: 'moodle-xml' | 'gift', content: string, nodeIds: number[] = []) => ({ format, fileName: `bank.${format === 'gift' ? 'gift' : 'xml'}`, content, nodeIds });
const previewUrl = () => `/api/courses/${t.ids.databases}/question-imports/preview`;
const applyUrl = () => `/api/courses/${t.ids.databases}/question-imports/apply`;
const exportUrl = () => `/api/courses/${t.ids.databases}/question-exports/moodle-xml`;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('imports-progc', 'Teacher', [t.ids.programming]);
  const nodes = (await call('admin', 'GET', `/api/courses/${t.ids.databases}/nodes`)).json().data as Array<{ id: number; name: string }>;
  sqlNode = nodes.find((node) => node.name === 'SQL')!.id;
  progcNode = (await call('admin', 'GET', `/api/courses/${t.ids.programming}/nodes`)).json().data[0].id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('previewQuestionImport', () => {
  test('lists what each question becomes and stores nothing', async () => {
    const before = await countCourseQuestions(t.db, t.ids.databases);
    const res = await call('teacher', 'POST', previewUrl(), importBody('gift', fixture('programming.gift')));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 11, importable: 10, skipped: 1 });
    expect(data.items[0]).toEqual({
      index: 1,
      sourceType: 'multichoice',
      name: 'Dereference',
      category: 'Programming in C/Pointers',
      kind: 'multiple-choice',
      status: 'import',
      reason: null,
      // The options' feedback is kept.
      warnings: [],
    });
    expect(data.items.find((item: { name: string }) => item.name === 'Approximate')).toMatchObject({ status: 'import', kind: 'numerical', reason: null });
    expect(await countCourseQuestions(t.db, t.ids.databases)).toBe(before);
  });

  test('a malformed file is 422 with where it breaks', async () => {
    const res = await call('teacher', 'POST', previewUrl(), importBody('moodle-xml', fixture('malformed.xml')));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMPORT_MALFORMED', message: expect.stringMatching(/^The file is not valid XML \(line 5, column \d+\)/) });
  });

  test('nodes must be nodes of the course', async () => {
    const res = await call('teacher', 'POST', previewUrl(), importBody('gift', 'Q{T}', [sqlNode, progcNode]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/nodeIds' }] });
  });
});

describe('applyQuestionImport', () => {
  test('creates every importable question on the nodes, with its images as attachments (reused when identical)', async () => {
    const before = await countCourseQuestions(t.db, t.ids.databases);
    const attachmentsBefore = await countCourseAttachments(t.db, t.ids.databases);
    const res = await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', fixture('databases.xml'), [sqlNode]));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.questionIds).toHaveLength(data.importable);
    expect(data.importable).toBe(8);
    expect(await countCourseQuestions(t.db, t.ids.databases)).toBe(before + 8);
    expect(await countCourseAttachments(t.db, t.ids.databases)).toBe(attachmentsBefore + 1);

    const first = (await call('teacher', 'GET', `/api/questions/${data.questionIds[0]}`)).json().data;
    expect(first).toMatchObject({ title: 'Primary key', kind: 'multiple-choice', nodes: [{ id: sqlNode, name: 'SQL' }], tags: ['keys', 'relational model'] });
    const attachmentId = Number(/!\[ER\]\(attachment:(\d+)\)/.exec(first.text)?.[1]);
    const image = await call('teacher', 'GET', `/api/attachments/${attachmentId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const again = await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', fixture('databases.xml')));
    const second = (await call('teacher', 'GET', `/api/questions/${again.json().data.questionIds[0]}`)).json().data;
    expect(second.text).toContain(`![ER](attachment:${attachmentId})`);
    expect(await countCourseAttachments(t.db, t.ids.databases)).toBe(attachmentsBefore + 1);
  });

  test('all or nothing: a failure on one question leaves no question and no attachment behind', async () => {
    const content = fixture('databases.xml').replace('<text>Join kinds</text>', '<text>Explodes</text>');
    const questions = await countCourseQuestions(t.db, t.ids.databases);
    const attachments = await countCourseAttachments(t.db, t.ids.programming);
    await refuseExplodingQuestions(t.db);
    try {
      const res = await call('admin', 'POST', `/api/courses/${t.ids.programming}/question-imports/apply`, importBody('moodle-xml', content));
      expect(res.statusCode).toBe(500);
    } finally {
      await allowExplodingQuestions(t.db);
    }
    expect(await countCourseQuestions(t.db, t.ids.databases)).toBe(questions);
    expect(await countCourseQuestions(t.db, t.ids.programming)).toBe(0);
    expect(await countCourseAttachments(t.db, t.ids.programming)).toBe(attachments);
  });
});

describe('exportQuestionsMoodleXml', () => {
  test('exports the Moodle kinds, lists the others, and imports back to equivalent questions', async () => {
    const applied = (await call('teacher', 'POST', applyUrl(), importBody('gift', fixture('programming.gift')))).json().data;
    const code = (await call('teacher', 'GET', `/api/courses/${t.ids.databases}/questions?kind=code&pageSize=1`)).json().data.items[0];
    const res = await call('teacher', 'POST', exportUrl(), { questionIds: [...applied.questionIds, code.id] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ fileName: expect.stringMatching(/\.xml$/), exported: applied.questionIds.length });
    expect(data.skipped).toEqual([{ questionId: code.id, title: code.title, reason: 'Moodle XML has no question type for code questions' }]);

    const back = (await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', data.content))).json().data;
    expect(back.importable).toBe(applied.importable);
    for (const [index, id] of applied.questionIds.entries()) {
      const original = (await call('teacher', 'GET', `/api/questions/${id}`)).json().data;
      const copy = (await call('teacher', 'GET', `/api/questions/${back.questionIds[index]}`)).json().data;
      expect({ title: copy.title, kind: copy.kind }).toEqual({ title: original.title, kind: original.kind });
      // General feedback, and feedback on options, truth values and keys, travel with the questions.
      expect(copy.feedback).toEqual(original.feedback);
      if (original.kind === 'true-false' || original.kind === 'free-text' || original.kind === 'text-completion' || original.kind === 'numerical') {
        expect(copy.content).toEqual(original.content);
      }
      if (original.kind === 'multiple-choice') {
        const feedbackOf = (content: { options: Array<{ feedback?: string }> }) => content.options.map((option) => option.feedback);
        expect(feedbackOf(copy.content)).toEqual(feedbackOf(original.content));
      }
    }
  });

  test('calculated questions, all-or-nothing scoring and feedback (with its images) travel through the bank and back', async () => {
    const applied = (await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', fixture('calculated.xml')))).json().data;
    expect({ total: applied.total, importable: applied.importable }).toEqual({ total: 13, importable: 9 });
    const rectangle = (await call('teacher', 'GET', `/api/questions/${applied.questionIds[0]}`)).json().data;
    expect(rectangle).toMatchObject({
      title: 'Rectangle area',
      kind: 'numerical',
      template: { variables: [{ name: 'a', type: 'float' }, { name: 'b', type: 'int' }, { name: 'f1', type: 'expr', expr: 'a * b' }] },
      content: { answers: [{ value: '{{a}} * {{b}}', toleranceKind: 'relative' }, { value: '2 * ({{a}} + {{b}})' }] },
      feedback: { correct: 'Well done.' },
    });

    const res = await call('teacher', 'POST', exportUrl(), { questionIds: applied.questionIds });
    const data = res.json().data;
    expect(data).toMatchObject({ exported: applied.importable, skipped: [] });
    // The image is the course's attachment (an identical one is reused, under its own name), embedded again.
    expect(data.content).toMatch(
      /<generalfeedback format="markdown"><text>A prime has exactly two divisors.\n\n!\[sieve\]\(@@PLUGINFILE@@\/[^)]+\)<\/text><file name="[^"]+" path="\/" encoding="base64">/,
    );

    const attachments = await countCourseAttachments(t.db, t.ids.databases);
    const back = (await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', data.content))).json().data;
    expect(back.importable).toBe(applied.importable);
    // The image of the feedback is the course's attachment already.
    expect(await countCourseAttachments(t.db, t.ids.databases)).toBe(attachments);
    for (const [index, id] of applied.questionIds.entries()) {
      const original = (await call('teacher', 'GET', `/api/questions/${id}`)).json().data;
      const copy = (await call('teacher', 'GET', `/api/questions/${back.questionIds[index]}`)).json().data;
      expect({ title: copy.title, kind: copy.kind, feedback: copy.feedback, template: copy.template }).toEqual({
        title: original.title,
        kind: original.kind,
        feedback: original.feedback,
        template: original.template,
      });
      if (original.kind === 'numerical' || original.template !== null) expect(copy.content).toEqual(original.content);
      if (original.kind === 'multiple-choice') expect(copy.content.scoring).toBe(original.content.scoring);
    }
  });

  test('select missing words, drag and drop into text and Cloze questions travel through the bank and back', async () => {
    for (const [file, total, importable] of [
      ['gapselect.xml', 5, 3],
      ['cloze.xml', 9, 4],
    ] as const) {
      const applied = (await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', fixture(file)))).json().data;
      expect({ total: applied.total, importable: applied.importable }).toEqual({ total, importable });
      const data = (await call('teacher', 'POST', exportUrl(), { questionIds: applied.questionIds })).json().data;
      expect(data).toMatchObject({ exported: importable, skipped: [] });
      const back = (await call('teacher', 'POST', applyUrl(), importBody('moodle-xml', data.content))).json().data;
      expect(back.importable).toBe(importable);
      for (const [index, id] of applied.questionIds.entries()) {
        const original = (await call('teacher', 'GET', `/api/questions/${id}`)).json().data;
        const copy = (await call('teacher', 'GET', `/api/questions/${back.questionIds[index]}`)).json().data;
        expect({ kind: copy.kind, text: copy.text, content: copy.content, feedback: copy.feedback }).toEqual({
          kind: 'text-completion',
          text: original.text,
          content: original.content,
          feedback: original.feedback,
        });
      }
    }
  });

  test('questions of another course are 404', async () => {
    const other = (await call('admin', 'POST', `/api/courses/${t.ids.programming}/question-imports/apply`, importBody('gift', 'Other course{T}'))).json().data;
    const res = await call('teacher', 'POST', exportUrl(), { questionIds: other.questionIds });
    expect(res.statusCode).toBe(404);
  });
});

describe('access', () => {
  test('a teacher of another course is answered as if the course did not exist; a student is refused', async () => {
    for (const [url, payload] of [
      [previewUrl(), importBody('gift', 'Q{T}')],
      [applyUrl(), importBody('gift', 'Q{T}')],
      [exportUrl(), { questionIds: [1] }],
    ] as const) {
      expect((await call('imports-progc', 'POST', url, payload)).json()).toEqual({ code: 'NOT_FOUND', message: 'This course does not exist.' });
      expect((await call('student', 'POST', url, payload)).statusCode).toBe(403);
    }
  });

  test('a course that does not exist is 404', async () => {
    const res = await call('admin', 'POST', '/api/courses/999999/question-imports/preview', importBody('gift', 'Q{T}'));
    expect(res.statusCode).toBe(404);
  });
});
