/**
 * Header-search latency at volume: 100 000 students (with enrolments) and 2 000 courses in a fresh database,
 * searchAnything measured through the whole app (app.inject: routing, session, validation, query,
 * serialisation) as an administrator and as a teacher, next to the floor: the same trigram SQL run bare
 * against the database. Runs on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a
 * server (a fresh database is created on it and dropped afterwards).
 *
 *   npm run bench:search
 *
 * Target per engine and caller: p95 ≤ 30 ms, and p95 ≤ 2 × the floor's p95.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import type { Database } from '../server/db/connect.js';
import { searchParameters, selectSearchResults } from '../server/modules/lookups/service.js';
import { bulkNames, type BulkData } from '../server/seed/bulk.js';
import { onEachEngine, percentile, random, signIn, timed } from './support';

const size = { students: 100_000, courses: 2_000, enrolmentsPerStudent: 3 };
const warmUp = 40;
const measured = 300;
const targetP95Ms = 30;
const targetRatio = 2;

/**
 * What people type into the header search: name prefixes (mostly one word, some two), full names, student
 * numbers (whole or a prefix), course and exam words, three-word queries, rare and absent words, and a few
 * two-letter queries typed before the debounce settles.
 */
function queryMix(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const prefix = (word: string, min: number, max: number) => word.slice(0, min + Math.floor(next() * (max - min + 1)));
  const number = () => `0036${String(100_000 + 1 + Math.floor(next() * size.students)).padStart(6, '0')}`;
  const { firstNames, lastNames, subjects } = bulkNames;
  const kinds: Array<[number, () => string]> = [
    [25, () => prefix(pick(firstNames), 3, 5).toLowerCase()],
    [18, () => prefix(pick(lastNames), 3, 6).toLowerCase()],
    [14, () => `${pick(firstNames)} ${pick(lastNames)}`],
    [10, () => `${prefix(pick(firstNames), 2, 4)} ${prefix(pick(lastNames), 3, 5)}`.toLowerCase()],
    [8, () => number()],
    [4, () => number().slice(0, 7)],
    [6, () => `${pick(subjects)} ${pick(['1', '2', 'advanced', 'lab', 'fund'])}`.toLowerCase()],
    [5, () => pick(['midterm', 'final exam', 'lab 2', 'lab', 'exam zi'])],
    [4, () => `${pick(firstNames)} ${pick(lastNames)} ${number().slice(0, 5)}`],
    [2, () => pick(['frankopan zrinski', 'xyzzy', 'qwertz', 'šime žagar'])],
    [4, () => prefix(pick(firstNames), 2, 2).toLowerCase()],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  const queries: string[] = [];
  while (queries.length < count) {
    let roll = next() * total;
    for (const [weight, make] of kinds) {
      roll -= weight;
      if (roll < 0) {
        queries.push(make());
        break;
      }
    }
  }
  return queries;
}

interface Row {
  engine: string;
  caller: string;
  p50: number;
  p95: number;
  floorP50: number;
  floorP95: number;
}

async function measure(engine: string, database: Database, bulk: BulkData): Promise<Row[]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'examhall-bench-static-'));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: staticDir, LOGIN_RATE_LIMIT: '1000' }),
    database,
    logger: false,
  });
  try {
    const rows: Row[] = [];
    const callers = [
      { caller: 'Admin', username: bulk.adminUsername, seed: 1 },
      { caller: 'Teacher', username: bulk.teacherUsername, seed: 2 },
    ];
    for (const { caller, username, seed } of callers) {
      const { token } = await signIn(app, username, bulk.password);
      const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).json();
      const scope = { academicYearId: null, seesAll: caller === 'Admin', userId: me.data.dbUser.id as number, limit: 20 };
      const queries = queryMix(warmUp + measured, seed);
      const appTimes: number[] = [];
      const floorTimes: number[] = [];
      let hits = 0;
      for (const [index, query] of queries.entries()) {
        const url = `/api/lookups/search-anything?${new URLSearchParams({ query })}`;
        // App and floor alternate query by query, so drift (GC, caches) hits both alike.
        const [appMs, res] = await timed(() => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }));
        if (res.statusCode !== 200) throw new Error(`search "${query}" failed: ${res.body}`);
        const params = searchParameters(query, scope);
        const [floorMs, bare] = await timed(() => (params ? selectSearchResults(database.db, params) : Promise.resolve([])));
        const served = res.json().data as unknown[];
        if (served.length !== bare.length) throw new Error(`"${query}": app found ${served.length}, bare SQL ${bare.length}`);
        if (index >= warmUp) {
          appTimes.push(appMs);
          floorTimes.push(floorMs);
          if (served.length > 0) hits++;
        }
      }
      console.info(`  ${engine} ${caller}: ${measured} queries, ${hits} with results`);
      rows.push({
        engine,
        caller,
        p50: percentile(appTimes, 50),
        p95: percentile(appTimes, 95),
        floorP50: percentile(floorTimes, 50),
        floorP95: percentile(floorTimes, 95),
      });
    }
    return rows;
  } finally {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): boolean {
  const header = ['engine', 'caller', 'p50 ms', 'p95 ms', 'floor p50', 'floor p95', 'p95/floor p95', 'target', 'result'];
  let allPass = true;
  const lines = rows.map((row) => {
    const ratio = row.p95 / row.floorP95;
    const pass = row.p95 <= targetP95Ms && ratio <= targetRatio;
    allPass &&= pass;
    return [
      row.engine,
      row.caller,
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.floorP50.toFixed(1),
      row.floorP95.toFixed(1),
      ratio.toFixed(2),
      `p95 ≤ ${targetP95Ms} ms, ≤ ${targetRatio}× floor`,
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
console.info(`searchAnything over ${size.students} students and ${size.courses} courses; ${measured} queries per caller after ${warmUp} warm-up`);
const rows = await onEachEngine(size, measure);
console.info('');
const pass = printTable(rows);
console.info(`\n${pass ? 'PASS' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = pass ? 0 : 1;
