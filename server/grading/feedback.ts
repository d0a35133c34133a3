import type {
  Outcome,
  QuestionAnswer,
  QuestionContent,
  QuestionFeedback,
  ReviewFeedback,
  SubQuestionAnswer,
  SubQuestionContent,
} from '../generated/contract-types.js';
import { matchNumerical } from './grade.js';
import { drawValues, fillPlaceholders, instantiate, type TemplatedQuestion } from './template.js';

const text = (value: string | undefined | null): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

/** Feedback on what was answered to one part: each option chosen, the key a number matched, the value chosen. */
function answerFeedback(content: SubQuestionContent, answer: SubQuestionAnswer | undefined): string[] {
  if (answer === undefined) return [];
  switch (content.kind) {
    case 'multiple-choice': {
      if (answer.kind !== content.kind) return [];
      const chosen = new Set(answer.choices);
      return content.options.flatMap((option) => (chosen.has(option.id) && text(option.feedback) !== null ? [option.feedback!] : []));
    }
    case 'true-false': {
      if (answer.kind !== content.kind || answer.value === null) return [];
      const feedback = text(answer.value ? content.trueFeedback : content.falseFeedback);
      return feedback === null ? [] : [feedback];
    }
    case 'numerical': {
      if (answer.kind !== content.kind) return [];
      try {
        const feedback = text(matchNumerical(content, answer).key?.feedback);
        return feedback === null ? [] : [feedback];
      } catch {
        // A key that cannot be read is the grade's business (it says so); it has no feedback to give.
        return [];
      }
    }
    case 'text-completion': {
      // A number gap's key names what the number was (Moodle's Cloze has feedback per answer too); text gaps have none.
      if (answer.kind !== content.kind) return [];
      return content.gaps.flatMap((gap, index) => {
        const given = answer.gaps[index] ?? '';
        if (gap.numerical === undefined || given.trim() === '') return [];
        try {
          const numerical = { kind: 'numerical' as const, answers: gap.numerical.answers, units: [], unitHandling: 'none' as const, unitPenalty: 0 };
          const feedback = text(matchNumerical(numerical, { kind: 'numerical', value: given, unit: null }).key?.feedback);
          return feedback === null ? [] : [feedback];
        } catch {
          return [];
        }
      });
    }
    default:
      return [];
  }
}

function outcomeFeedback(feedback: QuestionFeedback | null, outcome: Outcome | null): string | null {
  if (feedback === null || outcome === null) return null;
  switch (outcome) {
    case 'correct':
      return text(feedback.correct);
    case 'partial':
      return text(feedback.partial);
    // Not answering is not answering correctly: what a wrong answer is told helps here too.
    case 'incorrect':
    case 'unanswered':
      return text(feedback.incorrect);
    case 'pending':
      return null;
  }
}

/**
 * What a student's review says about one question (docs/questions.md, "Feedback"): the question's general feedback,
 * its feedback for how the answer was graded, and the feedback of what the student answered (each option chosen, the
 * accepted value a number matched — the best one, even a key worth nothing that names a common mistake — in a
 * numerical question or a number gap). Placeholders
 * of a templated question are filled with the student's variant. Null when there is none. The caller decides whether
 * the exam shows feedback at all.
 */
export function reviewFeedback(
  question: TemplatedQuestion & { feedback: QuestionFeedback | null },
  seed: number,
  answer: QuestionAnswer | null,
  outcome: Outcome | null,
): ReviewFeedback | null {
  const content: QuestionContent = instantiate(question, seed).content;
  const values = question.template === null || question.template.variables.length === 0 ? {} : drawValues(question.template, seed).text;
  const fill = (value: string | null) => (value === null ? null : fillPlaceholders(value, values));
  let answers: string[] = [];
  if (answer !== null) {
    if (content.kind === 'complex') {
      if (answer.kind === 'complex') {
        const given = new Map(answer.parts.map((part) => [part.subquestionId, part.answer]));
        answers = content.subquestions.flatMap((part) => answerFeedback(part.content, given.get(part.id)));
      }
    } else if (answer.kind !== 'complex') {
      answers = answerFeedback(content, answer);
    }
  }
  const general = fill(text(question.feedback?.general));
  const byOutcome = fill(outcomeFeedback(question.feedback, outcome));
  if (general === null && byOutcome === null && answers.length === 0) return null;
  return { general, outcome: byOutcome, answers };
}
