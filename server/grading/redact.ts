import type { GradeResult, SqlRunResult, TestCaseResult } from '../generated/contract-types.js';
import { TEST_ERRORS } from './grade.js';

/**
 * A hidden test's error keeps its kind only: a run-time error's detail (a traceback, an exception message) can
 * quote the hidden input. Compiler output and limit messages do not depend on the test and are kept.
 */
function hiddenTestError(error: string | null): string | null {
  if (error === null) return null;
  return error.startsWith(TEST_ERRORS.runtime) ? TEST_ERRORS.runtime : error;
}

function redactTest(test: TestCaseResult): TestCaseResult {
  if (test.public) return test;
  return {
    id: test.id,
    name: test.name,
    public: false,
    weight: test.weight,
    passed: test.passed,
    input: null,
    expectedOutput: null,
    actualOutput: null,
    error: hiddenTestError(test.error),
    timeMs: test.timeMs,
  };
}

/** The hidden data set's rows, and errors that may quote them (a violated key's value), stay with the staff. */
function redactSqlRun(run: SqlRunResult): SqlRunResult {
  if (run.fixture !== 'hidden') return run;
  return {
    fixture: 'hidden',
    matches: run.matches,
    expected: null,
    actual: null,
    error: run.error === null ? null : 'The query fails on the hidden data set',
    message: null,
  };
}

/** What a student may see of a grade: hidden tests and the hidden SQL run without their data. */
export function redactResultForStudent(result: GradeResult): GradeResult {
  return {
    ...result,
    tests: result.tests.map(redactTest),
    sqlRuns: result.sqlRuns.map(redactSqlRun),
    parts: result.parts.map((part) => ({
      ...part,
      tests: part.tests.map(redactTest),
      sqlRuns: part.sqlRuns.map(redactSqlRun),
    })),
  };
}
