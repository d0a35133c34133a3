import type { CodeLanguage } from '../generated/contract-types.js';
import type { CodeRunBatch, CodeRunner, CodeRunnerInfo, CodeRunOutcome, CodeRunRequest } from '../grading/runner-types.js';
import { clamp, MAX_STDERR_BYTES, MAX_STDOUT_BYTES, MEMORY_LIMIT_MB, TIME_LIMIT_MS } from './limits.js';

export interface Judge0Options {
  /** Sent as X-Auth-Token (Judge0's AUTHN_HEADER default). */
  authToken?: string;
  /** Judge0 language ids; the defaults are Judge0 CE's. */
  languageIds?: Partial<Record<CodeLanguage, number>>;
  /** Time allowed for one HTTP request beyond the run's own limits (queueing, compiling). */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** Judge0 CE: C (GCC 9.2.0), C++ (GCC 9.2.0), Java (OpenJDK 13.0.1), Python (3.8.1), JavaScript (Node.js 12.14.0). */
export const JUDGE0_CE_LANGUAGE_IDS: Record<CodeLanguage, number> = { c: 50, cpp: 54, java: 62, python: 71, javascript: 63 };

const LANGUAGES: CodeLanguage[] = ['javascript', 'python', 'c', 'cpp', 'java'];

/** Judge0's status ids (GET /statuses). */
const STATUS = {
  accepted: 3,
  wrongAnswer: 4,
  timeLimitExceeded: 5,
  compilationError: 6,
  firstRuntimeError: 7,
  lastRuntimeError: 12,
} as const;

interface Judge0Submission {
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  message: string | null;
  exit_code: number | null;
  time: string | null;
  memory: number | null;
  status: { id: number; description: string };
}

/**
 * Judge0 runs JavaScript in plain Node, where the local sandbox's input()/readline()/readAll()/print() helpers do
 * not exist: defining them here keeps one program contract for both runners (Node's own idioms work there as they
 * are). Globals, not declarations, so that `const readline = require('readline')` still shadows the helper; one
 * line with no newline, so that the line numbers of errors are the program's own. Standard input is read only when
 * a helper is first called, so a program that reads it the Node way still finds it unread.
 */
export const JUDGE0_JAVASCRIPT_PRELUDE =
  "(() => { let text = null; let offset = 0; const load = () => { if (text === null) { try { text = require('fs').readFileSync(0, 'utf8'); } catch (error) { text = ''; } } return text; }; " +
  "const line = () => { const all = load(); if (offset >= all.length) return null; const end = all.indexOf('\\n', offset); const value = end === -1 ? all.slice(offset) : all.slice(offset, end); offset = end === -1 ? all.length : end + 1; return value; }; " +
  "const rest = () => { const all = load(); const value = all.slice(offset); offset = all.length; return value.endsWith('\\n') ? value.slice(0, -1) : value; }; " +
  "for (const [name, value] of Object.entries({ input: line, readline: line, readAll: rest, print: (...args) => console.log(...args) })) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true }); })(); ";

/** The source Judge0 gets: JavaScript with the helpers in front, on the program's first line. */
export function judge0Source(request: Pick<CodeRunRequest, 'language' | 'source'>): string {
  return request.language === 'javascript' ? `${JUDGE0_JAVASCRIPT_PRELUDE}${request.source}` : request.source;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const decode = (text: string | null) => (text === null ? '' : Buffer.from(text, 'base64').toString('utf8'));

function capped(text: string, limit: number): { text: string; truncated: boolean } {
  const bytes = Buffer.from(text, 'utf8');
  return bytes.length <= limit ? { text, truncated: false } : { text: bytes.subarray(0, limit).toString('utf8'), truncated: true };
}

function outcomeOf(submission: Judge0Submission, memoryLimitMb: number): CodeRunOutcome {
  const stdout = capped(decode(submission.stdout), MAX_STDOUT_BYTES);
  const stderr = capped(decode(submission.stderr), MAX_STDERR_BYTES);
  const { id, description } = submission.status;
  const timedOut = id === STATUS.timeLimitExceeded;
  const ran = id === STATUS.accepted || id === STATUS.wrongAnswer;
  // Judge0 reports a memory limit as a run-time error; its measured peak says which one it was.
  const memoryExceeded = !ran && !timedOut && submission.memory !== null && submission.memory >= memoryLimitMb * 1024;
  let error: string | null = null;
  if (timedOut) error = 'Time limit exceeded';
  else if (memoryExceeded) error = 'Memory limit exceeded';
  else if (stdout.truncated) error = 'Output limit exceeded';
  else if (id >= STATUS.firstRuntimeError && id <= STATUS.lastRuntimeError) error = description;
  else if (!ran) error = `The code runner failed: ${description}`;
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    exitCode: submission.exit_code,
    timedOut,
    memoryExceeded,
    outputTruncated: stdout.truncated || stderr.truncated,
    timeMs: submission.time === null ? 0 : Number(submission.time) * 1000,
    error,
  };
}

/**
 * Runs programs on a Judge0-compatible service (one synchronous submission per input). The service does the
 * sandboxing; the server only sends source and input and reads the verdict.
 */
export function createJudge0Runner(url: string, options: Judge0Options = {}): CodeRunner {
  const base = url.replace(/\/+$/, '');
  const ids = { ...JUDGE0_CE_LANGUAGE_IDS, ...options.languageIds };
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.authToken !== undefined && options.authToken !== '') headers['x-auth-token'] = options.authToken;
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;

