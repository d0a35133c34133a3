import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, newPage, screenshot, type BrowserSession } from './support/browser';

// The public stalk page as a visitor's browser renders it, while a student whose every identifying field is a
// canary takes the exam: the rendered page (and the answers it fetched) name none of them (docs/live.md, Stalk).
let app: RunningApp;
let session: BrowserSession;

const CANARY = {
  firstName: 'Canaryfirst',
  lastName: 'Canarylast',
  email: 'canary.bird@canary.example.org',
  altId: 'CANARY123',
  altId2: 'CANARYALT2',
  classGroup: 'CANARYGROUP',
};

beforeAll(async () => {
  app = await startApp();
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

const signIn = (username: string) => signInApi(app.url, username, { 'user-agent': 'CanaryBrowser/9.9' });

test('the stalk page shows a taker under a pseudonym and nothing that names them', async () => {
  const admin = await signIn('admin');
  const student = await signIn('student');
  const me = await student('GET', '/auth/me');
  const [found] = (await admin('GET', `/students?query=${encodeURIComponent(me.dbUser.lastName)}`)).items;
  await admin('PUT', `/students/${found.id}`, { ...CANARY, imageUrl: null });
  const lab1 = (await student('GET', '/my/exams')).open.find((exam: { title: string }) => exam.title === 'Lab 1');
  const { instanceId } = await student('POST', `/my/exams/${lab1.examId}/start`, { password: null });
  await student('POST', `/my/instances/${instanceId}/events`, { events: [{ kind: 'focus-lost', clientAt: null }] });

  const { context, page, errors } = await newPage(session.browser, app.url);
  const fetched: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/stalk/')) fetched.push(await response.text());
  });
  await page.goto('/stalk/DB/LAB1');
  const row = page.locator('.eh-stalk-table tbody tr').filter({ hasText: 'Taking the exam' });
  await row.first().waitFor();
  await page.getByText('1 time', { exact: true }).waitFor();
  await screenshot(page, 'stalk-page');
  const rendered = `${await page.locator('body').innerText()}\n${await page.content()}\n${fetched.join('\n')}`;
  const canaries = [...Object.values(CANARY), me.dbUser.firstName, me.dbUser.lastName, me.dbUser.email, me.username, 'CanaryBrowser'];
  expect(canaries.filter((canary) => rendered.includes(canary))).toEqual([]);
  expect(fetched.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});
