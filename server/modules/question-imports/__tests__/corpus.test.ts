import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { validateQuestion } from '../../../grading/index.js';
import { parseGift } from '../gift.js';
import { planImport } from '../map.js';
import { parseMoodleXml } from '../moodle-xml.js';

/**
 * Real Moodle banks, used in place from shared/ (see its PROVENANCE.md, whose counts are copied below): every
 * question of every file either imports or is skipped with a reason.
 */
const corpus = new URL('../../../../../shared/fixtures/question-banks/', import.meta.url);

interface Expected {
  /** Questions by Moodle type (categories are not questions). */
  types: Record<string, number>;
  /** Multiple choice: single-answer and multiple-answer. */
  choice?: { single: number; multiple: number };
  categories?: string[];
  images?: number;
}

const expected: Record<string, Expected> = {
  'moodle__moodle__examples.txt': {
    types: { multichoice: 18, shortanswer: 9, numerical: 8, truefalse: 5, matching: 3 },
    choice: { single: 16, multiple: 2 },
  },
  'moodle__moodle__questions.gift.txt': {
    types: { truefalse: 3, essay: 1, matching: 1, multichoice: 2, numerical: 1, shortanswer: 1 },
    choice: { single: 1, multiple: 1 },
  },
  'moodle__moodle__questions_in_category.gift.txt': {
    types: { matching: 1, multichoice: 1, shortanswer: 1, truefalse: 1 },
    categories: ['Default for New Features'],
  },
  'moodle__moodle__multianswer-all-types.xml': { types: { cloze: 1 } },
  'moodle__moodle__nested_categories_with_questions.xml': {
    types: { truefalse: 4, essay: 1 },
    categories: ['Iota', 'Iota/Kappa', 'Iota/Kappa/Lambda', 'Iota/Mu'],
  },
  'moodle__moodle__sample_questions_with_old_image_tag.xml': {
    types: { cloze: 1, multichoice: 1 },
    categories: ['Default for Test images in backup'],
    // Each question's legacy image: the Cloze question imports too.
    images: 2,
  },
  'moodle__moodle__multichoice_testquestion.moodle.xml': { types: { multichoice: 1 }, choice: { single: 0, multiple: 1 } },
  'moodle__moodle__match_testquestion.moodle.xml': { types: { matching: 1 } },
  'moodle__moodle__shortanswer_testquestion.moodle.xml': { types: { shortanswer: 1 } },
  'moodle__moodle__ddwtos_testquestion.moodle.xml': { types: { gapselect: 1 } },
  'marcusgreen__moodle-qtype_gapfill__gapfill_examples.xml': { types: { gapfill: 2 }, categories: ['Default for Miscellaneous'] },
};

// The corpus sits beside the repository, not in it. A clone on its own skips these tests with one line that says
// why; CI sets REQUIRE_CORPUS=1, under which a missing corpus fails instead.
const corpusPresent = existsSync(corpus);
if (!corpusPresent) {
  if (process.env.REQUIRE_CORPUS === '1') {
    throw new Error(`REQUIRE_CORPUS=1 but the Moodle corpus is missing: ${corpus.pathname}`);
  }
  console.warn(`Skipping the Moodle corpus import tests: ${corpus.pathname} is absent (set REQUIRE_CORPUS=1 to fail instead)`);
}
const files = corpusPresent ? readdirSync(corpus).filter((name) => name !== 'PROVENANCE.md') : [];
const corpusTest = corpusPresent ? test : test.skip;

corpusTest('the corpus is the one PROVENANCE.md describes', () => {
  expect(files.sort()).toEqual(Object.keys(expected).sort());
});

