/**
 * Question-bank latency at volume: 50 000 questions of every kind with generated but realistically distributed
 * text (a Zipf-like vocabulary of course words and a long tail of rare ones) in one course with a node graph of
 * ~300 nodes, listQuestions measured through the whole app (app.inject: routing, session, context, validation,
 * two queries, serialisation) next to the floor: the same count + page SQL run bare. Runs on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a server. BENCH_EXPLAIN=1 prints each case's plans.
 *
 *   npm run bench:questions
 *
 * Target per engine and case: p95 ≤ 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import type { Database, Db } from '../server/db/connect.js';
import { execute, loadSqlBlocks, queryRow, queryRows } from '../server/db/sql-blocks.js';
import type { QuestionContent, QuestionKind } from '../server/generated/contract-types.js';
import { answerText } from '../server/grading/index.js';
import { questionListStatements, selectQuestionList } from '../server/modules/questions/queries.js';
import { questionListParams, type QuestionListQuery } from '../server/modules/questions/service.js';
import type { BulkData } from '../server/seed/bulk.js';
import { onEachEngine, percentile, random, signIn, timed } from './support';

const size = { students: 2_000, courses: 20, enrolmentsPerStudent: 1 };
const questionCount = 50_000;
const batchSize = 2_000;
const warmUp = 20;
const measured = 200;
const targetP95Ms = 100;

const sql = loadSqlBlocks(new URL('./questions.sql', import.meta.url), [
  'insert_bench_node_type',
  'insert_bench_node',
  'insert_bench_node_parents',
  'insert_bench_questions',
  'insert_bench_question_nodes',
  'select_bench_user_id',
  'vacuum_analyze',
] as const);

// Course words, most frequent first: a question's words are drawn with weight 1/rank, like natural text.
const common = (
  'the of a and to is in which what query table relation key select join the return rows column value index ' +
  'database transaction schema primary foreign attribute tuple normal form dependency function program output ' +
  'input loop array pointer memory string integer list order group count sum average constraint null insert ' +
  'update delete view trigger procedure cursor lock isolation commit rollback recursion sort search tree graph ' +
  'hash algorithm complexity compile variable type class object method interface stream file error exception'
).split(' ');
const tags = ['sql', 'joins', 'normalisation', 'transactions', 'indexes', 'er-model', 'algebra', 'c', 'pointers', 'python', 'recursion', 'sorting', 'exam-2024', 'exam-2025', 'midterm', 'easy', 'hard', 'lab', 'theory', 'practice'];
const kindWeights: Array<[QuestionKind, number]> = [
  ['multiple-choice', 30],
  ['true-false', 12],
  ['free-text', 10],
  ['code', 10],
  ['sql', 10],
  ['json', 3],
  ['complex', 5],
  ['ordered-elements', 5],
  ['connected-elements', 5],
  ['text-completion', 5],
  ['diagram', 2],
  ['scale', 3],
];

function generator(seed: number) {
  const next = random(seed);
  const harmonic = common.reduce((sum, _word, rank) => sum + 1 / (rank + 1), 0);
  const syllables = ['ka', 'lo', 'mir', 'zen', 'tra', 'vel', 'qu', 'dor', 'fi', 'sna', 'pe', 'rux', 'bo', 'gal', 'te', 'wy'];
  const rareWord = (n: number) => {
    let word = '';
    for (let i = 0; i < 3; i++) word += syllables[(n >> (4 * i)) & 15];
    return `${word}${n >> 12}`;
  };
  const commonWord = () => {
    let target = next() * harmonic;
    for (let rank = 0; rank < common.length; rank++) {
      target -= 1 / (rank + 1);
      if (target <= 0) return common[rank];
    }
    return common[common.length - 1];
  };
  // One word in twenty is from a tail of 40 000, so a rare word occurs in a handful of questions.
  const word = () => (next() < 0.05 ? rareWord(Math.floor(next() * 40_000)) : commonWord());
  const words = (min: number, max: number) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, word).join(' ');
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const totalWeight = kindWeights.reduce((sum, [, w]) => sum + w, 0);
  const kind = (): QuestionKind => {
    let target = next() * totalWeight;
    for (const [k, w] of kindWeights) if ((target -= w) <= 0) return k;
    return 'multiple-choice';
  };
  const item = (id: string) => ({ id, text: words(1, 4) });

  function content(k: QuestionKind): QuestionContent {
    switch (k) {
      case 'multiple-choice':
        return { kind: k, multipleCorrect: false, shuffle: true, options: ['a', 'b', 'c', 'd'].map((id, i) => ({ id, text: words(2, 8), correct: i === 0, penalty: i === 0 ? 0 : 100 })) };
      case 'true-false':
        return { kind: k, correct: next() < 0.5 };
      case 'free-text':
        return { kind: k, modelAnswer: words(10, 40), maxLength: 2000 };
      case 'code':
        return { kind: k, language: 'python', prefix: '', sourceTemplate: 'def solve():\n    pass\n', suffix: '', referenceSolution: 'def solve():\n    return 1\n', timeLimitMs: 2000, memoryLimitMb: 64, tests: [{ id: 't1', name: 'basic', input: '1', expectedOutput: '1', weight: 100, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false }] };
      case 'sql':
        return { kind: k, fixture: 'CREATE TABLE t (a int);', hiddenFixture: 'CREATE TABLE t (a int);', referenceSolution: 'SELECT a FROM t', orderMatters: false, columnNames: 'ignore' };
      case 'json':
        return { kind: k, reference: '{"a": 1}', compare: 'deep' };
      case 'complex':
        return { kind: k, subquestions: [{ id: 'p1', text: words(5, 15), weight: 50, content: { kind: 'true-false', correct: true } }, { id: 'p2', text: words(5, 15), weight: 50, content: { kind: 'free-text', modelAnswer: words(5, 20), maxLength: null } }] };
      case 'ordered-elements':
        return { kind: k, elements: ['e1', 'e2', 'e3', 'e4'].map(item) };
      case 'connected-elements':
        return { kind: k, left: ['l1', 'l2', 'l3'].map(item), right: ['r1', 'r2', 'r3'].map(item), pairs: [{ leftId: 'l1', rightId: 'r1' }] };
      case 'text-completion':
        return { kind: k, gapText: `${words(5, 15)} [[1]] ${words(5, 15)}`, gaps: [{ answers: [word()], caseSensitive: false, options: [] }] };
      case 'diagram':
        return { kind: k, grading: 'manual', reference: null };
      case 'scale':
        return { kind: k, labels: [{ value: 1, label: 'low' }, { value: 5, label: 'high' }], correctValue: null };
      // Not among kindWeights, so the bank's mix stays the one the recorded figures were measured on.
      case 'numerical':
        return { kind: k, answers: [{ value: String(Math.round(next() * 1000) / 10), tolerance: 0.01, toleranceKind: 'relative', fraction: 100 }], units: [], unitHandling: 'none', unitPenalty: 0 };
    }
  }

  return {
    next,
    pick,
    rareWord,
    question() {
      const k = kind();
      const c = content(k);
      const tagCount = Math.floor(next() * 4);
      const chosen = [...new Set(Array.from({ length: tagCount }, () => pick(tags)))];
      return { kind: k, title: words(3, 8), text: words(20, 80), content: c, tags: chosen.join(','), answerText: answerText(c), active: next() < 0.9 };
    },
  };
}

interface Graph {
  moduleIds: number[];
  unitIds: number[];
  leafIds: number[];
}

/** One root, 8 modules, 6 units each, 5 topics per unit; every seventh topic also sits under a second unit. */
async function seedGraph(db: Db, courseId: number): Promise<Graph> {
  const nodeTypeId = (await queryRow<{ id: number }>(db, sql.insert_bench_node_type)).id;
  const node = async (name: string, parentIds: number[]) => {
    const id = (await queryRow<{ id: number }>(db, sql.insert_bench_node, { courseId, nodeTypeId, name })).id;
    if (parentIds.length > 0) await execute(db, sql.insert_bench_node_parents, { nodeId: id, parentIds });
    return id;
  };
  const root = await node('Course', []);
  const graph: Graph = { moduleIds: [], unitIds: [], leafIds: [] };
  for (let m = 0; m < 8; m++) {
    const moduleId = await node(`Module ${m + 1}`, [root]);
    graph.moduleIds.push(moduleId);
    for (let u = 0; u < 6; u++) {
      const unitId = await node(`Unit ${m + 1}.${u + 1}`, [moduleId]);
      graph.unitIds.push(unitId);
      for (let l = 0; l < 5; l++) {
        const parents = graph.leafIds.length % 7 === 6 && graph.unitIds.length > 1 ? [unitId, graph.unitIds[graph.unitIds.length - 2]] : [unitId];
        graph.leafIds.push(await node(`Topic ${m + 1}.${u + 1}.${l + 1}`, parents));
      }
    }
  }
  return graph;
}

