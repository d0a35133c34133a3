import { readFileSync } from 'node:fs';
import { AppError } from '../../errors.js';
import type { AppDeps } from '../../types.js';
import { selectDatabasePing } from './queries.js';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** How long a health check waits for the database before calling it unavailable. */
const pingTimeoutMs = 2000;

export function createSystemService({ database }: AppDeps) {
  return {
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
