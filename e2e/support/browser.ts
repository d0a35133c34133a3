import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const artifactsDir = resolve(import.meta.dirname, '../artifacts');

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export interface BrowserSession {
  browser: Browser;
  close: () => Promise<void>;
}

/** Debian's Chromium (Playwright cannot download its own browsers here); `launch` gives it a fresh profile. */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return { browser, close: () => browser.close() };
}

/** A page in a fresh context; `errors` collects uncaught page errors so a test can insist there are none. */
export async function newPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Signs in through the login page with a local account (`labels` for a page in another language). */
export async function loginLocal(
  page: Page,
  username: string,
  password = 'demo',
  labels: { username: string; password: string; submit: RegExp } = { username: 'Username', password: 'Password', submit: /sign in/i },
) {
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** Waits until the signed-in session is kept in the browser (redux-persist), so a test may navigate by address. */
export async function waitForPersistedSession(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.waitForFunction(() => /"token":"\\"[^"\\]+/.test(localStorage.getItem('persist:auth') ?? ''));
}
