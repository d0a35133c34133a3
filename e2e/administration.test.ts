import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, type BrowserSession } from './support/browser';

// Courses, people and course structure as an administrator and a teacher use them, in the real app.
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

async function signIn(username: string) {
  const { context, page, errors } = await newPage(session.browser, app.url);
  await page.goto('/auth/login');
  await loginLocal(page, username);
  await page.getByRole('combobox', { name: /search/i }).waitFor();
  return { context, page, errors };
}

async function setDarkMode(page: Page, on: boolean) {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: /dark mode/i });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await page.waitForFunction((mode) => document.body.dataset.theme === mode, on ? 'dark' : 'light');
}

/** Fills the node dialog (name and type) and saves it. */
async function saveNode(page: Page, name: string, type: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.locator(`.ant-select-item-option[title="${type}"]`).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Selects a node in the tree (its first appearance) and waits for its details. */
async function selectNode(page: Page, name: string) {
  const title = page.locator('[aria-label="Node details"] .ant-card-head-title');
  if ((await title.textContent().catch(() => ''))?.endsWith(name)) return;
  await page.locator('.ant-tree-title').filter({ hasText: name }).first().click();
  await page.waitForFunction(
    (wanted) => document.querySelector('[aria-label="Node details"] .ant-card-head-title')?.textContent?.endsWith(wanted),
    name,
  );
}

async function addParent(page: Page, parent: string) {
  await page.getByRole('combobox', { name: 'Add parent' }).click();
  await page.keyboard.type(parent);
  await page.locator('.ant-select-item-option').filter({ hasText: parent }).first().click();
  await page.getByRole('button', { name: 'Add parent' }).click();
}

test('an administrator creates a course, imports students, builds its node graph and a grading model', async () => {
  const { context, page, errors } = await signIn('admin');

  // A course.
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'New course' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Operating systems');
  await page.getByRole('textbox', { name: 'Acronym' }).fill('OSYS');
  await page.getByRole('textbox', { name: 'Description' }).fill('Processes, memory and files.');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name: 'OSYS', exact: true }).waitFor();
  await screenshot(page, 'admin-courses-light');

  // A CSV of students, one row invalid: nothing is applied until the user skips it.
  await page.goto('/admin/students?view=all');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = [
    'altId,firstName,lastName,email,classGroup',
    '0036999001,Vesna,Car,vesna.car@student.example.org,P01',
    '0036999002,Zoran,Bilić,zoran.bilic@student.example.org,P02',
    ',Nobody,,bad-email,P01',
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText(/3 data rows/).waitFor();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByText('1 row is invalid. Nothing is imported unless you skip it.').waitFor();
  expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
  await screenshot(page, 'admin-import-preview-light');
  await page.getByText('Skip the invalid row').click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('2 new students, 0 updated, 0 unchanged, 1 skipped.').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /search/i }).last().fill('Bilić');
  await page.getByRole('link', { name: /Bilić, Zoran/ }).waitFor();

  // A three-level node graph with a shared child; a node below is offered as a parent only disabled, saying why.
  await page.goto('/admin/nodes');
  await page.locator('#eh-nodes-course').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'OSYS' }).click();
  await page.getByRole('button', { name: 'New root node' }).first().click();
  await saveNode(page, 'Operating systems', 'Course');
  for (const [parent, child, type] of [
    ['Operating systems', 'Processes', 'Module'],
    ['Operating systems', 'Memory', 'Module'],
    ['Processes', 'Scheduling', 'Topic'],
  ]) {
    await selectNode(page, parent);
    await page.getByRole('button', { name: 'Add child' }).click();
    await saveNode(page, child, type);
  }
  await selectNode(page, 'Scheduling');
  await addParent(page, 'Memory');
  // The shared child now shows under both of its parents.
  await page.getByText('shared ×2').nth(1).waitFor();
  await selectNode(page, 'Operating systems');
  await page.getByRole('combobox', { name: 'Add parent' }).click();
  await page.keyboard.type('Scheduling');
  const below = page.locator('.ant-select-item-option').filter({ hasText: 'Scheduling — below this node, so it cannot be its parent' });
  await below.waitFor();
  expect(await below.getAttribute('class')).toContain('ant-select-item-option-disabled');
  await page.keyboard.press('Escape');
  await screenshot(page, 'admin-nodes-light');

  // A grading model.
  await page.goto('/admin/grading-models');
  await page.getByRole('button', { name: 'New grading model' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('20/0/-5');
  await page.getByRole('spinbutton', { name: 'Correct', exact: true }).fill('20');
  await page.getByRole('spinbutton', { name: 'Incorrect' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Unanswered' }).fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name: '20/0/-5', exact: true }).waitFor();
  await screenshot(page, 'admin-grading-models-light');

  // The same pages in dark mode.
  await setDarkMode(page, true);
  for (const [path, name] of [
    ['/admin/courses', 'courses'], ['/admin/users', 'users'], ['/admin/students?view=all', 'students'],
    ['/admin/courses-students', 'courses-students'], ['/admin/nodes', 'nodes'], ['/admin/node-types', 'node-types'],
    ['/admin/grading-models', 'grading-models'], ['/admin/online-users', 'online-users'],
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `admin-${name}-dark`);
  }
  await setDarkMode(page, false);
  expect(errors).toEqual([]);
  await context.close();
});

test('a teacher sees only their own course and its students', async () => {
  const { context, page, errors } = await signIn('teacher');
  await page.getByRole('combobox', { name: 'Course', exact: true }).click();
  const courseOptions = page.locator('.ant-select-item-option');
  await courseOptions.first().waitFor();
  expect(await courseOptions.allTextContents()).toEqual([expect.stringContaining('Databases')]);
  await page.keyboard.press('Escape');

  // The current course and year's students (Ivan Kovačević takes Databases this year).
  await page.goto('/admin/students');
  await page.getByRole('link', { name: /Kovačević, Ivan/ }).waitFor();
  // Iva Đurić takes only Programming in C.
  await page.getByRole('textbox', { name: /search/i }).last().fill('Đurić');
  await page.getByText(/No students|Nothing matches/).first().waitFor();
  await screenshot(page, 'teacher-students-light');

  await page.goto('/question/nodes');
  await page.locator('.ant-tree-title').filter({ hasText: 'Joins' }).first().waitFor();
  expect(await page.getByText('shared ×2').count()).toBeGreaterThanOrEqual(2);
  expect(await page.locator('#eh-nodes-course').count()).toBe(0);
  await screenshot(page, 'teacher-nodes-light');

  // Administrator pages are refused, in the page and by the server.
  await page.goto('/admin/courses');
  await page.getByText(/administrators|not allowed/i).first().waitFor();
  const status = await page.evaluate(async () => {
    const auth = JSON.parse(JSON.parse(localStorage.getItem('persist:auth') ?? '{}').token ?? 'null') as string;
    return (await fetch('/api/admin/courses', { headers: { authorization: `Bearer ${auth}` } })).status;
  });
  expect(status).toBe(403);
  expect(errors).toEqual([]);
  await context.close();
});
