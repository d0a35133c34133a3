import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

jest.setTimeout(300_000);
import { startApp, type RunningApp } from './support/app-server';
import { artifactsDir, launchBrowser, loginLocal, newPage, screenshot, type BrowserSession } from './support/browser';

// Every page of the app, for each role that sees it, scanned by axe in light and in dark mode. A critical or
// serious finding anywhere fails the test; so does a page without exactly one h1.

type Mode = 'light' | 'dark';
type Role = 'anonymous' | 'student' | 'teacher' | 'admin';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES: Mode[] = ['light', 'dark'];
// Set SCREENSHOTS=1 to keep a picture of every scanned page in e2e/artifacts/a11y/.
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

interface Finding {
  role: Role;
  mode: Mode;
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface PageResult {
  role: Role;
  mode: Mode;
  path: string;
  h1: number;
  counts: Record<string, number>;
}

let app: RunningApp;
let session: BrowserSession;
const findings: Finding[] = [];
const results: PageResult[] = [];

beforeAll(async () => {
  app = await startApp();
  session = await launchBrowser();
});

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(join(artifactsDir, 'accessibility.json'), JSON.stringify({ results, findings }, null, 2));
  await session?.close();
  await app?.stop();
});

/**
 * Waits until the page has its content: a heading, no spinner or skeleton, and no finite animation running
 * (a fading alert or an opening drawer would be measured mid-way).
 */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    if (!document.querySelector('h1, h2, .ant-result-title')) return false;
    const busy = document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .eh-loading, .ant-table-placeholder .ant-spin');
    if (busy) return false;
    return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  }, undefined, { timeout: 20_000, polling: 50 });
}

/**
 * In-app navigation (the router listens to popstate): no reload, so the scan does not pay for booting the SPA.
 * The router renders the next page in a transition, so the old page stays on screen until the new one is ready:
 * the old headings are marked, and the new page counts as shown once its h1 is a new element or has a new text.
 */
async function visit(page: Page, path: string) {
  const before = await page.evaluate(() => location.pathname + location.search);
  if (before !== path) {
    const old = await page.evaluate((to) => {
      const headings = [...document.querySelectorAll('h1')];
      for (const h of headings) h.dataset.a11yStale = '';
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return headings.map((h) => h.textContent).join('|');
    }, path);
    await page.waitForFunction((text) => {
      const headings = [...document.querySelectorAll('h1')];
      return headings.some((h) => h.dataset.a11yStale === undefined) || headings.map((h) => h.textContent).join('|') !== text;
    }, old, { timeout: 20_000 });
  }
  await settle(page);
}

