import type { Locator, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, type BrowserSession } from './support/browser';

// The staff exam pages as the demo teacher of Databases uses them: a new exam written in the editor (two parts
// drawing from nodes, one fixed question found with the question search), validated, pre-generated for one class
// group, its instance lists and a sample previewed; then the actions on instances: delete and extend one of the new
// exam's, unsubmit and extend one of the finished demo "Midterm exam" (228 submitted). One signed-in page, one story:
// the steps depend on each other.
let app: RunningApp;
let session: BrowserSession;
let page: Page;
let errors: string[];

const EXAM_TITLE = 'Normalisation and transactions quiz';
const EXAM_ABBREVIATION = 'NTQ';
const FIXED_QUESTION = 'Size of a Cartesian product';
const CLASS_GROUP = 'P05';

/** What the first test leaves for the second. */
let examId = 0;
let groupSize = 0;

beforeAll(async () => {
  app = await startApp();
  session = await launchBrowser();
  ({ page, errors } = await newPage(session.browser, app.url));
  // A draft left unsaved by a failed step must not hold the next navigation at the browser's "leave page?".
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/auth/login');
  await loginLocal(page, 'teacher');
  await page.getByRole('combobox', { name: /search/i }).waitFor();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** Lets the last requests and antd's motions (a switch's knob, a radio's dot, a fading drop-down) end before a screenshot. */
async function settle() {
  // Staff pages of an exam keep its live channel open, so the network is never idle for long: a short wait at most.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every(
    (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
  ));
}

/**
 * The option of the drop-down just opened. A drop-down closed a moment ago may still be fading out with the same
 * options, and antd appends each new drop-down to the body: the last visible match is the open one.
 */
function openOption(text: string | RegExp) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).last();
}

