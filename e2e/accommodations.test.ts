import type { Page } from 'playwright-core';
import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, waitForPersistedSession, type BrowserSession } from './support/browser';

// Accommodations and overrides (docs/exams.md, "Who gets which window and how long"), in Chromium: the teacher gives
// the demo student +50 % on the student's page; the student sees 90 minutes of a 60-minute exam and starts it; the
// teacher raises it to +100 % and the student's running timer moves at once, without a reload; the proctor's list
// shows the rule and the log says why the time moved. Then a make-up group's override, made in the exam editor, keeps
// the exam closed for the student until its own window.
let app: RunningApp;
let session: BrowserSession;
let teacher: Page;
let student: Page;
let errors: string[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let api: (method: string, path: string, body?: unknown) => Promise<any>;
let courseId = 0;
let yearId = 0;
let studentId = 0;
let classGroup = '';

async function createExam(title: string, abbreviation: string): Promise<number> {
  const [model] = await api('GET', '/grading-models');
  const { items } = await api('GET', `/courses/${courseId}/questions?kind=free-text&pageSize=1`);
  const now = Date.now();
  const exam = await api('POST', `/courses/${courseId}/exams`, {
    academicYearId: yearId, title, abbreviation, ordinal: 9, description: null, password: null,
    availableFrom: new Date(now - 60_000).toISOString(), availableTo: new Date(now + 5 * 3_600_000).toISOString(),
    durationMinutes: 60, maxScore: null, passPercentage: 50, showSolutions: false, reviewMinutes: 60, forwardOnly: false,
    asyncGrading: false, scoreIgnored: false, allowAnonymousStalk: false, maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: model.id, questionIds: [items[0].id] }],
  });
  await api('PUT', `/exams/${exam.id}/published`, { published: true });
  return exam.id;
}

/** The student's running timer, in seconds. */
async function timerSeconds(): Promise<number> {
  const text = await student.locator('.eh-exam-timer-value').innerText();
  const parts = text.split(':').map(Number);
  return parts.reduce((sum, part) => sum * 60 + part, 0);
}

async function saveAccommodation(percent: string) {
  const field = teacher.getByLabel('Extra time, % of the duration');
  await field.fill(percent);
  await teacher.getByRole('button', { name: 'Save accommodation' }).click();
}

