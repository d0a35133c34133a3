import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, waitForPersistedSession, type BrowserSession } from './support/browser';

// After the demo "Midterm exam" (228 submitted instances), as its teacher in Chromium: the free-text question graded
// with a rubric and applied; a key fixed in a new version of a multiple-choice question and the exam regraded with the
// dry run's diff shown first; the results exported as CSV and XLSX, both files opened and checked against the API;
// the exam's analytics, in light and dark mode. One signed-in page, one story: each step builds on the one before.
let app: RunningApp;
let session: BrowserSession;
let page: Page;
let errors: string[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let api: (method: string, path: string, body?: unknown) => Promise<any>;
let examId = 0;
const downloads = mkdtempSync(join(tmpdir(), 'examhall-e2e-export-'));

const FREE_TEXT = 'Why normalise?';
/** How many answers to the free-text question waited for a teacher before the first test graded two. */
let waitingBefore = 0;
const KEYED = 'Isolation level that prevents phantoms';

interface InstanceRow {
  instanceId: number;
  altId: string;
  lastName: string;
  firstName: string;
  score: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  gradingState: 'none' | 'pending' | 'manual' | 'graded';
}

/** Lets antd's motions (a dialog opening) end before a screenshot. */
async function settled() {
  await page.waitForFunction(() => document.getAnimations().every(
    (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
  ));
}

/** Every submitted instance of the exam, as the staff API lists them. */
async function submittedInstances(): Promise<InstanceRow[]> {
  const rows: InstanceRow[] = [];
  for (let p = 1; ; p += 1) {
    const list = await api('GET', `/exams/${examId}/instances?state=submitted&pageSize=100&page=${p}`);
    rows.push(...(list.items as InstanceRow[]));
    if (rows.length >= list.total) return rows;
  }
}

/**
 * Resolves when the grading queue has graded the demo's code and SQL answers (the worker takes them up shortly after
 * the server listens): until then their instances' scores still change on their own.
 */
async function queueGraded(): Promise<void> {
  for (;;) {
    if (!(await submittedInstances()).some((row) => row.gradingState === 'pending')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  app = await startApp();
  session = await launchBrowser();
  ({ page, errors } = await newPage(session.browser, app.url));
  api = await signInApi(app.url, 'teacher');
  await page.goto('/auth/login');
  await loginLocal(page, 'teacher');
  await waitForPersistedSession(page);
  await page.getByRole('combobox', { name: /search/i }).waitFor();
  await page.goto('/exam/list');
  const href = await page.getByRole('link', { name: 'Midterm exam', exact: true }).first().getAttribute('href');
  examId = Number(/\/exam\/edit\/(\d+)/.exec(href ?? '')?.[1]);
  expect(examId).toBeGreaterThan(0);
  await queueGraded();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

test('the teacher grades the free-text question with a rubric, and Apply gives the students their grades', async () => {
  const before = new Map((await submittedInstances()).map((row) => [row.instanceId, row]));
  const overview = await api('GET', `/exams/${examId}/manual-grading/questions`);
  const freeText = overview.questions.find((q: { title: string }) => q.title === FREE_TEXT);
  waitingBefore = freeText.toGrade;
  expect(waitingBefore).toBeGreaterThan(100);
  await page.goto(`/exam/manual-grading/${examId}`);
  await page.getByRole('heading', { level: 1, name: 'Manual grading: Midterm exam' }).waitFor();
  // The page opens on the question that waits for a teacher.
  const answer = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: FREE_TEXT }) });
  await answer.waitFor();
  await page.getByRole('button', { name: `${FREE_TEXT} ${waitingBefore} to grade 0 of ${freeText.answers} graded` }).waitFor();

  // Two rubric items, each ticked at once on the answer it was added on (the form stays open for the next one).
  const rubric = page.getByRole('group', { name: 'Rubric' });
  await rubric.getByRole('button', { name: /Add a rubric item/ }).click();
  for (const [points, description] of [['10', 'Names the update, insertion and deletion anomalies'], ['5', 'Shows a decomposition and its cost']] as const) {
    await rubric.getByRole('spinbutton', { name: 'Points' }).fill(points);
    await rubric.getByRole('textbox', { name: 'Description' }).fill(description);
    await rubric.getByRole('button', { name: 'Add', exact: true }).click();
    await rubric.getByRole('checkbox', { name: new RegExp(description), checked: true }).waitFor();
  }
  await rubric.getByRole('button', { name: 'Cancel' }).click();
  const studentHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const first = await studentHeading.innerText();
  await page.getByText('Score: 15 of 15').waitFor();
  await page.getByRole('textbox', { name: 'Comment' }).fill('A complete answer: all three anomalies and the price of the join.');
  await screenshot(page, 'after-manual-grading-rubric');
  await page.getByRole('button', { name: /Save & next/ }).click();

  // The second student's answer: only the first item, one point off by hand.
  await studentHeading.filter({ hasNotText: first }).waitFor();
  const second = await studentHeading.innerText();
  await rubric.getByRole('checkbox', { name: /Names the update/ }).check();
  await page.getByRole('spinbutton', { name: 'Adjustment' }).fill('-1');
  await page.getByText('Score: 9 of 15').waitFor();
  await page.getByRole('button', { name: /Save & next/ }).click();
  await studentHeading.filter({ hasNotText: second }).waitFor();

  // Nothing reaches the students before Apply; the summary says what will change.
  await page.getByText('2 grades wait for Apply').waitFor();
  await page.getByRole('button', { name: /Apply grades/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply grades' });
  await dialog.getByText(/2 answers of 2 instances get their grade and comment/).waitFor();
  await settled();
  await screenshot(page, 'after-manual-grading-apply');
  await dialog.getByRole('button', { name: 'Apply 2 grades' }).click();
  await page.getByText(`Nothing waits for Apply; ${waitingBefore - 2} answers are still to grade.`).waitFor();
  await page.getByRole('button', { name: `${FREE_TEXT} ${waitingBefore - 2} to grade 2 of ${freeText.answers} graded` }).waitFor();

  // Two instances' scores went up by what the pending answers now score (15 and 9 points).
  const after = await submittedInstances();
  const raised = after.filter((row) => row.score !== before.get(row.instanceId)?.score);
  expect(raised).toHaveLength(2);
  const gains = raised.map((row) => Math.round((row.score! - before.get(row.instanceId)!.score!) * 1000) / 1000).sort((a, b) => a - b);
  expect(gains).toEqual([9, 15]);
  const names = raised.map((row) => `${row.lastName} ${row.firstName}`);
  expect(names.sort()).toEqual([first, second].sort());
});

test('a key fixed in a new version, then a regrade: the dry run shows the diff, Apply records who and why', async () => {
  // The key changes as a teacher changes it in the question editor: a new version of the question.
  const chain = (await api('GET', `/exams/${examId}/manual-grading/questions`)).questions.find((q: { title: string }) => q.title === KEYED);
  const question = await api('GET', `/questions/${chain.questionRootId}`);
  const options = question.content.options as Array<{ id: string; correct: boolean; penalty: number }>;
  const wasRight = options.findIndex((option) => option.correct);
  const nowRight = (wasRight + 1) % options.length;
  // The two options trade places: the new key costs nothing, the old one what the new key cost before.
  const content = {
    ...question.content,
    options: options.map((option, i) => {
      if (i === nowRight) return { ...option, correct: true, penalty: 0 };
      if (i === wasRight) return { ...option, correct: false, penalty: options[nowRight].penalty };
      return option;
    }),
  };
  const { title, text, template, isActive, timeLimitSeconds, comment, tags } = question;
  await api('PUT', `/questions/${question.id}?mode=new-version`, {
    title, text, content, template, isActive, timeLimitSeconds, comment, tags, nodeIds: question.nodes.map((node: { id: number }) => node.id),
  });
  const before = new Map((await submittedInstances()).map((row) => [row.instanceId, row]));

  // From the analytics' "Regrade" for one question: the question is chosen, the latest version used.
  await page.goto(`/exam/regrade/${examId}?question=${question.id}`);
  await page.getByRole('heading', { level: 1, name: 'Regrade: Midterm exam' }).waitFor();
  await expect(page.getByRole('checkbox', { name: 'Use the latest version of each question' }).isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const students = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Percent' }) });
  await students.waitFor({ timeout: 60_000 });
  const answersTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Outcome' }) });
  await answersTable.getByRole('row').filter({ hasText: KEYED }).first().waitFor();
  // The dry run wrote nothing.
  const unchanged = await submittedInstances();
  expect(unchanged.every((row) => row.score === before.get(row.instanceId)?.score)).toBe(true);
  await screenshot(page, 'after-regrade-diff');

  await page.getByRole('textbox', { name: 'Reason for the regrade' }).fill('The key of the phantoms question named the wrong level.');
  await page.getByRole('button', { name: 'Apply regrade' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply this regrade?' });
  await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByText(/Regrade applied: \d+ instances? changed/).waitFor({ timeout: 60_000 });
  const history = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Reason' }) });
  await history.getByRole('row').filter({ hasText: 'The key of the phantoms question named the wrong level.' }).getByText('Marko Babić').waitFor();

  // Every student who answered the question has a new score; nobody else.
  const after = await submittedInstances();
  const changed = after.filter((row) => row.score !== before.get(row.instanceId)?.score);
  expect(changed.length).toBeGreaterThan(20);
  expect(changed.length).toBeLessThan(after.length);
  await screenshot(page, 'after-regrade-applied');
});

/** RFC 4180: records of fields, quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** Downloads the export as the page offers it; the saved file's path. */
async function download(format: 'CSV' | 'Excel (XLSX)'): Promise<{ path: string; name: string }> {
  await page.getByRole('radio', { name: format }).check();
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download/ }).click();
  const file = await started;
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

test('the results export as CSV and XLSX, both files opened and equal to the exam\'s scores', async () => {
  const instances = await submittedInstances();
  const byNumber = new Map(instances.map((row) => [row.altId, row]));
  await page.goto('/export');
  await page.getByRole('heading', { level: 1, name: 'Export results' }).waitFor();
  await page.getByRole('checkbox', { name: 'Midterm exam (MI) · 228 submitted' }).check();
  await screenshot(page, 'after-export');

  const csv = await download('CSV');
  expect(csv.name).toMatch(/^DB_MI_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(csv.path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = parseCsv(text.slice(1));
  const header = lines[0];
  expect(header.slice(0, 5)).toEqual(['Exam', 'Student number', 'Last name', 'First name', 'Class group']);
  expect(header).toEqual(expect.arrayContaining(['Q1', 'Q9', 'Total', 'Max', '%', 'Passed']));
  expect(lines).toHaveLength(1 + instances.length);
  // Croatian letters arrive intact, and every row's total is the instance's score.
  expect(text).toMatch(/[čćđšž]/i);
  const column = (name: string) => header.indexOf(name);
  for (const cells of lines.slice(1)) {
    const row = byNumber.get(cells[column('Student number')]);
    expect(row).toBeDefined();
    expect(Number(cells[column('Total')])).toBeCloseTo(row!.score!, 3);
    expect(cells[column('Passed')]).toBe(row!.passed ? 'yes' : 'no');
  }

  const xlsx = await download('Excel (XLSX)');
  expect(xlsx.name).toMatch(/^DB_MI_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', expect.stringContaining('MI')]);
  const sheet = workbook.worksheets[1];
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const titles = (sheet.getRow(1).values as unknown[]).slice(1);
  const at = (name: string) => titles.indexOf(name) + 1;
  expect(sheet.actualRowCount).toBe(1 + instances.length);
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const instance = byNumber.get(String(row.getCell(at('Student number')).value));
    expect(instance).toBeDefined();
    // Typed cells: numbers are numbers, the submit time a date.
    expect(typeof row.getCell(at('Total')).value).toBe('number');
    expect(row.getCell(at('Total')).value as number).toBeCloseTo(instance!.score!, 3);
    expect(row.getCell(at('Submitted')).value).toBeInstanceOf(Date);
  });
});

test('the exam analytics, in light and dark mode, follow the grades', async () => {
  await page.goto(`/analytics/exam/${examId}`);
  await page.getByRole('heading', { level: 1, name: 'Analytics: Midterm exam' }).waitFor();
  await page.getByRole('figure', { name: 'Score distribution' }).waitFor();
  const questions = page.getByRole('table', { name: 'Questions' });
  await questions.waitFor();
  expect(await questions.getByRole('row').count()).toBe(1 + 9);
  // The two answers graded by hand are no longer waiting.
  await questions.getByRole('row').filter({ hasText: FREE_TEXT }).getByText(`${waitingBefore - 2} not graded yet`).waitFor();
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await screenshot(page, 'after-analytics-light');

  await page.goto('/settings');
  const dark = page.getByRole('switch', { name: /dark mode/i });
  if ((await dark.getAttribute('aria-checked')) !== 'true') await dark.click();
  await page.waitForFunction(() => document.body.dataset.theme === 'dark');
  await page.goto(`/analytics/exam/${examId}`);
  await page.getByRole('figure', { name: 'Score distribution' }).waitFor();
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await screenshot(page, 'after-analytics-dark');
  expect(errors).toEqual([]);
});

test('the exam\'s instance lists fit a 1280 px screen: the usual columns, no sideways scrolling', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    for (const path of [`/exam-instances/submitted/${examId}`, `/exam-instance/all/${examId}`]) {
      await page.goto(path);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const overflow = await page.evaluate(() => {
        const table = document.querySelector('.eh-exam-instances-page .ant-table-content');
        return table === null ? null : table.scrollWidth - table.clientWidth;
      });
      expect(overflow).not.toBeNull();
      expect(overflow).toBeLessThanOrEqual(1);
    }
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
