import type { Page } from 'playwright-core';
import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, waitForPersistedSession, type BrowserSession } from './support/browser';

// A numerical question from the exam to its analytics, in Chromium (docs/questions.md): the demo student, in
// Croatian, types a number as people do on the exam page — thousands separators are refused with the reason, a
// decimal comma and a unit are read back ("Pročitano kao 0,24 GB") — and the answer is saved; after the submit the
// review shows the grade and the question's feedback; the teacher's question analytics count the value in the base
// unit (0.24 GB is 240 MB) and mark it right.
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

async function signedIn(username: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(session.browser, app.url);
  await page.goto('/auth/login');
  await loginLocal(page, username);
  await waitForPersistedSession(page);
  return { page, errors };
}

test('a student answers a numerical question in Croatian, reviews it with feedback, and the teacher sees the value counted', async () => {
  const teacher = await signInApi(app.url, 'teacher');
  const student = await signInApi(app.url, 'student');
  const course = (await teacher('GET', '/courses')).find((c: { courseAcronym: string }) => c.courseAcronym === 'DB');
  const { items } = await teacher('GET', `/courses/${course.id}/questions?kind=numerical`);
  const { id: questionId } = (items as Array<{ id: number; title: string }>).find((item) => item.title === 'Size of a table')!;
  const question = await teacher('GET', `/questions/${questionId}`);
  await teacher('PUT', `/questions/${questionId}?mode=in-place`, {
    title: question.title, text: question.text, content: question.content, template: question.template, isActive: question.isActive,
    timeLimitSeconds: question.timeLimitSeconds, comment: question.comment, tags: question.tags,
    nodeIds: question.nodes.map((node: { id: number }) => node.id),
    feedback: { general: 'Redaka puta bajtova po retku: 240 000 000 B.', correct: 'Točno.', partial: '', incorrect: 'Pomnožite broj redaka s veličinom retka.' },
  });
  const lab1 = (await student('GET', '/my/exams')).open.find((exam: { title: string }) => exam.title === 'Lab 1');
  const { instanceId } = await student('POST', `/my/exams/${lab1.examId}/start`, { password: null });

  const { page, errors } = await signedIn('student');
  await page.goto('/settings');
  await page.locator('label.ant-radio-button-wrapper').filter({ hasText: 'Hrvatski' }).click();
  await page.goto(`/take/${instanceId}`);
  await page.locator('.eh-question').waitFor({ timeout: 60_000 });
  const total = await page.locator('.eh-exam-nav-item').count();
  for (let ordinal = 1; ordinal <= total && (await page.locator('.eh-numerical').count()) === 0; ordinal += 1) {
    await page.locator('.eh-exam-nav-item').nth(ordinal - 1).click();
    await page.locator('.eh-question').waitFor();
  }
  const numerical = page.locator('.eh-numerical');
  await numerical.waitFor();
  const value = numerical.getByRole('textbox', { name: 'Vaš odgovor' });
  await value.fill('240 000 kB');
  await numerical.getByText('Napišite broj bez razdjelnika tisućica (npr. 1000,5).').waitFor();
  await value.fill('0,24');
  await numerical.getByRole('combobox', { name: 'Jedinica' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^GB$/ }).click();
  await numerical.getByText('Pročitano kao 0,24 GB').waitFor();
  await page.locator('.eh-exam-qhead [role="status"]').getByText('Spremljeno').waitFor({ timeout: 30_000 });
  await screenshot(page, 'numerical-exam-hr');

  const held = await student('GET', `/my/instances/${instanceId}`);
  expect(held.questions.find((item: { view: { kind: string } }) => item.view.kind === 'numerical').answer).toEqual({ kind: 'numerical', value: '0,24', unit: 'GB' });
  await student('POST', `/my/instances/${instanceId}/submit`);

  await page.goto(`/review/${instanceId}`);
  const reviewed = page.locator('.eh-numerical').first();
  await reviewed.waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Povratne informacije' }).first().waitFor();
  await page.getByText('Redaka puta bajtova po retku: 240 000 000 B.').waitFor();
  await page.getByText('Točno.', { exact: true }).waitFor();
  await reviewed.scrollIntoViewIfNeeded();
  await screenshot(page, 'numerical-review-hr');

  const staff = await signedIn('teacher');
  await staff.page.goto(`/analytics/question?question=${questionId}`);
  const common = staff.page.getByRole('table', { name: 'Most common values' });
  await common.waitFor({ state: 'attached', timeout: 30_000 });
  expect(await common.locator('tbody tr').first().textContent()).toBe('240 (correct)1');
  await screenshot(staff.page, 'numerical-analytics');
  expect([...errors, ...staff.errors]).toEqual([]);
});
