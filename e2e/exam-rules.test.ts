import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, waitForPersistedSession, type BrowserSession } from './support/browser';

// Accommodations and overrides (docs/exams.md, "Who gets which window and how long"), in Chromium: the teacher gives
// the demo student +50 % on the student's page; the student sees 90 minutes of a 60-minute exam and starts it; the
// teacher raises it to +100 % and the student's running timer moves at once, without a reload; the proctor's list
// shows the rule and the log says why the time moved. Then a make-up group's override, made in the exam editor, keeps
// the exam closed for the student until its own window. Last, the access rules: a student outside the exam room's
// network is refused with a clear message, one without Safe Exam Browser is offered its configuration instead of
// Start, and one whose requests carry valid SEB headers (computed here as SEB computes them) takes the exam.
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

async function createExam(title: string, abbreviation: string, settings: object = {}): Promise<number> {
  const [model] = await api('GET', '/grading-models');
  const { items } = await api('GET', `/courses/${courseId}/questions?kind=free-text&pageSize=1`);
  const now = Date.now();
  const exam = await api('POST', `/courses/${courseId}/exams`, {
    academicYearId: yearId, title, abbreviation, ordinal: 9, description: null, password: null,
    availableFrom: new Date(now - 60_000).toISOString(), availableTo: new Date(now + 5 * 3_600_000).toISOString(),
    durationMinutes: 60, maxScore: null, passPercentage: 50, showSolutions: false, reviewMinutes: 60, forwardOnly: false,
    asyncGrading: false, scoreIgnored: false, allowAnonymousStalk: false, maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: model.id, questionIds: [items[0].id] }],
    ...settings,
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

test('access rules: another network is refused, Safe Exam Browser is asked for, and valid SEB headers take the exam', async () => {
  // The exam room's network is not this computer's (the browser comes from 127.0.0.1).
  const roomOnly = await createExam('Lab room only', 'LRO', { allowedNetworks: ['10.20.0.0/16'] });
  await student.goto('/');
  await student.getByRole('button', { name: 'Start Lab room only' }).click();
  await student.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await student.getByRole('dialog').getByText('This exam can be taken only from the exam room’s network. Ask the staff in the room.').waitFor();
  await screenshot(student, 'access-network-refused');
  await student.getByRole('dialog').getByRole('button', { name: 'Not yet' }).click();
  expect((await api('GET', `/exams/${roomOnly}/instances?state=started`)).total).toBe(0);

  const sebExam = await createExam('SEB exam', 'SEBX', { sebRequired: true });
  await student.goto('/');
  const item = student.locator('li.eh-my-exam').filter({ hasText: 'SEB exam' });
  await item.getByText('Safe Exam Browser').first().waitFor();
  const [download] = await Promise.all([
    student.waitForEvent('download'),
    item.getByRole('button', { name: 'Download the Safe Exam Browser configuration of SEB exam' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('SEBX.seb');
  const file = await (await fetch(`${app.url}/api/exams/${sebExam}/seb-config`, { headers: { authorization: `Bearer ${await teacherToken()}` } }));
  const configKey = file.headers.get('x-seb-config-key')!;
  expect(configKey).toMatch(/^[0-9a-f]{64}$/);
  await screenshot(student, 'access-seb-home');
  await teacher.goto(`/exam/edit/${sebExam}`);
  await teacher.getByText('Access', { exact: true }).waitFor();
  expect(await teacher.getByRole('switch', { name: 'Safe Exam Browser' }).isChecked()).toBe(true);
  await teacher.getByText('Access', { exact: true }).scrollIntoViewIfNeeded();
  await teacher.screenshot({ path: 'e2e/artifacts/access-editor.png' });

  // A browser that sends SEB's headers, as SEB does: SHA-256 of each request's URL followed by the Config Key.
  const sebContext = await session.browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 }, userAgent: 'Mozilla/5.0 Chrome SEB/3.8' });
  await sebContext.route('**/api/**', (route) => {
    const url = route.request().url().split('#')[0];
    const hash = createHash('sha256').update(`${url}${configKey}`).digest('hex');
    return route.continue({ headers: { ...route.request().headers(), 'x-safeexambrowser-configkeyhash': hash } });
  });
  const seb = await sebContext.newPage();
  seb.on('pageerror', (error) => errors.push(String(error)));
  await seb.goto('/auth/login');
  await loginLocal(seb, 'student');
  await waitForPersistedSession(seb);
  await seb.getByRole('button', { name: 'Start SEB exam' }).click();
  await seb.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await seb.waitForURL(/\/take\/\d+/);
  await seb.locator('.eh-question textarea').fill('Written in Safe Exam Browser.');
  await seb.locator('.eh-exam-qhead [role="status"]').getByText('Saved').waitFor();
  await screenshot(seb, 'access-seb-exam');

  // The same instance opened in a plain browser: refused, with what to do.
  const instanceId = Number(new URL(seb.url()).pathname.split('/').pop());
  await student.goto(`/take/${instanceId}`);
  await student.getByRole('heading', { name: 'Open this exam in Safe Exam Browser' }).waitFor();
  await screenshot(student, 'access-seb-refused');
  await sebContext.close();
  expect(errors).toEqual([]);
});

async function teacherToken(): Promise<string> {
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'teacher', password: 'demo' }),
  });
  return (await login.json()).data.token;
}
