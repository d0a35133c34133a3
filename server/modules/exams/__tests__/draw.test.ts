import { describe, expect, test } from '@jest/globals';
import { DrawError, drawInstance, type PartPool } from '../draw.js';

const nodePart = (partId: number, ordinal: number, candidates: number[], min = 2, max = 2): PartPool => ({
  partId,
  ordinal,
  gradingModelId: 10 + partId,
  source: 'node',
  minQuestions: min,
  maxQuestions: max,
  candidates,
});
const fixedPart = (partId: number, ordinal: number, candidates: number[]): PartPool => ({
  partId,
  ordinal,
  gradingModelId: 10 + partId,
  source: 'fixed',
  minQuestions: 0,
  maxQuestions: 0,
  candidates,
});

describe('drawInstance', () => {
  const parts = [nodePart(2, 2, [20, 21, 22, 23, 24], 2, 4), fixedPart(1, 1, [5, 6, 7]), nodePart(3, 3, [30, 31, 32], 1, 1)];

  test('the same seed gives the same instance; places are 1.., in part order, with the part’s grading model', () => {
    const first = drawInstance(parts, 1234);
    expect(drawInstance(parts, 1234)).toEqual(first);
    expect(first.map((q) => q.ordinal)).toEqual(first.map((_, index) => index + 1));
    const partOrder = first.map((q) => q.partId);
    expect(partOrder).toEqual([...partOrder].sort((a, b) => a - b));
    expect(first.filter((q) => q.partId === 1).map((q) => q.questionId).sort()).toEqual([5, 6, 7]);
    const second = first.filter((q) => q.partId === 2);
    expect(second.length).toBeGreaterThanOrEqual(2);
    expect(second.length).toBeLessThanOrEqual(4);
    expect(first.filter((q) => q.partId === 3)).toHaveLength(1);
    for (const q of first) expect(q.gradingModelId).toBe(10 + q.partId);
  });

  test('seeds differ between instances and between questions, and the candidates’ order does not matter', () => {
    const draws = new Set(Array.from({ length: 50 }, (_, seed) => JSON.stringify(drawInstance(parts, seed).map((q) => q.questionId))));
    expect(draws.size).toBeGreaterThan(10);
    const one = drawInstance(parts, 99);
    expect(new Set(one.map((q) => q.seed)).size).toBe(one.length);
    const reversed = parts.map((part) => ({ ...part, candidates: [...part.candidates].reverse() }));
    expect(drawInstance(reversed, 99)).toEqual(one);
  });

  test('a question is never given twice, even when parts overlap', () => {
    const overlapping = [nodePart(1, 1, [1, 2, 3], 2, 2), nodePart(2, 2, [2, 3, 4, 5, 6], 3, 3)];
    for (let seed = 0; seed < 200; seed += 1) {
      const ids = drawInstance(overlapping, seed).map((q) => q.questionId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(5);
    }
  });

  test('a part that cannot give its minimum is an error naming it', () => {
    expect(() => drawInstance([nodePart(7, 4, [1], 2, 3)], 1)).toThrow(DrawError);
    expect(() => drawInstance([nodePart(7, 4, [1], 2, 3)], 1)).toThrow('Part 4 needs at least 2 questions but has 1 to draw from.');
  });

  test('a part with more allowed than it holds gives what it has', () => {
    expect(drawInstance([nodePart(1, 1, [1, 2], 1, 5)], 3).length).toBeLessThanOrEqual(2);
  });

  test('the draw is spread over the candidates (each of 5 drawn about as often)', () => {
    const counts = new Map<number, number>();
    for (let seed = 0; seed < 2000; seed += 1) {
      for (const q of drawInstance([nodePart(1, 1, [1, 2, 3, 4, 5], 1, 1)], seed)) counts.set(q.questionId, (counts.get(q.questionId) ?? 0) + 1);
    }
    for (const id of [1, 2, 3, 4, 5]) expect(counts.get(id)).toBeGreaterThan(300);
  });
});