async function scan(page: Page, role: Role, mode: Mode, path: string) {
  const t0 = Date.now();
  await visit(page, path);
  const t1 = Date.now();
  const h1 = await page.locator('h1').count();
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  console.log(`TIMING ${role} ${mode} ${path} visit ${t1 - t0} axe ${Date.now() - t1}`);
  const counts: Record<string, number> = {};
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    counts[impact] = (counts[impact] ?? 0) + violation.nodes.length;
    if (impact !== 'critical' && impact !== 'serious') continue;
    findings.push({
      role, mode, path, rule: violation.id, impact, help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
  results.push({ role, mode, path, h1, counts });
  if (SCREENSHOTS) await screenshot(page, `a11y/${role}-${mode}${path.replace(/[/?=&]+/g, '-')}`);
}

/** Dark mode from the settings page, as a user sets it (it is saved to the account too). */
async function setDarkMode(page: Page, mode: Mode) {
  await visit(page, '/settings');
  const toggle = page.getByRole('switch', { name: /dark mode/i });
  if ((await toggle.getAttribute('aria-checked')) !== String(mode === 'dark')) await toggle.click();
  await page.waitForFunction((m) => document.body.dataset.theme === m, mode);
}

async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(session.browser, app.url);
  await page.goto('/auth/login');
  await loginLocal(page, username);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await settle(page);
  return { context, page };
}

/** The href of the first link on the page whose target matches. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link like ${pattern} on ${page.url()}`);
  return href;
}

function report(role: Role) {
  const mine = findings.filter((f) => f.role === role);
  const text = mine.map((f) => `${f.mode} ${f.path}: ${f.impact} ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`);
  const headings = results.filter((r) => r.role === role && r.h1 !== 1).map((r) => `${r.mode} ${r.path}: ${r.h1} h1`);
  return [...text, ...headings].join('\n');
}

const EXAM_PAGES = [
  '/export', '/exam', '/exam/list', '/exam/edit/1', '/exam/send-message/1', '/exam/tickets/1', '/exam/manual-grading/1',
  '/analytics/exam/1', '/analytics/question', '/exam-instance/1', '/exam-instance/log-details/1',
  '/exam-instance/all/1', '/exam-instances/generated/1', '/fullscreen/test-generate/1',
  '/fullscreen/exam-instance/preview/1',
];

test('signed-out pages have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await newPage(session.browser, app.url);
  const paths = ['/auth/login', '/bye-bye', '/auth/login-fail', '/no/such/page', '/stalk/DB/MI'];
  for (const mode of MODES) {
    // Signed out, the appearance comes from the locally kept settings.
    await page.goto('/auth/login');
    await page.evaluate((dark) => {
      const stored = JSON.parse(localStorage.getItem('persist:settings') ?? '{}') as Record<string, string>;
      const theme = JSON.parse(stored.theme ?? '{}') as Record<string, unknown>;
      localStorage.setItem('persist:settings', JSON.stringify({
        ...stored,
        theme: JSON.stringify({ ...theme, darkModeActive: dark, activeLightTheme: 'default', activeDarkTheme: 'default-dark' }),
        _persist: stored._persist ?? JSON.stringify({ version: -1, rehydrated: true }),
      }));
    }, mode === 'dark');
    await page.reload();
    await page.waitForFunction((m) => document.body.dataset.theme === m, mode);
    for (const path of paths) await scan(page, 'anonymous', mode, path);
  }
  await context.close();
  expect(report('anonymous')).toBe('');
});

test('the student\'s pages have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await signedIn('student');
  for (const mode of MODES) {
    await setDarkMode(page, mode);
    for (const path of ['/', '/settings', '/exam/list']) await scan(page, 'student', mode, path);
  }
  await context.close();
  expect(report('student')).toBe('');
});

test('the teacher\'s pages have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await signedIn('teacher');
  await visit(page, '/question');
  await page.locator('a[href^="/question/edit/"]').first().waitFor();
  const editPath = await firstHref(page, /^\/question\/edit\/\d+$/);
  const questionId = editPath.split('/').pop();
  await visit(page, '/admin/students');
  await page.locator('a[href^="/student/"]').first().waitFor();
  const studentPath = await firstHref(page, /^\/student\/\d+$/);
  const paths = [
    '/', '/question', '/question/search', '/question/new', editPath, `/question/q?id=${questionId}`, '/question/nodes',
    '/admin/students', studentPath, '/admin/grading-models', '/admin/node-types', '/admin/courses', '/settings',
    ...EXAM_PAGES,
  ];
  for (const mode of MODES) {
    await setDarkMode(page, mode);
    for (const path of paths) await scan(page, 'teacher', mode, path);
  }
  await context.close();
  expect(report('teacher')).toBe('');
});

test('the administrator\'s pages have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await signedIn('admin');
  const paths = [
    '/', '/admin', '/admin/users', '/admin/online-users', '/admin/courses', '/admin/grading-models', '/admin/node-types',
    '/admin/students', '/admin/students?view=all', '/admin/courses-students', '/admin/students-courses', '/admin/nodes',
    '/settings',
  ];
  for (const mode of MODES) {
    await setDarkMode(page, mode);
    for (const path of paths) await scan(page, 'admin', mode, path);
  }
  await context.close();
  expect(report('admin')).toBe('');
});
