import type { SandboxConfig } from '../config.js';
import type { CodeRunner, SqlRunner } from '../grading/runner-types.js';
import { createJudge0Runner } from './judge0-runner.js';
import { createLocalCodeRunner } from './local-code-runner.js';
import { createSqlRunner } from './sql-runner.js';

/**
 * The configured runners (`AppConfig.sandbox`): code runs on this machine in sandboxes, or on a Judge0 server (with
 * its auth token when set); SQL always runs here, with `sqlSpares` sandboxes kept started from the first SQL run
 * on. Nothing is started here.
 */
export function createRunners(config: SandboxConfig): { code: CodeRunner; sql: SqlRunner } {
  const code =
    config.codeRunner.kind === 'judge0'
      ? createJudge0Runner(config.codeRunner.url, { authToken: config.codeRunner.authToken })
      : createLocalCodeRunner();
  return { code, sql: createSqlRunner({ spares: config.sqlSpares }) };
}
