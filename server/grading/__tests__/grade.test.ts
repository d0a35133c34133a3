import { describe, expect, test } from '@jest/globals';
import type { ComplexContent, DiagramContent, NumericalContent, QuestionAnswer, QuestionContent } from '../../generated/contract-types.js';
import { AnswerKindError, gradeAnswer, MANUAL_GRADING_MESSAGE, needsRunner, QuestionGradingError, runnersNeeded } from '../grade.js';
import { DEFAULT_SCORES } from '../scores.js';
import { code, connected, multipleChoice, ordered, sql, textCompletion } from '../__fixtures__/contents.js';

const model15 = { correct: 15, incorrect: 0, unanswered: -5 };
const model1505 = { correct: 15, incorrect: -5, unanswered: 0 };
const model10 = { correct: 10, incorrect: 0, unanswered: 0 };
const quarter = { correct: 1, incorrect: -0.25, unanswered: 0 };

const grade = (content: QuestionContent, answer: QuestionAnswer, scores = DEFAULT_SCORES) => gradeAnswer(content, answer, scores);
const choose = (...choices: string[]): QuestionAnswer => ({ kind: 'multiple-choice', choices });

describe('gradeAnswer: the answer kind must be the question kind', () => {
  test.each([
    [multipleChoice(), { kind: 'true-false', value: true }],
    [{ kind: 'true-false', correct: true }, choose('a')],
    [multipleChoice(), { kind: 'complex', parts: [] }],
    [{ kind: 'complex', subquestions: [] }, choose('a')],
  ] as [QuestionContent, QuestionAnswer][])('%#', async (content, answer) => {
    await expect(grade(content, answer)).rejects.toThrow(AnswerKindError);
    await expect(grade(content, answer)).rejects.toThrow(
      `The answer is of kind ${answer.kind} but the question is of kind ${content.kind}`,
    );
  });

  test('inside a complex question too', async () => {
    const content: ComplexContent = { kind: 'complex', subquestions: [{ id: 's', text: '', weight: 1, content: multipleChoice() }] };
    await expect(grade(content, { kind: 'complex', parts: [{ subquestionId: 's', answer: { kind: 'scale', value: 1 } }] })).rejects.toThrow(
      AnswerKindError,
    );
  });
});

