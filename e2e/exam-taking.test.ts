import { AxeBuilder } from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, screenshot, type BrowserSession } from './support/browser';

// The demo student takes the open demo exam "Lab 1" in Chromium: answers, loses the connection, answers on, reloads
// the page while offline (the service worker and IndexedDB open it), comes back online and sees every answer saved,
// submits and sees the result and the review. One story: the steps depend on each other.
let app: RunningApp;
let session: BrowserSession;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // A short grace after a deadline, so the test of a deadline passing with the tab closed need not wait 30 s.
  app = await startApp({ SUBMIT_GRACE_SECONDS: '2' });
  session = await launchBrowser();
  context = await session.browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** The answer this test gives a question of a kind it answers with a click or a few words; null for the others. */
async function answer(question: Locator, ordinal: number): Promise<string | null> {
  const kind = await question.getAttribute('data-kind');
  switch (kind) {
    case 'true-false':
    case 'scale':
      await question.locator('.ant-radio-wrapper').nth(1).click();
      return kind;
    case 'multiple-choice':
      await question.locator('.ant-radio-wrapper, .ant-checkbox-wrapper').first().click();
      return kind;
    case 'free-text':
      await question.locator('textarea').fill(`Answer to question ${ordinal}, written offline or not.`);
      return kind;
    default:
      return null;
  }
}

