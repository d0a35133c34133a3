import type { BrowserContext, Page } from 'playwright-core';
import { signInApi } from './support/api';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, waitForPersistedSession, screenshot, type BrowserSession } from './support/browser';

// During the exam, a student and a teacher in two browsers (docs/live.md): the student asks about a question and
// sees the teacher's answer without reloading; the teacher's message appears on the exam page and the teacher sees
// it read; the student's focus loss and a spell offline (long enough to lose contact) are in the instance's log.
let app: RunningApp;
let session: BrowserSession;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  // Contact is lost after 30 s of silence (the least allowed), so that a spell offline shows as a gap.
  app = await startApp({ LOST_CONTACT_SECONDS: '30' });
  session = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await session?.close();
  await app?.stop();
});

async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${username}: ${String(error)}`));
  await page.goto('/auth/login');
  await loginLocal(page, username);
  await waitForPersistedSession(page);
  return { context, page };
}

test('a ticket answered, a message read, a focus loss and a spell offline — live, without a reload', async () => {
  const { context: studentContext, page: student } = await signedIn('student');
  await student.getByRole('heading', { name: 'Open now' }).waitFor();
  await student.getByRole('button', { name: 'Start Lab 1' }).click();
  await student.getByRole('dialog').getByRole('button', { name: /Start the exam/ }).click();
  await student.waitForURL(/\/take\/\d+/);
  const instanceId = Number(new URL(student.url()).pathname.split('/').pop());
  await student.locator('.eh-question').waitFor();
  const api = await signInApi(app.url, 'teacher');
  const { examId } = await api('GET', `/exam-instances/${instanceId}`);

  // The teacher watches the exam's tickets.
  const { page: teacher } = await signedIn('teacher');
  await teacher.goto(`/exam/tickets/${examId}`);
  await teacher.getByRole('heading', { level: 1, name: /Tickets: Lab 1/ }).waitFor();

  // The student asks about question 1.
  await student.getByRole('button', { name: 'Ask the staff' }).click();
  await student.getByRole('textbox', { name: /Ask the staff about question 1/ }).fill('Is the relation in question 1 meant to have duplicates?');
  await student.getByRole('button', { name: /Send$/ }).click();
  await student.getByText('Waiting for the staff').first().waitFor();

  // It reaches the teacher's page without a reload; the teacher answers and closes it.
  await teacher.getByText('Is the relation in question 1 meant to have duplicates?').waitFor({ timeout: 5_000 });
  await teacher.getByRole('button', { name: 'Answer' }).first().click();
  await teacher.getByRole('textbox', { name: /Your answer to/ }).fill('No: a relation is a set, so no duplicates.');
  await teacher.getByRole('button', { name: 'Send and close' }).click();
  await screenshot(teacher, 'exam-live-teacher-tickets');

  // The student sees the answer on the question at once.
  await student.getByText('No: a relation is a set, so no duplicates.').waitFor({ timeout: 5_000 });
  await screenshot(student, 'exam-live-student-ticket-answered');

  // A message to all takers appears on the exam page; the teacher sees it read.
  await teacher.goto(`/exam/send-message/${examId}`);
  await teacher.getByRole('textbox', { name: 'Message' }).fill('Question 4 has a typo: read **relation** for *relaton*.');
  await teacher.getByRole('button', { name: /Send$/ }).click();
  await teacher.getByText('The message was sent.').waitFor();
  await student.getByText(/Question 4 has a typo: read/).first().waitFor({ timeout: 5_000 });
  await screenshot(student, 'exam-live-student-message');
  await teacher.locator('.eh-message-count').filter({ hasText: 'Read:' }).getByText('1 of 1', { exact: true }).waitFor({ timeout: 10_000 });
  await screenshot(teacher, 'exam-live-teacher-message-read');

  // The student's window loses the focus and gets it back (a switch to another window: the page asks hasFocus()).
  await student.evaluate(() => {
    Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => false });
    window.dispatchEvent(new Event('blur'));
  });
  await student.waitForTimeout(300);
  await student.evaluate(() => {
    Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => true });
    window.dispatchEvent(new Event('focus'));
  });

  // Offline long enough for the server to notice the silence (30 s, the sweeper every 5 s), then back.
  await student.waitForTimeout(1_500);
  await studentContext.setOffline(true);
  const offlineFrom = Date.now();
  for (;;) {
    const log = await api('GET', `/exam-instances/${instanceId}/events?kinds=contact-lost`);
    if (log.items.length > 0) break;
    if (Date.now() - offlineFrom > 60_000) throw new Error('the server did not mark the lost contact');
    await student.waitForTimeout(1_000);
  }
  await studentContext.setOffline(false);
  let kinds: string[] = [];
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    kinds = (await api('GET', `/exam-instances/${instanceId}/events`)).items.map((item: { kind: string }) => item.kind);
    if (kinds.includes('reconnected') && kinds.includes('contact-regained')) break;
    await student.waitForTimeout(500);
  }
  expect(kinds).toEqual(expect.arrayContaining(['started', 'ticket-raised', 'message-displayed', 'focus-lost', 'focus-regained', 'contact-lost', 'contact-regained', 'reconnected']));

  // The teacher reads it all in the instance's log.
  await teacher.goto(`/exam-instance/log-details/${instanceId}`);
  await teacher.getByRole('heading', { level: 1, name: /Event log: Luka Perić, Lab 1/ }).waitFor();
  const table = teacher.getByRole('columnheader', { name: 'Event' }).locator('xpath=ancestor::table');
  await table.getByText('Focus lost').first().waitFor();
  await table.getByText(/^Offline for \d+ seconds$/).waitFor();
  await table.getByText(/^Lost contact .* – .* \(\d+ seconds\)$/).waitFor();
  await teacher.getByText(/^1 contact gap|^Contact lost$/).first().waitFor();
  await screenshot(teacher, 'exam-live-teacher-log');
  expect(errors).toEqual([]);
});