describe('multiple choice', () => {
  test('the worked example with 15/-5: one of two correct options scores 5', async () => {
    expect(await grade(multipleChoice(), choose('a'), model1505)).toEqual({
      outcome: 'partial',
      score: 5,
      scorePercent: 33.33,
      fraction: 0.5,
      maxScore: 15,
      tests: [],
      sqlRuns: [],
      parts: [],
      message: null,
    });
  });

  test('the key scores the correct score', async () => {
    expect(await grade(multipleChoice(), choose('a', 'b'), model1505)).toMatchObject({ outcome: 'correct', score: 15, scorePercent: 100, fraction: 1 });
  });

  test('every option chosen is wrong by the wrong option\'s penalty', async () => {
    expect(await grade(multipleChoice(), choose('a', 'b', 'c'), model15)).toMatchObject({ outcome: 'incorrect', score: 0, fraction: 0 });
    expect(await grade(multipleChoice(), choose('a', 'b', 'c'), quarter)).toMatchObject({ outcome: 'incorrect', score: -0.25, scorePercent: -25 });
  });

  test('no choice is unanswered, with the unanswered score', async () => {
    expect(await grade(multipleChoice(), choose(), model15)).toMatchObject({ outcome: 'unanswered', score: -5, fraction: 0 });
    expect(await grade(multipleChoice(), choose('nope'), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
  });

  test('a single-answer question with 1/-0.25', async () => {
    const single = multipleChoice({
      multipleCorrect: false,
      options: [
        { id: 'a', text: 'A', correct: true, penalty: 100 },
        { id: 'b', text: 'B', correct: false, penalty: 0 },
        { id: 'c', text: 'C', correct: false, penalty: 0 },
      ],
    });
    expect(await grade(single, choose('a'), quarter)).toMatchObject({ outcome: 'correct', score: 1 });
    expect(await grade(single, choose('b'), quarter)).toMatchObject({ outcome: 'incorrect', score: -0.25 });
    expect(await grade(single, choose('a', 'a'), quarter)).toMatchObject({ outcome: 'correct', score: 1 });
  });
});

describe('true/false and scale', () => {
  test('true/false: right, wrong, unanswered', async () => {
    const content: QuestionContent = { kind: 'true-false', correct: false };
    expect(await grade(content, { kind: 'true-false', value: false }, model10)).toMatchObject({ outcome: 'correct', score: 10 });
    expect(await grade(content, { kind: 'true-false', value: true }, model1505)).toMatchObject({ outcome: 'incorrect', score: -5 });
    expect(await grade(content, { kind: 'true-false', value: null }, model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
  });

  test('scale: the correct value, any value for an opinion, null unanswered', async () => {
    const labels = [{ value: 1, label: 'no' }, { value: 2, label: 'maybe' }, { value: 3, label: 'yes' }];
    expect(await grade({ kind: 'scale', labels, correctValue: 2 }, { kind: 'scale', value: 2 })).toMatchObject({ outcome: 'correct' });
    expect(await grade({ kind: 'scale', labels, correctValue: 2 }, { kind: 'scale', value: 3 })).toMatchObject({ outcome: 'incorrect' });
    // No correct answer (an opinion): the points are for answering, and the grade says so.
    expect(await grade({ kind: 'scale', labels, correctValue: null }, { kind: 'scale', value: 3 })).toMatchObject({ outcome: 'correct', forAnswering: true });
    expect(await grade({ kind: 'scale', labels, correctValue: 3 }, { kind: 'scale', value: 3 })).not.toHaveProperty('forAnswering');
    expect(await grade({ kind: 'scale', labels, correctValue: null }, { kind: 'scale', value: null })).toMatchObject({ outcome: 'unanswered' });
  });
});

describe('free text', () => {
  const content: QuestionContent = { kind: 'free-text', modelAnswer: 'x', maxLength: null };

  test('an answer waits for a teacher and is worth nothing until then', async () => {
    expect(await grade(content, { kind: 'free-text', text: 'My essay' }, model1505)).toEqual({
      outcome: 'pending',
      score: 0,
      scorePercent: 0,
      fraction: 0,
      maxScore: 15,
      tests: [],
      sqlRuns: [],
      parts: [],
      message: MANUAL_GRADING_MESSAGE,
    });
  });

  test('blank text is unanswered', async () => {
    expect(await grade(content, { kind: 'free-text', text: ' \n\t ' }, model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
  });
});

describe('JSON', () => {
  const strict: QuestionContent = { kind: 'json', reference: '{"a": [1, 2], "b": {"c": null}}', compare: 'strict' };
  const deep: QuestionContent = { ...strict, compare: 'deep' };
  const answer = (text: string): QuestionAnswer => ({ kind: 'json', text });

  test('equal documents, keys in any order, numbers by value', async () => {
    expect(await grade(strict, answer('{"b": {"c": null}, "a": [1.0, 2e0]}'))).toMatchObject({ outcome: 'correct', message: null });
  });

  test('array order matters only in strict mode', async () => {
    expect(await grade(strict, answer('{"a": [2, 1], "b": {"c": null}}'))).toMatchObject({ outcome: 'incorrect', message: '$.a[0] has a different value' });
    expect(await grade(deep, answer('{"a": [2, 1], "b": {"c": null}}'))).toMatchObject({ outcome: 'correct' });
  });

  test('unparseable text is incorrect and says where', async () => {
    expect(await grade(strict, answer('{"a": [1, 2],\n "b": }'), model1505)).toMatchObject({
      outcome: 'incorrect',
      score: -5,
      message: 'Not valid JSON at line 2, column 7: expected a value, found "}"',
    });
  });

  test('blank text is unanswered', async () => {
    expect(await grade(strict, answer('   '))).toMatchObject({ outcome: 'unanswered' });
  });

  test('an invalid reference is the question\'s fault', async () => {
    await expect(grade({ kind: 'json', reference: '{', compare: 'deep' }, answer('{}'))).rejects.toThrow(QuestionGradingError);
  });
});

describe('ordered elements', () => {
  const order = (...ids: string[]): QuestionAnswer => ({ kind: 'ordered-elements', order: ids });

  test('the share of elements at their position', async () => {
    expect(await grade(ordered(), order('e1', 'e2', 'e3', 'e4'), model10)).toMatchObject({ outcome: 'correct', score: 10 });
    expect(await grade(ordered(), order('e1', 'e3', 'e2', 'e4'), model10)).toMatchObject({ outcome: 'partial', fraction: 0.5, score: 5 });
    expect(await grade(ordered(), order('e4', 'e3', 'e2', 'e1'), model10)).toMatchObject({ outcome: 'incorrect', score: 0 });
  });

  test('a short answer counts the positions it has', async () => {
    expect(await grade(ordered(), order('e1', 'e2'), model10)).toMatchObject({ fraction: 0.5 });
  });

  test('a repeated id counts only where it first appears', async () => {
    expect(await grade(ordered(), order('e1', 'e1', 'e3', 'e4'))).toMatchObject({ fraction: 0.75 });
    expect(await grade(ordered(), order('e2', 'e2', 'e2', 'e2'))).toMatchObject({ fraction: 0 });
  });

  test('no order is unanswered', async () => {
    expect(await grade(ordered(), order(), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
  });
});

describe('connected elements', () => {
  const pairs = (...list: [string, string][]): QuestionAnswer => ({
    kind: 'connected-elements',
    pairs: list.map(([leftId, rightId]) => ({ leftId, rightId })),
  });
  const key: [string, string][] = [['fr', 'french'], ['de', 'german'], ['ch', 'french'], ['ch', 'german'], ['ch', 'italian']];

  test('every left element with exactly its right elements', async () => {
    expect(await grade(connected(), pairs(...key), model10)).toMatchObject({ outcome: 'correct', score: 10 });
    expect(await grade(connected(), pairs(...[...key].reverse()), model10)).toMatchObject({ outcome: 'correct' });
  });

  test('a left element with a missing or an extra connection is wrong', async () => {
    expect(await grade(connected(), pairs(['fr', 'french'], ['de', 'german'], ['ch', 'french']), model10)).toMatchObject({
      outcome: 'partial',
      fraction: 0.666667,
      score: 6.667,
    });
    expect(await grade(connected(), pairs(['fr', 'french'], ['fr', 'german'], ['de', 'german']))).toMatchObject({ fraction: 0.333333 });
  });

  test('repeated pairs count once', async () => {
    expect(await grade(connected(), pairs(...key, ...key, ['fr', 'french']))).toMatchObject({ outcome: 'correct' });
  });

  test('pairs naming unknown elements are ignored; no pairs is unanswered', async () => {
    expect(await grade(connected(), pairs(...key, ['xx', 'french'], ['fr', 'yy']))).toMatchObject({ outcome: 'correct' });
    expect(await grade(connected(), pairs(), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
    expect(await grade(connected(), pairs(['xx', 'yy']))).toMatchObject({ outcome: 'unanswered' });
  });
});

describe('text completion', () => {
  const gaps = (...values: (string | null)[]): QuestionAnswer => ({ kind: 'text-completion', gaps: values });

  test('whitespace is normalised; case matters only where asked', async () => {
    expect(await grade(textCompletion(), gaps('  paris ', 'France'), model10)).toMatchObject({ outcome: 'correct', score: 10 });
    expect(await grade(textCompletion(), gaps('eiffel \t tower   CITY', 'France'))).toMatchObject({ outcome: 'correct' });
    expect(await grade(textCompletion(), gaps('Paris', 'france'), model10)).toMatchObject({ outcome: 'partial', fraction: 0.5, score: 5 });
  });

  test('wrong, missing and empty gaps', async () => {
    expect(await grade(textCompletion(), gaps('Rome', 'Spain'))).toMatchObject({ outcome: 'incorrect' });
    expect(await grade(textCompletion(), gaps('Paris'))).toMatchObject({ outcome: 'partial', fraction: 0.5 });
    expect(await grade(textCompletion(), gaps(null, 'France'))).toMatchObject({ outcome: 'partial', fraction: 0.5 });
  });

  test('all gaps empty is unanswered', async () => {
    expect(await grade(textCompletion(), gaps('', null), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
    expect(await grade(textCompletion(), gaps(), model15)).toMatchObject({ outcome: 'unanswered' });
  });

  test('an accepted answer that is blank never matches a blank gap', async () => {
    const content: QuestionContent = { kind: 'text-completion', gapText: '[[1]] [[2]]', gaps: [{ answers: [' '], caseSensitive: false, options: [] }, { answers: ['x'], caseSensitive: false, options: [] }] };
    expect(await grade(content, gaps('', 'x'))).toMatchObject({ fraction: 0.5 });
  });

  test('embedded answers: gaps weighted, partly right answers, a gap that takes a number', async () => {
    const content: QuestionContent = {
      kind: 'text-completion',
      gapText: 'The capital is [[1]]; it has about [[2]] million people.',
      gaps: [
        { answers: ['Paris', 'Lutetia'], fractions: [100, 50], caseSensitive: false, options: [], weight: 1 },
        { answers: [], caseSensitive: false, options: [], weight: 3, numerical: { answers: [
          { value: '2.1', tolerance: 0.1, toleranceKind: 'absolute', fraction: 100 },
          { value: '12', tolerance: 1, toleranceKind: 'absolute', fraction: 50 },
        ] } },
      ],
    };
    expect(await grade(content, gaps('paris', '2,05'))).toMatchObject({ outcome: 'correct', fraction: 1 });
    // (1 · 0.5 + 3 · 1) / 4
    expect(await grade(content, gaps('Lutetia', '2.2'))).toMatchObject({ outcome: 'partial', fraction: 0.875 });
    // (1 · 1 + 3 · 0.5) / 4: the metropolitan area
    expect(await grade(content, gaps('Paris', '11'))).toMatchObject({ fraction: 0.625 });
    expect(await grade(content, gaps('Rome', 'two'))).toMatchObject({ outcome: 'incorrect', fraction: 0 });
    expect(await grade(content, gaps(null, '2.1'))).toMatchObject({ fraction: 0.75 });
  });
});

describe('diagram', () => {
  const reference = {
    nodes: [{ id: 'a', label: 'Student' }, { id: 'b', label: 'Course' }, { id: 'c', label: 'Teacher' }],
    edges: [{ from: 'a', to: 'b', label: 'takes' }, { from: 'c', to: 'b', label: 'teaches' }],
  };
  const compared: DiagramContent = { kind: 'diagram', grading: 'compare', reference };
  const drawing = (nodes: [string, string][], edges: [string, string, string][]): QuestionAnswer => ({
    kind: 'diagram',
    diagram: { nodes: nodes.map(([id, label]) => ({ id, label })), edges: edges.map(([from, to, label]) => ({ from, to, label })) },
  });
  const allNodes: [string, string][] = [['x', 'student'], ['y', ' COURSE '], ['z', 'Teacher']];

  test('the same drawing with other ids and normalised labels is right', async () => {
    expect(await grade(compared, drawing(allNodes, [['x', 'y', 'Takes'], ['z', 'y', 'teaches']]), model10)).toMatchObject({ outcome: 'correct', score: 10 });
  });

  test('share of the reference\'s nodes and edges drawn', async () => {
    expect(await grade(compared, drawing(allNodes, [['x', 'y', 'takes']]))).toMatchObject({ outcome: 'partial', fraction: 0.8 });
    expect(await grade(compared, drawing([['x', 'Student']], []))).toMatchObject({ fraction: 0.2 });
  });

  test('wrong edges subtract, never below zero', async () => {
    expect(await grade(compared, drawing(allNodes, [['x', 'y', 'takes'], ['y', 'x', 'takes']]))).toMatchObject({ fraction: 0.6 });
    expect(await grade(compared, drawing([['x', 'Nobody']], [['x', 'x', 'a'], ['x', 'x', 'b']]))).toMatchObject({ outcome: 'incorrect', fraction: 0 });
  });

  test('an empty drawing is unanswered, in both modes', async () => {
    expect(await grade(compared, drawing([], []), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
    expect(await grade({ kind: 'diagram', grading: 'manual', reference: null }, drawing([], []))).toMatchObject({ outcome: 'unanswered' });
  });

  test('a hand-graded diagram waits for a teacher', async () => {
    expect(await grade({ kind: 'diagram', grading: 'manual', reference }, drawing(allNodes, []))).toMatchObject({
      outcome: 'pending',
      score: 0,
      message: MANUAL_GRADING_MESSAGE,
    });
  });

  test('comparison without a reference is the question\'s fault', async () => {
    await expect(grade({ kind: 'diagram', grading: 'compare', reference: null }, drawing(allNodes, []))).rejects.toThrow(QuestionGradingError);
  });
});

describe('complex', () => {
  const content: ComplexContent = {
    kind: 'complex',
    subquestions: [
      { id: 'mc', text: 'Pick', weight: 2, content: multipleChoice() },
      { id: 'tf', text: 'True?', weight: 1, content: { kind: 'true-false', correct: true } },
      { id: 'ft', text: 'Explain', weight: 1, content: { kind: 'free-text', modelAnswer: null, maxLength: null } },
    ],
  };
  const parts = (list: [string, QuestionAnswer][]): QuestionAnswer => ({
    kind: 'complex',
    parts: list.map(([subquestionId, answer]) => ({ subquestionId, answer: answer as never })),
  });

  test('weighted mean of the parts, each graded by its kind', async () => {
    const result = await grade(content, parts([['mc', choose('a')], ['tf', { kind: 'true-false', value: true }]]), model1505);
    // (2 × 0.5 + 1 × 1 + 1 × unanswered 0) / 4
    expect(result).toMatchObject({ outcome: 'partial', fraction: 0.5, score: 5 });
    expect(result.parts).toEqual([
      { subquestionId: 'mc', outcome: 'partial', fraction: 0.5, tests: [], sqlRuns: [], message: null },
      { subquestionId: 'tf', outcome: 'correct', fraction: 1, tests: [], sqlRuns: [], message: null },
      { subquestionId: 'ft', outcome: 'unanswered', fraction: 0, tests: [], sqlRuns: [], message: null },
    ]);
  });

  test('a part waiting for a teacher makes the whole pending', async () => {
    const result = await grade(
      content,
      parts([['mc', choose('a', 'b')], ['tf', { kind: 'true-false', value: true }], ['ft', { kind: 'free-text', text: 'Because' }]]),
      model15,
    );
    expect(result).toMatchObject({ outcome: 'pending', score: 0, fraction: 0.75 });
    expect(result.parts[2]).toMatchObject({ outcome: 'pending', message: MANUAL_GRADING_MESSAGE });
  });

  test('unanswered only when every part is', async () => {
    expect(await grade(content, parts([]), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
    expect(await grade(content, parts([['tf', { kind: 'true-false', value: null }], ['mc', choose()]]), model15)).toMatchObject({ outcome: 'unanswered' });
    expect(await grade(content, parts([['tf', { kind: 'true-false', value: false }]]), model15)).toMatchObject({ outcome: 'incorrect', score: 0 });
  });

  test('unknown parts are ignored, a repeated part counts once', async () => {
    const result = await grade(
      content,
      parts([['tf', { kind: 'true-false', value: true }], ['tf', { kind: 'true-false', value: false }], ['zz', choose('a')]]),
    );
    expect(result.fraction).toBe(0.25);
  });
});

describe('needsRunner', () => {
  test('code and SQL, also inside a complex question', () => {
    expect(needsRunner(code())).toBe(true);
    expect(needsRunner(sql())).toBe(true);
    expect(needsRunner(multipleChoice())).toBe(false);
    expect(needsRunner({ kind: 'complex', subquestions: [{ id: 's', text: '', weight: 1, content: multipleChoice() }] })).toBe(false);
    const mixed: ComplexContent = { kind: 'complex', subquestions: [{ id: 's', text: '', weight: 1, content: multipleChoice() }, { id: 'q', text: '', weight: 1, content: sql() }] };
    expect(needsRunner(mixed)).toBe(true);
    expect(runnersNeeded(mixed)).toEqual({ code: false, sql: true });
  });
});

describe('numerical', () => {
  const numerical = (overrides: Partial<NumericalContent> = {}): NumericalContent => ({
    kind: 'numerical',
    answers: [
      { value: '2.5', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100 },
      { value: '2.4', tolerance: 0, toleranceKind: 'absolute', fraction: 50 },
    ],
    units: [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }],
    unitHandling: 'optional',
    unitPenalty: 0,
    ...overrides,
  });
  const answer = (value: string | null, unit: string | null = null): QuestionAnswer => ({ kind: 'numerical', value, unit });

  test('the best matching key counts; a unit converts by its multiplier', async () => {
    expect(await grade(numerical(), answer('2.505'), model10)).toMatchObject({ outcome: 'correct', score: 10, message: null });
    expect(await grade(numerical(), answer('250', 'cm'), model10)).toMatchObject({ outcome: 'correct', score: 10 });
    expect(await grade(numerical(), answer('250,9 cm'), model10)).toMatchObject({ outcome: 'correct', score: 10 });
    expect(await grade(numerical(), answer('2,4'), model10)).toMatchObject({ outcome: 'partial', score: 5 });
    expect(await grade(numerical(), answer('2.6'), model10)).toMatchObject({ outcome: 'incorrect', score: 0 });
  });

  test('blank is unanswered; a bad number is wrong with a message that says why', async () => {
    expect(await grade(numerical(), answer(null), model15)).toMatchObject({ outcome: 'unanswered', score: -5 });
    expect(await grade(numerical(), answer('  '), model15)).toMatchObject({ outcome: 'unanswered' });
    expect(await grade(numerical(), answer('two'), model10)).toMatchObject({ outcome: 'incorrect', message: 'The answer is not a number' });
    expect(await grade(numerical(), answer('NaN'), model10)).toMatchObject({ outcome: 'incorrect', message: 'The answer is not a finite number' });
    expect(await grade(numerical(), answer('1,000.5'), model10)).toMatchObject({ message: expect.stringContaining('thousands separators') });
    expect(await grade(numerical(), answer('2.5 kg'), model10)).toMatchObject({ outcome: 'incorrect', message: '“kg” is not one of the question’s units' });
  });

  test('required units: none is wrong; penalty: the number counts less the penalty', async () => {
    expect(await grade(numerical({ unitHandling: 'required' }), answer('2.5'), model10)).toMatchObject({ outcome: 'incorrect', message: 'The unit is missing' });
    expect(await grade(numerical({ unitHandling: 'required' }), answer('2.5', 'm'), model10)).toMatchObject({ outcome: 'correct' });
    const penalty = numerical({ unitHandling: 'penalty', unitPenalty: 20 });
    expect(await grade(penalty, answer('2.5'), model10)).toMatchObject({ outcome: 'partial', score: 8, message: 'The unit is missing: 20 % off' });
    expect(await grade(penalty, answer('2.5 kg'), model10)).toMatchObject({ score: 8, message: '“kg” is not one of the question’s units: 20 % off' });
    expect(await grade(penalty, answer('3'), model10)).toMatchObject({ outcome: 'incorrect', score: 0, message: null });
  });

  test('without units, a unit after the number is not a number', async () => {
    expect(await grade(numerical({ unitHandling: 'none' }), answer('250 cm'), model10)).toMatchObject({ outcome: 'incorrect', message: 'The answer is not a number' });
    expect(await grade(numerical({ unitHandling: 'none' }), answer('2.5'), model10)).toMatchObject({ outcome: 'correct' });
  });

  test('negative and zero keys, a formula key (0.1 + 0.2 is 0.3 with no tolerance)', async () => {
    const keys = (value: string) => numerical({ unitHandling: 'none', answers: [{ value, tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] });
    expect(await grade(keys('-40'), answer('−40'), model10)).toMatchObject({ outcome: 'correct' });
    expect(await grade(keys('0'), answer('-0'), model10)).toMatchObject({ outcome: 'correct' });
    expect(await grade(keys('0.1 + 0.2'), answer('0.3'), model10)).toMatchObject({ outcome: 'correct' });
    expect(await grade(keys('0.1 + 0.2'), answer('0.30000000000000004'), model10)).toMatchObject({ outcome: 'incorrect' });
  });

  test('a key that is neither a number nor a formula cannot be graded', async () => {
    const broken = numerical({ answers: [{ value: 'pi', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] });
    await expect(grade(broken, answer('3.14'))).rejects.toThrow(QuestionGradingError);
  });

  test('a part of a complex question', async () => {
    const content: ComplexContent = { kind: 'complex', subquestions: [{ id: 'n', text: 'How far?', weight: 1, content: numerical() }] };
    const result = await grade(content, { kind: 'complex', parts: [{ subquestionId: 'n', answer: { kind: 'numerical', value: '250', unit: 'cm' } }] }, model10);
    expect(result).toMatchObject({ outcome: 'correct', parts: [{ subquestionId: 'n', outcome: 'correct' }] });
  });
});
