/**
 * `npm run worker`: a grading worker process for installations that grade a lot. It takes code and SQL answers
 * from the queue in PostgreSQL (DATABASE_URL; the embedded database belongs to one process, the API's) and
 * grades GRADING_WORKERS of them at once in the configured sandboxes. Run as many as the machines allow; set
 * GRADING_WORKERS=0 on the API so that only these grade.
 */
import { hostname } from 'node:os';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { countQueued } from './grading/queue.js';
import { startGradingWorker } from './grading/worker.js';
import { loggerOptions } from './logging.js';
import { addMetricsSource, startMetricsServer } from './metrics.js';
import { createRunners } from './sandbox/index.js';

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fatal(error instanceof ConfigError ? error.message : String(error));
}
if (!config.databaseUrl) fatal('npm run worker needs DATABASE_URL: workers share the queue through PostgreSQL.');

// The API's log format (pino's JSON lines, the same redaction), so that one pipeline reads both.
const log = pino({ ...loggerOptions(config.logLevel), base: { pid: process.pid, hostname: hostname(), role: 'grading-worker' } });

const database = await connectDatabase({ databaseUrl: config.databaseUrl, maxConnections: config.gradingWorkers + 2 });
// The schema must be the API's; migrating here too makes the order in which they start irrelevant.
await migrate(database.db);
const concurrency = Math.max(1, config.gradingWorkers);
const runners = createRunners(config.sandbox);
try {
  await runners.sql.verify?.();
} catch (error) {
  await runners.sql.close?.();
  await database.close();
  fatal(error instanceof Error ? error.message : String(error));
}
const worker = startGradingWorker({ db: database.db, runners, concurrency, log });
log.info({ concurrency }, 'grading worker started');
addMetricsSource({ pool: database.pool, queuedJobs: () => countQueued(database.db) });
const metricsServer = config.metricsPort !== undefined && config.metricsToken !== undefined
  ? await startMetricsServer(config.metricsPort, config.host, config.metricsToken).catch((error: unknown) => {
    log.error({ err: error, port: config.metricsPort }, 'the metrics port cannot be opened');
    return null;
  })
  : null;
if (metricsServer) log.info({ port: config.metricsPort }, 'grading worker metrics at /metrics');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'grading worker stopping');
  metricsServer?.close();
  await worker.stop();
  await runners.sql.close?.();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
