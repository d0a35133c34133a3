import type { Locator, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser, loginLocal, newPage, screenshot, type BrowserSession } from './support/browser';

// The question bank as the demo teacher of Databases uses it: one question of every kind written in the editor,
// tried on the test page as a student answers it, the list, the search and a GIFT import. One signed-in page
// serves the whole file; the scenario is a single story whose steps depend on each other.
let app: RunningApp;
let session: BrowserSession;
let page: Page;
let errors: string[];

/**
 * Queued graders (code, SQL) get this long. The SQL sandbox alone allows its PGlite child 60 s to start
 * (server/sandbox/limits.ts) at a lowered priority, so on a loaded 2-core machine a correct query can take longer.
 */
const QUEUED_GRADING_MS = 120_000;

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

async function setDarkMode(on: boolean) {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: /dark mode/i });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await page.waitForFunction((mode) => document.body.dataset.theme === mode, on ? 'dark' : 'light');
}

/** The server's error log lines (pino level 50 and up), for the message of a failure the server caused. */
function serverErrors() {
  return app.output().split('\n').filter((line) => /"level":(5|6)\d/.test(line)).join('\n').slice(-2000);
}

/** Lets lazy chunks, previews and fonts arrive before a screenshot. */
async function settle() {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * Types into a CodeMirror editor found by its accessible name, replacing what it holds. insertText delivers the
 * whole text as one input, as a paste does, so CodeMirror's auto-indent does not touch the lines.
 */
async function fillCode(name: string, text: string, scope: Page | Locator = page) {
  const input = scope.getByRole('textbox', { name, exact: true });
  await input.waitFor();
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/**
 * The option of the drop-down just opened. A drop-down closed a moment ago may still be fading out with the same
 * options, and antd appends each new drop-down to the body: the last visible match is the open one.
 */
function openOption(text: string | RegExp) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).last();
}

/**
 * Opens a select and clicks an option. A drop-down opened while another one is still closing can close again
 * under the pointer (antd's motion); a user then simply opens it again, and so does this helper, twice at most.
 */
