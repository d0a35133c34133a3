import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { validateQuestion } from '../../../grading/index.js';
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

  test('a [markdown] marker sets the format; = marks the single answer; #feedback is a warning', () => {
    const { input, item } = byName('Dereference');
    expect(input?.text).toBe('What does the unary `*` operator do to a pointer?');
    expect(input?.content).toMatchObject({
      kind: 'multiple-choice',
      multipleCorrect: false,
      options: [
        { text: 'It reads the value the pointer points to', correct: true },
        { text: 'It takes the address of a variable', correct: false },
        { text: 'It multiplies by zero', correct: false },
      ],
    });
    expect(item.warnings).toEqual([expect.stringContaining('Feedback on 2 answers')]);
  });

  test('%weights% without = make a multiple-answer question', () => {
    const { input } = byName('Sizes');
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.multipleCorrect).toBe(true);
    const options = input.content.options;
    expect(multipleChoiceFraction(options, ['a', 'b'])).toBe(1);
    expect(multipleChoiceFraction(options, ['a'])).toBe(0.5);
    expect(multipleChoiceFraction(options, ['a', 'b', 'c'])).toBe(0);
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
    expect(sources[3].answers[0].feedback).toBe('escaped # too');
  });

  test('{T} and {FALSE#…#…####…}: the key, per-answer feedback and the general feedback', () => {
    expect(byName('Null check').input?.content).toEqual({ kind: 'true-false', correct: true });
    const { input, item } = byName('Free twice');
    expect(input?.content).toEqual({ kind: 'true-false', correct: false });
    expect(input?.comment).toBe('Double free corrupts the heap.');
    expect(sources[5].answers.map((answer) => answer.feedback)).toEqual(['It is undefined behaviour.', 'Correct.']);
    expect(item.warnings).toHaveLength(2);
  });

  test('{} is an essay', () => {
    expect(byName('Explain').input?.content).toEqual({ kind: 'free-text', modelAnswer: null, maxLength: null });
  });

  test('{#8} is an exact number; {#3.14:0.005} has a tolerance and is skipped', () => {
    expect(byName('Word size').input?.content).toMatchObject({ kind: 'text-completion', gaps: [{ answers: ['8'] }] });
    expect(byName('Approximate').item).toMatchObject({ status: 'skip', reason: 'numerical tolerance is not supported' });
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
