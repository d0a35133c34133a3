import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, type BrowserSession } from './support/browser';

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

async function signedInPage(username = 'teacher', path = '/auth/login') {
  const { context, page } = await newPage(session.browser, app.url);
  await page.goto(path);
  await loginLocal(page, username);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  // The shell (header, search box) is its own chunk: wait until it is on screen before using it.
  await page.getByRole('combobox', { name: /search/i }).waitFor();
  return { context, page };
}

/** Sets dark mode on the settings page to the wanted state, whatever the account had saved before. */
async function setDarkMode(page: Page, on: boolean) {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: /dark mode/i });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await page.waitForFunction((mode) => document.body.dataset.theme === mode, on ? 'dark' : 'light');
}

const persistedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('persist:settings') ?? '{}') as Record<string, string>);

test('local login lands on the page the user was going to', async () => {
  const { context, page } = await newPage(session.browser, app.url);
  await page.goto('/question/search?text=joins');
  await page.waitForURL('**/auth/login');
  await loginLocal(page, 'teacher');
  await page.waitForURL('**/question/search?text=joins');
  await page.getByRole('banner').waitFor();
  await context.close();
});

test('a wrong password is refused on the login page', async () => {
  const { context, page } = await newPage(session.browser, app.url);
  await page.goto('/auth/login');
  await loginLocal(page, 'teacher', 'wrong');
  await page.getByText('Wrong username or password.').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  await context.close();
});

test('an unknown path shows the not-found page', async () => {
  const { context, page } = await signedInPage();
  await page.goto('/no/such/page');
  await page.getByText(/not found/i).first().waitFor();
  await screenshot(page, 'main-layout-not-found-light');
  await context.close();
});

test('Ctrl+Shift+P focuses the search, finds a page and opens it', async () => {
  const { context, page } = await signedInPage();
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('question analytics');
  await page.locator('.ant-select-item-option').filter({ hasText: /question analytics/i }).first().waitFor();
  // The active option is announced by its title, not its internal key.
  expect(await page.getByRole('option', { name: /question analytics/i }).count()).toBeGreaterThan(0);
  await screenshot(page, 'main-layout-palette-light');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/analytics/question');
  await context.close();
});

test('the search finds students of the teacher\'s course and opens their page', async () => {
  const { context, page } = await signedInPage();
  const search = page.getByRole('combobox', { name: /search/i });
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('horvat ana');
  const student = page.locator('.ant-select-item-option').filter({ hasText: 'Ana Horvat' });
  await student.waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/student\/\d+$/);

  // Iva Đurić takes only Programming in C, which this teacher does not teach.
  await search.click();
  await search.fill('iva đurić');
  await page.getByText('No results. Type in your search, you can use spaces to separate words.').waitFor();
  await context.close();
});

test('a settings change survives a reload and reaches the server; dark mode is visibly applied', async () => {
  const { context, page } = await signedInPage();
  await page.goto('/settings');
  const bodyBefore = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // Signing in may save the chosen course first; wait for the save that carries the change.
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/settings') && r.method() === 'PUT'
    && JSON.parse(r.postData() ?? '{}').theme?.darkModeActive === true);
  await page.getByRole('switch', { name: /dark mode/i }).click();
  const request = await saved;
  expect(JSON.parse(request.postData() ?? '{}').theme.darkModeActive).toBe(true);
  expect(request.headers()['x-csrf-token']).toBeTruthy();
  const bodyAfter = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bodyAfter).not.toBe(bodyBefore);
  await screenshot(page, 'main-layout-settings-dark');

  await page.reload();
  await page.getByRole('switch', { name: /dark mode/i }).waitFor();
  expect(await page.getByRole('switch', { name: /dark mode/i }).getAttribute('aria-checked')).toBe('true');

  // The server holds it too: a new browser with empty storage gets dark mode after signing in.
  await context.close();
  const other = await signedInPage();
  await other.page.waitForFunction(() => document.body.getAttribute('data-theme') === 'dark'
    || document.documentElement.getAttribute('data-theme') === 'dark');
  const theme = JSON.parse((await persistedSettings(other.page)).theme ?? '{}');
  expect(theme.darkModeActive).toBe(true);
  await other.context.close();
});

test('an expired session sends the user to the login page with the warning', async () => {
  const { context, page } = await signedInPage();
  // Revoke the session on the server (as an administrator or expiry would), then use the app.
  await page.evaluate(() => fetch('/api/auth/logout', { redirect: 'manual', credentials: 'include' }));
  await page.goto('/');
  await page.getByText('Your session expired, please login again.').first().waitFor();
  await page.waitForURL('**/auth/login');
  await context.close();
});

test('every layout renders in light and dark mode', async () => {
  const { context, page } = await signedInPage('admin');
  const footer = /an exam web application/i;
  for (const mode of ['light', 'dark'] as const) {
    await setDarkMode(page, mode === 'dark');
    await page.goto('/');
    await page.getByRole('banner').waitFor();
    await page.getByText(footer).waitFor();
    expect(await page.evaluate(() => document.body.dataset.theme)).toBe(mode);
    await screenshot(page, `main-layout-home-${mode}`);

    await page.goto('/admin/courses');
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    await screenshot(page, `main-layout-admin-${mode}`);

    await page.goto('/fullscreen/test-generate/1');
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await screenshot(page, `fullscreen-layout-${mode}`);

    await page.goto('/stalk/DB/MI');
    await page.getByText(footer).waitFor();
    await screenshot(page, `public-layout-${mode}`);

    await page.goto('/no/such/page');
    await page.getByText(/not found/i).first().waitFor();
    await screenshot(page, `not-found-${mode}`);
  }
  await context.close();

  // Signed out, the locally kept appearance (dark) still applies to the auth layout.
  const fresh = await newPage(session.browser, app.url);
  await fresh.page.goto('/auth/login');
  await fresh.page.getByLabel('Username').waitFor();
  await screenshot(fresh.page, 'auth-layout-login-light');
  await loginLocal(fresh.page, 'teacher');
  await fresh.page.getByRole('banner').waitFor();
  await setDarkMode(fresh.page, true);
  await fresh.page.goto('/logout');
  await fresh.page.waitForURL('**/bye-bye');
  await fresh.page.getByRole('link', { name: /sign in/i }).or(fresh.page.getByRole('button', { name: /sign in/i })).first().waitFor();
  expect(await fresh.page.evaluate(() => document.body.dataset.theme)).toBe('dark');
  await screenshot(fresh.page, 'auth-layout-bye-bye-dark');
  await fresh.page.goto('/auth/login');
  await fresh.page.getByLabel('Username').waitFor();
  await screenshot(fresh.page, 'auth-layout-login-dark');
  await fresh.context.close();
});