async function seedQuestions(db: Db, courseId: number, authors: number[], graph: Graph) {
  const gen = generator(11);
  const start = Date.parse('2024-01-01T00:00:00Z');
  for (let done = 0; done < questionCount; done += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, questionCount - done) }, () => gen.question());
    await execute(db, sql.insert_bench_questions, {
      courseId,
      kinds: rows.map((r) => r.kind),
      titles: rows.map((r) => r.title),
      texts: rows.map((r) => r.text),
      contents: rows.map((r) => JSON.stringify(r.content)),
      tags: rows.map((r) => r.tags),
      answerTexts: rows.map((r) => r.answerText),
      authors: rows.map(() => gen.pick(authors)),
      updatedAts: rows.map(() => new Date(start + Math.floor(gen.next() * 2 * 365 * 86_400_000))),
      actives: rows.map((r) => r.active),
    });
  }
  // Questions on topics mostly, some on units.
  await execute(db, sql.insert_bench_question_nodes, { courseId, nodeIds: [...graph.leafIds, ...graph.leafIds, ...graph.unitIds] });
  await queryRows(db, sql.vacuum_analyze);
}

interface Case {
  name: string;
  query: (i: number) => Partial<QuestionListQuery>;
}

function cases(graph: Graph, authorId: number): Case[] {
  const gen = generator(23);
  const rare = Array.from({ length: warmUp + measured }, () => gen.rareWord(Math.floor(gen.next() * 40_000)));
  const commonPairs = Array.from({ length: warmUp + measured }, () => `${gen.pick(common.slice(8, 40))} ${gen.pick(common.slice(8, 60)).slice(0, 3)}`);
  return [
    { name: 'first page (updatedAt desc)', query: () => ({}) },
    { name: 'deep page (offset 40 000)', query: (i) => ({ page: 2_000 + (i % 7), pageSize: 20, active: 'all' }) },
    { name: 'sorted by title', query: () => ({ sortBy: 'title', sortOrder: 'asc' }) },
    { name: 'common word', query: (i) => ({ query: common[8 + (i % 20)] }) },
    { name: 'common word, by relevance', query: (i) => ({ query: common[8 + (i % 20)], sortBy: 'relevance' }) },
    { name: 'two words, last a prefix', query: (i) => ({ query: commonPairs[i] }) },
    { name: 'rare word', query: (i) => ({ query: rare[i] }) },
    { name: 'module with descendants', query: (i) => ({ nodeId: graph.moduleIds[i % graph.moduleIds.length] }) },
    { name: 'topic only', query: (i) => ({ nodeId: graph.leafIds[i % graph.leafIds.length], includeDescendants: false }) },
    { name: 'kind + tag', query: (i) => ({ kind: ['multiple-choice', 'sql'], tag: [tags[i % tags.length]] }) },
    { name: 'author + common word', query: (i) => ({ authorId, query: common[10 + (i % 10)] }) },
  ];
}

