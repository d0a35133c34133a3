import type { ChoiceOption, MultipleChoiceContent, Outcome } from '../generated/contract-types.js';

/** A grading model's scores: what a correct, an incorrect and an unanswered question are worth. */
export type GradingScores = { correct: number; incorrect: number; unanswered: number };

export const DEFAULT_SCORES: GradingScores = { correct: 1, incorrect: 0, unanswered: 0 };

export type ScoredOutcome = {
  outcome: Outcome;
  score: number;
  scorePercent: number;
  fraction: number;
  maxScore: number;
};

/** Rounds half away from zero (so 2.5 and -2.5 round alike) and never returns -0. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // The relative nudge absorbs binary representation error (1.005 is stored as 1.00499…).
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** The score as a percent of the correct score; 0 when a correct answer is worth nothing. */
export function scorePercentOf(score: number, scores: GradingScores): number {
  return scores.correct === 0 ? 0 : roundTo((score / scores.correct) * 100, 2);
}

/**
 * The grading model's formula: an answer right to `fraction` scores
 * `correct − (1 − fraction) × (correct − incorrect)`; no answer (`null`) scores `unanswered`.
 */
export function scoreOf(fraction: number | null, scores: GradingScores): ScoredOutcome {
  if (fraction === null) {
    return {
      outcome: 'unanswered',
      score: roundTo(scores.unanswered, 3),
      scorePercent: scorePercentOf(scores.unanswered, scores),
      fraction: 0,
      maxScore: scores.correct,
    };
  }
  // Sums of weights carry float noise (0.1 + 0.2); six decimals is far below anything a grade can show.
  const share = roundTo(Math.min(1, Math.max(0, fraction)), 6);
  const score = roundTo(scores.correct - (1 - share) * (scores.correct - scores.incorrect), 3);
  return {
    outcome: share === 1 ? 'correct' : share === 0 ? 'incorrect' : 'partial',
    score,
    scorePercent: scorePercentOf(score, scores),
    fraction: share,
    maxScore: scores.correct,
  };
}

/** The result of an answer a person still has to grade: worth nothing until then. */
export function pendingScore(fraction: number, scores: GradingScores): ScoredOutcome {
  return { outcome: 'pending', score: 0, scorePercent: 0, fraction: roundTo(fraction, 6), maxScore: scores.correct };
}

/**
 * The multiple-choice fraction under the question's scoring. `penalties` (the default): every option whose choice
 * differs from the key (chosen but wrong, or correct but left out) costs its penalty percent; the sum is capped at
 * 100 %. `all-or-nothing`: 1 for exactly the key, else 0. `right-minus-wrong`: the share of correct options chosen
 * minus the share of wrong ones chosen, at least 0. `null` when nothing known was chosen.
 * Ids the question does not have are ignored, a repeated id counts once.
 */
export function multipleChoiceFraction(
  options: readonly ChoiceOption[],
  choices: readonly string[],
  scoring: MultipleChoiceContent['scoring'] = 'penalties',
): number | null {
  const chosen = new Set(choices.filter((id) => options.some((option) => option.id === id)));
  if (chosen.size === 0) return null;
  if (scoring === 'all-or-nothing') return options.every((option) => chosen.has(option.id) === option.correct) ? 1 : 0;
  if (scoring === 'right-minus-wrong') {
    const right = options.filter((option) => option.correct);
    const wrong = options.filter((option) => !option.correct);
    const share = (list: readonly ChoiceOption[]) => (list.length === 0 ? 0 : list.filter((option) => chosen.has(option.id)).length / list.length);
    return Math.max(0, share(right) - share(wrong));
  }
  const penalty = options.reduce(
    (sum, option) => (chosen.has(option.id) !== option.correct ? sum + option.penalty : sum),
    0,
  );
  return 1 - Math.min(100, penalty) / 100;
}
