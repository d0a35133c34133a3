/**
 * Student-register latency at volume: 100 000 students (300 000 enrolments) and 2 000 courses in a fresh
 * database, listStudents measured through the whole app (app.inject: routing, session, context, validation,
 * two queries, serialisation) next to the floor: the same two statements run bare against the database. Runs on
 * PGlite, and also on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a server (a fresh database is
 * created there and dropped afterwards). BENCH_EXPLAIN=1 prints each case's plans (EXPLAIN ANALYZE) once.
 * Afterwards a CSV of 100 000 new students is imported with enrolments (applyStudentImport), then re-applied.
 *
 *   npm run bench:students
 *
 * Target per engine and case: p95 ≤ 50 ms.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import type { Database } from '../server/db/connect.js';
import { queryRows } from '../server/db/sql-blocks.js';
import { countStudents, selectStudentPage, studentListStatements } from '../server/modules/students/queries.js';
import { studentListParams, type StudentListQuery } from '../server/modules/students/service.js';
import { bulkNames, type BulkData } from '../server/seed/bulk.js';
import { onEachEngine, percentile, random, signIn, timed } from './support';

const size = { students: 100_000, courses: 2_000, enrolmentsPerStudent: 3 };
const warmUp = 20;
const measured = 200;
const targetP95Ms = 50;
const importRows = 100_000;

interface Row {
  engine: string;
  name: string;
  p50: number;
  p95: number;
  floorP50: number;
  floorP95: number;
}

interface Case {
  name: string;
  caller: 'admin' | 'teacher';
  /** The i-th call's query string parameters. */
  query: (i: number) => Partial<StudentListQuery>;
}

function cases(bulk: BulkData, latestYearId: number): Case[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const pairs = Array.from({ length: warmUp + measured }, () => `${pick(bulkNames.firstNames)} ${pick(bulkNames.lastNames)}`);
  const courses = Array.from({ length: warmUp + measured }, () => 1 + Math.floor(next() * size.courses));
  return [
    { name: 'first page by last name', caller: 'admin', query: () => ({}) },
    { name: 'deep page (offset 50 000)', caller: 'admin', query: (i) => ({ page: 2_500 + (i % 7), pageSize: 20 }) },
    { name: 'deep page, descending by e-mail', caller: 'admin', query: (i) => ({ page: 2_500 + (i % 7), sortBy: 'email', sortOrder: 'desc' }) },
    { name: '2-word query', caller: 'admin', query: (i) => ({ query: pairs[i] }) },
    { name: '1-word query (a first name)', caller: 'admin', query: (i) => ({ query: pairs[i].split(' ')[0].toLowerCase() }) },
    { name: 'course + year', caller: 'admin', query: (i) => ({ courseId: courses[i], academicYearId: latestYearId }) },
    { name: 'teacher, first page', caller: 'teacher', query: () => ({}) },
    {
      name: 'teacher, course + year, 1 word',
      caller: 'teacher',
      query: (i) => ({ courseId: bulk.teacherCourseIds[i % bulk.teacherCourseIds.length], academicYearId: latestYearId, query: 'a' }),
    },
  ];
}

const defaults = { page: 1, pageSize: 20, sortBy: 'lastName', sortOrder: 'asc' } as const;

