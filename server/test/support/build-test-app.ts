import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig, type AppConfig } from '../../config.js';
import type { Role } from '../../contract.js';
import type { Database, Db } from '../../db/connect.js';
import { csrfCookie } from '../../modules/auth/cookies.js';
import { insertSession, insertUser } from '../../modules/auth/queries.js';
import { hashToken, randomToken } from '../../modules/auth/tokens.js';
import { insertTeacherCourse } from '../../seed/queries.js';
import { selectAcademicYearId, selectCourseId, selectUserId } from './queries.js';
import { createTestDatabase, testToday } from './test-database.js';

export interface TestClock {
  (): Date;
  set(date: Date): void;
  advance(ms: number): void;
}

function testClock(start: Date): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (date) => {
    now = date.getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface HeaderOptions {
  /** Send X-CSRF-Token and the CSRF cookie (default true). */
  csrf?: boolean;
  courseId?: number;
  academicYearId?: number;
}

export interface TestSession {
  userId: number;
  token: string;
  csrfToken: string;
  headers(options?: HeaderOptions): Record<string, string>;
}

/** Ids of the demo data every test database starts with. */
export interface DemoIds {
  databases: number;
  programming: number;
  previousYear: number;
  currentYear: number;
  oldestYear: number;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Where the database lives (a PostgreSQL URL, or a PGlite folder), to open it again as another process would. */
  location: { dataDir?: string; databaseUrl?: string };
  db: Db;
  config: AppConfig;
  clock: TestClock;
  ids: DemoIds;
  /** A session of an existing user, made without a password round trip (sign-in has its own tests). */
  sessionFor(username: string): Promise<TestSession>;
  /** A user without a password, teaching the given courses when a teacher. */
  createUser(username: string, roleName: Role, courseIds?: number[]): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides on top of the test defaults (see below). */
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
}

/** A built SPA stand-in: index.html, a hashed asset (with the build's .br and .gz beside both) and a plain file. */
function writeStaticFixture(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const compressed = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };
  compressed(join(dir, 'index.html'), '<!doctype html><html><body><div id="root">ExamHall SPA</div></body></html>');
  compressed(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
}

export function sessionHeaders(token: string, csrfToken: string, options: HeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.csrf !== false) {
    headers['x-csrf-token'] = csrfToken;
    headers.cookie = `${csrfCookie}=${csrfToken}`;
  }
  if (options.courseId !== undefined) headers['context-course-id'] = String(options.courseId);
  if (options.academicYearId !== undefined) headers['context-academic-year-id'] = String(options.academicYearId);
  return headers;
}

/**
 * The real app on a fresh copy of the demo database (PGlite, or PostgreSQL when DATABASE_URL is set), with a
 * clock fixed at `testToday` that tests may move. Drive it with `app.inject()`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose, location } = await createTestDatabase();
  const staticDir = mkdtempSync(join(tmpdir(), 'examhall-test-static-'));
  writeStaticFixture(staticDir);
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    STATIC_DIR: staticDir,
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const clock = testClock(testToday);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, clock, logger: options.logger ?? false });
  } catch (error) {
    await dispose();
    throw error;
  }
  const { db } = database;

  const ids: DemoIds = {
    databases: await selectCourseId(db, 'DB'),
    programming: await selectCourseId(db, 'PROGC'),
    oldestYear: await selectAcademicYearId(db, '2024/2025'),
    previousYear: await selectAcademicYearId(db, '2025/2026'),
    currentYear: await selectAcademicYearId(db, '2026/2027'),
  };

  return {
    app,
    database,
    location,
    db,
    config,
    clock,
    ids,
    async sessionFor(username) {
      const userId = await selectUserId(db, username);
      const token = randomToken();
      const csrfToken = randomToken();
      const now = clock();
      await insertSession(db, {
        tokenHash: hashToken(token),
        csrfHash: hashToken(csrfToken),
        userId,
        provider: 'local',
        now,
        expiresAt: new Date(now.getTime() + config.sessionTtlHours * 3600_000),
        ip: '127.0.0.1',
        userAgent: 'jest',
      });
      return { userId, token, csrfToken, headers: (headerOptions) => sessionHeaders(token, csrfToken, headerOptions) };
    },
    async createUser(username, roleName, courseIds = []) {
      const userId = await insertUser(db, {
        username,
        firstName: username,
        lastName: 'Test',
        email: `${username}@example.org`,
        roleName,
        passwordHash: null,
      });
      for (const courseId of courseIds) await insertTeacherCourse(db, userId, courseId);
      return userId;
    },
    async close() {
      await app.close();
      await dispose();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/** The Set-Cookie values of a response by cookie name. */
export function responseCookies(headers: Record<string, unknown>): Record<string, string> {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  const cookies: Record<string, string> = {};
  for (const line of list as string[]) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index).trim()] = pair.slice(index + 1).trim();
  }
  return cookies;
}
