import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-server';
import { artifactsDir, launchBrowser, loginLocal, newPage, screenshot, type BrowserSession } from './support/browser';

// Every page of the app, for each role that sees it, scanned by axe (WCAG 2.0/2.1 A and AA) in light and in dark
// mode: a critical or serious finding fails the test, and so does a page without exactly one h1. Each test prints
// page, mode, rule and the elements; e2e/artifacts/accessibility.json keeps every page's counts by impact.
// SCREENSHOTS=1 keeps a picture of every scanned page in e2e/artifacts/a11y/.

// Some roles have around thirty pages to scan, twice.
jest.setTimeout(240_000);

type Mode = 'light' | 'dark';
type Role = 'anonymous' | 'student' | 'teacher' | 'admin';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// WCAG 2.5.3 (label in name): axe files it as experimental, so the tags alone leave it out.
const AXE_RULES = { 'label-content-name-mismatch': { enabled: true } };
const MODES: Mode[] = ['light', 'dark'];
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

interface Finding {
  role: Role;
  mode: Mode;
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface PageResult {
  role: Role;
  mode: Mode;
  page: string;
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
 * Waits until the page has its content: its h1, no spinner, skeleton or loading screen, and no finite animation
 * running (a fading alert or an opening drawer would be measured half-way).
 */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    if (!document.querySelector('h1')) return false;
    if (document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .eh-loading')) return false;
    return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  }, undefined, { timeout: 20_000, polling: 50 });
}

/**
 * In-app navigation (the router listens to popstate): no reload, so a scan does not pay for starting the SPA.
 * The router renders the next page in a transition, so the old page stays on screen until the new one is ready:
 * the old headings are marked, and the new page is there once its h1 is a new element or has a new text. (So two
 * pages in a row must differ in their title.)
 */
async function visit(page: Page, path: string) {
  const current = await page.evaluate(() => location.pathname + location.search);
  if (current !== path) {
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

/**
 * Scans what is on screen now; `label` names it in the report (a path, or a path and what is open).
 * Two things halve a scan's time each. Legacy mode runs axe in the page itself: the default opens a page of its
 * own per scan to merge frames, which the app has none of. And the builder would send axe's 550 kB source to the
 * page twice per scan; a single-page app keeps it between scans, so it is sent once per loaded document and the
 * builder gets a no-op in its place.
 */
async function scan(page: Page, role: Role, mode: Mode, label: string, disableRules: string[] = []) {
  const h1 = await page.locator('h1').count();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' }).options({ rules: AXE_RULES })
    .withTags(AXE_TAGS).disableRules(disableRules).setLegacyMode().analyze();
  const counts: Record<string, number> = {};
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    counts[impact] = (counts[impact] ?? 0) + violation.nodes.length;
    if (impact !== 'critical' && impact !== 'serious') continue;
    findings.push({
      role, mode, page: label, rule: violation.id, impact, help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
  results.push({ role, mode, page: label, h1, counts });
  if (SCREENSHOTS) await screenshot(page, `a11y/${role}-${mode}${label.replace(/[^\w]+/g, '-')}`);
}

async function scanPages(page: Page, role: Role, mode: Mode, paths: readonly string[]) {
  for (const path of paths) {
    await visit(page, path);
    await scan(page, role, mode, path);
  }
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

/** What a role's scans found: empty when every page passed. */
function report(role: Role) {
  const problems = findings.filter((f) => f.role === role)
    .map((f) => `${f.mode} ${f.page}: ${f.impact} ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`);
  const headings = results.filter((r) => r.role === role && r.h1 !== 1).map((r) => `${r.mode} ${r.page}: ${r.h1} h1`);
  return [...problems, ...headings].join('\n');
}

async function activeElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), id: el?.id ?? '', text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim() };
  });
}

// The exam pages (exam 1 and instance 1 of the demo data) and the pages whose features come later, with the
// parameters they take; neighbours differ in title (see visit). Dark mode scans one of each layout and one with
// parameters.
const LATER_PAGES = [
  '/exam', '/export', '/exam/list', '/exam/edit/1', '/exam/send-message/1', '/exam/tickets/1', '/exam/manual-grading/1',
  '/analytics/exam/1', '/analytics/question', '/exam-instance/1', '/exam-instance/log-details/1', '/exam-instance/all/1',
  '/exam-instances/generated/1', '/exam-instances/submitted/1', '/fullscreen/test-generate/1',
  '/fullscreen/exam-instance/preview/1',
];
const LATER_PAGES_DARK = ['/exam/list', '/exam/edit/1', '/fullscreen/test-generate/1'];

