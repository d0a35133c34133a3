import { createRandom, deriveSeed, randomInt, shuffle } from '../../grading/random.js';

/** What generation knows of one part: its rules and the questions it may give (latest active versions). */
export interface PartPool {
  partId: number;
  ordinal: number;
  gradingModelId: number;
  /** A node part draws min..max of its candidates; a fixed part gives all of them. */
  source: 'node' | 'fixed';
  minQuestions: number;
  maxQuestions: number;
  /** Question ids (each the latest version of its chain), in a stable order (ascending id). */
  candidates: readonly number[];
}

export interface DrawnQuestion {
  /** 1-based place in the instance. */
  ordinal: number;
  partId: number;
  questionId: number;
  gradingModelId: number;
  /** Picks the template variant and the shuffles of this question in this instance. */
  seed: number;
}

export class DrawError extends Error {
  constructor(
    readonly partId: number,
    message: string,
  ) {
    super(message);
    this.name = 'DrawError';
  }
}

/**
 * One instance's questions, a pure function of the parts and the seed (docs/exams.md, Generation): parts in
 * ordinal order; a node part draws randomInt(min, max) of its candidates, never one an earlier part gave; the
 * questions of a part in random order; each question's seed derived from the instance's seed and its place.
 * Throws DrawError when a part cannot give its minimum.
 */
export function drawInstance(parts: readonly PartPool[], seed: number): DrawnQuestion[] {
  const ordered = [...parts].sort((a, b) => a.ordinal - b.ordinal || a.partId - b.partId);
  const taken = new Set<number>();
  const drawn: DrawnQuestion[] = [];
  for (const part of ordered) {
    const random = createRandom(deriveSeed(seed, `part:${part.partId}`));
    const available = [...new Set(part.candidates)].sort((a, b) => a - b).filter((id) => !taken.has(id));
    let chosen: number[];
    if (part.source === 'fixed') {
      chosen = shuffle(available, random);
    } else {
      if (available.length < part.minQuestions) {
        throw new DrawError(
          part.partId,
          `Part ${part.ordinal} needs at least ${part.minQuestions} question${part.minQuestions === 1 ? '' : 's'} but has ${available.length} to draw from.`,
        );
      }
      const count = Math.min(randomInt(random, part.minQuestions, part.maxQuestions), available.length);
      chosen = shuffle(available, random).slice(0, count);
    }
    for (const questionId of chosen) {
      taken.add(questionId);
      const ordinal = drawn.length + 1;
      drawn.push({
        ordinal,
        partId: part.partId,
        questionId,
        gradingModelId: part.gradingModelId,
        // 31 bits: a seed is stored in an `integer` column and is the contract's Seed.
        seed: deriveSeed(seed, `question:${ordinal}:${questionId}`) & 0x7fffffff,
      });
    }
  }
  return drawn;
}

/** A new instance seed: any 31-bit integer (stored in an `integer` column). */
export function newInstanceSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2_147_483_647);
}
