import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file a process writes writes into its DATA_DIR while it holds it (PGlite allows one process per folder). */
export const dataDirLockFile = 'examhall-server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks the folder as held by this process until the returned function runs. A file left by a process that
 * has died (kill -9) does not count: only a live process holds the folder.
 */
export function holdDataDir(dataDir: string): () => void {
  const path = join(dataDir, dataDirLockFile);
  try {
    writeFileSync(path, `${process.pid}\n`);
  } catch {
    return () => {};
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {
      // Already gone.
    }
  };
}

/** The live process, other than this one, that holds the folder, if any. */
export function dataDirHolder(dataDir: string): number | null {
  const path = join(dataDir, dataDirLockFile);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

