import { describe, expect, test } from '@jest/globals';
import { answerText } from '../search-text.js';
import { code, connected, multipleChoice, ordered, sql, textCompletion } from '../__fixtures__/contents.js';

describe('answerText', () => {
  test('the words of options, elements, gaps, model answers and labels', () => {
    expect(answerText(multipleChoice())).toBe('Paris\nLyon\nBerlin');
    expect(answerText(ordered())).toBe('Egg\nLarva\nPupa\nButterfly');
    expect(answerText(connected())).toBe('France\nGermany\nSwitzerland\nFrench\nGerman\nItalian');
    expect(answerText(textCompletion())).toBe(
      'The [[1]] is the capital of [[2]].\nEiffel  Tower city\nParis\nFrance\nFrance\nSpain\nItaly',
    );
    expect(answerText({ kind: 'free-text', modelAnswer: 'Photosynthesis makes sugar', maxLength: null })).toBe('Photosynthesis makes sugar');
    expect(answerText({ kind: 'scale', labels: [{ value: 1, label: 'Never' }, { value: 2, label: 'Always' }], correctValue: null })).toBe('Never\nAlways');
    expect(answerText({ kind: 'diagram', grading: 'compare', reference: { nodes: [{ id: 'a', label: 'Invoice' }], edges: [{ from: 'a', to: 'a', label: 'refers' }] } })).toBe('Invoice\nrefers');
  });

  test('not code, tests, fixtures or JSON', () => {
    expect(answerText(code())).toBe('');
    expect(answerText(sql())).toBe('');
    expect(answerText({ kind: 'json', reference: '{"secret": 1}', compare: 'deep' })).toBe('');
    expect(answerText({ kind: 'true-false', correct: true })).toBe('');
    expect(answerText({ kind: 'free-text', modelAnswer: null, maxLength: null })).toBe('');
  });

  test('sub-questions: their text and their words', () => {
    expect(
      answerText({
        kind: 'complex',
        subquestions: [
          { id: 'a', text: 'Which city?', weight: 1, content: multipleChoice() },
          { id: 'b', text: 'Write it', weight: 1, content: code() },
        ],
      }),
    ).toBe('Which city?\nParis\nLyon\nBerlin\nWrite it');
  });
});