/** Opens a select and clicks an option, opening it again when antd's closing motion took it away under the pointer. */
async function choose(select: Locator, option: Locator) {
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    try {
      await option.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Chooses a node of the course in a part's node picker (a tree select), typing to narrow the tree. */
async function chooseNode(part: number, name: string) {
  const picker = page.getByRole('combobox', { name: `Node of Part ${part}` });
  await picker.click();
  await picker.fill(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: new RegExp(`^${name}$`) }).first().click();
}

/** Waits until `read` gives what `ok` accepts (a debounced search, a refetched count); fails with the last value. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
    await page.waitForTimeout(100);
  }
}

const partCard = (n: number) => page.locator('.eh-exam-part').filter({ has: page.getByRole('heading', { name: `Part ${n}`, exact: true }) });
const alertText = (text: string | RegExp) => page.getByText(text).first();
/** The "from–to of total" of a data table's pagination. */
const tableRange = () => page.locator('.ant-pagination-total-text');
const stateLink = (name: RegExp) => page.getByRole('navigation', { name: 'Instance lists' }).getByRole('link', { name });
const validationPanel = () => page.locator('.eh-exam-validation');

test('a teacher creates an exam from nodes and a searched question, validates it, pre-generates a class group, lists and previews it', async () => {
  // The exams of Databases this year, and a new one.
  await page.goto('/exam');
  await page.getByRole('link', { name: 'Midterm exam', exact: true }).waitFor();
  await page.getByRole('link', { name: /New exam$/ }).first().click();
  await page.waitForURL(/\/exam\/edit\/new$/);
  await page.getByRole('heading', { level: 1, name: 'New exam' }).waitFor();

  await page.getByLabel('Title', { exact: true }).first().fill(EXAM_TITLE);
  await page.getByLabel('Abbreviation', { exact: true }).fill(EXAM_ABBREVIATION);

  // Two parts drawing at random from nodes (with their descendants), with how many each draws.
  await page.getByRole('button', { name: 'Add a part drawing from a node' }).click();
  await chooseNode(1, 'Normalisation');
  await partCard(1).getByText(/^\d+ questions? in the node and below/).waitFor();
  await partCard(1).getByLabel('At least').fill('1');
  await partCard(1).getByLabel('At most').fill('2');
  await page.getByRole('button', { name: 'Add a part drawing from a node' }).click();
  await chooseNode(2, 'Transactions');
  await partCard(2).getByText(/^\d+ questions? in the node and below/).waitFor();
  await partCard(2).getByLabel('At least').fill('1');
  await partCard(2).getByLabel('At most').fill('2');
  // A part of fixed questions, empty so far.
  await page.getByRole('button', { name: 'Add a part of fixed questions' }).click();
  await partCard(3).getByText('No questions chosen yet.').waitFor();

  // Validating the unsaved draft finds the empty part, and choosing the problem goes to it.
  await page.getByRole('button', { name: 'Validate' }).click();
  await validationPanel().getByText('Part 3 lists no questions.').waitFor();
  await validationPanel().getByRole('heading', { name: '1 error' }).waitFor();
  await validationPanel().getByRole('button', { name: /Part 3 lists no questions\.$/ }).click();
  await page.waitForFunction(() => document.activeElement?.closest('.eh-exam-part')?.querySelector('h3')?.textContent === 'Part 3');
  await screenshot(page, 'exam-staff-editor-draft-invalid');

  // The fixed question, found with the question search.
  await partCard(3).getByRole('button', { name: 'Add questions' }).click();
  const picker = page.getByRole('dialog', { name: 'Add questions' });
  await picker.getByRole('textbox', { name: 'Search the questions' }).fill('cartesian size');
  const choice = picker.getByRole('checkbox', { name: `Choose “${FIXED_QUESTION}”` });
  await choice.waitFor();
  // The search narrows the bank to the one question (its node shown beside it).
  await until(() => picker.getByRole('checkbox', { name: /^Choose “/ }).count(), (count) => count === 1);
  await picker.getByRole('row').filter({ hasText: FIXED_QUESTION }).filter({ hasText: 'Relational algebra' }).waitFor();
  await choice.check();
  await screenshot(page, 'exam-staff-question-picker');
  await picker.getByRole('button', { name: 'Add 1 question' }).click();
  await picker.waitFor({ state: 'hidden' });
  const fixedList = page.getByRole('list', { name: 'Questions of Part 3' });
  expect(await fixedList.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining(FIXED_QUESTION)]);
  // The panel says its result is older than the draft now.
  await validationPanel().getByText('The exam has changed since: validate again to check the changes.').waitFor();

  // Create: the editor moves to the saved exam and says so.
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await page.waitForURL(/\/exam\/edit\/\d+$/);
  examId = Number(/(\d+)$/.exec(page.url())![1]);
  await alertText(`The exam “${EXAM_TITLE}” is created.`).waitFor();
  await page.getByText(/^As saved: 3 parts · [\d–]+ points · /).waitFor();
  await partCard(1).getByText(/^\d+ active questions? to draw from\.$/).waitFor();

  // Validate the saved exam: no error is left, so it could be published; one warning remains, worded and placed:
  // the node parts can draw questions a teacher grades by hand.
  await page.getByRole('button', { name: 'Validate' }).click();
  await validationPanel().getByRole('heading', { name: '1 warning' }).waitFor();
  expect(await validationPanel().getByRole('heading', { name: /error/ }).count()).toBe(0);
  expect(await validationPanel().locator('.eh-exam-problem').allInnerTexts()).toEqual([
    expect.stringMatching(/^Parts: \d+ questions? this exam may give must be graded by a teacher \(free text, diagrams\); their scores wait until then\.$/),
  ]);
  expect(await validationPanel().innerText()).not.toContain('The exam has changed since');
  await settle();
  await screenshot(page, 'exam-staff-editor-saved-validated');

  // Pre-generate instances for one class group, following the progress to its end.
  await page.getByRole('link', { name: 'Pre-generate' }).click();
  await page.waitForURL(new RegExp(`/fullscreen/test-generate/${examId}$`));
  await page.getByRole('heading', { level: 1, name: `Pre-generate: ${EXAM_TITLE}` }).waitFor();
  await page.getByText('No instances were pre-generated yet.').waitFor();
  await page.getByRole('radio', { name: 'One class group' }).check();
  const group = openOption(new RegExp(`^${CLASS_GROUP} \\(\\d+ students\\)$`));
  await choose(page.getByRole('combobox', { name: 'Class group' }), group);
  await page.getByRole('button', { name: 'Generate' }).waitFor({ state: 'visible' });
  groupSize = Number(/\((\d+) students\)/.exec(await page.locator('.eh-exam-generate-page .ant-select').innerText())![1]);
  expect(groupSize).toBeGreaterThan(5);
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  // Every value the progress bar shows, from the first.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByRole('button', { name: 'Generate' }).click();
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await progress.getByText(`${groupSize} of ${groupSize}`).waitFor();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const run = page.locator('.ant-card').filter({ has: progress });
  await run.getByText('Done', { exact: true }).waitFor();
  const statistic = (title: string) => run.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
  expect(await statistic('Students').innerText()).toBe(String(groupSize));
  expect(await statistic('Generated').innerText()).toBe(String(groupSize));
  expect(await statistic('Already had one').innerText()).toBe('0');
  expect(await statistic('Failed').innerText()).toBe('0');
  await run.getByText(`Class group ${CLASS_GROUP}`).waitFor();
  await run.getByText(/by Marko Babić$/).waitFor();
  await settle();
  await screenshot(page, 'exam-staff-generate');

  // The generated instances: every one of the group, and only of it.
  await page.getByRole('link', { name: 'See the generated instances' }).click();
  await page.waitForURL(new RegExp(`/exam-instances/generated/${examId}`));
  await page.getByRole('heading', { level: 1, name: `Generated: ${EXAM_TITLE}` }).waitFor();
  await stateLink(new RegExp(`^Generated \\(${groupSize}\\)$`)).waitFor();
  expect(await stateLink(/^Generated/).getAttribute('aria-current')).toBe('page');
  await tableRange().filter({ hasText: `of ${groupSize}` }).waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  expect(await rows.count()).toBe(Math.min(groupSize, 20));
  const classGroupColumn = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent));
  expect(new Set(classGroupColumn)).toEqual(new Set([CLASS_GROUP]));
  await settle();
  await screenshot(page, 'exam-staff-instances-generated');

  // All instances: the same ones; the not-started list holds every enrolled student, with or without one.
  await stateLink(/^All instances$/).click();
  await page.waitForURL(new RegExp(`/exam-instance/all/${examId}`));
  await page.getByRole('heading', { level: 1, name: `All instances: ${EXAM_TITLE}` }).waitFor();
  await tableRange().filter({ hasText: `of ${groupSize}` }).waitFor();
  const notStarted = Number(/\((\d+)\)/.exec(await stateLink(/^Not started/).innerText())![1]);
  expect(notStarted).toBeGreaterThan(groupSize);
  await stateLink(/^Started \(0\)$/).waitFor();
  await stateLink(/^Submitted \(0\)$/).waitFor();

  // A sample, as a student would get it, with the correct answers for staff; its seed is kept in the URL.
  await page.getByRole('link', { name: 'Back to the exam' }).click();
  await page.waitForURL(new RegExp(`/exam/edit/${examId}$`));
  await page.getByRole('link', { name: 'Preview a sample' }).click();
  await page.waitForURL(new RegExp(`/fullscreen/exam-instance/preview/${examId}\\?seed=\\d+$`));
  await page.getByRole('heading', { level: 1, name: `Sample: ${EXAM_TITLE}` }).waitFor();
  const summary = page.getByText(/^\d+ questions?, [\d.,]+ points$/);
  await summary.waitFor();
  const questionCount = Number(/^(\d+)/.exec(await summary.innerText())![1]);
  // 1–2 from each node part and the fixed one.
  expect(questionCount).toBeGreaterThanOrEqual(3);
  expect(questionCount).toBeLessThanOrEqual(5);
  const questions = page.locator('.eh-exam-questions > *');
  expect(await questions.count()).toBe(questionCount);
  // The bank's renderers arrive as their own chunk: each question shows its body once it has.
  const rendered = () => until(() => page.locator('.eh-exam-questions .eh-question').count(), (count) => count === questionCount);
  await rendered();
  const seed = new URL(page.url()).searchParams.get('seed');
  const texts = await questions.allInnerTexts();
  expect(texts.some((text) => text.includes(FIXED_QUESTION))).toBe(true);
  // Each question is worth one point under the first grading model (1/0/-0.25), said in the singular.
  expect(await page.locator('.eh-exam-question .ant-card-head .ant-tag').allInnerTexts()).toEqual(Array(questionCount).fill('1 point'));
  const showSolutions = page.getByRole('switch', { name: 'Show correct answers' });
  await showSolutions.click();
  expect(await showSolutions.getAttribute('aria-checked')).toBe('true');
  await page.getByText('Correct answer', { exact: true }).first().waitFor();
  expect(await page.locator('.eh-exam-questions').getByText('Correct answer', { exact: true }).count()).toBe(questionCount);
  // Each question with choices shows its key chosen (among the options as this seed shuffled them).
  const keyless = await page.locator('.eh-exam-question').evaluateAll((cards) => cards
    .filter((card) => card.querySelector('input[type=radio], input[type=checkbox]') && !card.querySelector('input:checked'))
    .map((card) => card.querySelector('h3, h2, .eh-question')?.textContent?.slice(0, 60)));
  expect(keyless).toEqual([]);
  await settle();
  await screenshot(page, 'exam-staff-preview');
  // A reload draws the same sample.
  await page.reload();
  await summary.waitFor();
  expect(new URL(page.url()).searchParams.get('seed')).toBe(seed);
  await rendered();
  expect(await questions.allInnerTexts()).toEqual(texts);

  expect(errors).toEqual([]);
});