/** axe's critical and serious findings (WCAG 2.0/2.1 A and AA) on what is on screen now. */
async function accessibilityFindings(label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const currentStatus = () => page.locator('.eh-exam-qhead [role="status"]');
const question = () => page.locator('.eh-question');

async function goTo(ordinal: number) {
  await page.getByRole('button', { name: new RegExp(`^Question ${ordinal}, `) }).click();
  await page.getByRole('heading', { name: new RegExp(`^Question ${ordinal} of `) }).waitFor();
  await question().waitFor();
}

/** The held answers of an instance as the server has them (the student's review, after the submit). */
async function reviewOf(instanceId: number) {
  const student = await signInApi(app.url, 'student');
  return (await student('GET', `/my/instances/${instanceId}/review`)) as { questions: Array<{ ordinal: number; answer: { kind: string } | null }> };
}

test('a student answers, goes offline, reloads offline, comes back, and every answer is saved; then submits and reviews', async () => {
  await page.goto('/auth/login');
  await loginLocal(page, 'student');
  await page.getByRole('heading', { name: 'Open now' }).waitFor();
  await page.getByRole('button', { name: 'Start Lab 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await page.waitForURL(/\/take\/\d+/);
  const instanceId = Number(new URL(page.url()).pathname.split('/').pop());
  await question().waitFor();
  // The offline shell is installed and in charge of the page before the connection goes.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  const total = await page.locator('.eh-exam-nav-item').count();
  const answered = new Map<number, string>();
  // Online: the first answers are saved, and say so only after the server's acknowledgement.
  for (let ordinal = 1; ordinal <= total && answered.size < 2; ordinal += 1) {
    await goTo(ordinal);
    const kind = await answer(question(), ordinal);
    if (!kind) continue;
    answered.set(ordinal, kind);
    await currentStatus().getByText('Saved').waitFor();
  }
  expect(answered.size).toBe(2);
  await screenshot(page, 'exam-taking-online');
  const findings = await accessibilityFindings('exam page');

  // Offline: the page keeps working, keeps the answers and says so.
  await context.setOffline(true);
  const offlineAnswers: number[] = [];
  for (let ordinal = Math.max(...answered.keys()) + 1; ordinal <= total && offlineAnswers.length < 2; ordinal += 1) {
    await goTo(ordinal);
    const kind = await answer(question(), ordinal);
    if (!kind) continue;
    answered.set(ordinal, kind);
    offlineAnswers.push(ordinal);
    await currentStatus().getByText('Not saved yet', { exact: true }).waitFor();
  }
  expect(offlineAnswers).toHaveLength(2);
  await page.getByText('You are offline — your answers are kept on this computer and sent when the connection returns.').waitFor();
  await page.getByText('2 answers not saved yet').waitFor();
  await screenshot(page, 'exam-taking-offline');
  findings.push(...await accessibilityFindings('exam page offline'));

  // A reload while offline still opens the exam, with the unsent answers.
  await page.reload();
  await question().waitFor({ timeout: 30_000 });
  await page.getByText('You are offline — your answers are kept on this computer and sent when the connection returns.').waitFor();
  await page.getByText('2 answers not saved yet').waitFor();
  for (const ordinal of offlineAnswers) {
    await page.getByRole('button', { name: `Question ${ordinal}, answered, not saved yet` }).waitFor();
  }
  await screenshot(page, 'exam-taking-offline-reloaded');

  // Back online: everything is sent, and every answer says so.
  await context.setOffline(false);
  await page.getByText('All answers saved').waitFor({ timeout: 30_000 });
  for (const ordinal of answered.keys()) {
    await page.getByRole('button', { name: `Question ${ordinal}, answered` }).waitFor();
    await goTo(ordinal);
    await currentStatus().getByText('Saved').waitFor();
  }
  expect(await page.getByText(/You are offline/).count()).toBe(0);

  // Submit: the summary, then the result, and the review while it is open.
  await page.getByRole('button', { name: 'Submit…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit the exam?' });
  await dialog.getByText(`You answered ${answered.size} of ${total} questions.`).waitFor();
  await dialog.getByRole('button', { name: /Submit the exam/ }).click();
  await page.getByRole('heading', { name: 'Your exam is submitted' }).waitFor({ timeout: 30_000 });
  await page.getByText(/^Score/).first().waitFor({ timeout: 60_000 });
  await screenshot(page, 'exam-taking-result');
  findings.push(...await accessibilityFindings('result'));
  await page.getByRole('link', { name: /Review your answers/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Review: Lab 1' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Question 1', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  findings.push(...await accessibilityFindings('review'));
  expect(findings).toEqual([]);

  // The server holds every answer given, online or offline.
  const review = await reviewOf(instanceId);
  for (const [ordinal, kind] of answered) {
    expect(review.questions.find((q) => q.ordinal === ordinal)?.answer?.kind).toBe(kind);
  }
  expect(errors).toEqual([]);
});

test('the deadline passes while the tab is closed: the server submits the instance and the student sees the result', async () => {
  // An exam whose window closes 25 s from now, so the deadline is the window's end.
  const api = await signInApi(app.url, 'teacher');
  const course = (await api('GET', '/courses')).find((c: { courseAcronym: string }) => c.courseAcronym === 'DB');
  const year = (await api('GET', '/academic-years')).find((y: { isCurrent: boolean }) => y.isCurrent);
  const [model] = await api('GET', '/grading-models');
  const { items } = await api('GET', `/courses/${course.id}/questions?kind=free-text&pageSize=1`);
  const now = Date.now();
  const exam = await api('POST', `/courses/${course.id}/exams`, {
    academicYearId: year.id, title: 'Deadline check', abbreviation: 'DLC', ordinal: 9, description: null, password: null,
    availableFrom: new Date(now - 60_000).toISOString(), availableTo: new Date(now + 25_000).toISOString(),
    durationMinutes: 30, maxScore: null, passPercentage: 50, showSolutions: false, reviewMinutes: 60, forwardOnly: false,
    asyncGrading: false, scoreIgnored: false, allowAnonymousStalk: false, maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: model.id, questionIds: [items[0].id] }],
  });
  await api('PUT', `/exams/${exam.id}/published`, { published: true });

  // The student starts it, writes an answer, sees it saved and closes the tab.
  const student = await session.browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
  const tab = await student.newPage();
  tab.on('pageerror', (error) => errors.push(String(error)));
  await tab.goto('/auth/login');
  await loginLocal(tab, 'student');
  await tab.getByRole('button', { name: 'Start Deadline check' }).click();
  await tab.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await tab.waitForURL(/\/take\/\d+/);
  const instanceId = Number(new URL(tab.url()).pathname.split('/').pop());
  await tab.locator('.eh-question textarea').fill('Written before the deadline; the tab closes before the time is up.');
  await tab.locator('.eh-exam-qhead [role="status"]').getByText('Saved').waitFor();
  await tab.close();

  // Nobody is there at the deadline: the server submits after the grace.
  const submitted = async () => {
    const list = await api('GET', `/exams/${exam.id}/instances?state=submitted`);
    return list.items.find((i: { instanceId: number }) => i.instanceId === instanceId);
  };
  expect(await submitted()).toBeUndefined();
  let instance: { submittedBy: string | null; submittedAt: string } | undefined;
  for (const until = Date.now() + 60_000; !instance && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    instance = await submitted();
  }
  expect(instance?.submittedBy).toBe('server');
  expect(new Date(instance!.submittedAt).getTime()).toBeGreaterThanOrEqual(now + 25_000);

  // The student comes back: the exam is among the taken ones, its free-text answer waiting for a teacher, and the
  // answer is in the review.
  const back = await student.newPage();
  await back.goto('/');
  await back.getByRole('heading', { name: 'Taken and closed' }).waitFor();
  const card = back.locator('.ant-card, li, article').filter({ hasText: 'Deadline check' }).last();
  await card.getByText('A teacher is grading some answers').waitFor();
  await screenshot(back, 'exam-taking-deadline-home');
  const review = await reviewOf(instanceId);
  expect(review.questions[0].answer?.kind).toBe('free-text');
  await student.close();
  expect(errors).toEqual([]);
});
