import { readFileSync } from 'node:fs';
import { AppError } from '../../errors.js';
import type { AppDeps } from '../../types.js';
import { readMigrations } from '../../db/migrate.js';
import { selectAppliedVersions, selectDatabasePing } from './queries.js';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** How long a health check waits for the database before calling it unavailable. */
const pingTimeoutMs = 2000;

/** A readiness probe answers fast: a database slower than this is as good as away for a load balancer. */
const readyTimeoutMs = 1000;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SystemOptions {
  /** The migrations this release needs applied before it takes traffic; default the migrations folder's. */
  migrationVersions?: string[];
}

export function createSystemService({ database }: AppDeps, options: SystemOptions = {}) {
  let needed = options.migrationVersions;
  // Migrations are never undone: once all were seen applied, readiness is the database's answer alone.
  let migrated = false;
  return {
    async ready(): Promise<void> {
      try {
        await withTimeout(selectDatabasePing(database.db), readyTimeoutMs);
      } catch (error) {
        throw new AppError(503, 'UNAVAILABLE', 'The service cannot reach its database. Please try again later.', undefined, error);
      }
      if (migrated) return;
      let applied: Set<string>;
      try {
        applied = new Set((await withTimeout(selectAppliedVersions(database.db), readyTimeoutMs)).map((row) => row.version));
      } catch (error) {
        // No schema_migrations yet: the first server is creating the database.
        throw new AppError(503, 'MIGRATING', 'The database is being brought up to date. Please try again shortly.', undefined, error);
      }
      needed ??= readMigrations().map((migration) => migration.version);
      if (!needed.every((version) => applied.has(version))) {
        throw new AppError(503, 'MIGRATING', 'The database is being brought up to date. Please try again shortly.');
      }
      migrated = true;
    },

    async health() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), pingTimeoutMs);
      });
      try {
        await Promise.race([selectDatabasePing(database.db), timeout]);
      } catch (error) {
        throw new AppError(503, 'UNAVAILABLE', 'The service cannot reach its database. Please try again later.', undefined, error);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const, database: database.kind, version: packageVersion };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