/** The value beside a label of the instance page's facts (a bordered descriptions table). */
const fact = (label: string) => page.locator('th.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
const history = () => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'History' }) });

/** Opens a minutes dialog of the instance page (Unsubmit, Extend), sets the minutes and confirms. */
async function actWithMinutes(action: 'Unsubmit' | 'Extend', title: string, minutes: number) {
  await page.getByRole('button', { name: new RegExp(`${action}$`) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('spinbutton').fill(String(minutes));
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a teacher extends and deletes instances of the new exam, and unsubmits and extends a submitted one of the midterm', async () => {
  expect(examId).toBeGreaterThan(0);
  // The exam list counts the new exam's instances, each count a link to its list.
  await page.goto('/exam');
  const counts = page.getByRole('list', { name: `Instances of ${EXAM_TITLE}` });
  await counts.getByRole('link', { name: `${groupSize} generated` }).click();
  await page.waitForURL(new RegExp(`/exam-instances/generated/${examId}`));
  await tableRange().filter({ hasText: `of ${groupSize}` }).waitFor();
  const firstStudent = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first();
  const name = await firstStudent.innerText();

  // One instance for staff: not started yet, its questions as drawn.
  await firstStudent.click();
  await page.waitForURL(/\/exam-instance\/\d+$/);
  await page.getByRole('heading', { level: 1, name: `${name}: ${EXAM_TITLE}` }).waitFor();
  await page.getByText('The student has not started this instance yet.').waitFor();
  const drawn = await page.locator('.eh-exam-question').count();
  expect(drawn).toBeGreaterThanOrEqual(3);
  expect(await fact('Extension').innerText()).toBe('None');
  await history().getByText('No staff action on this instance yet.').waitFor();

  // Extend it: the extension and the history say so.
  await actWithMinutes('Extend', `Give ${name} more time?`, 10);
  await alertText(`${name} has 10 minutes more.`).waitFor();
  await fact('Extension').getByText('10 minutes', { exact: true }).waitFor();
  await history().getByText('Extended by 10 minutes').waitFor();
  await history().getByText(/· Marko Babić$/).waitFor();
  await settle();
  await screenshot(page, 'exam-staff-instance-generated');

  // Delete it: back to all instances, without it.
  await page.getByRole('button', { name: /Delete$/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete the instance of ${name}?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL(new RegExp(`/exam-instance/all/${examId}`));
  await alertText(`The instance of ${name} is deleted.`).waitFor();
  await tableRange().filter({ hasText: `of ${groupSize - 1}` }).waitFor();
  await stateLink(new RegExp(`^Generated \\(${groupSize - 1}\\)$`)).waitFor();
  expect(await page.locator('.ant-table-tbody').getByRole('link', { name, exact: true }).count()).toBe(0);

  // The finished midterm: one submitted instance unsubmitted, then extended.
  await page.goto('/exam');
  const midterm = page.getByRole('list', { name: 'Instances of Midterm exam' });
  const submittedLink = midterm.getByRole('link', { name: /^\d+ submitted$/ });
  const submitted = Number(/^(\d+)/.exec(await submittedLink.innerText())![1]);
  expect(submitted).toBeGreaterThan(200);
  await submittedLink.click();
  await page.waitForURL(/\/exam-instances\/submitted\/\d+/);
  await page.getByRole('heading', { level: 1, name: 'Submitted: Midterm exam' }).waitFor();
  await tableRange().filter({ hasText: `1–20 of ${submitted}` }).waitFor();
  const student = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first();
  const taker = await student.innerText();
  await student.click();
  await page.getByRole('heading', { level: 1, name: `${taker}: Midterm exam` }).waitFor();
  await page.locator('.ant-tag', { hasText: /^Submitted$/ }).first().waitFor();
  expect(await fact('Time left').innerText()).toBe('—');

  await actWithMinutes('Unsubmit', `Unsubmit the instance of ${taker}?`, 15);
  await alertText(`The instance of ${taker} is ongoing again.`).waitFor();
  await page.locator('.ant-tag', { hasText: /^Ongoing$/ }).first().waitFor();
  // About a quarter of an hour left, counted on the server's clock.
  await fact('Time left').getByText(/^00:1[45]:\d\d$/).waitFor();
  await history().getByText(/^Unsubmitted, new deadline /).waitFor();
  expect(await page.getByRole('button', { name: /Extend$/ }).count()).toBe(1);

  // Ten more minutes move the new deadline, not the window's old one.
  await actWithMinutes('Extend', `Give ${taker} more time?`, 10);
  await alertText(`${taker} has 10 minutes more.`).waitFor();
  await fact('Extension').getByText('10 minutes', { exact: true }).waitFor();
  await fact('Time left').getByText(/^00:2[45]:\d\d$/).waitFor();
  await history().getByText('Extended by 10 minutes').waitFor();
  await settle();
  await screenshot(page, 'exam-staff-instance-unsubmitted');

  // The lists agree: one fewer submitted, one ongoing (the unsubmitted one, its time ticking).
  await page.getByRole('link', { name: 'All instances' }).click();
  await stateLink(new RegExp(`^Submitted \\(${submitted - 1}\\)$`)).waitFor();
  await stateLink(/^Ongoing \(1\)$/).click();
  await page.getByRole('heading', { level: 1, name: 'Ongoing: Midterm exam' }).waitFor();
  await tableRange().filter({ hasText: '1–1 of 1' }).waitFor();
  const ongoing = page.locator('.ant-table-tbody tr.ant-table-row');
  await ongoing.getByRole('link', { name: taker, exact: true }).waitFor();
  await ongoing.getByText(/^00:2[45]:\d\d$/).waitFor();
  await settle();
  await screenshot(page, 'exam-staff-instances-ongoing');

  expect(errors).toEqual([]);
});
