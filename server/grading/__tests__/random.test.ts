import { describe, expect, test } from '@jest/globals';
import { createRandom, deriveSeed, randomInt, shuffle } from '../random.js';

describe('createRandom', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  test('numbers lie in [0, 1) and spread over it', () => {
    const random = createRandom(7);
    const values = Array.from({ length: 10_000 }, () => random());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const lowHalf = values.filter((value) => value < 0.5).length;
    expect(lowHalf).toBeGreaterThan(4_700);
    expect(lowHalf).toBeLessThan(5_300);
  });

  test('randomInt covers both ends of its range', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 200 }, () => randomInt(random, 3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });
});

describe('deriveSeed', () => {
  test('is stable and differs by purpose and by seed', () => {
    expect(deriveSeed(5, 'options')).toBe(deriveSeed(5, 'options'));
    expect(deriveSeed(5, 'options')).not.toBe(deriveSeed(5, 'elements'));
    expect(deriveSeed(5, 'options')).not.toBe(deriveSeed(6, 'options'));
  });
});

describe('shuffle', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  test('is a permutation and leaves the input alone', () => {
    const shuffled = shuffle(items, createRandom(3));
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  test('is deterministic per seed and varies between seeds', () => {
    expect(shuffle(items, createRandom(11))).toEqual(shuffle(items, createRandom(11)));
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => shuffle(items, createRandom(seed)).join('')));
    expect(orders.size).toBeGreaterThan(15);
  });
});
