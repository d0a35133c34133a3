import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { QuestionContent } from '../../../generated/contract-types.js';
import { DEFAULT_SCORES, gradeAnswer, validateQuestion } from '../../../grading/index.js';
import { multipleChoiceFraction } from '../../../grading/scores.js';
import { parseGift } from '../gift.js';
import { planImport } from '../map.js';
import { MalformedImportError } from '../source.js';

const content = readFileSync(new URL('./fixtures/programming.gift', import.meta.url), 'utf8');
const sources = parseGift(content);
const plan = planImport(sources, (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
const byName = (name: string) => {
  const question = plan.questions.find((candidate) => candidate.item.name === name);
  if (!question) throw new Error(`no question ${name}`);
  return question;
};

describe('GIFT import', () => {
  test('comments and the category are not questions; the category applies to what follows', () => {
    expect(sources.map((source) => [source.name, source.type])).toEqual([
      ['Dereference', 'multichoice'],
      ['Sizes', 'multichoice'],
      ['Missing word', 'shortanswer'],
      ['Escapes', 'multichoice'],
      ['Null check', 'truefalse'],
      ['Free twice', 'truefalse'],
      ['Explain', 'essay'],
      ['Word size', 'numerical'],
      ['Approximate', 'numerical'],
      ['Operators', 'matching'],
      ['Broken', 'unknown'],
    ]);
    expect(new Set(sources.map((source) => source.category))).toEqual(new Set(['Programming in C/Pointers']));
  });

  test('a [markdown] marker sets the format; = marks the single answer; #feedback is the option’s', () => {
    const { input, item } = byName('Dereference');
    expect(input?.text).toBe('What does the unary `*` operator do to a pointer?');
    expect(input?.content).toMatchObject({
      kind: 'multiple-choice',
      multipleCorrect: false,
      options: [
        { text: 'It reads the value the pointer points to', correct: true, feedback: 'Right.' },
        { text: 'It takes the address of a variable', correct: false, feedback: 'That is the address-of operator.' },
        { text: 'It multiplies by zero', correct: false },
      ],
    });
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.options[2].feedback).toBeUndefined();
    expect(item.warnings).toEqual([]);
  });

  test('%weights% without = make a multiple-answer question; +100/k and −100/(n − k) is right-minus-wrong', () => {
    const { input } = byName('Sizes');
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.multipleCorrect).toBe(true);
    expect(input.content.scoring).toBe('right-minus-wrong');
    const { options, scoring } = input.content;
    for (const rule of [scoring, 'penalties'] as const) {
      expect(multipleChoiceFraction(options, ['a', 'b'], rule)).toBe(1);
      expect(multipleChoiceFraction(options, ['a'], rule)).toBe(0.5);
      expect(multipleChoiceFraction(options, ['a', 'b', 'c'], rule)).toBe(0);
    }
  });

  test('a missing-word question keeps its text with the gap where the answer block was', () => {
    expect(byName('Missing word').input?.content).toEqual({
      kind: 'text-completion',
      gapText: 'The function [[1]] returns memory from the heap.',
      gaps: [{ answers: ['malloc', 'calloc'], caseSensitive: false, options: [] }],
    });
  });

  test('escaped control characters are text, in the question, the answers and the feedback', () => {
    const { input } = byName('Escapes');
    expect(input?.text).toBe('Which literal contains a brace { and a colon :?');
    expect(input?.content).toMatchObject({ options: [{ text: '"a{b:c"', correct: true }, { text: "`'x'`" }] });
    expect(sources[3].answers[0].feedback).toEqual({ text: 'escaped # too', format: 'moodle_auto_format', files: [] });
    expect(input?.content).toMatchObject({ options: [{ feedback: 'escaped # too' }, {}] });
  });

  test('{T} and {FALSE#…#…####…}: the key, the feedback for a wrong and a right answer, the general feedback', () => {
    expect(byName('Null check').input?.content).toEqual({ kind: 'true-false', correct: true });
    const { input, item } = byName('Free twice');
    // The key is false: a student who answers true is wrong and reads the first feedback, one who answers false the second.
    expect(input?.content).toEqual({ kind: 'true-false', correct: false, trueFeedback: 'It is undefined behaviour.', falseFeedback: 'Correct.' });
    expect(input?.feedback).toEqual({ general: 'Double free corrupts the heap.', correct: '', partial: '', incorrect: '' });
    expect(input?.comment).toBeNull();
    expect(item.warnings).toEqual([]);
  });

  test('{} is an essay', () => {
    expect(byName('Explain').input?.content).toEqual({ kind: 'free-text', modelAnswer: null, maxLength: null });
  });

  test('{#8} is an exact number; {#3.14:0.005} has a tolerance', () => {
    expect(byName('Word size').input?.content).toEqual({
      kind: 'numerical',
      answers: [{ value: '8', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }],
      units: [],
      unitHandling: 'none',
      unitPenalty: 0,
    });
    expect(byName('Approximate').input?.content).toMatchObject({ answers: [{ value: '3.14', tolerance: 0.005, toleranceKind: 'absolute', fraction: 100 }] });
  });

  test('-> matching with an empty-question distractor', () => {
    expect(byName('Operators').input?.content).toEqual({
      kind: 'connected-elements',
      multiple: false,
      left: [
        { id: 'l1', text: '&' },
        // A literal asterisk in Moodle's text format, escaped in Markdown.
        { id: 'l2', text: '\\*' },
      ],
      right: [
        { id: 'r1', text: 'address of' },
        { id: 'r2', text: 'dereference' },
        { id: 'r3', text: 'modulo' },
      ],
      pairs: [
        { leftId: 'l1', rightId: 'r1' },
        { leftId: 'l2', rightId: 'r2' },
      ],
    });
  });

  test('an answer block that never closes is skipped with the reason', () => {
    expect(byName('Broken').item).toMatchObject({ status: 'skip', reason: 'its answer block has no closing “}”' });
  });

  test('a file without questions is refused', () => {
    expect(() => parseGift('// only a comment\n\n')).toThrow(MalformedImportError);
  });
});

