import type { SandboxConfig } from '../config.js';
import type { CodeRunner, SqlRunner } from '../grading/runner-types.js';
import { createJudge0Runner } from './judge0-runner.js';
import { createLocalCodeRunner } from './local-code-runner.js';
import { createSqlRunner } from './sql-runner.js';
import { createServerSqlRunner } from './sql-server-runner.js';

/** Sessions of one process on the SQL sandbox server when SQL_SANDBOXES is unset. */
const DEFAULT_SQL_SERVER_SESSIONS = 4;

/**
 * The configured runners (`AppConfig.sandbox`): code runs on this machine in sandboxes, or on a Judge0 server (with
 * its auth token when set); SQL runs here in the embedded pool, or on the sandbox server of SQL_SANDBOX_URL. Nothing is started here: the SQL runner's spares start at its
 * `warm()` (the grading worker's start) or its first run, JavaScript processes at their first run.
 *
 * The SQL runner's `close()` stops the code runner's processes as well, so that whoever closes the runners the way
 * it always did (the app, `npm run worker`) stops all of them.
 */
export function createRunners(config: SandboxConfig): { code: CodeRunner; sql: SqlRunner } {
  const code =
    config.codeRunner.kind === 'judge0'
      ? createJudge0Runner(config.codeRunner.url, { authToken: config.codeRunner.authToken })
      : createLocalCodeRunner({ javascriptSandboxes: config.javascriptSandboxes, nativeConcurrency: config.nativeSandboxes });
  const sql = config.sqlServer
    ? createServerSqlRunner({ ...config.sqlServer, size: config.sqlSandboxes ?? DEFAULT_SQL_SERVER_SESSIONS })
    : createSqlRunner({ spares: config.sqlSpares, size: config.sqlSandboxes, memoryMb: config.sqlMemoryMb });
  return {
    code,
    sql: {
      run: (request) => sql.run(request),
      warm: () => sql.warm(),
      verify: async () => {
        await sql.verify?.();
      },
      close: async () => {
        await Promise.all([sql.close(), code.close?.()]);
      },
    },
  };
}