beforeAll(async () => {
  app = await startApp();
  session = await launchBrowser();
  ({ page: teacher, errors } = await newPage(session.browser, app.url));
  api = await signInApi(app.url, 'teacher');
  courseId = (await api('GET', '/courses')).find((c: { courseAcronym: string }) => c.courseAcronym === 'DB').id;
  yearId = (await api('GET', '/academic-years')).find((y: { isCurrent: boolean }) => y.isCurrent).id;
  await teacher.goto('/auth/login');
  await loginLocal(teacher, 'teacher');
  await waitForPersistedSession(teacher);
  const studentContext = await session.browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
  student = await studentContext.newPage();
  student.on('pageerror', (error) => errors.push(String(error)));
  await student.goto('/auth/login');
  await loginLocal(student, 'student');
  await waitForPersistedSession(student);
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

test('+50 % shows as 90 minutes of a 60-minute exam, and +100 % given mid-exam moves the running timer at once', async () => {
  const examId = await createExam('Accommodated exam', 'ACC');
  const [row] = (await api('GET', `/exams/${examId}/instances?state=not-started&query=${encodeURIComponent('Perić')}`)).items;
  studentId = row.studentId;
  classGroup = row.classGroup;

  await teacher.goto(`/student/${studentId}`);
  await teacher.getByLabel('Extra time, % of the duration').waitFor();
  await saveAccommodation('50');
  await teacher.getByText('Accommodation saved.').waitFor();
  await teacher.getByRole('table', { name: 'History' }).getByText('+50 %').waitFor();
  await screenshot(teacher, 'accommodation-student-page');

  await student.goto('/');
  const item = student.locator('li.eh-my-exam').filter({ hasText: 'Accommodated exam' });
  await item.getByText('Includes 30 min of extra time').waitFor();
  await item.getByText('90 min').waitFor();
  await screenshot(student, 'accommodation-student-home');
  await item.getByRole('button', { name: 'Start Accommodated exam' }).click();
  await student.getByRole('dialog').getByText(/you have 90 minutes/).waitFor();
  await student.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await student.waitForURL(/\/take\/\d+/);
  await student.locator('.eh-exam-timer-value').waitFor();
  const first = await timerSeconds();
  expect(first).toBeGreaterThan(89 * 60 - 30);
  expect(first).toBeLessThanOrEqual(90 * 60);

  // Raised mid-exam: the student's page gets the new deadline over the live channel, with no reload.
  await saveAccommodation('100');
  await teacher.getByText(/1 running exam has more time now/).waitFor();
  await student.waitForFunction(() => {
    const text = document.querySelector('.eh-exam-timer-value')?.textContent ?? '';
    return text.startsWith('1:5');
  }, undefined, { timeout: 15_000 });
  expect(await timerSeconds()).toBeGreaterThan(119 * 60 - 60);
  await screenshot(student, 'accommodation-timer-moved');

  // The proctor's list shows the rule; the log says how much and why.
  await teacher.goto(`/exam-instances/ongoing/${examId}`);
  const listRow = teacher.getByRole('row').filter({ hasText: 'Perić' });
  await listRow.getByText('+100 %').waitFor();
  await screenshot(teacher, 'accommodation-instance-list');
  const [ongoing] = (await api('GET', `/exams/${examId}/instances?state=ongoing`)).items;
  await teacher.goto(`/exam-instance/log-details/${ongoing.instanceId}`);
  await teacher.getByText(/30 more minutes · the student’s accommodation/).waitFor();
  await screenshot(teacher, 'accommodation-log');
  expect(errors).toEqual([]);
});

test("a make-up group's override keeps the exam closed for the group until its own window", async () => {
  const examId = await createExam('Make-up check', 'MKP');
  await teacher.goto(`/exam/edit/${examId}`);
  await teacher.getByRole('button', { name: /Add override/ }).click();
  const dialog = teacher.getByRole('dialog', { name: 'New override' });
  await dialog.getByRole('combobox', { name: 'Class group' }).click();
  await teacher.locator('.ant-select-dropdown').getByTitle(classGroup, { exact: true }).click();
  await dialog.getByLabel('Name').fill('make-up group');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${String(tomorrow.getDate()).padStart(2, '0')}/${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${tomorrow.getFullYear()}`;
  for (const [label, time] of [['Opens', '10:00'], ['Closes', '12:00']] as const) {
    const input = dialog.getByLabel(label);
    await input.click();
    await input.fill(`${day} ${time}`);
    await input.press('Enter');
  }
  await screenshot(teacher, 'overrides-dialog');
  await dialog.getByRole('button', { name: 'Save override' }).click();
  const table = teacher.getByRole('table', { name: 'Overrides' });
  await table.getByText(`Group ${classGroup}`).waitFor();
  await table.getByText('make-up group').waitFor();
  await screenshot(teacher, 'overrides-card');

  const [override] = await api('GET', `/exams/${examId}/overrides`);
  expect(new Date(override.availableFrom).getHours()).toBe(10);
  expect(new Date(override.availableTo).getHours()).toBe(12);

  await student.goto('/');
  await student.getByRole('heading', { name: 'Coming up' }).waitFor();
  const item = student.locator('li.eh-my-exam').filter({ hasText: 'Make-up check' });
  await item.getByText(/Opens/).waitFor();
  expect(await item.getByRole('button', { name: /Start/ }).count()).toBe(0);
  await screenshot(student, 'overrides-student-upcoming');
  expect(errors).toEqual([]);
});
