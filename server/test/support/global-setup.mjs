// Before the server tests' workers start: the SQL sandbox's snapshot, made once with the machine to itself. Made by the
// first SQL answer instead, it would run niced (as sandboxes do) beside two busy workers on a fresh clone, and the
// test that happens to send that answer could wait for it past its limit.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export default function globalSetup() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/prepare-sandboxes.ts'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  // A failure is left to the tests that need the sandbox: they say what is wrong in their own terms.
  if (result.status !== 0) console.warn(`\n${result.stderr || result.stdout || 'server/cli/prepare-sandboxes.ts failed'}`);
}