test('signed-out pages have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await newPage(session.browser, app.url);
  const paths = ['/auth/login', '/bye-bye', '/auth/login-fail?reason=no_account', '/auth/login-success', '/no/such/page', '/stalk/DB/MI'];
  for (const mode of MODES) {
    // Signed out, the appearance comes from the settings kept in the browser (redux-persist, one JSON per key).
    // Written by an init script, before the app's own scripts run: a value written into a running page can be
    // overwritten by the app's pending persist write before the reload. Init scripts run in the order added, so
    // the latest mode wins.
    await context.addInitScript((dark) => {
      if (location.protocol !== 'http:') return; // about:blank has no storage of the app's origin
      const stored = JSON.parse(localStorage.getItem('persist:settings') ?? '{}') as Record<string, string>;
      const theme = JSON.parse(stored.theme ?? '{}') as Record<string, unknown>;
      localStorage.setItem('persist:settings', JSON.stringify({
        ...stored,
        theme: JSON.stringify({ ...theme, darkModeActive: dark }),
        _persist: stored._persist ?? JSON.stringify({ version: -1, rehydrated: true }),
      }));
    }, mode === 'dark');
    await page.goto('/auth/login');
    await page.waitForFunction((m) => document.body.dataset.theme === m, mode);
    await scanPages(page, 'anonymous', mode, paths);
  }
  await context.close();
  expect(report('anonymous')).toBe('');
});

test('the student\'s pages have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await signedIn('student');
  for (const mode of MODES) {
    await setDarkMode(page, mode);
    // A staff page shows a student who it is for.
    await scanPages(page, 'student', mode, ['/', '/exam/list', '/settings']);
  }
  await context.close();
  expect(report('student')).toBe('');
});

test('the teacher\'s pages, the command palette and the user menu have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await signedIn('teacher');
  await visit(page, '/question');
  await page.locator('a[href^="/question/edit/"]').first().waitFor();
  const editPath = await firstHref(page, /^\/question\/edit\/\d+$/);
  const questionId = editPath.split('/').pop();
  await visit(page, '/admin/students');
  await page.locator('a[href^="/student/"]').first().waitFor();
  const studentPath = await firstHref(page, /^\/student\/\d+$/);
  const paths = (mode: Mode) => [
    '/', '/question', '/question/search', '/question/new', editPath, `/question/q?id=${questionId}`, '/question/nodes',
    '/admin/students', studentPath, '/admin/grading-models', '/admin/node-types',
    // Administrators only: the teacher is told so.
    '/admin/courses',
    ...(mode === 'light' ? LATER_PAGES : LATER_PAGES_DARK), '/settings',
  ];
  for (const mode of MODES) {
    await setDarkMode(page, mode);
    await scanPages(page, 'teacher', mode, paths(mode));

    await visit(page, '/');
    await page.keyboard.press('Control+Shift+P');
    await page.keyboard.type('horvat');
    await page.getByRole('option', { name: /ana horvat/i }).waitFor();
    await settle(page);
    // The palette's list scrolls inside its pop-up, whose element is not the listbox itself, so axe does not see
    // it as the combobox's pop-up (which it exempts); the keyboard test below moves through it from the box.
    await scan(page, 'teacher', mode, '/ with the command palette open', ['scrollable-region-focusable']);
    await page.keyboard.press('Escape');
    await page.locator('h1').click();

    await page.getByRole('button', { name: /marko/i }).click();
    await page.getByRole('menuitem', { name: /settings/i }).waitFor();
    await settle(page);
    await scan(page, 'teacher', mode, '/ with the user menu open');
    await page.keyboard.press('Escape');
  }
  await context.close();
  expect(report('teacher')).toBe('');
});