describe('GIFT numerical import', () => {
  const numericalSources = parseGift(readFileSync(new URL('./fixtures/numerical.gift', import.meta.url), 'utf8'));
  const numericalPlan = planImport(numericalSources, (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const question = (name: string) => {
    const found = numericalPlan.questions.find((candidate) => candidate.item.name === name);
    if (!found) throw new Error(`no question ${name}`);
    return found;
  };
  const keys = (name: string) => {
    const found = question(name);
    if (found.input?.content.kind !== 'numerical') throw new Error(`${name} is not an imported numerical question: ${found.item.reason}`);
    return found.input.content.answers;
  };
  const grade = async (name: string, value: string) =>
    (await gradeAnswer(question(name).input?.content as QuestionContent, { kind: 'numerical', value, unit: null }, DEFAULT_SCORES)).fraction;

  test('{#…} is numerical, without units; every imported question passes the bank’s rules', () => {
    expect(numericalSources.every((source) => source.type === 'numerical')).toBe(true);
    expect(numericalPlan).toMatchObject({ total: 10, importable: 9, skipped: 1 });
    for (const { input } of numericalPlan.questions) {
      if (!input) continue;
      expect(input.content).toMatchObject({ kind: 'numerical', units: [], unitHandling: 'none', unitPenalty: 0 });
      expect(validateQuestion(input)).toEqual([]);
    }
  });

  test('{#42} is exact; {#3.14:0.01} is a value and its tolerance', async () => {
    expect(keys('Exact')).toEqual([{ value: '42', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }]);
    expect(keys('Value and tolerance')).toEqual([{ value: '3.14', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100 }]);
    expect(await grade('Value and tolerance', '3.15')).toBe(1);
    expect(await grade('Value and tolerance', '3.151')).toBe(0);
  });

  test('{#min..max} is the middle with half the width as the tolerance, exactly', async () => {
    expect(keys('Range')).toEqual([{ value: '1.5', tolerance: 0.5, toleranceKind: 'absolute', fraction: 100 }]);
    expect(keys('Negative range')).toEqual([{ value: '-3', tolerance: 0.5, toleranceKind: 'absolute', fraction: 100 }]);
    // In binary floating point (0.1 + 0.3) / 2 is 0.2 but (0.3 − 0.1) / 2 is 0.09999999999999999.
    expect(keys('Decimal range')).toEqual([{ value: '0.2', tolerance: 0.1, toleranceKind: 'absolute', fraction: 100 }]);
    expect(await grade('Range', '1')).toBe(1);
    expect(await grade('Range', '2')).toBe(1);
    expect(await grade('Range', '2.01')).toBe(0);
    expect(await grade('Decimal range', '0.3')).toBe(1);
    expect(await grade('Decimal range', '0.1')).toBe(1);
  });

  test('zero, and a negative answer with a negative tolerance (its size counts, as in Moodle)', () => {
    expect(keys('Zero')).toEqual([{ value: '0', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }]);
    expect(keys('Negative tolerance')).toEqual([{ value: '-5', tolerance: 0.5, toleranceKind: 'absolute', fraction: 100 }]);
  });

  test('several answers with %weights%, each with its #feedback; the ~ feedback for other answers is left out with a warning', async () => {
    expect(keys('Several answers')).toEqual([
      { value: '3.14159', tolerance: 0.00001, toleranceKind: 'absolute', fraction: 100, feedback: 'Exactly.' },
      { value: '3.14', tolerance: 0.005, toleranceKind: 'absolute', fraction: 50, feedback: 'Close enough for half.' },
      { value: '3', tolerance: 0.5, toleranceKind: 'absolute', fraction: 25, feedback: 'Roughly.' },
    ]);
    expect(numericalSources.find((source) => source.name === 'Several answers')?.answers.map((answer) => [answer.text.text, answer.feedback.text])).toEqual([
      ['3.14159', 'Exactly.'],
      ['3.14', 'Close enough for half.'],
      ['3', 'Roughly.'],
      ['*', 'Far off.'],
    ]);
    expect(question('Several answers').item.warnings).toEqual([
      'The answer * (any other number) only carried feedback and was left out with it: here a number no answer accepts gets no feedback of its own.',
    ]);
    expect(await grade('Several answers', '3.1416')).toBe(1);
    expect(await grade('Several answers', '3.142')).toBe(0.5);
    expect(await grade('Several answers', '2.6')).toBe(0.25);
    expect(await grade('Several answers', '4')).toBe(0);
  });

  test('an answer block inside the text leaves Moodle’s blank there, with a warning', () => {
    expect(question('In the text').input?.text).toBe('The square root of 2 is _____ to three decimals.');
    expect(question('In the text').item.warnings).toEqual([expect.stringContaining('the blank (_____) in the text only shows where Moodle put it')]);
  });

  test('an answer that is no number is skipped with the reason', () => {
    expect(question('Not a number').item).toMatchObject({ status: 'skip', kind: 'numerical', reason: 'the numerical answer “#forty-two” is not a number' });
  });
});

describe('GIFT feedback', () => {
  const feedbackPlan = planImport(parseGift(readFileSync(new URL('./fixtures/feedback.gift', import.meta.url), 'utf8')), (input) =>
    validateQuestion(input).length === 0 ? null : 'invalid',
  );
  const question = (name: string) => {
    const found = feedbackPlan.questions.find((candidate) => candidate.item.name === name);
    if (!found?.input) throw new Error(`${name} did not import: ${found?.item.reason}`);
    return found;
  };
  const none = { general: '', correct: '', partial: '', incorrect: '' };

  test('every question imports; feedback kept where the bank has a place for it leaves no warning', () => {
    expect(feedbackPlan).toMatchObject({ total: 7, importable: 7 });
    expect(feedbackPlan.questions.map(({ item }) => [item.name, item.warnings])).toEqual([
      ['Water', []],
      ['Noble', []],
      ['Salt true', []],
      ['Salt false', []],
      ['Boiling', ['The answer * (any other number) only carried feedback and was left out with it: here a number no answer accepts gets no feedback of its own.']],
      ['Symbol', ['Feedback on 2 answers was left out: a gap has no feedback per accepted answer.']],
      ['Explain', []],
    ]);
  });

  test('#feedback after an option is the option’s; ####feedback is the general feedback', () => {
    const { input } = question('Water');
    expect(input?.content).toMatchObject({
      options: [
        { text: 'H2O', correct: true, feedback: 'Right: two hydrogens, one oxygen.' },
        { text: 'HO', feedback: 'One hydrogen is missing.' },
        { text: 'H2O2', feedback: 'That is hydrogen peroxide.' },
      ],
    });
    expect(input?.feedback).toEqual({ ...none, general: 'Water is H₂O.' });
  });

  test('feedback is in the question’s format unless it has a marker of its own', () => {
    expect(question('Noble').input?.content).toMatchObject({
      options: [{ feedback: '**Yes**, neon.' }, { feedback: '*No*: nitrogen is reactive.' }],
    });
  });

  test('{T#…#…}: the first feedback is for a wrong answer, the second for a right one', () => {
    // The key is true: answering false is wrong.
    expect(question('Salt true').input?.content).toEqual({ kind: 'true-false', correct: true, trueFeedback: 'Right, NaCl.', falseFeedback: 'No: salt is NaCl.' });
    // The key is false: answering true is wrong.
    const { input } = question('Salt false');
    expect(input?.content).toEqual({ kind: 'true-false', correct: false, trueFeedback: 'No: it is sodium chloride.', falseFeedback: 'Right: it is not.' });
    expect(input?.feedback).toEqual({ ...none, general: 'NaCl is sodium chloride.' });
  });

  test('numerical: each answer’s feedback is its key’s', () => {
    expect(question('Boiling').input?.content).toMatchObject({
      answers: [
        { value: '100', tolerance: 0, fraction: 100, feedback: 'Exactly.' },
        { value: '100', tolerance: 5, fraction: 50, feedback: 'Close.' },
      ],
    });
  });

  test('an essay keeps its general feedback; a gap’s answers have no feedback of their own', () => {
    expect(question('Explain').input?.feedback).toEqual({ ...none, general: 'Ice is less dense than water.' });
    expect(question('Symbol').input?.feedback).toBeNull();
  });
});
