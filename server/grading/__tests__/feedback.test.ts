import { describe, expect, test } from '@jest/globals';
import type { QuestionContent, QuestionFeedback } from '../../generated/contract-types.js';
import { reviewFeedback } from '../feedback.js';

const feedback: QuestionFeedback = { general: 'General', correct: 'Right', partial: 'Partly', incorrect: 'Wrong' };
const question = (content: QuestionContent, overrides: Partial<{ feedback: QuestionFeedback | null; template: null }> = {}) => ({
  text: 'Q', content, template: null, feedback, ...overrides,
});

describe('reviewFeedback', () => {
  test('by outcome: unanswered reads the incorrect one, pending none', () => {
    const content: QuestionContent = { kind: 'true-false', correct: true };
    expect(reviewFeedback(question(content), 1, { kind: 'true-false', value: true }, 'correct')).toEqual({ general: 'General', outcome: 'Right', answers: [] });
    expect(reviewFeedback(question(content), 1, null, 'unanswered')).toEqual({ general: 'General', outcome: 'Wrong', answers: [] });
    expect(reviewFeedback(question({ kind: 'free-text', modelAnswer: null, maxLength: null }), 1, { kind: 'free-text', text: 'x' }, 'pending'))
      .toEqual({ general: 'General', outcome: null, answers: [] });
  });

  test('true/false: the feedback of the value chosen', () => {
    const content: QuestionContent = { kind: 'true-false', correct: true, trueFeedback: 'It is', falseFeedback: 'It is not false' };
    expect(reviewFeedback(question(content, { feedback: null }), 1, { kind: 'true-false', value: false }, 'incorrect'))
      .toEqual({ general: null, outcome: null, answers: ['It is not false'] });
  });

  test('complex: each part’s answers, in the parts’ order; blank texts are none; nothing at all is null', () => {
    const content: QuestionContent = {
      kind: 'complex',
      subquestions: [
        { id: 'p1', text: '', weight: 1, content: { kind: 'true-false', correct: true, trueFeedback: 'P1 true' } },
        {
          id: 'p2', text: '', weight: 1,
          content: { kind: 'multiple-choice', multipleCorrect: false, shuffle: false, options: [
            { id: 'a', text: 'A', correct: true, penalty: 100, feedback: '  ' },
            { id: 'b', text: 'B', correct: false, penalty: 100, feedback: 'Not B' },
          ] },
        },
      ],
    };
    const answer = { kind: 'complex' as const, parts: [
      { subquestionId: 'p2', answer: { kind: 'multiple-choice' as const, choices: ['b'] } },
      { subquestionId: 'p1', answer: { kind: 'true-false' as const, value: true } },
    ] };
    expect(reviewFeedback(question(content, { feedback: null }), 1, answer, 'partial')).toEqual({ general: null, outcome: null, answers: ['P1 true', 'Not B'] });
    expect(reviewFeedback(question(content, { feedback: { general: ' ', correct: '', partial: '', incorrect: '' } }), 1, { kind: 'complex', parts: [] }, 'unanswered')).toBeNull();
  });

  test('a number gap: the feedback of the key its number matched', () => {
    const content: QuestionContent = {
      kind: 'text-completion', gapText: '[[1]] and [[2]]',
      gaps: [
        { answers: ['x'], caseSensitive: false, options: [] },
        { answers: [], caseSensitive: false, options: [], numerical: { answers: [
          { value: '12', tolerance: 0, toleranceKind: 'absolute', fraction: 100, feedback: 'Twelve it is' },
          { value: '40', tolerance: 0, toleranceKind: 'absolute', fraction: 0, feedback: 'A projection has no duplicates' },
        ] } },
      ],
    };
    expect(reviewFeedback(question(content, { feedback: null }), 1, { kind: 'text-completion', gaps: ['x', '40'] }, 'partial'))
      .toEqual({ general: null, outcome: null, answers: ['A projection has no duplicates'] });
    expect(reviewFeedback(question(content, { feedback: null }), 1, { kind: 'text-completion', gaps: ['x', null] }, 'partial')).toBeNull();
  });

  test('a numerical key that cannot be read gives no feedback rather than failing the review', () => {
    const content: QuestionContent = {
      kind: 'numerical', answers: [{ value: 'pi', tolerance: 0, toleranceKind: 'absolute', fraction: 100, feedback: 'Never shown' }],
      units: [], unitHandling: 'none', unitPenalty: 0,
    };
    expect(reviewFeedback(question(content, { feedback: null }), 1, { kind: 'numerical', value: '3', unit: null }, 'incorrect')).toBeNull();
  });
});
