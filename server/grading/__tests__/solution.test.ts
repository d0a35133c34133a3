import { describe, expect, test } from '@jest/globals';
import { allKinds, contentOfKind } from '../../test/support/question-fixtures.js';
import { gradeAnswer } from '../grade.js';
import { DEFAULT_SCORES } from '../scores.js';
import { solutionOf } from '../solution.js';

/** Kinds graded without a sandbox: their solution must grade as fully correct by the real grader. */
const pureKinds = allKinds.filter((kind) => !['code', 'sql', 'free-text', 'diagram', 'complex'].includes(kind));

describe('solutionOf', () => {
  test.each(pureKinds)('%s: the solution grades as correct', async (kind) => {
    const content = contentOfKind(kind);
    const solution = solutionOf(content);
    expect(solution).not.toBeNull();
    const result = await gradeAnswer(content, solution!, DEFAULT_SCORES);
    expect([result.outcome, result.fraction]).toEqual(['correct', 1]);
  });

  test('code and SQL give the reference solution, free text the model answer, in the answer’s form', () => {
    expect(solutionOf(contentOfKind('code', 'k1'))).toEqual({ kind: 'code', source: expect.stringContaining('k1') });
    expect(solutionOf(contentOfKind('sql'))).toMatchObject({ kind: 'sql' });
    expect(solutionOf(contentOfKind('free-text', 'k2'))).toEqual({ kind: 'free-text', text: 'The model answer k2' });
    expect(solutionOf({ kind: 'free-text', modelAnswer: null, maxLength: null })).toBeNull();
    expect(solutionOf({ kind: 'scale', labels: [{ value: 1, label: 'Agree' }], correctValue: null })).toBeNull();
  });

  test('numerical: the first key worth full points, computed, in the base unit', () => {
    expect(solutionOf({
      kind: 'numerical',
      answers: [
        { value: '3', tolerance: 0, toleranceKind: 'absolute', fraction: 50 },
        { value: '0.1 + 0.2', tolerance: 0, toleranceKind: 'absolute', fraction: 100 },
      ],
      units: [{ name: 'cm', multiplier: 100 }, { name: 'm', multiplier: 1 }],
      unitHandling: 'required',
      unitPenalty: 0,
    })).toEqual({ kind: 'numerical', value: '0.3', unit: 'm' });
  });

  test('a complex question gives one solution per sub-question that has one', () => {
    const content = contentOfKind('complex');
    if (content.kind !== 'complex') throw new Error('fixture');
    const solution = solutionOf(content);
    expect(solution?.kind).toBe('complex');
    if (solution?.kind !== 'complex') return;
    expect(solution.parts.map((part) => part.subquestionId)).toEqual(
      content.subquestions.filter((part) => solutionOf(part.content as never) !== null).map((part) => part.id),
    );
  });
});
