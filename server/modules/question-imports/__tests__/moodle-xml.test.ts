import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { validateQuestion } from '../../../grading/index.js';
import { multipleChoiceFraction } from '../../../grading/scores.js';
import { resolveImageTokens } from '../html.js';
import { planImport, type QuestionCheck } from '../map.js';
import { parseMoodleXml } from '../moodle-xml.js';
import { MalformedImportError } from '../source.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const check: QuestionCheck = (input) => (validateQuestion(input).length === 0 ? null : 'invalid');

const plan = planImport(parseMoodleXml(fixture('databases.xml')), check);
const byName = (name: string) => {
  const question = plan.questions.find((candidate) => candidate.item.name === name);
  if (!question) throw new Error(`no question ${name}`);
  return question;
};

describe('Moodle XML import', () => {
  test('categories are not questions; each question reports the category above it', () => {
    expect(plan.total).toBe(13);
    expect(plan.questions.map((question) => question.item.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(byName('Primary key').item.category).toBe('Databases/SQL');
    expect(byName('Join kinds').item.category).toBe('Databases/Design');
    expect(plan.importable + plan.skipped).toBe(plan.total);
  });

  test('single-answer multiple choice keeps partial credit exactly through the penalties', () => {
    const { input, item } = byName('Primary key');
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.multipleCorrect).toBe(false);
    expect(input.content.shuffle).toBe(false);
    expect(input.content.options.map((option) => option.text)).toEqual(['It is unique and not NULL', 'It is unique', 'It may repeat']);
    const score = (choice: string) => multipleChoiceFraction(input.content.kind === 'multiple-choice' ? input.content.options : [], [choice]);
    expect([score('a'), score('b'), score('c')]).toEqual([1, 0.5, 0]);
    expect(input.tags).toEqual(['keys', 'relational model']);
    expect(input.comment).toBe('A key identifies a row.');
    expect(item.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('Feedback on 1 answer'), expect.stringContaining('general feedback')]),
    );
  });

  test('an embedded image becomes a pending attachment referenced from the text', () => {
    const { input, images, item } = byName('Primary key');
    expect(images).toHaveLength(1);
    expect(item.warnings).toContain('1 embedded image becomes an attachment of the course.');
    expect(images[0]).toMatchObject({ fileName: 'er diagram.png', mediaType: 'image/png' });
    expect(input?.text).toBe(`Which statement about a **primary key** is true?\n\n![ER](attachment:${images[0].token})`);
    expect(resolveImageTokens(input?.text ?? '', new Map([[images[0].token, 42]]))).toContain('![ER](attachment:42)');
  });

  test('multiple answers: positive grades are the correct options, negative grades their penalties', () => {
    const { input, item } = byName('Aggregate functions');
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.multipleCorrect).toBe(true);
    expect(input.content.options.map(({ correct, penalty }) => [correct, penalty])).toEqual([
      [true, 50],
      [true, 50],
      [false, 50],
      // The question has negative grades, so a 0 % option is meant to cost nothing, as in Moodle.
      [false, 0],
    ]);
    expect(item.warnings).toEqual([]);
    expect(input.text).toBe('Which of these are **aggregate** functions?');
  });

  test('true/false takes the fully correct answer', () => {
    const { input, item } = byName('NULL comparison');
    expect(input?.content).toEqual({ kind: 'true-false', correct: false });
    expect(item.warnings).toEqual([expect.stringContaining('Feedback on 1 answer')]);
  });

  test('short answer: one gap where the underscores were, full answers only, case from usecase', () => {
    const { input, item } = byName('Keyword for sorting');
    expect(input?.text).toBe('');
    expect(input?.content).toEqual({
      kind: 'text-completion',
      gapText: 'Rows are sorted with the clause [[1]] BY.',
      gaps: [{ answers: ['ORDER'], caseSensitive: true, options: [] }],
    });
    expect(item.warnings).toEqual(expect.arrayContaining([expect.stringContaining('“SORT” (50 %) was left out')]));
  });

  test('a wildcard in a correct answer is skipped with its reason', () => {
    expect(byName('Pattern answer').item).toMatchObject({ status: 'skip', kind: 'text-completion', reason: expect.stringContaining('* wildcard') });
  });

  test('numerical: exact answers become a gap, a tolerance is skipped', () => {
    // Without a blank in the text the answer box follows the text, as in Moodle.
    expect(byName('Normal forms').input).toMatchObject({
      text: 'How many normal forms up to BCNF are there (counting BCNF)?',
      content: { kind: 'text-completion', gapText: '[[1]]', gaps: [{ answers: ['4'] }] },
    });
    expect(byName('Selectivity').item).toMatchObject({ status: 'skip', reason: 'numerical tolerance is not supported' });
  });

  test('essay: grader information is the model answer; the template is a warning', () => {
    const { input, item } = byName('Normalisation essay');
    expect(input?.content).toEqual({ kind: 'free-text', modelAnswer: 'Redundancy, update anomalies.', maxLength: null });
    expect(item.warnings).toEqual([expect.stringContaining('response template')]);
  });

  test('matching: a subquestion without text is an extra answer', () => {
    const { input } = byName('Join kinds');
    expect(input?.content).toEqual({
      kind: 'connected-elements',
      // Moodle's matching gives each item exactly one answer.
      multiple: false,
      left: [
        { id: 'l1', text: 'INNER JOIN' },
        { id: 'l2', text: 'LEFT JOIN' },
        { id: 'l3', text: 'CROSS JOIN' },
      ],
      right: [
        { id: 'r1', text: 'matching rows only' },
        { id: 'r2', text: 'all rows of the left table' },
        { id: 'r3', text: 'every combination' },
        { id: 'r4', text: 'no rows at all' },
      ],
      pairs: [
        { leftId: 'l1', rightId: 'r1' },
        { leftId: 'l2', rightId: 'r2' },
        { leftId: 'l3', rightId: 'r3' },
      ],
    });
  });

  test.each([
    ['Section intro', 'description', 'a description has no answer to grade'],
    ['Cloze', 'cloze', 'embedded answers (Cloze) questions are not supported'],
    ['Drag words', 'ddwtos', 'drag and drop into text (ddwtos) questions are not supported'],
    ['Calculated', 'calculatedsimple', 'the Moodle question type “calculatedsimple” is not supported'],
  ])('%s (%s) is skipped with its reason', (name, sourceType, reason) => {
    expect(byName(name).item).toMatchObject({ sourceType, status: 'skip', reason, kind: null });
    expect(byName(name).input).toBeNull();
  });

  test('every imported question passes the bank’s validation', () => {
    for (const question of plan.questions) {
      if (question.input) expect(validateQuestion(question.input)).toEqual([]);
    }
  });

  test('a question the bank refuses is skipped with the check’s message', () => {
    const refusing = planImport(parseMoodleXml(fixture('databases.xml')), (input) => (input.content.kind === 'true-false' ? 'no true/false today' : null));
    expect(refusing.questions.find((question) => question.item.name === 'NULL comparison')?.item).toMatchObject({
      status: 'skip',
      reason: 'no true/false today',
    });
    expect(refusing.skipped).toBe(plan.skipped + 1);
  });

  test('character references outside CDATA are decoded, CDATA is taken as written', () => {
    const [question] = parseMoodleXml(
      '<quiz><question type="essay"><name><text>Codd&#039;s rules &amp; joins</text></name>' +
        '<questiontext format="html"><text><![CDATA[<p>R &amp; S</p>]]></text></questiontext></question></quiz>',
    );
    expect(question.name).toBe("Codd's rules & joins");
    expect(question.text.text).toBe('<p>R &amp; S</p>');
  });

  test('a malformed file is refused with the line and column', () => {
    expect(() => parseMoodleXml(fixture('malformed.xml'))).toThrow(MalformedImportError);
    expect(() => parseMoodleXml(fixture('malformed.xml'))).toThrow(/line 5, column \d+/);
    expect(() => parseMoodleXml('<questions></questions>')).toThrow(/not <quiz>/);
  });
});
