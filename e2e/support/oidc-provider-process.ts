import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './app-server';

const root = resolve(import.meta.dirname, '../..');

export interface OidcProviderProcess {
  issuer: string;
  stop: () => Promise<void>;
}

/** Starts the project's test OpenID provider (oidc-provider) as its own process; resolves on `READY <issuer>`. */
export async function startOidcProvider(opts: { clientId: string; clientSecret: string; redirectUri: string }) {
  const port = await freePort();
  const child = spawn(process.execPath, [
    '--import', 'tsx', 'server/test/support/oidc-test-provider.ts',
    '--port', String(port), '--client-id', opts.clientId, '--client-secret', opts.clientSecret,
    '--redirect-uri', opts.redirectUri,
  ], { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const issuer = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`OIDC provider did not start:\n${log}`)), 30_000);
    const onData = (d: Buffer) => {
      log += d;
      const match = /READY (\S+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        res(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (log += d));
    child.once('exit', () => rej(new Error(`OIDC provider exited:\n${log}`)));
  });
  return {
    issuer,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
    },
  } satisfies OidcProviderProcess;
}
