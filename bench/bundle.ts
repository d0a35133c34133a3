// Gzip size of the JavaScript that the login page and the staff home load first, measured in Chromium against
// the real server and the production build (`npm run build` first; this script builds when dist/ is missing).
// Targets: ≤ 275 kB for the login page (250 until i18next, its ICU plugin and react-i18next — 31 kB — came with
// plurals and Croatian), ≤ 450 kB for the staff shell (home after sign-in). It also reports the bytes
// the browser actually received (every response: HTML, JS, CSS, fonts, API, headers included) as the server sends
// them — build-time brotli for Chromium.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApp } from '../e2e/support/app-server';
import { launchBrowser, loginLocal, newPage } from '../e2e/support/browser';

const root = resolve(import.meta.dirname, '..');
const dist = process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : join(root, 'dist');
if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--build')) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

const app = await startApp();
const session = await launchBrowser();
try {
  const { page } = await newPage(session.browser, app.url);
  const scripts = new Set<string>();
  const received: Promise<{ bytes: number; encoding: string | null; type: string }>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    received.push(
      res.request().sizes().then((sizes) => ({
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: res.headers()['content-encoding'] ?? null,
        type: url.pathname.startsWith('/api/') ? 'api' : (url.pathname.split('.').pop() ?? ''),
      })),
    );
  });
  const receivedKb = async (count: number) => {
    const all = await Promise.all(received.slice(0, count));
    return { kb: all.reduce((sum, r) => sum + r.bytes, 0) / 1024, files: all.length, br: all.filter((r) => r.encoding === 'br').length };
  };
  const sizeOf = (paths: Iterable<string>) => [...paths].reduce((sum, p) => sum + gzipKb(join(dist, p)), 0);

  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  // The form is drawn once the persisted state and the page's chunk are in: only then is the first page whole.
  await page.getByLabel('Username').waitFor();
  await page.waitForLoadState('networkidle');
  const loginScripts = new Set(scripts);
  const loginReceived = await receivedKb(received.length);
  await loginLocal(page, 'teacher');
  await page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
  // The URL changes before the shell's chunks arrive: wait until the header and the home page are drawn.
  await page.getByRole('banner').waitFor();
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).first().waitFor();
  await page.waitForLoadState('networkidle');
  const shellScripts = new Set(scripts);
  const shellReceived = await receivedKb(received.length);

  const rows = [
    { page: 'login (/auth/login)', files: loginScripts.size, kb: sizeOf(loginScripts), target: 275 },
    { page: 'staff shell (/ after sign-in)', files: shellScripts.size, kb: sizeOf(shellScripts), target: 450 },
  ];
  console.log('\nJavaScript loaded first (gzip -9 of the files the browser fetched)\n');
  console.log('page                            files   gzip kB   target kB   result');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(32)}${String(r.files).padStart(5)}${r.kb.toFixed(1).padStart(10)}${String(r.target).padStart(12)}   ${r.kb <= r.target ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log('\nBytes received over the wire (all responses, headers included, as sent by the server)\n');
  console.log('page                            responses   brotli   received kB');
  for (const [name, r] of [['login (/auth/login)', loginReceived], ['staff shell (cumulative)', shellReceived]] as const) {
    console.log(`${name.padEnd(32)}${String(r.files).padStart(9)}${String(r.br).padStart(9)}${r.kb.toFixed(1).padStart(14)}`);
  }
  console.log(`RESULT bundle login_js_gzip_kb=${rows[0].kb.toFixed(1)} shell_js_gzip_kb=${rows[1].kb.toFixed(1)} login_received_kb=${loginReceived.kb.toFixed(1)} shell_received_kb=${shellReceived.kb.toFixed(1)}`);
  if (process.argv.includes('--verbose')) {
    const loginOnly = [...loginScripts].sort((a, b) => gzipKb(join(dist, b)) - gzipKb(join(dist, a)));
    console.log('\nlogin page files:');
    for (const p of loginOnly) console.log(`  ${p}  ${gzipKb(join(dist, p)).toFixed(1)} kB`);
    console.log('\nstaff shell files:');
    const sorted = [...shellScripts].sort((a, b) => gzipKb(join(dist, b)) - gzipKb(join(dist, a)));
    for (const p of sorted) console.log(`  ${p}  ${gzipKb(join(dist, p)).toFixed(1)} kB${loginScripts.has(p) ? '  (login)' : ''}`);
  }
  process.exitCode = rows.every((r) => r.kb <= r.target) ? 0 : 1;
} finally {
  await session.close();
  await app.stop();
}
