import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { demoPassword } from '../seed/demo.js';

/**
 * The demo database after `npm run db:move` (CI: .ci/run moves it, then runs this file): the real app on the moved
 * copy serves what the app on the embedded source serves, to the demo users, and takes new rows. MOVED_DATABASE_URL
 * names the copy, MOVED_DATABASE_SOURCE the source's DATA_DIR (a throwaway copy: signing in there adds sessions).
 */
const movedUrl = process.env.MOVED_DATABASE_URL?.trim() || undefined;
const sourceDir = process.env.MOVED_DATABASE_SOURCE?.trim() || undefined;
const describeMoved = movedUrl === undefined || sourceDir === undefined ? describe.skip : describe;

type Body = { data?: unknown };
type User = 'admin' | 'teacher' | 'student';

interface Side {
  app: FastifyInstance;
  close(): Promise<void>;
  sessions: Record<string, Record<string, string>>;
}

describeMoved('the demo database moved into PostgreSQL', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'examhall-moved-static-'));
  // Both apps see one instant, so "open", "upcoming" and durations read alike.
  const now = new Date();
  const clock = () => new Date(now);
  let source: Side;
  let moved: Side;

  async function start(location: { dataDir?: string; databaseUrl?: string }): Promise<Side> {
    const database = await connectDatabase(location);
    // No grading workers: a job taken on one side only would make the two differ.
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', STATIC_DIR: staticDir, LOG_LEVEL: 'silent', GRADING_WORKERS: '0' });
    const app = await buildApp({ config, database, clock, logger: false });
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, close, sessions: {} };
  }

  async function signIn(side: Side, username: User): Promise<void> {
    const res = await side.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: demoPassword } });
    expect(res.statusCode).toBe(200);
    const { token, csrfToken } = res.json().data as { token: string; csrfToken: string };
    side.sessions[username] = { authorization: `Bearer ${token}`, 'x-csrf-token': csrfToken, cookie: `examhall_csrf=${csrfToken}` };
  }

  function call(side: Side, username: User, options: InjectOptions) {
    return side.app.inject({ ...options, headers: { ...side.sessions[username], ...options.headers } });
  }

  /** GET on both sides: both answer 200 with the same body, which is returned. */
  async function readSame(username: User, url: string, headers: Record<string, string> = {}): Promise<Body> {
    const [fromSource, fromMoved] = await Promise.all([
      call(source, username, { method: 'GET', url, headers }),
      call(moved, username, { method: 'GET', url, headers }),
    ]);
    expect({ url, status: fromMoved.statusCode }).toEqual({ url, status: 200 });
    expect({ url, status: fromSource.statusCode }).toEqual({ url, status: 200 });
    const body = fromMoved.body.startsWith('{') ? (fromMoved.json() as Body) : { data: fromMoved.body };
    expect({ url, body: fromMoved.body }).toEqual({ url, body: fromSource.body });
    return body;
  }

  const items = (body: Body): Array<Record<string, unknown>> => {
    const data = body.data as unknown;
    if (Array.isArray(data)) return data as Array<Record<string, unknown>>;
    const nested = (data as { items?: unknown } | undefined)?.items;
    return Array.isArray(nested) ? (nested as Array<Record<string, unknown>>) : [];
  };
  /** A row's id; a missing one fails here rather than as a request for `/NaN`. */
  const idOf = (row: Record<string, unknown>, ...keys: string[]) => {
    const value = keys.map((key) => row[key]).find((found) => found !== undefined);
    expect(typeof value).toBe('number');
    return value as number;
  };

  beforeAll(async () => {
    source = await start({ dataDir: sourceDir });
    moved = await start({ databaseUrl: movedUrl });
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await moved?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  test('the demo users sign in with the demo password on the moved copy', async () => {
    for (const username of ['admin', 'teacher', 'student'] as const) {
      await signIn(source, username);
      await signIn(moved, username);
      const me = await call(moved, username, { method: 'GET', url: '/api/auth/me' });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.username).toBe(username);
    }
  });

  test('courses, years, users, students and grading models read the same', async () => {
    expect(items(await readSame('admin', '/api/admin/courses')).length).toBeGreaterThan(0);
    expect(items(await readSame('admin', '/api/admin/users')).length).toBeGreaterThan(0);
    await readSame('admin', '/api/academic-years');
    await readSame('admin', '/api/grading-models');
    expect(items(await readSame('teacher', '/api/courses')).length).toBeGreaterThan(0);
    await readSame('admin', '/api/students');
  });

  test('questions, exams, instances, results, analytics and the event log read the same', async () => {
    const courses = items(await readSame('teacher', '/api/courses'));
    const years = items(await readSame('teacher', '/api/academic-years'));
    let exams = 0;
    let instances = 0;
    let events = 0;
    for (const course of courses) {
      const courseId = idOf(course, 'id', 'courseId');
      for (const year of years) {
        const context = { 'context-course-id': String(courseId), 'context-academic-year-id': String(idOf(year, 'id', 'academicYearId')) };
        const questions = items(await readSame('teacher', `/api/courses/${courseId}/questions`, context));
        for (const question of questions.slice(0, 5)) await readSame('teacher', `/api/questions/${idOf(question, 'id')}`, context);
        const examList = items(await readSame('teacher', `/api/courses/${courseId}/exams?academicYearId=${idOf(year, 'id', 'academicYearId')}`, context));
        for (const exam of examList) {
          const examId = idOf(exam, 'id');
          exams += 1;
          await readSame('teacher', `/api/exams/${examId}`, context);
          await readSame('teacher', `/api/exams/${examId}/analytics`, context);
          await readSame('teacher', `/api/exports/results?examIds=${examId}&format=csv`, context);
          const instanceList = items(await readSame('teacher', `/api/exams/${examId}/instances`, context));
          instances += instanceList.length;
          for (const instance of instanceList.slice(0, 3)) {
            const instanceId = idOf(instance, 'instanceId');
            await readSame('teacher', `/api/exam-instances/${instanceId}`, context);
            events += items(await readSame('teacher', `/api/exam-instances/${instanceId}/events`, context)).length;
          }
        }
      }
    }
    // The demo has exams with taken, graded instances and their event logs.
    expect(exams).toBeGreaterThan(0);
    expect(instances).toBeGreaterThan(0);
    expect(events).toBeGreaterThan(0);
    await readSame('student', '/api/my/exams');
  }, 300_000);

  test('new rows get ids of their own: the sequences were carried over', async () => {
    const res = await call(moved, 'admin', {
      method: 'POST',
      url: '/api/admin/courses',
      payload: { courseName: 'Moved course', courseAcronym: 'MOVED', description: null },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const courses = items((await call(moved, 'admin', { method: 'GET', url: '/api/admin/courses' })).json() as Body);
    expect(courses.filter((course) => idOf(course, 'id', 'courseId') === id)).toHaveLength(1);
  });
});