async function choose(select: Locator, option: string | RegExp) {
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    try {
      await openOption(option).click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The thirteen kinds: how the editor's answer fields are filled, and how a student answers on the test page.

interface KindCase {
  kind: string;
  /** The kind's name in the kind picker. */
  label: string;
  title: string;
  text: string;
  fill: () => Promise<void>;
  /** Answers correctly (or, for hand-graded kinds, at all) in the test page's question card. */
  answer: (card: Locator) => Promise<void>;
  expected: 'correct' | 'pending';
  /** Graded by a worker through the queue rather than at once. */
  queued?: boolean;
  /** Further trials before the correct answer (a partly right one). */
  before?: (card: Locator) => Promise<void>;
}

const textOf = (label: string) => page.getByRole('textbox', { name: label, exact: true });

const KINDS: KindCase[] = [
  {
    kind: 'multiple-choice',
    label: 'Multiple choice',
    title: 'Indexes and what they do',
    text: 'Which statements about **indexes** hold?',
    fill: async () => {
      await page.getByRole('switch', { name: 'Multiple correct' }).click();
      await page.getByRole('button', { name: 'Add option' }).click();
      const texts = [
        'A B-tree index speeds up range queries.',
        'A hash index supports equality lookups.',
        'Every index speeds up inserts.',
        'An index takes no disk space.',
      ];
      for (const [i, text] of texts.entries()) await textOf(`Text of option ${i + 1}`).fill(text);
      // The first option is correct by default.
      await page.getByRole('checkbox', { name: 'option 2 is correct' }).check();
      // Two correct and two wrong options: the default penalties are 50 % each.
      await expectValue(page.getByRole('spinbutton', { name: 'Penalty of option 1' }), '50');
    },
    before: async (card) => {
      await card.getByRole('checkbox', { name: /B-tree index/ }).check();
      await grade(card, 'partial', 'Score: 0.5 of 1');
      await card.getByRole('button', { name: 'Reset answer' }).click();
    },
    answer: async (card) => {
      await card.getByRole('checkbox', { name: /B-tree index/ }).check();
      await card.getByRole('checkbox', { name: /hash index/ }).check();
    },
    expected: 'correct',
  },
  {
    kind: 'true-false',
    label: 'True/false',
    title: 'Foreign key to the same table',
    text: 'A foreign key must always reference the primary key of **another** table.',
    fill: async () => {
      // A button-style radio group: its inputs are hidden, the user clicks the button's label.
      await page.getByRole('radiogroup', { name: 'The statement is' }).getByText('False', { exact: true }).click();
      await page.getByRole('radiogroup', { name: 'The statement is' }).getByRole('radio', { name: 'False', checked: true }).waitFor({ state: 'attached' });
    },
    answer: async (card) => {
      await card.getByRole('radio', { name: 'False' }).check();
    },
    expected: 'correct',
  },
  {
    kind: 'free-text',
    label: 'Free text',
    title: 'Surrogate keys',
    text: 'When would you choose a surrogate key over a natural key?',
    fill: async () => {
      await page.getByLabel('Model answer').fill('When the natural key is long, composite or may change.');
    },
    answer: async (card) => {
      await card.getByRole('textbox').first().fill('When the natural key can change, e.g. an e-mail address.');
    },
    expected: 'pending',
  },
  {
    kind: 'code',
    label: 'Code',
    title: 'Sum of the amounts (JavaScript)',
    text: 'The input holds one amount per line. Print their sum.',
    fill: async () => {
      await choose(page.getByRole('combobox', { name: 'Language' }), 'JavaScript');
      await fillCode('Source template', "const lines = readAll().split('\\n').filter(Boolean);\n");
      await fillCode(
        'Reference solution',
        "const lines = readAll().split('\\n').filter(Boolean);\nconsole.log(lines.reduce((s, l) => s + Number(l), 0));\n",
      );
      await textOf('Name of test 1').fill('three amounts');
      await textOf('Input of test 1').fill('1\n2\n3\n');
      await textOf('Expected output of test 1').fill('6');
    },
    answer: async (card) => {
      await fillCode(
        'Your JavaScript code',
        "const lines = readAll().split('\\n').filter(Boolean);\nlet sum = 0;\nfor (const line of lines) sum += Number(line);\nconsole.log(sum);\n",
        card,
      );
    },
    expected: 'correct',
    queued: true,
  },
  {
    kind: 'sql',
    label: 'SQL',
    title: 'Cities with customers',
    text: 'List the distinct cities of the customers.',
    fill: async () => {
      await fillCode('Fixture', "CREATE TABLE customer (id integer PRIMARY KEY, city text NOT NULL);\nINSERT INTO customer VALUES (1, 'Zagreb'), (2, 'Split'), (3, 'Zagreb');");
      await fillCode('Hidden fixture', "CREATE TABLE customer (id integer PRIMARY KEY, city text NOT NULL);\nINSERT INTO customer VALUES (1, 'Rijeka'), (2, 'Osijek');");
      await fillCode('Reference solution', 'SELECT DISTINCT city FROM customer;');
    },
    answer: async (card) => {
      await fillCode('Your SQL query', 'SELECT city FROM customer GROUP BY city;', card);
    },
    expected: 'correct',
    queued: true,
  },
  {
    kind: 'json',
    label: 'JSON',
    title: 'A student as JSON',
    text: 'Write the student with id 7 named Ana as a JSON object with the fields `id` and `name`.',
    fill: async () => {
      await fillCode('Reference JSON', '{"id": 7, "name": "Ana"}');
    },
    answer: async (card) => {
      await fillCode('Your JSON', '{ "name": "Ana", "id": 7 }', card);
      await card.getByText('Valid JSON').waitFor();
    },
    expected: 'correct',
  },
  {
    kind: 'complex',
    label: 'Complex',
    title: 'Keys, two parts',
    text: 'Answer both parts about keys.',
    fill: async () => {
      await textOf('Text of Sub-question 1').fill('Which key may be NULL?');
      await textOf('Text of option 1').fill('An alternate key attribute');
      await textOf('Text of option 2').fill('A primary key attribute');
      await textOf('Text of option 3').fill('None of them');
      await page.getByRole('button', { name: 'Add sub-question' }).click();
      await textOf('Text of Sub-question 2').fill('A relation may have several candidate keys.');
      await choose(page.getByRole('combobox', { name: 'Kind of Sub-question 2' }), 'True/false');
      await page.getByRole('dialog').getByRole('button', { name: 'Change the kind' }).click();
      await page.getByRole('list', { name: 'Sub-questions' }).getByRole('radio', { name: 'True' }).waitFor({ state: 'attached' });
    },
    answer: async (card) => {
      await card.getByRole('group', { name: 'Part 1' }).getByRole('radio', { name: /alternate key/ }).check();
      await card.getByRole('group', { name: 'Part 2' }).getByRole('radio', { name: 'True' }).check();
    },
    expected: 'correct',
  },
  {
    kind: 'ordered-elements',
    label: 'Ordered elements',
    title: 'Logical order of a query',
    text: 'Put the clauses in the order the database evaluates them.',
    fill: async () => {
      for (const [i, text] of ['FROM', 'WHERE', 'SELECT'].entries()) await textOf(`Element ${i + 1}`).fill(text);
    },
    answer: async (card) => {
      // The elements come shuffled: move each into place with the keyboard-friendly buttons.
      const wanted = ['FROM', 'WHERE', 'SELECT'];
      for (const [target, text] of wanted.entries()) {
        for (;;) {
          const order = await card.locator('.eh-ordered-text').allTextContents();
          if (order.indexOf(text) <= target) break;
          await card.getByRole('button', { name: `Move "${text}" up` }).click();
        }
      }
      expect(await card.locator('.eh-ordered-text').allTextContents()).toEqual(wanted);
    },
    expected: 'correct',
  },
  {
    kind: 'connected-elements',
    label: 'Connected elements',
    title: 'Normal forms and what they forbid',
    text: 'Connect each normal form with the dependency it forbids.',
    fill: async () => {
      await textOf('Left 1').fill('2NF');
      await textOf('Left 2').fill('3NF');
      await textOf('Right 1').fill('Partial dependency on a key');
      await textOf('Right 2').fill('Transitive dependency on a key');
      await page.getByRole('checkbox', { name: '2NF connects to Partial dependency on a key' }).check();
      await page.getByRole('checkbox', { name: '3NF connects to Transitive dependency on a key' }).check();
    },
    answer: async (card) => {
      await choose(card.getByRole('combobox', { name: 'Connected to "2NF"' }), 'Partial dependency');
      await page.keyboard.press('Escape');
      await choose(card.getByRole('combobox', { name: 'Connected to "3NF"' }), 'Transitive dependency');
      await page.keyboard.press('Escape');
    },
    expected: 'correct',
  },
  {
    kind: 'text-completion',
    label: 'Text completion',
    title: 'The key that identifies a row',
    text: 'Complete the sentence.',
    fill: async () => {
      const gapText = page.getByLabel('Text with gaps');
      await gapText.fill('The ');
      await page.getByRole('button', { name: 'Insert gap at the cursor' }).click();
      await gapText.press('End');
      await gapText.pressSequentially(' key identifies each row of a table; a table of 12 rows, 5 of them repeated once, has ');
      await page.getByRole('button', { name: 'Insert gap at the cursor' }).click();
      await gapText.press('End');
      await gapText.pressSequentially(' distinct rows.');
      await expectValue(gapText, 'The [[1]] key identifies each row of a table; a table of 12 rows, 5 of them repeated once, has [[2]] distinct rows.');
      await page.getByRole('textbox', { name: 'Accepted answer 1 of gap 1' }).fill('primary');
      // An embedded number worth twice the word (Moodle's Cloze): a number gap with a weight.
      await page.getByRole('radiogroup', { name: 'Gap type of gap 2' }).getByText('Number', { exact: true }).click();
      await textOf('Value or formula of answer 1 of gap 2').fill('7');
      await page.getByRole('spinbutton', { name: 'Weight of gap 2' }).fill('2');
    },
    before: async (card) => {
      // The word right, the number wrong: a third of the points.
      await card.getByRole('textbox', { name: 'Gap 1' }).fill('primary');
      await card.getByRole('textbox', { name: 'Gap 2' }).fill('12');
      await grade(card, 'partial', 'Score: 0.33 of 1');
    },
    answer: async (card) => {
      await card.getByRole('textbox', { name: 'Gap 1' }).fill('primary');
      await card.getByRole('textbox', { name: 'Gap 2' }).fill('7,0');
      await card.getByText('Read as 7').waitFor();
    },
    expected: 'correct',
  },
  {
    kind: 'diagram',
    label: 'Diagram',
    title: 'ER diagram of enrolment',
    text: 'Draw the entities *Student* and *Course* and the relationship between them.',
    // Graded by hand, the default: the editor needs nothing more.
    fill: async () => {
      await page.getByRole('radio', { name: 'By hand' }).waitFor();
    },
    answer: async (card) => {
      for (const label of ['Student', 'Course']) {
        await card.getByRole('textbox', { name: 'Node label' }).fill(label);
        await card.getByRole('button', { name: 'Add node' }).click();
      }
      await choose(card.getByRole('combobox', { name: 'From' }), 'Student');
      await choose(card.getByRole('combobox', { name: 'To' }), 'Course');
      await card.getByRole('textbox', { name: 'Edge label (optional)' }).fill('enrols in');
      await card.getByRole('button', { name: 'Connect' }).click();
      await card.getByText(/Student → Course/).first().waitFor();
    },
    expected: 'pending',
  },
  {
    kind: 'scale',
    label: 'Scale',
    title: 'Normal form of a relation with one key',
    text: 'R(A, B, C) with A → B and B → C only. Which is its highest normal form?',
    fill: async () => {
      for (const [i, label] of ['1NF', '2NF', '3NF', 'BCNF', '4NF'].entries()) await textOf(`Label of point ${i + 1}`).fill(label);
      await page.getByRole('checkbox', { name: 'Opinion scale — no correct answer' }).uncheck();
      await choose(page.getByRole('combobox', { name: 'Correct value' }), '2 — 2NF');
    },
    answer: async (card) => {
      await card.getByRole('radio', { name: '2NF', exact: true }).check();
    },
    expected: 'correct',
  },
  {
    kind: 'numerical',
    label: 'Numerical',
    title: 'Length of a server rack',
    text: 'A rack holds 50 servers of 5 cm each, stacked without gaps. How long is the stack? Give a unit.',
    fill: async () => {
      await textOf('Value or formula of answer 1').fill('2.5');
      await page.getByRole('spinbutton', { name: 'Tolerance of answer 1' }).fill('0.01');
      await page.getByRole('button', { name: 'Add answer' }).click();
      await textOf('Value or formula of answer 2').fill('25');
      await choose(page.getByRole('combobox', { name: 'Units in the answer' }), /^Optional/);
      // The base unit's row comes first, with multiplier 1.
      await textOf('Name of unit 1').fill('m');
      await page.getByRole('button', { name: 'Add unit' }).click();
      await textOf('Name of unit 2').fill('cm');
      await page.getByRole('spinbutton', { name: 'Multiplier of unit 2' }).fill('100');
    },
    before: async (card) => {
      // A decimal comma, read as the student types; the second answer (a factor of ten off) is worth half.
      await card.getByRole('textbox', { name: 'Your answer' }).fill('25');
      await card.getByText('Read as 25').waitFor();
      await grade(card, 'partial', 'Score: 0.5 of 1');
      await card.getByRole('textbox', { name: 'Your answer' }).fill('2,5 kg');
      await card.getByText(/“kg” is not one of this question’s units/).waitFor();
    },
    answer: async (card) => {
      await card.getByRole('textbox', { name: 'Your answer' }).fill('250,4');
      await choose(card.getByRole('combobox', { name: 'Unit' }), /^cm$/);
      await card.getByText('Read as 250.4 cm').waitFor();
    },
    expected: 'correct',
  },
];

/** Retries an assertion until it holds or the time is up (then its last failure is thrown). */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function expectValue(input: Locator, value: string) {
  await eventually(async () => expect(await input.inputValue()).toBe(value));
}

/** Presses Grade and waits for the result; queued kinds wait for the worker. */
async function grade(card: Locator, outcome: string, score: string, queued = false) {
  await card.getByRole('button', { name: 'Grade' }).click();
  const result = page.locator('.eh-question-test-result');
  const failed = page.getByRole('alert').filter({ hasText: 'Grading failed' });
  try {
    await result.or(failed).waitFor({ timeout: queued ? QUEUED_GRADING_MS : 15_000 });
  } catch (error) {
    await screenshot(page, 'question-grading-timeout');
    throw new Error(`no grade came back:\n${app.output().slice(-4000)}`, { cause: error });
  }
  if (await failed.isVisible()) throw new Error(`grading failed: ${await failed.textContent()}`);
  await eventually(async () => expect(await result.locator('.ant-tag').first().textContent()).toBe(outcome));
  await result.getByText(score).waitFor();
}

/** The question created in the editor, by kind (its id, from /question/edit/:id). */
const created = new Map<string, number>();

test('a teacher writes one question of every kind and tries each as a student answers it', async () => {
  // What the server said to the last save, for the failure message of a question that was not saved.
  let lastSave = '';
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/api\/courses\/\d+\/questions$/.test(response.url())) {
      void response.text().then((body) => (lastSave = `${response.status()} ${body.slice(0, 500)}`), () => undefined);
    }
  });
  // One kind that fails is reported with the others' results instead of hiding them.
  const failures: string[] = [];
  for (const item of KINDS) {
    try {
      await writeAndTry(item);
    } catch (error) {
      failures.push(`${item.kind}: ${String(error).slice(0, 600)}`);
    }
  }

  // The same editors and renderers in dark mode (the renderers unanswered, as a student first sees them).
  await setDarkMode(true);
  for (const item of KINDS) {
    const id = created.get(item.kind);
    if (id === undefined) continue;
    await page.goto(`/question/edit/${id}`);
    await page.getByText(`Edit question #${id}`, { exact: true }).first().waitFor();
    await expectValue(page.getByLabel('Title', { exact: true }), item.title);
    await settle();
    await screenshot(page, `question-editor-${item.kind}-dark`);
    await page.goto(`/question/q?id=${id}&seed=1`);
    await page.locator('.eh-question-test-view').getByRole('button', { name: 'Grade' }).waitFor();
    // The page is as wide as every other page's content, not three quarters of it.
    const [pageWidth, mainWidth] = await page.evaluate(() => [
      document.querySelector('.eh-question-test-page')!.getBoundingClientRect().width,
      document.querySelector('main')!.getBoundingClientRect().width,
    ]);
    expect(pageWidth).toBeGreaterThan(mainWidth * 0.9);
    await settle();
    await screenshot(page, `question-renderer-${item.kind}-dark`);
  }
  await setDarkMode(false);
  expect(failures).toEqual([]);
  expect([...created.keys()]).toHaveLength(13);
  expect(errors).toEqual([]);

  /** Writes the question of one kind in the editor, then answers and grades it on the test page. */
  async function writeAndTry(item: KindCase) {
    await page.goto('/question/new');
    await page.getByRole('list', { name: 'What kind of question?' }).getByRole('button', { name: new RegExp(`${item.label}$`) }).click();
    await page.getByLabel('Title', { exact: true }).fill(item.title);
    await fillCode('Text', item.text);
    const nodes = page.getByRole('combobox', { name: 'Nodes', exact: true });
    await nodes.click();
    await nodes.fill('Joins');
    await page.locator('.ant-select-tree-title').filter({ hasText: /^Joins$/ }).first().click();
    await page.keyboard.press('Escape');
    await item.fill();
    await page.getByRole('button', { name: 'Create', exact: true }).first().click();
    // Code and SQL questions are saved once their reference solution passes its tests in the sandbox; the first SQL
    // run of the server starts (and snapshots) its PGlite child.
    await page.waitForURL(/\/question\/edit\/\d+$/, { timeout: item.queued ? QUEUED_GRADING_MS : 15_000 }).catch(async (error: unknown) => {
      await screenshot(page, `question-editor-${item.kind}-not-saved`);
      const shown = await page.locator('.ant-form-item-explain-error, .ant-alert, .ant-message, [role=alert]').allTextContents();
      throw new Error(`the ${item.kind} question was not saved: ${JSON.stringify(shown)} ${lastSave}\n${serverErrors()}`, { cause: error });
    });
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    created.set(item.kind, id);
    // After Create the page loads the saved question afresh (a skeleton first): wait for the edit page itself.
    await page.getByText(`Edit question #${id}`, { exact: true }).first().waitFor();
    await expectValue(page.getByLabel('Title', { exact: true }), item.title);
    await settle();
    await screenshot(page, `question-editor-${item.kind}-light`);

    await page.goto(`/question/q?id=${id}&seed=1`);
    const card = page.locator('.eh-question-test-view');
    await card.getByRole('button', { name: 'Grade' }).waitFor();
    await settle();
    if (item.before) await item.before(card);
    await item.answer(card);
    await grade(card, item.expected, item.expected === 'correct' ? 'Score: 1 of 1' : 'Score: 0 of 1', item.queued);
    await screenshot(page, `question-renderer-${item.kind}-light`);
  }
}, 7 * 60_000);

