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

/**
 * A hidden test as a student may see it: whether it passed, its weight, its time and the kind of its error. Its id
 * and name are a teacher's words and may give the answer away ("empty list", "overflow at 2^31"): the id becomes
 * `hidden-<n>` (n counts the hidden tests in order) and the name is empty; the review labels it "Hidden test n".
 */
function redactTest(test: TestCaseResult, hiddenNumber: number): TestCaseResult {
  if (test.public) return test;
  return {
    id: `hidden-${hiddenNumber}`,
    name: '',
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

/** Each test redacted, hidden ones numbered in order. */
function redactTests(tests: TestCaseResult[]): TestCaseResult[] {
  let hidden = 0;
  return tests.map((test) => (test.public ? test : redactTest(test, ++hidden)));
}

/** What a student may see of a grade: hidden tests and the hidden SQL run without their data, names or ids. */
export function redactResultForStudent(result: GradeResult): GradeResult {
  return {
    ...result,
    tests: redactTests(result.tests),
    sqlRuns: result.sqlRuns.map(redactSqlRun),
    parts: result.parts.map((part) => ({
      ...part,
      tests: redactTests(part.tests),
      sqlRuns: part.sqlRuns.map(redactSqlRun),
    })),
  };
}
