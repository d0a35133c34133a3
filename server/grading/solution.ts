import { decimalToString, keyValueOf } from '../rules/numbers.js';
import type { QuestionAnswer, QuestionContent, SubQuestionAnswer, SubQuestionContent, TextGap } from '../generated/contract-types.js';

/**
 * The correct answer to already instantiated content, in the form of an answer, so that the renderers that show a
 * student's answer show the key the same way (a sample's or an instance's solutions for staff; a review's when the
 * exam shows solutions). Null where a kind has no single correct answer (free text without a model answer, an
 * opinion scale, a diagram graded by hand without a reference).
 */
export function solutionOf(content: QuestionContent): QuestionAnswer | null {
  if (content.kind !== 'complex') return partSolution(content);
  const parts = content.subquestions.flatMap((part) => {
    const answer = partSolution(part.content);
    return answer ? [{ subquestionId: part.id, answer }] : [];
  });
  return parts.length > 0 ? { kind: 'complex', parts } : null;
}

/** A gap's answer worth full points: its first such text, or a number gap's first such key, computed. */
function gapSolution(gap: TextGap): string | null {
  if (gap.numerical !== undefined) {
    const key = gap.numerical.answers.find((candidate) => candidate.fraction >= 100) ?? gap.numerical.answers[0];
    const value = key === undefined ? null : keyValueOf(key.value);
    return value === null || !value.ok ? null : decimalToString(value.value);
  }
  const full = gap.answers.findIndex((_, index) => (gap.fractions?.[index] ?? 100) >= 100);
  return gap.answers[full === -1 ? 0 : full] ?? null;
}

function partSolution(content: SubQuestionContent): SubQuestionAnswer | null {
  switch (content.kind) {
    case 'multiple-choice':
      return { kind: 'multiple-choice', choices: content.options.filter((option) => option.correct).map((option) => option.id) };
    case 'true-false':
      return { kind: 'true-false', value: content.correct };
    case 'free-text':
      return content.modelAnswer === null ? null : { kind: 'free-text', text: content.modelAnswer };
    case 'code':
      return { kind: 'code', source: content.referenceSolution };
    case 'sql':
      return { kind: 'sql', query: content.referenceSolution };
    case 'json':
      return { kind: 'json', text: content.reference };
    case 'ordered-elements':
      return { kind: 'ordered-elements', order: content.elements.map((element) => element.id) };
    case 'connected-elements':
      return { kind: 'connected-elements', pairs: content.pairs.map((pair) => ({ leftId: pair.leftId, rightId: pair.rightId })) };
    case 'text-completion':
      return { kind: 'text-completion', gaps: content.gaps.map(gapSolution) };
    case 'diagram':
      return content.reference === null ? null : { kind: 'diagram', diagram: content.reference };
    case 'scale':
      return content.correctValue === null ? null : { kind: 'scale', value: content.correctValue };
    case 'numerical': {
      // The first key worth full points, computed (a formula's value for this variant), in the base unit.
      const key = content.answers.find((candidate) => candidate.fraction >= 100) ?? content.answers[0];
      const value = key === undefined ? null : keyValueOf(key.value);
      if (value === null || !value.ok) return null;
      const base = content.unitHandling === 'none' ? undefined : content.units.find((unit) => unit.multiplier === 1);
      return { kind: 'numerical', value: decimalToString(value.value), unit: base?.name ?? null };
    }
    default:
      return null;
  }
}