test('the list shows the demo questions and filters them by kind', async () => {
  await page.goto('/question/list');
  const table = page.getByRole('table', { name: 'Questions' });
  await table.locator('tbody [data-kind]').first().waitFor();

  await choose(page.getByRole('combobox', { name: 'Kinds' }), 'True/false');
  await page.keyboard.press('Escape');
  await eventually(async () => expect(new Set(await table.locator('tbody [data-kind]').evaluateAll(
    (tags) => tags.map((tag) => tag.getAttribute('data-kind')),
  ))).toEqual(new Set(['true-false'])));
  await table.getByRole('link', { name: 'NULL compared with NULL', exact: true }).waitFor();
  await table.getByRole('link', { name: 'BCNF implies 3NF', exact: true }).waitFor();
  await screenshot(page, 'question-list-filtered-light');

  // Without the kind filter, the list's own search finds a demo question of another kind.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('textbox', { name: 'Search title, text and answers' }).fill('primary key');
  await table.getByRole('link', { name: 'Properties of a primary key', exact: true }).waitFor();
  expect(errors).toEqual([]);
});

test('the search finds a demo question by a word of its model answer', async () => {
  await page.goto('/question/search');
  // "insertion" is only in the model answer of "Why normalise?", not in its title or text.
  const box = page.getByRole('textbox', { name: 'Search questions' });
  await box.fill('insertion');
  await box.press('Enter');
  await page.getByRole('article', { name: 'Why normalise?' }).waitFor();
  expect(await page.getByRole('article', { name: 'NULL compared with NULL' }).count()).toBe(0);
  await screenshot(page, 'question-search-light');
  expect(errors).toEqual([]);
});

test('a GIFT file is previewed and imported', async () => {
  const gift = [
    '::Keys in SQL::Which constraint forbids duplicate values? {=UNIQUE ~CHECK ~DEFAULT}',
    '',
    '::Views store data::A view stores its rows on disk. {F}',
  ].join('\n');
  await page.goto('/question/list');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'keys.gift', mimeType: 'text/plain', buffer: Buffer.from(gift) });
  await dialog.getByText(/keys\.gift/).waitFor();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const previewTable = dialog.getByRole('table', { name: 'Questions in the file' });
  await previewTable.getByText('Keys in SQL').waitFor();
  await previewTable.getByText('Views store data').waitFor();
  await screenshot(page, 'question-import-preview-light');
  await dialog.getByRole('button', { name: 'Import 2 questions' }).click();
  await dialog.getByText('2 questions imported').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('table', { name: 'Questions' }).getByRole('link', { name: 'Keys in SQL', exact: true }).first().waitFor();
  expect(errors).toEqual([]);
});