test('the administrator\'s pages and a drawer form have no serious accessibility findings, light and dark', async () => {
  const { context, page } = await signedIn('admin');
  // `/admin` is `/admin/users`; the pages all staff share are scanned with the teacher, except the student list,
  // which an administrator sees with the register's tools.
  const paths = [
    '/', '/admin/users', '/admin/online-users', '/admin/courses', '/admin/students?view=all', '/admin/grading-models',
    '/admin/students', '/admin/node-types', '/admin/courses-students', '/admin/students-courses', '/admin/nodes',
    '/settings',
  ];
  for (const mode of MODES) {
    await setDarkMode(page, mode);
    await scanPages(page, 'admin', mode, paths);

    await visit(page, '/admin/students?view=all');
    await page.getByRole('button', { name: /new student/i }).click();
    await page.getByRole('dialog').getByLabel(/first name/i).waitFor();
    await settle(page);
    await scan(page, 'admin', mode, '/admin/students?view=all with the new-student drawer open');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  await context.close();
  expect(report('admin')).toBe('');
});

test('the keyboard alone signs in, uses the header menu, the palette, a table and a drawer form', async () => {
  const { context, page } = await newPage(session.browser, app.url);
  const tab = async () => {
    await page.keyboard.press('Tab');
    return activeElement(page);
  };

  // Sign in: the username field has the focus; Tab goes to the password, past the show-password button, to Sign in.
  await page.goto('/auth/login');
  await page.getByLabel('Username').waitFor();
  expect((await activeElement(page)).id).toBe('login-username');
  await page.keyboard.type('admin');
  expect((await tab()).id).toBe('login-password');
  await page.keyboard.type('demo');
  expect((await tab()).text).toMatch(/show/i);
  expect((await tab()).text).toMatch(/sign in/i);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await settle(page);

  // The first Tab stop skips the header; after it come the brand and the menu bar.
  expect((await tab()).text).toMatch(/skip to the page content/i);
  await page.keyboard.press('Enter');
  expect((await activeElement(page)).id).toBe('eh-main');
  await page.reload();
  await settle(page);
  await tab();
  expect((await tab()).text).toMatch(/examhall/i);
  expect((await tab()).tag).toBe('ul');
  // In the menu bar the arrow keys move and Enter opens: Administration → its entries → Courses.
  const moveUntil = async (key: string, wanted: RegExp) => {
    for (let i = 0; i < 12 && !wanted.test((await activeElement(page)).text); i++) {
      const before = (await activeElement(page)).text;
      await page.keyboard.press(key);
      await page.waitForFunction((text) => (document.activeElement?.textContent ?? '').trim() !== text, before);
    }
    expect((await activeElement(page)).text).toMatch(wanted);
  };
  await moveUntil('ArrowRight', /^administration$/i);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('.ant-menu-submenu-popup')));
  await moveUntil('ArrowDown', /^courses$/i);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/courses');
  await settle(page);

  // The palette: Ctrl+Shift+P, type, Enter opens the first match. Tab leaves the box without opening anything.
  await page.keyboard.press('Control+Shift+P');
  expect((await activeElement(page)).text).toMatch(/search/i);
  await page.keyboard.press('Tab');
  expect(new URL(page.url()).pathname).toBe('/admin/courses');
  expect((await activeElement(page)).text).toMatch(/course/i);
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('node types');
  await page.getByRole('option', { name: /node types/i }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/node-types');
  // With the box empty the list is long: the arrow keys walk it, and the active option is scrolled into view.
  await page.keyboard.press('Control+Shift+P');
  await page.getByRole('listbox').waitFor();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
  const activeInView = await page.evaluate(() => {
    const input = document.activeElement;
    const option = document.getElementById(input?.getAttribute('aria-activedescendant') ?? '');
    const list = option?.closest('.ant-select-dropdown-list-holder');
    if (!option || !list) return false;
    const o = option.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    return o.top >= l.top - 1 && o.bottom <= l.bottom + 1;
  });
  expect(activeInView).toBe(true);
  await page.keyboard.press('Escape');
  await visit(page, '/admin/students?view=all');

  // The table: its sortable headings are Tab stops and Enter sorts by them.
  const heading = page.locator('th[tabindex="0"]').first();
  await heading.focus();
  const sortedBefore = await heading.getAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    ([before]) => document.querySelector('th[tabindex="0"]')?.getAttribute('aria-sort') !== before, [sortedBefore],
  );

  // A drawer form: it takes the focus, Tab stays inside it, Escape closes it and gives the focus back.
  await page.getByRole('button', { name: /new student/i }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel(/first name/i).waitFor();
  for (let i = 0; i < 12; i++) {
    const inside = await page.evaluate(() => document.activeElement === document.body
      || Boolean(document.activeElement?.closest('.ant-drawer')));
    expect(inside).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  expect((await activeElement(page)).text).toMatch(/new student/i);
  await context.close();
});
