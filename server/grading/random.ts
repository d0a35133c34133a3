/** A source of numbers in [0, 1). */
export type Random = () => number;

/**
 * mulberry32: a tiny, fast PRNG whose whole state is one 32-bit integer, so a seed stored with an exam instance
 * reproduces its variant and shuffles exactly, on any machine and any Node version.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed for one purpose derived from the question's seed (FNV-1a over the purpose's name), so that the option
 * shuffle does not change when a template variable is added, and two sub-questions do not shuffle alike.
 */
export function deriveSeed(seed: number, purpose: string): number {
  let hash = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < purpose.length; i += 1) {
    hash = Math.imul(hash ^ purpose.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

/** An integer in min..max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Fisher–Yates on a copy; the input is left as it is. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
