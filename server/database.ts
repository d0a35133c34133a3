import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import { connectDatabase, type Database } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './seed/demo.js';
import { seedDemoExams } from './seed/demo-exams.js';
import type { Clock } from './types.js';

/**
 * Opens the configured database and brings its schema up to date. Demo data goes only into a database this
 * start created, so a later start never adds it to real data.
 */
export async function openAppDatabase(config: AppConfig, clock: Clock, log: FastifyBaseLogger): Promise<Database> {
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: config.databasePoolSize });
  try {
    const { applied, createdDatabase } = await migrate(database.db);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
    if (createdDatabase && config.demoData) {
      await seedDemoData(database.db, clock());
      await seedDemoExams(database.db, { config, clock }, clock());
      log.info('demo data created');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