  async function submit(request: CodeRunRequest, input: string, timeLimitMs: number, memoryLimitMb: number) {
    const response = await doFetch(`${base}/submissions?base64_encoded=true&wait=true`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        language_id: ids[request.language],
        source_code: encode(judge0Source(request)),
        stdin: encode(input),
        cpu_time_limit: timeLimitMs / 1000,
        wall_time_limit: (2 * timeLimitMs) / 1000,
        memory_limit: memoryLimitMb * 1024,
        // Judge0 kills a program at this many KB of output ("Output Limit Exceeded" surfaces as SIGXFSZ).
        max_file_size: Math.ceil(MAX_STDOUT_BYTES / 1024) + 1,
      }),
      signal: AbortSignal.timeout(requestTimeoutMs + 2 * timeLimitMs),
    });
    if (!response.ok) throw new Error(`Judge0 answered ${response.status} ${response.statusText}`);
    return (await response.json()) as Judge0Submission;
  }

  return {
    async languages(): Promise<CodeRunnerInfo[]> {
      let reason: string | null = null;
      try {
        const response = await doFetch(`${base}/languages`, { headers, signal: AbortSignal.timeout(5_000) });
        if (!response.ok) reason = `Judge0 answered ${response.status} ${response.statusText}`;
        else {
          const offered = new Set(((await response.json()) as { id: number }[]).map((language) => language.id));
          return LANGUAGES.map((language) => ({
            language,
            runner: 'judge0' as const,
            available: offered.has(ids[language]),
            reason: offered.has(ids[language]) ? null : `Judge0 has no language ${ids[language]}`,
          }));
        }
      } catch (error) {
        reason = `Judge0 is not reachable: ${error instanceof Error ? error.message : String(error)}`;
      }
      return LANGUAGES.map((language) => ({ language, runner: 'judge0' as const, available: false, reason }));
    },

    async run(request): Promise<CodeRunBatch> {
      const timeLimitMs = clamp(request.timeLimitMs, TIME_LIMIT_MS);
      const memoryLimitMb = clamp(request.memoryLimitMb, MEMORY_LIMIT_MB);
      const runs: CodeRunOutcome[] = [];
      // One at a time: Judge0 compiles every submission, and a compile error ends the batch at the first.
      for (const input of request.inputs) {
        const submission = await submit(request, input, timeLimitMs, memoryLimitMb);
        if (submission.status.id === STATUS.compilationError) {
          return { compileError: decode(submission.compile_output).trim() || 'Compilation failed', runs: [] };
        }
        runs.push(outcomeOf(submission, memoryLimitMb));
      }
      return { compileError: null, runs };
    },
  };
}
