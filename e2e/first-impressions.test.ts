import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, screenshot, waitForPersistedSession, type BrowserSession } from './support/browser';

// What a new user meets first, in a real browser: a student's own home, pages that know who is looking, a failed
// list that says so, Croatian, and compressed assets.
let app: RunningApp;
let session: BrowserSession;

beforeAll(async () => {
  app = await startApp();
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** Signs in and records every API request the pages make from then on. */
async function signIn(username: string, locale = 'en-GB') {
  const context = await session.browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 }, locale });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto('/auth/login');
  await loginLocal(page, username, 'demo', locale.startsWith('hr') ? { username: 'Korisničko ime', password: 'Lozinka', submit: /prijavi se/i } : undefined);
  await waitForPersistedSession(page);
  return { context, page, requests };
}

const alertTexts = (page: Page) => page.getByRole('alert').allInnerTexts();

test('a student signs in to a home of their own, with no staff request and no alert', async () => {
  const { context, page, requests } = await signIn('student');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Open now' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('menuitem', { name: /exams/i }).count()).toBe(0);
  const staffCalls = requests.filter((r) => /\/api\/(courses|academic-years|lookups|admin|user\/presence)/.test(r));
  expect(staffCalls).toEqual([]);
  expect(await alertTexts(page)).toEqual([]);
  await screenshot(page, 'first-student-home');

  // A staff page opened by URL says whom it is for, and asks nothing of the staff API.
  requests.length = 0;
  await page.goto('/exam/list');
  await page.getByRole('heading', { level: 1, name: 'This page is for staff.' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((r) => !r.endsWith('/auth/me'))).toEqual([]);
  expect(await alertTexts(page)).toEqual([]);
  await context.close();
});

test('a teacher sees administrators\' pages honestly: read-only where allowed, "for administrators" elsewhere', async () => {
  const { context, page, requests } = await signIn('teacher');
  await page.getByRole('banner').waitFor();
  await page.goto('/admin/grading-models');
  await page.getByText('Only administrators can change them.', { exact: false }).waitFor();
  await page.getByRole('table').getByText('15/0/-5').waitFor();
  expect(await page.getByRole('button', { name: /new grading model|edit grading model|delete grading model/i }).count()).toBe(0);
  await screenshot(page, 'first-teacher-grading-models');

  for (const path of ['/admin/users', '/admin/courses', '/admin/online-users']) {
    requests.length = 0;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'This page is for administrators.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.includes('/api/admin/'))).toEqual([]);
    expect(await alertTexts(page)).toEqual([]);
  }
  await screenshot(page, 'first-teacher-admin-page');
  await context.close();
});

test('a failed list says what failed and offers Retry, which loads it', async () => {
  const { context, page } = await signIn('teacher');
  await page.getByRole('banner').waitFor();
  let fail = true;
  await page.route('**/api/courses/*/questions?**', (route) => (fail
    ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again later.' }) })
    : route.continue()));
  await page.goto('/question/list');
  await page.getByText('Could not load the questions.').waitFor();
  expect(await page.getByText(/has no questions yet/i).count()).toBe(0);
  await screenshot(page, 'first-failed-list');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('table').getByRole('link').first().waitFor();
  expect(await page.getByText('Could not load the questions.').count()).toBe(0);
  await context.close();
});

test('a Croatian browser gets Croatian pages; the language is a setting saved with the others', async () => {
  const { context, page } = await signIn('teacher', 'hr-HR');
  await page.goto('/question/list');
  await page.getByRole('heading', { level: 1, name: 'Pitanja' }).waitFor();
  await page.getByRole('button', { name: /Novo pitanje/ }).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hr');
  await screenshot(page, 'first-croatian-question-list');

  await page.goto('/settings');
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/user/settings'));
  await page.getByText('English', { exact: true }).click();
  expect((await saved).postDataJSON()).toMatchObject({ language: 'en' });
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await context.close();
});

test('assets come compressed and cached for good; index.html is revalidated', async () => {
  const index = await fetch(`${app.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  expect(index.headers.get('content-encoding')).toBe('br');
  expect(index.headers.get('cache-control')).toBe('no-cache');
  const html = await index.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${app.url}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-encoding')).toBe('br');
  expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
