import type { CodeLanguage } from '../generated/contract-types.js';

/**
 * The seam between graders and sandboxes. Graders (pure) decide what a run means; runners only run, out of the
 * API's process, under time, memory, process and output limits.
 */

/** One program, run once per input. `source` is the whole program: prefix + student source + suffix. */
export interface CodeRunRequest {
  language: CodeLanguage;
  source: string;
  inputs: string[];
  timeLimitMs: number;
  memoryLimitMb: number;
}

export interface CodeRunOutcome {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timedOut: boolean;
  memoryExceeded: boolean;
  outputTruncated: boolean;
  timeMs: number;
  /** A short, student-safe description of what went wrong (run-time error, killed, limit), or null. */
  error: string | null;
}

export interface CodeRunBatch {
  /** Compiler output when the program does not compile (then `runs` is empty). */
  compileError: string | null;
  runs: CodeRunOutcome[];
}

export interface CodeRunnerInfo {
  language: CodeLanguage;
  runner: 'local' | 'judge0' | 'none';
  available: boolean;
  reason: string | null;
}

export interface CodeRunner {
  languages(): Promise<CodeRunnerInfo[]>;
  run(request: CodeRunRequest): Promise<CodeRunBatch>;
  /** Stops the processes the runner keeps between requests. */
  close?(): Promise<void>;
}

/**
 * A database of its own per request: the fixture, then each query in turn on the fixture as it was (each in a
 * transaction that is rolled back); each query's last result.
 */
export interface SqlRunRequest {
  fixture: string;
  queries: string[];
  timeLimitMs: number;
  maxRows: number;
}

export interface SqlQueryOutcome {
  columns: string[];
  /** Values as text (NULL as null), as PostgreSQL prints them. */
  rows: (string | null)[][];
  rowCount: number;
  truncated: boolean;
  error: string | null;
  /** Wall-clock time of the query (until it was killed, when it was). */
  timeMs?: number;
}

export interface SqlRunBatch {
  /** The fixture failed (then `results` is empty): a problem of the question, not of the answer. */
  fixtureError: string | null;
  results: SqlQueryOutcome[];
  timedOut: boolean;
}

export interface SqlRunner {
  run(request: SqlRunRequest): Promise<SqlRunBatch>;
  /** Starts now what the runner keeps started between requests, so that the first request does not wait for it. */
  warm?(): void;
  /** Checks at start-up that the runner may be used (a sandbox server that refuses, or is the application's, rejects). */
  verify?(): Promise<void>;
  /** Stops what the runner keeps started between requests. */
  close?(): Promise<void>;
}
