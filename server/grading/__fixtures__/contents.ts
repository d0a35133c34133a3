import type {
  CodeContent,
  CodeTest,
  ConnectedElementsContent,
  MultipleChoiceContent,
  OrderedElementsContent,
  SqlContent,
  TextCompletionContent,
} from '../../generated/contract-types.js';
import type {
  CodeRunBatch,
  CodeRunner,
  CodeRunOutcome,
  CodeRunRequest,
  SqlQueryOutcome,
  SqlRunBatch,
  SqlRunner,
  SqlRunRequest,
} from '../runner-types.js';

/** Builders of the contents the grading tests share; each takes overrides of its fields. */

export const multipleChoice = (overrides: Partial<MultipleChoiceContent> = {}): MultipleChoiceContent => ({
  kind: 'multiple-choice',
  multipleCorrect: true,
  shuffle: false,
  options: [
    { id: 'a', text: 'Paris', correct: true, penalty: 50 },
    { id: 'b', text: 'Lyon', correct: true, penalty: 50 },
    { id: 'c', text: 'Berlin', correct: false, penalty: 100 },
  ],
  ...overrides,
});

export const codeTest = (overrides: Partial<CodeTest> & Pick<CodeTest, 'id'>): CodeTest => ({
  name: overrides.id,
  input: '',
  expectedOutput: '',
  weight: 50,
  public: true,
  trimWhitespace: true,
  ignoreCase: false,
  anyOrder: false,
  regex: false,
  ...overrides,
});

export const code = (overrides: Partial<CodeContent> = {}): CodeContent => ({
  kind: 'code',
  language: 'python',
  prefix: 'import sys',
  sourceTemplate: 'def double(x):\n    pass\n',
  suffix: 'print(double(int(sys.stdin.read())))',
  referenceSolution: 'def double(x):\n    return 2 * x\n',
  timeLimitMs: 1000,
  memoryLimitMb: 64,
  tests: [
    codeTest({ id: 'one', input: '1', expectedOutput: '2', weight: 40 }),
    codeTest({ id: 'big', input: '21', expectedOutput: '42', weight: 60, public: false }),
  ],
  ...overrides,
});

export const sql = (overrides: Partial<SqlContent> = {}): SqlContent => ({
  kind: 'sql',
  fixture: "CREATE TABLE t (n int); INSERT INTO t VALUES (1), (2);",
  hiddenFixture: "CREATE TABLE t (n int); INSERT INTO t VALUES (7);",
  referenceSolution: 'SELECT n FROM t ORDER BY n',
  orderMatters: false,
  columnNames: 'ignore',
  ...overrides,
});

export const ordered = (): OrderedElementsContent => ({
  kind: 'ordered-elements',
  elements: [
    { id: 'e1', text: 'Egg' },
    { id: 'e2', text: 'Larva' },
    { id: 'e3', text: 'Pupa' },
    { id: 'e4', text: 'Butterfly' },
  ],
});

export const connected = (): ConnectedElementsContent => ({
  kind: 'connected-elements',
  left: [
    { id: 'fr', text: 'France' },
    { id: 'de', text: 'Germany' },
    { id: 'ch', text: 'Switzerland' },
  ],
  right: [
    { id: 'french', text: 'French' },
    { id: 'german', text: 'German' },
    { id: 'italian', text: 'Italian' },
  ],
  pairs: [
    { leftId: 'fr', rightId: 'french' },
    { leftId: 'de', rightId: 'german' },
    { leftId: 'ch', rightId: 'french' },
    { leftId: 'ch', rightId: 'german' },
    { leftId: 'ch', rightId: 'italian' },
  ],
});

export const textCompletion = (): TextCompletionContent => ({
  kind: 'text-completion',
  gapText: 'The [[1]] is the capital of [[2]].',
  gaps: [
    { answers: ['Eiffel  Tower city', 'Paris'], caseSensitive: false, options: [] },
    { answers: ['France'], caseSensitive: true, options: ['France', 'Spain', 'Italy'] },
  ],
});

export const run = (stdout: string, overrides: Partial<CodeRunOutcome> = {}): CodeRunOutcome => ({
  stdout,
  stderr: '',
  exitCode: 0,
  timedOut: false,
  memoryExceeded: false,
  outputTruncated: false,
  timeMs: 12,
  error: null,
  ...overrides,
});

/** A code runner that answers with a fixed batch and records what it was asked to run. */
export function fakeCodeRunner(batch: CodeRunBatch): CodeRunner & { requests: CodeRunRequest[] } {
  const requests: CodeRunRequest[] = [];
  return {
    requests,
    languages: async () => [{ language: 'python', runner: 'local', available: true, reason: null }],
    run: async (request) => {
      requests.push(request);
      return batch;
    },
  };
}

export const resultOf = (columns: string[], rows: (string | null)[][], overrides: Partial<SqlQueryOutcome> = {}): SqlQueryOutcome => ({
  columns,
  rows,
  rowCount: rows.length,
  truncated: false,
  error: null,
  ...overrides,
});

/** An SQL runner that answers each fixture with the batch the test gives for it. */
export function fakeSqlRunner(byFixture: Record<string, SqlRunBatch>): SqlRunner & { requests: SqlRunRequest[] } {
  const requests: SqlRunRequest[] = [];
  return {
    requests,
    run: async (request) => {
      requests.push(request);
      const batch = byFixture[request.fixture];
      if (batch === undefined) throw new Error(`No batch for fixture ${request.fixture}`);
      return batch;
    },
  };
}