// describe.each refuses an empty table, so the per-file tests are declared only when there are files.
if (corpusPresent) describe.each(files)('%s', (file) => {
  const content = readFileSync(new URL(file, corpus), 'utf8');
  const sources = file.endsWith('.xml') ? parseMoodleXml(content) : parseGift(content);
  const plan = planImport(sources, (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const want = expected[file];

  test('has the question counts PROVENANCE.md gives', () => {
    const types: Record<string, number> = {};
    for (const source of sources) types[source.type] = (types[source.type] ?? 0) + 1;
    expect(types).toEqual(want.types);
    if (want.choice) {
      const choices = sources.filter((source) => source.type === 'multichoice');
      expect({
        single: choices.filter((source) => source.single).length,
        multiple: choices.filter((source) => !source.single).length,
      }).toEqual(want.choice);
    }
    if (want.categories) expect([...new Set(sources.map((source) => source.category))]).toEqual(want.categories);
  });

  test('every question imports, or is skipped with its reason', () => {
    expect(plan.total).toBe(sources.length);
    expect(plan.importable + plan.skipped).toBe(plan.total);
    for (const { item, input } of plan.questions) {
      if (item.status === 'import') {
        expect(input).not.toBeNull();
        expect(item.reason).toBeNull();
        expect(item.kind).toBe(input?.content.kind);
        expect(validateQuestion(input!)).toEqual([]);
      } else {
        expect(input).toBeNull();
        expect(item.reason).toEqual(expect.stringMatching(/\S/));
      }
    }
    const images = plan.questions.reduce((sum, question) => sum + question.images.length, 0);
    expect(images).toBe(want.images ?? 0);
  });
});

corpusTest('the kinds the bank has import; the others name their type', () => {
  const reasons = new Map<string, string>();
  for (const file of files) {
    const content = readFileSync(new URL(file, corpus), 'utf8');
    const plan = planImport(file.endsWith('.xml') ? parseMoodleXml(content) : parseGift(content), () => null);
    for (const { item } of plan.questions) if (item.reason) reasons.set(item.sourceType, item.reason);
  }
  // Of the two Cloze questions, the one with MULTIRESPONSE sub-questions is skipped (a gap takes one answer).
  expect(reasons.get('cloze')).toMatch(/MULTIRESPONSE/);
  expect(reasons.has('gapselect')).toBe(false);
  expect(reasons.get('gapfill')).toMatch(/gapfill/);
  expect(reasons.has('numerical')).toBe(false);
  expect(reasons.has('truefalse')).toBe(false);
  expect(reasons.has('essay')).toBe(false);
});

corpusTest('every numerical question (9 in the GIFT files) imports as the numerical kind, ranges read exactly', () => {
  const numerical = files.flatMap((file) => {
    const content = readFileSync(new URL(file, corpus), 'utf8');
    const plan = planImport(file.endsWith('.xml') ? parseMoodleXml(content) : parseGift(content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
    return plan.questions.filter((question) => question.item.sourceType === 'numerical');
  });
  expect(numerical).toHaveLength(9);
  for (const { item, input } of numerical) {
    expect(item).toMatchObject({ kind: 'numerical', status: 'import' });
    expect(input?.content).toMatchObject({ kind: 'numerical', units: [], unitHandling: 'none' });
  }
  const keys = numerical.map(({ input }) => (input?.content.kind === 'numerical' ? input.content.answers : []));
  // {#3.141..3.142}: the middle and half the width.
  expect(keys).toContainEqual([{ value: '3.1415', tolerance: 0.0005, toleranceKind: 'absolute', fraction: 100 }]);
  // {# =1822:0 =%50%1822:2}
  expect(keys).toContainEqual([
    { value: '1822', tolerance: 0, toleranceKind: 'absolute', fraction: 100 },
    { value: '1822', tolerance: 2, toleranceKind: 'absolute', fraction: 50 },
  ]);
  // {#3:2~#Completely wrong}: the feedback for other answers is not a key.
  expect(keys).toContainEqual([{ value: '3', tolerance: 2, toleranceKind: 'absolute', fraction: 100 }]);
});

/** The plan of one corpus file, every question checked by the bank's rules. */
function planFile(file: string, content = readFileSync(new URL(file, corpus), 'utf8')) {
  return planImport(parseMoodleXml(content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
}

corpusTest('the gapselect question of the ddwtos folder imports as three drop-down gaps over its one group', () => {
  const [{ item, input }] = planFile('moodle__moodle__ddwtos_testquestion.moodle.xml').questions;
  const words = ['cat', 'sat', 'mat', 'dog', 'table'];
  expect(item).toMatchObject({ sourceType: 'gapselect', kind: 'text-completion', status: 'import' });
  expect(input?.content).toEqual({
    kind: 'text-completion',
    gapText: 'The [[1]] [[2]] on the [[3]].',
    gaps: ['cat', 'sat', 'mat'].map((word) => ({ answers: [word], caseSensitive: true, options: words })),
  });
  expect(input?.feedback).toEqual({
    general: 'The cat sat on the mat.',
    correct: 'Your answer is correct.',
    partial: 'Your answer is partially correct.',
    incorrect: 'Your answer is incorrect.',
  });
  expect(item.warnings).toEqual(['Moodle listed the choices in the order written; here each student’s drop-downs are shuffled.', '2 hints were left out.']);
});

corpusTest('Moodle’s all-types Cloze: 16 sub-questions read; skipped for its check boxes; without them, 12 gaps import', () => {
  const file = 'moodle__moodle__multianswer-all-types.xml';
  const content = readFileSync(new URL(file, corpus), 'utf8');
  const [source] = parseMoodleXml(content);
  expect(source.embedded.map((sub) => sub.type)).toEqual([
    'MULTICHOICE',
    'MULTICHOICE_H',
    'MULTICHOICE_V',
    'MULTICHOICE_S',
    'MULTICHOICE_HS',
    'MULTICHOICE_VS',
    'MULTIRESPONSE',
    'MULTIRESPONSE_H',
    'MULTIRESPONSE_S',
    'MULTIRESPONSE_HS',
    'NUMERICAL',
    'NUMERICAL',
    'NUMERICAL',
    'SHORTANSWER',
    'SHORTANSWER_C',
    'SHORTANSWER',
  ]);
  expect(planFile(file).questions[0].item).toMatchObject({
    status: 'skip',
    reason: 'gap 7 (MULTIRESPONSE) has check boxes, of which a student may tick several; a gap takes one answer',
  });

  // The same question without its MULTIRESPONSE paragraphs.
  const [{ item, input }] = planFile(file, content.replace(/<p>[^\n]*MULTIRESPONSE[^\n]*<\/p>\n/g, '')).questions;
  expect(item).toMatchObject({ status: 'import', kind: 'text-completion' });
  if (input?.content.kind !== 'text-completion') throw new Error('not a text completion');
  const gaps = input.content.gaps;
  expect(gaps).toHaveLength(12);
  expect(gaps.slice(0, 6).map((gap) => gap.answers)).toEqual([['50 B.C.'], ['Obelix'], ['Australia'], ['Latin'], ['a Menhir'], ['59']]);
  // {3:NUMERICAL:%100%1701:0~%66%1701:20~%33%1701:50}
  expect(gaps[8]).toEqual({
    answers: [],
    caseSensitive: false,
    options: [],
    numerical: {
      answers: [
        { value: '1701', tolerance: 0, toleranceKind: 'absolute', fraction: 100 },
        { value: '1701', tolerance: 20, toleranceKind: 'absolute', fraction: 66 },
        { value: '1701', tolerance: 50, toleranceKind: 'absolute', fraction: 33 },
      ],
    },
    weight: 3,
  });
  // SHORTANSWER_C with an answer in HTML, which Moodle compares as written; partial credit of the whisky spellings.
  expect(gaps[10]).toEqual({ answers: ['H<sub>2</sub>O', 'H2O'], caseSensitive: true, options: [] });
  expect(gaps[11]).toEqual({ answers: ['Whisky', 'Whiskey', 'Wiskey', 'Wisky'], fractions: [100, 100, 50, 25], caseSensitive: false, options: [] });
  expect(item.warnings).toEqual([
    'Gap 11: The answer “H<sub>2</sub>O” contains HTML, which a student has to type as it is written (as in Moodle).',
    'Gaps 2, 3, 5 and 6 showed their options as radio buttons in Moodle; here they are drop-downs.',
    'Gaps 1, 2 and 3 listed their options in the order written; here each student’s drop-down is shuffled.',
    'Feedback on 36 answers of the gaps was left out: a gap has no feedback per answer.',
  ]);
});

corpusTest('the Cloze question with a legacy image imports: four drop-downs, a typed gap, the image below the text', () => {
  const [{ item, input, images }] = planFile('moodle__moodle__sample_questions_with_old_image_tag.xml').questions;
  expect(item).toMatchObject({ sourceType: 'cloze', status: 'import' });
  if (input?.content.kind !== 'text-completion') throw new Error('not a text completion');
  const states = ['California', 'Arizona'];
  expect(input.content.gaps).toEqual([
    ...['California', 'Arizona', 'California', 'Arizona'].map((state) => ({ answers: [state], caseSensitive: true, options: states })),
    // {1:SHORTANSWER:%100%Paris~%50%Marseille~*#…}: the catch-all without credit only carried feedback.
    { answers: ['Paris', 'Marseille'], fractions: [100, 50], caseSensitive: false, options: [] },
  ]);
  expect(input.content.gapText).toMatch(/The capital of France is \[\[5\]\]\.\n\n!\[moodle\.png\]\(attachment:pending-1-1\)$/);
  expect(images).toHaveLength(1);
});
