/**
 * Creates the embedded demo database in DATA_DIR, as the first `npm start` does, without starting the server:
 *
 *   DATA_DIR=/tmp/demo npx tsx server/cli/create-demo-database.ts
 *
 * CI builds one this way to move it into PostgreSQL (`npm run db:move`) and check the moved copy.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../database.js';

const config = loadConfig({ ...process.env, DATABASE_URL: '' });
if (existsSync(join(config.dataDir, 'PG_VERSION'))) {
  console.error(`create-demo-database: ${config.dataDir} already holds a database`);
  process.exit(1);
}
// Only its quiet logger is used.
const quiet = Fastify({ logger: false });
const database = await openAppDatabase({ ...config, demoData: true }, () => new Date(), quiet.log);
await quiet.close();
await database.close();
console.log(`create-demo-database: demo data created in ${config.dataDir}`);
