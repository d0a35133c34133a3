import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningApp {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/**
 * Starts the real server as `npm run serve` does (server/launch.mjs) on a fresh embedded database with demo data, serving the built
 * SPA from dist/ (run `npm run build` first). Resolves when /api/health answers.
 */
export async function startApp(env: Record<string, string> = {}, port?: number): Promise<RunningApp> {
  port ??= await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'examhall-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['server/launch.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<void>((res) => child.once('exit', () => res()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    output: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
