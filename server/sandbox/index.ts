import type { CodeRunner, SqlRunner } from '../grading/runner-types.js';
import { createJudge0Runner } from './judge0-runner.js';
import { createLocalCodeRunner } from './local-code-runner.js';
import { createSqlRunner } from './sql-runner.js';

export { createJudge0Runner, JUDGE0_CE_LANGUAGE_IDS, type Judge0Options } from './judge0-runner.js';
export { createLocalCodeRunner, SandboxUnavailableError } from './local-code-runner.js';
export { createSqlRunner, type SqlRunnerOptions } from './sql-runner.js';

/**
 * The configured runners. CODE_RUNNER=local (default) runs code on this machine in sandboxes; CODE_RUNNER=judge0
 * sends it to JUDGE0_URL (with JUDGE0_AUTH_TOKEN when set). SQL always runs locally, with SQL_SANDBOX_SPARES
 * (default 1) sandboxes kept started from the first SQL run on. Nothing is started here.
 */
export function createRunners(env: NodeJS.ProcessEnv = process.env): { code: CodeRunner; sql: SqlRunner } {
  const kind = env.CODE_RUNNER ?? 'local';
  if (kind !== 'local' && kind !== 'judge0') throw new Error(`CODE_RUNNER must be local or judge0, not ${kind}`);
  let code: CodeRunner;
  if (kind === 'judge0') {
    if (env.JUDGE0_URL === undefined || env.JUDGE0_URL === '') throw new Error('CODE_RUNNER=judge0 needs JUDGE0_URL');
    code = createJudge0Runner(env.JUDGE0_URL, { authToken: env.JUDGE0_AUTH_TOKEN });
  } else {
    code = createLocalCodeRunner();
  }
  const spares = env.SQL_SANDBOX_SPARES === undefined || env.SQL_SANDBOX_SPARES === '' ? 1 : Number(env.SQL_SANDBOX_SPARES);
  if (!Number.isInteger(spares) || spares < 0 || spares > 16) throw new Error('SQL_SANDBOX_SPARES must be a whole number from 0 to 16');
  return { code, sql: createSqlRunner({ spares }) };
}
