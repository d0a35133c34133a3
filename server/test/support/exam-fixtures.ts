import { expect } from '@jest/globals';
import type { ExamInput, ExamPartInput, MyInstance, QuestionKind } from '../../generated/contract-types.js';
import type { TestApp } from './build-test-app.js';
import { contentOfKind, questionInput } from './question-fixtures.js';
import { insertStudentForUser } from './queries.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Exams, students and started instances for route tests of the exam's live side (docs/live.md): a published exam
 * open now in the Databases course with one question of each kind given, students enrolled in it.
 */
export async function examFixtures(t: TestApp, kinds: QuestionKind[] = ['multiple-choice', 'true-false', 'free-text']) {
  const call = async (username: string, method: Method, url: string, payload?: object, extra: { remoteAddress?: string } = {}) => {
    const session = await t.sessionFor(username);
    return t.app.inject({ method, url, payload, headers: session.headers(), ...extra });
  };
  const [{ id: modelId }] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  const questionIds: number[] = [];
  for (const kind of kinds) {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Live ${kind}`, content: contentOfKind(kind) }));
    expect(res.statusCode).toBe(201);
    questionIds.push(res.json().data.id);
  }
  const at = (minutes: number) => new Date(t.clock().getTime() + minutes * 60_000).toISOString();
  let counter = 0;
  let students = 0;
  const userIds = new Map<string, number>();

  function examInput(overrides: Partial<ExamInput> = {}): ExamInput {
    counter += 1;
    const parts: ExamPartInput[] = [
      { id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds },
    ];
    return {
      academicYearId: t.ids.currentYear, title: `Live ${counter}`, abbreviation: `LV${counter}`, ordinal: 1, description: null, password: null,
      availableFrom: at(-10), availableTo: at(120), durationMinutes: 60, maxScore: null, passPercentage: 50, showSolutions: false,
      reviewMinutes: 60, forwardOnly: false, asyncGrading: true, scoreIgnored: false, allowAnonymousStalk: false, accommodationsApply: true, maxCodeRuns: 3, parts,
      ...overrides,
    };
  }

  return {
    call,
    at,
    userIds,
    examInput,
    /** A published exam open now; its id. */
    async publishedExam(overrides: Partial<ExamInput> = {}): Promise<number> {
      const created = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, examInput(overrides));
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      expect((await call('teacher', 'PUT', `/api/exams/${id}/published`, { published: true })).statusCode).toBe(200);
      return id;
    },
    /** A signed-in student enrolled in Databases this year; their username. */
    async newStudent(prefix = 'live'): Promise<string> {
      students += 1;
      const username = `${prefix}-${students}`;
      const userId = await t.createUser(username, 'Student');
      userIds.set(username, userId);
      await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear);
      return username;
    },
    /** The student's instance of the exam, started. */
    async startedInstance(username: string, examId: number): Promise<MyInstance> {
      const res = await call(username, 'POST', `/api/my/exams/${examId}/start`, { password: null });
      expect(res.statusCode).toBe(200);
      return (await call(username, 'GET', `/api/my/instances/${res.json().data.instanceId}`)).json().data;
    },
  };
}
