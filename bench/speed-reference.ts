/**
 * The machine's speed reference, printed by every exam bench beside its figures: raw single-row upserts per second
 * on an embedded database (PGlite in a new folder, one connection, in this process), the statement shaped like the
 * floor of an answer save. It is CPU-bound, so it tells how fast this machine is at the moment the bench runs: a
 * machine a third as fast (or the same one beside a CPU hog, or on one core) shows about a third of the rate. Two
 * runs of one bench are comparable only beside their references.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../server/db/connect';
import { execute, loadSqlBlocks } from '../server/db/sql-blocks';

const sql = loadSqlBlocks(new URL('./speed-reference.sql', import.meta.url), ['create_speed_reference', 'upsert_speed_reference']);

export interface SpeedReference {
  /** Raw single-row upserts per second. */
  upsertsPerSecond: number;
  /** This process's CPU time per upsert (the database's included: PGlite runs in this process). */
  cpuMsPerUpsert: number;
}

/** Measures for `seconds` after half a second of warm-up; a new PGlite folder costs a few seconds of initdb first. */
export async function measureSpeedReference(seconds = Number(process.env.BENCH_SPEED_SECONDS ?? 3)): Promise<SpeedReference> {
  const dataDir = mkdtempSync(join(tmpdir(), 'examhall-speed-reference-'));
  const database = await connectDatabase({ dataDir });
  try {
    const { db } = database;
    await execute(db, sql.create_speed_reference);
    const answer = JSON.stringify({ kind: 'true-false', value: true });
    let seq = 0;
    const loop = async (until: number) => {
      let done = 0;
      while (Date.now() < until) {
        await execute(db, sql.upsert_speed_reference, { id: 1 + (seq % 20), answer, seq: ++seq });
        done++;
      }
      return done;
    };
    await loop(Date.now() + 500);
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const done = await loop(Date.now() + seconds * 1000);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    return { upsertsPerSecond: done / elapsed, cpuMsPerUpsert: (used.user + used.system) / 1000 / done };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The readable line and the `RESULT speed-reference` line a script can read. */
export function printSpeedReference(reference: SpeedReference): void {
  const rate = Math.round(reference.upsertsPerSecond);
  console.info(`  speed reference: ${rate} raw single-row upserts/s (PGlite, one connection, ${reference.cpuMsPerUpsert.toFixed(3)} ms of CPU each)`);
  console.info(`RESULT speed-reference upserts_per_s=${rate}`);
}

/** Measures and prints; what a bench calls before its own figures. */
export async function speedReference(): Promise<SpeedReference> {
  const reference = await measureSpeedReference();
  printSpeedReference(reference);
  return reference;
}
