import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { demoQuestions } from '../seed/demo-questions.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';

let t: TestApp;
let topicType: number;
let moduleType: number;

beforeAll(async () => {
  t = await buildTestApp();
  const types = (await call('admin', 'GET', `/api/courses/${t.ids.databases}/nodes`)).json().data as Node[];
  topicType = types.find((n) => n.nodeTypeName === 'Topic')!.nodeTypeId;
  moduleType = types.find((n) => n.nodeTypeName === 'Module')!.nodeTypeId;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface Node {
  id: number;
  courseId: number;
  name: string;
  description: string | null;
  nodeTypeId: number;
  nodeTypeName: string;
  nodeTypeColor: string;
  parentIds: number[];
  questionCount: number;
  totalQuestionCount: number;
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function create(courseId: number, name: string, parentIds: number[] = [], username = 'teacher'): Promise<Node> {
  const res = await call(username, 'POST', `/api/courses/${courseId}/nodes`, { name, description: null, nodeTypeId: topicType, parentIds });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const link = (nodeId: number, parentId: number, username = 'teacher') => call(username, 'PUT', `/api/nodes/${nodeId}/parents/${parentId}`);

describe('listCourseNodes', () => {
  test('the demo graph of Databases: types, parents and a node with two parents', async () => {
    const res = await call('teacher', 'GET', `/api/courses/${t.ids.databases}/nodes`);
    expect(res.statusCode).toBe(200);
    const nodes = res.json().data as Node[];
    const byName = new Map(nodes.map((n) => [n.name, n]));
    const root = byName.get('Databases')!;
    // Every demo question hangs below the course node, none on it directly.
    expect(root).toMatchObject({ courseId: t.ids.databases, nodeTypeName: 'Course', parentIds: [], questionCount: 0, totalQuestionCount: demoQuestions.length });
    expect(root.nodeTypeColor).toMatch(/^#[0-9a-f]{6}$/i);
    const joins = byName.get('Joins')!;
    expect(joins.parentIds).toEqual([byName.get('Relational algebra')!.id, byName.get('SQL')!.id].sort((a, b) => a - b));
    expect(byName.get('Relational algebra')!.parentIds).toEqual([byName.get('Relational model')!.id]);
    expect(new Set(nodes.map((n) => n.nodeTypeColor)).size).toBe(4);
  });

  test('Admin, or a teacher of the course; another course answers like an unknown one (404)', async () => {
    expect((await call('admin', 'GET', `/api/courses/${t.ids.programming}/nodes`)).statusCode).toBe(200);
    const res = await call('teacher', 'GET', `/api/courses/${t.ids.programming}/nodes`);
    const unknown = await call('admin', 'GET', '/api/courses/999999/nodes');
    expect([res.statusCode, res.json()]).toEqual([404, unknown.json()]);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the graph', () => {
  test('three levels with a shared child; cycles refused, directly and indirectly', async () => {
    const root = await create(t.ids.databases, 'Graph root');
    const left = await create(t.ids.databases, 'Left', [root.id]);
    const right = await create(t.ids.databases, 'Right', [root.id]);
    const shared = await create(t.ids.databases, 'Shared', [left.id, right.id]);
    const leaf = await create(t.ids.databases, 'Leaf', [shared.id]);
    expect(shared.parentIds).toEqual([left.id, right.id]);
    expect(leaf).toMatchObject({ name: 'Leaf', nodeTypeName: 'Topic', parentIds: [shared.id], questionCount: 0 });

    const self = await link(root.id, root.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CYCLE');
    const direct = await link(left.id, shared.id);
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toEqual({ code: 'CYCLE', message: 'This link would make a cycle: “Shared” is already below “Left”.' });
    const indirect = await link(root.id, leaf.id);
    expect(indirect.statusCode).toBe(409);
    expect(indirect.json()).toEqual({ code: 'CYCLE', message: 'This link would make a cycle: “Leaf” is already below “Graph root”.' });

    // A second path that is not a cycle is fine, and linking twice changes nothing.
    const ok = await link(leaf.id, left.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.parentIds).toEqual([left.id, shared.id].sort((a, b) => a - b));
    expect((await link(leaf.id, left.id)).json().data.parentIds).toEqual(ok.json().data.parentIds);

    const unlinked = await call('teacher', 'DELETE', `/api/nodes/${leaf.id}/parents/${left.id}`);
    expect(unlinked.json().data.parentIds).toEqual([shared.id]);
    expect((await call('teacher', 'DELETE', `/api/nodes/${leaf.id}/parents/${left.id}`)).statusCode).toBe(200);
    const rootAgain = await call('teacher', 'DELETE', `/api/nodes/${leaf.id}/parents/${shared.id}`);
    expect(rootAgain.json().data.parentIds).toEqual([]);
  });

  test('a node with children cannot be deleted; a leaf can', async () => {
    const parent = await create(t.ids.databases, 'Parent');
    const one = await create(t.ids.databases, 'One', [parent.id]);
    await create(t.ids.databases, 'Two', [parent.id]);
    const res = await call('teacher', 'DELETE', `/api/nodes/${parent.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'IN_USE', message: '“Parent” has 2 child nodes; move or delete them first.' });
    expect((await call('teacher', 'DELETE', `/api/nodes/${one.id}`)).statusCode).toBe(200);
    expect((await call('teacher', 'DELETE', `/api/nodes/${one.id}`)).statusCode).toBe(404);
  });

  test('renames, describes and retypes a node', async () => {
    const node = await create(t.ids.databases, 'Draft');
    const res = await call('teacher', 'PUT', `/api/nodes/${node.id}`, { name: 'Final', description: 'Text', nodeTypeId: moduleType });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: node.id, name: 'Final', description: 'Text', nodeTypeId: moduleType, nodeTypeName: 'Module' });
    const bad = await call('teacher', 'PUT', `/api/nodes/${node.id}`, { name: 'Final', description: null, nodeTypeId: 999999 });
    expect(bad.statusCode).toBe(400);
    expect((await call('teacher', 'PUT', '/api/nodes/999999', { name: 'X', description: null, nodeTypeId: moduleType })).statusCode).toBe(404);
    expect((await call('teacher', 'PUT', `/api/nodes/${node.id}`, { name: '   ', description: null, nodeTypeId: moduleType })).statusCode).toBe(400);
  });

  test('parents of another course are refused like unknown ones, naming nothing of that course; so is an unknown node type', async () => {
    const other = await create(t.ids.programming, 'Elsewhere', [], 'admin');
    const mine = await create(t.ids.databases, 'Mine');
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/nodes`, { name: 'X', description: null, nodeTypeId: topicType, parentIds: [other.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.body).not.toContain('Elsewhere');
    const linked = await link(mine.id, other.id, 'admin');
    const unknownParent = await link(mine.id, 999999);
    expect([linked.statusCode, linked.json()]).toEqual([404, unknownParent.json()]);
    expect(unknownParent.json()).toEqual({ code: 'NOT_FOUND', message: 'The parent node does not exist in this course.' });
    const unknownType = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/nodes`, { name: 'X', description: null, nodeTypeId: 999999, parentIds: [] });
    expect(unknownType.statusCode).toBe(400);
  });

  test('a teacher of another course may not touch the graph: its course and nodes answer 404', async () => {
    await t.createUser('nodes-progc', 'Teacher', [t.ids.programming]);
    const node = await create(t.ids.databases, 'Guarded');
    const parent = await create(t.ids.databases, 'Guarded parent');
    const attempts = [
      call('nodes-progc', 'GET', `/api/courses/${t.ids.databases}/nodes`),
      call('nodes-progc', 'POST', `/api/courses/${t.ids.databases}/nodes`, { name: 'X', description: null, nodeTypeId: topicType, parentIds: [] }),
      call('nodes-progc', 'PUT', `/api/nodes/${node.id}`, { name: 'X', description: null, nodeTypeId: topicType }),
      call('nodes-progc', 'DELETE', `/api/nodes/${node.id}`),
      link(node.id, parent.id, 'nodes-progc'),
      call('nodes-progc', 'DELETE', `/api/nodes/${node.id}/parents/${parent.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const after = (await call('admin', 'GET', `/api/courses/${t.ids.databases}/nodes`)).json().data as Node[];
    expect(after.find((n) => n.id === node.id)).toMatchObject({ name: 'Guarded', parentIds: [] });
  });
});
