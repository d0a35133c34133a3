import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { QuestionInput } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';

let t: TestApp;
let ids: Record<string, number>;
let node: Record<string, number>;
let authorId: number;
let courseId: number;

type Summary = { id: number; title: string; snippet: string | null; textPreview: string; kind: string; tags: string[] };

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function create(key: string, input: Partial<QuestionInput>, username = 'searcher') {
  const res = await call(username, 'POST', `/api/courses/${courseId}/questions`, questionInput(input));
  expect(res.statusCode).toBe(201);
  ids[key] = res.json().data.id;
}

async function list(query: string, username = 'searcher') {
  const res = await call(username, 'GET', `/api/courses/${courseId}/questions?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Summary[]; total: number; page: number; pageSize: number };
}

const titles = (items: Summary[]) => items.map((item) => item.title).sort();

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  ids = {};
  // A course of its own, so that other questions (the demo data's) do not count.
  const course = await call('admin', 'POST', '/api/admin/courses', { courseName: 'Search course', courseAcronym: 'SRCH', description: null });
  courseId = course.json().data.id;
  await t.createUser('searcher', 'Teacher', [courseId]);
  authorId = await t.createUser('author', 'Teacher', [courseId]);
  const nodeTypeId = (await call('admin', 'GET', '/api/node-types')).json().data[0].id;
  node = {};
  const addNode = async (name: string, parents: string[]) => {
    const res = await call('searcher', 'POST', `/api/courses/${courseId}/nodes`, { name, description: null, nodeTypeId, parentIds: parents.map((p) => node[p]) });
    node[name] = res.json().data.id;
  };
  await addNode('Relational model', []);
  await addNode('Relational algebra', ['Relational model']);
  await addNode('SQL', []);
  await addNode('Joins', ['Relational algebra', 'SQL']);
  await create('join', {
    title: 'Natural join',
    text: 'Which **rows** does a natural join of *employees* and departments return? ![plot](attachment:1)',
    tags: ['joins', 'sql'],
    nodeIds: [node.Joins],
  });
  await create('outer', { title: 'Outer joins', text: 'Explain the left outer join.', content: contentOfKind('free-text'), tags: ['joins'], nodeIds: [node.SQL] });
  await create('keys', { title: 'Candidate keys', text: 'Name a key of the <b>employees</b> relation.', tags: ['keys'], nodeIds: [node['Relational model']] });
  await create('answer', {
    title: 'Scale of normalisation',
    text: 'How normalised is the schema?',
    content: { kind: 'scale', labels: [{ value: 1, label: 'Barely' }, { value: 2, label: 'Zanzibar-grade' }], correctValue: null },
  });
  await create('other', { title: 'Authored elsewhere', text: 'Transactions and isolation.', tags: ['tx'] }, 'author');
  await create('inactive', { title: 'Old join question', text: 'Joins of old.', isActive: false, tags: ['joins'] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('listQuestions', () => {
  test('only the latest versions of the course, active by default, newest first, with total and paging', async () => {
    await call('searcher', 'PUT', `/api/questions/${ids.keys}?mode=new-version`, questionInput({ title: 'Candidate keys', text: 'Name a key of the employees relation.', tags: ['keys'], nodeIds: [node['Relational model']] }));
    const page = await list('');
    expect(page.total).toBe(5);
    expect(page.items.filter((item) => item.title === 'Candidate keys')).toHaveLength(1);
    expect(page.items[0].title).toBe('Candidate keys');
    expect(page.items.every((item) => item.snippet === null)).toBe(true);
    const second = await list('pageSize=2&page=2&sortBy=title&sortOrder=asc');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.title)).toEqual(['Natural join', 'Outer joins']);
    expect((await list('active=inactive')).items.map((i) => i.title)).toEqual(['Old join question']);
    expect((await list('active=all')).total).toBe(6);
  });

  test('textPreview is the text without markup', async () => {
    const { items } = await list('sortBy=id&sortOrder=asc');
    expect(items.find((i) => i.id === ids.join)!.textPreview).toBe('Which rows does a natural join of employees and departments return? plot');
  });

  test('words: all must match (title, text or answers), the last one as a prefix; snippets mark them', async () => {
    expect(titles((await list('query=join')).items)).toEqual(['Natural join', 'Outer joins']);
    expect(titles((await list('query=natural%20jo')).items)).toEqual(['Natural join']);
    expect(titles((await list('query=employees')).items)).toEqual(['Candidate keys', 'Natural join']);
    expect(titles((await list('query=zanzibar')).items)).toEqual(['Scale of normalisation']);
    expect((await list('query=absentword')).total).toBe(0);
    const { items } = await list('query=employees%20natural');
    expect(items).toHaveLength(1);
    expect(items[0].snippet).toContain('«employees»');
    expect(items[0].snippet).toContain('«Natural»');
  });

  test('query syntax is just words: operators and quotes cannot break the search', async () => {
    for (const query of ["join's", 'join & | ! ( ) :*', "'; DROP TABLE questions; --", '"natural join"', '!!!']) {
      const res = await call('searcher', 'GET', `/api/courses/${courseId}/questions?query=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await list(`query=${encodeURIComponent('!!!')}`)).total).toBe(5);
  });

  test('relevance puts title matches first', async () => {
    await create('textOnly', { title: 'Relevance one', text: 'A quokka in the text only.', isActive: false });
    await create('inTitle', { title: 'Quokka in the title', text: 'Nothing else.', isActive: false });
    const ranked = (order: string) => list(`active=all&query=quokka&sortBy=relevance&sortOrder=${order}`);
    expect((await ranked('desc')).items.map((i) => i.title)).toEqual(['Quokka in the title', 'Relevance one']);
    expect((await ranked('asc')).items.map((i) => i.title)).toEqual(['Relevance one', 'Quokka in the title']);
  });

  test('a node includes its descendants unless includeDescendants=false', async () => {
    // Relational model > Relational algebra > Joins; SQL > Joins.
    expect(titles((await list(`nodeId=${node['Relational model']}`)).items)).toEqual(['Candidate keys', 'Natural join']);
    expect(titles((await list(`nodeId=${node['Relational model']}&includeDescendants=false`)).items)).toEqual(['Candidate keys']);
    expect(titles((await list(`nodeId=${node.SQL}`)).items)).toEqual(['Natural join', 'Outer joins']);
  });

  test('kind (any of), tag (all of), author', async () => {
    expect(titles((await list('kind=free-text&kind=scale')).items)).toEqual(['Outer joins', 'Scale of normalisation']);
    expect(titles((await list('tag=joins')).items)).toEqual(['Natural join', 'Outer joins']);
    expect(titles((await list('tag=joins&tag=sql')).items)).toEqual(['Natural join']);
    expect(titles((await list(`authorId=${authorId}`)).items)).toEqual(['Authored elsewhere']);
  });

  test('id: only the questions named (latest versions of the course)', async () => {
    expect(titles((await list(`id=${ids.join}&id=${ids.outer}`)).items)).toEqual(['Natural join', 'Outer joins']);
    expect(titles((await list(`id=${ids.join}&query=outer`)).items)).toEqual([]);
    expect((await list(`id=${ids.inactive}&active=all`)).total).toBe(1);
    expect((await list('id=999999')).total).toBe(0);
    const tooMany = Array.from({ length: 501 }, (_, i) => `id=${i + 1}`).join('&');
    const res = await call('searcher', 'GET', `/api/courses/${courseId}/questions?${tooMany}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'querystring/id' }] });
  });

  test('what the list filters and searches follows every save: in place, a new version, deactivation', async () => {
    await create('moving', { title: 'Platypus facts', text: 'About the platypus.', tags: ['fauna'] });
    const found = async (query: string) => titles((await list(`active=all&${query}`)).items);
    const input = (title: string, text: string, tags: string[]) => questionInput({ title, text, tags, content: contentOfKind('free-text') });
    await call('searcher', 'PUT', `/api/questions/${ids.moving}?mode=in-place`, input('Echidna facts', 'About the echidna.', ['monotremes']));
    expect(await found('query=platypus')).toEqual([]);
    expect(await found('query=echidna')).toEqual(['Echidna facts']);
    expect(await found('tag=fauna')).toEqual([]);
    expect(await found('tag=monotremes&kind=free-text')).toEqual(['Echidna facts']);

    const next = await call('searcher', 'PUT', `/api/questions/${ids.moving}?mode=new-version`, input('Wombat facts', 'About the wombat.', ['monotremes']));
    expect(next.statusCode).toBe(200);
    expect(await found('query=echidna')).toEqual([]);
    expect((await list('active=all&query=wombat')).items.map((item) => item.id)).toEqual([next.json().data.id]);

    await call('searcher', 'PUT', `/api/questions/${next.json().data.id}/active`, { isActive: false });
    expect(titles((await list('query=wombat')).items)).toEqual([]);
    expect(titles((await list('active=inactive&query=wombat')).items)).toEqual(['Wombat facts']);
  });

  test('a teacher of another course is refused as if the course did not exist', async () => {
    const res = await call('teacher', 'GET', `/api/courses/${courseId}/questions`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This course does not exist.' });
  });
});