const defaults: QuestionListQuery = { page: 1, pageSize: 20, sortBy: 'updatedAt', sortOrder: 'desc', includeDescendants: true, active: 'active' };

function searchParams(params: Partial<QuestionListQuery>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

interface Row {
  engine: string;
  name: string;
  total: number;
  p50: number;
  p95: number;
  floorP50: number;
  floorP95: number;
}

async function measure(engine: string, database: Database, bulk: BulkData): Promise<Row[]> {
  const courseId = bulk.teacherCourseIds[0];
  const teacherId = (await queryRow<{ id: number }>(database.db, sql.select_bench_user_id, { username: bulk.teacherUsername })).id;
  const adminId = (await queryRow<{ id: number }>(database.db, sql.select_bench_user_id, { username: bulk.adminUsername })).id;
  const started = Date.now();
  const graph = await seedGraph(database.db, courseId);
  await seedQuestions(database.db, courseId, [teacherId, teacherId, adminId], graph);
  console.info(`  ${engine}: seeded ${questionCount} questions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const staticDir = mkdtempSync(join(tmpdir(), 'examhall-bench-static-'));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: staticDir, LOGIN_RATE_LIMIT: '1000', GRADING_WORKERS: '0' }),
    database,
    logger: false,
  });
  try {
    const teacher = await signIn(app, bulk.teacherUsername, bulk.password);
    const rows: Row[] = [];
    for (const c of cases(graph, adminId)) {
      const appTimes: number[] = [];
      const floorTimes: number[] = [];
      let total = 0;
      for (let i = 0; i < warmUp + measured; i++) {
        const params = c.query(i);
        const url = `/api/courses/${courseId}/questions?${searchParams(params)}`;
        const [appMs, res] = await timed(() => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${teacher.token}` } }));
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
        const { filter, page } = questionListParams(courseId, { ...defaults, ...params });
        const [floorMs, bare] = await timed(() => selectQuestionList(database.db, filter, page));
        const served = res.json().data;
        if (served.total !== bare.total || served.items.length !== bare.items.length) {
          throw new Error(`${url}: app ${served.total}/${served.items.length}, bare SQL ${bare.total}/${bare.items.length}`);
        }
        if (i === 0 && process.env.BENCH_EXPLAIN) {
          console.info(`\n  ${engine} · ${c.name} · ${url} → total ${bare.total}`);
          for (const { block, params: sqlParams } of questionListStatements(filter, page, bare.total)) {
            const plan = await queryRows<{ 'QUERY PLAN': string }>(database.db, { ...block, text: `EXPLAIN (ANALYZE, COSTS OFF) ${block.text}` }, sqlParams);
            console.info(plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n'));
          }
        }
        if (i >= warmUp) {
          appTimes.push(appMs);
          floorTimes.push(floorMs);
          total += bare.total;
        }
      }
      rows.push({
        engine,
        name: c.name,
        total: Math.round(total / measured),
        p50: percentile(appTimes, 50),
        p95: percentile(appTimes, 95),
        floorP50: percentile(floorTimes, 50),
        floorP95: percentile(floorTimes, 95),
      });
      console.info(`  ${engine} ${c.name}: p95 ${rows[rows.length - 1].p95.toFixed(1)} ms`);
    }
    return rows;
  } finally {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): boolean {
  const header = ['engine', 'case', 'avg total', 'p50 ms', 'p95 ms', 'floor p50', 'floor p95', 'result'];
  let allPass = true;
  const lines = rows.map((row) => {
    const pass = row.p95 <= targetP95Ms;
    allPass &&= pass;
    return [row.engine, row.name, String(row.total), row.p50.toFixed(1), row.p95.toFixed(1), row.floorP50.toFixed(1), row.floorP95.toFixed(1), pass ? 'PASS' : 'FAIL'];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.info(format(header));
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.info(format(line));
  return allPass;
}

const started = Date.now();
console.info(`listQuestions over ${questionCount} questions; ${measured} calls per case after ${warmUp} warm-up; target p95 ≤ ${targetP95Ms} ms`);
const rows = await onEachEngine(size, measure);
console.info('');
const pass = printTable(rows);
console.info(`\n${pass ? 'PASS' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = pass ? 0 : 1;