async function measure(engine: string, database: Database, bulk: BulkData): Promise<Row[]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'examhall-bench-static-'));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: staticDir, LOGIN_RATE_LIMIT: '1000' }),
    database,
    logger: false,
  });
  try {
    const admin = await signIn(app, bulk.adminUsername, bulk.password);
    const teacher = await signIn(app, bulk.teacherUsername, bulk.password);
    const years = await app.inject({ method: 'GET', url: '/api/academic-years', headers: { authorization: `Bearer ${admin.token}` } });
    const latestYearId = years.json().data[0].id as number;
    const rows: Row[] = [];
    for (const c of cases(bulk, latestYearId)) {
      const who = c.caller === 'admin' ? admin : teacher;
      const scope = { seesAll: c.caller === 'admin', userId: who.userId };
      const appTimes: number[] = [];
      const floorTimes: number[] = [];
      for (let i = 0; i < warmUp + measured; i++) {
        const params = c.query(i);
        const url = `/api/students?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
        const [appMs, res] = await timed(() => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } }));
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
        const q = { ...defaults, ...params } as StudentListQuery;
        const { filter, page } = studentListParams(scope, q);
        const [floorMs, [total, items]] = await timed(() =>
          Promise.all([countStudents(database.db, filter), selectStudentPage(database.db, filter, page, q.sortBy, q.sortOrder)]),
        );
        const served = res.json().data;
        if (served.total !== total || served.items.length !== items.length) {
          throw new Error(`${url}: app ${served.total}/${served.items.length}, bare SQL ${total}/${items.length}`);
        }
        if (i === 0 && process.env.BENCH_EXPLAIN) {
          console.info(`\n  ${engine} · ${c.name} · ${url} → total ${total}`);
          for (const { block, params: sqlParams } of studentListStatements(filter, page, q.sortBy, q.sortOrder)) {
            const plan = await queryRows<{ 'QUERY PLAN': string }>(database.db, { ...block, text: `EXPLAIN (ANALYZE, COSTS OFF) ${block.text}` }, sqlParams);
            console.info(plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n'));
          }
        }
        if (i >= warmUp) {
          appTimes.push(appMs);
          floorTimes.push(floorMs);
        }
      }
      rows.push({
        engine,
        name: c.name,
        p50: percentile(appTimes, 50),
        p95: percentile(appTimes, 95),
        floorP50: percentile(floorTimes, 50),
        floorP95: percentile(floorTimes, 95),
      });
      console.info(`  ${engine} ${c.name}: p95 ${rows[rows.length - 1].p95.toFixed(1)} ms`);
    }
    await importBench(engine, app, bulk, latestYearId);
    return rows;
  } finally {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

/** applyStudentImport of 100 000 new students enrolled in one course, then the same file again (all unchanged). */
async function importBench(engine: string, app: FastifyInstance, bulk: BulkData, academicYearId: number) {
  const lines = ['altId;firstName;lastName;email;classGroup'];
  for (let i = 0; i < importRows; i++) lines.push(`0099${String(i).padStart(6, '0')};Ime${i};Prezime${i};i${i}@example.org;G${i % 30}`);
  const payload = { csv: lines.join('\r\n'), courseId: bulk.teacherCourseIds[0], academicYearId };
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: bulk.adminUsername, password: bulk.password } });
  const { token, csrfToken } = login.json().data;
  const headers = { authorization: `Bearer ${token}`, 'x-csrf-token': csrfToken, cookie: `examhall_csrf=${csrfToken}` };
  for (const [label, url] of [
    ['preview', '/api/imports/students/preview'],
    ['apply (new)', '/api/imports/students/apply'],
    ['apply again (unchanged)', '/api/imports/students/apply'],
  ] as const) {
    const [ms, res] = await timed(() => app.inject({ method: 'POST', url, payload, headers }));
    if (res.statusCode !== 200) throw new Error(`import ${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    console.info(`  ${engine} import of ${importRows} rows (${(payload.csv.length / 1e6).toFixed(1)} MB), ${label}: ${(ms / 1000).toFixed(1)} s — ${JSON.stringify(res.json().data.summary)}`);
  }
}

function printTable(rows: Row[]): boolean {
  const header = ['engine', 'case', 'p50 ms', 'p95 ms', 'floor p50', 'floor p95', 'p95/floor p95', 'result'];
  let allPass = true;
  const lines = rows.map((row) => {
    const pass = row.p95 <= targetP95Ms;
    allPass &&= pass;
    return [
      row.engine,
      row.name,
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.floorP50.toFixed(1),
      row.floorP95.toFixed(1),
      (row.p95 / row.floorP95).toFixed(2),
      pass ? 'PASS' : 'FAIL',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.info(format(header));
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.info(format(line));
  return allPass;
}

const started = Date.now();
console.info(`listStudents over ${size.students} students; ${measured} calls per case after ${warmUp} warm-up; target p95 ≤ ${targetP95Ms} ms`);
const rows = await onEachEngine(size, measure);
console.info('');
const pass = printTable(rows);
console.info(`\n${pass ? 'PASS' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = pass ? 0 : 1;
