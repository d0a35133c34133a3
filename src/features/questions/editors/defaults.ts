import type {
  ChoiceOption, CodeTest, NumericalKey, QuestionContent, QuestionFeedback, QuestionKind, SubQuestionContent,
} from '../../../api/exam-api';
import { QUESTION_KINDS } from '../kinds';

/** A sub-question of a complex question may be of any kind but complex. */
export const SUB_QUESTION_KINDS = QUESTION_KINDS.filter((kind): kind is SubQuestionContent['kind'] => kind !== 'complex');

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A short random id for an option, test, element… It is generated once, when the item is added, and kept by
 * every later edit: answers, grading results and analytics refer to items by it.
 */
export function newItemId(length = 8): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** The question's feedback texts: one for everyone, one per outcome of the grading. */
export const FEEDBACK_FIELDS = ['general', 'correct', 'partial', 'incorrect'] as const;

/** The feedback as sent and compared: null when every text is blank (the contract's "none"). */
export function feedbackOrNull(feedback: QuestionFeedback | null | undefined): QuestionFeedback | null {
  return feedback && FEEDBACK_FIELDS.some((field) => feedback[field].trim() !== '') ? feedback : null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The penalties a teacher expects unless they chose others: with one correct option every choice that differs
 * from the key costs everything (100); with several, the correct options share 100 and so do the wrong ones, so
 * that missing every correct option, or ticking every wrong one, costs the whole range.
 */
export function defaultPenalties(options: readonly ChoiceOption[], multipleCorrect: boolean): number[] {
  if (!multipleCorrect) return options.map(() => 100);
  const correct = options.filter((option) => option.correct).length;
  const wrong = options.length - correct;
  return options.map((option) => round2(100 / Math.max(1, option.correct ? correct : wrong)));
}

export function withDefaultPenalties(options: readonly ChoiceOption[], multipleCorrect: boolean): ChoiceOption[] {
  const penalties = defaultPenalties(options, multipleCorrect);
  return options.map((option, index) => ({ ...option, penalty: penalties[index] }));
}

export function newChoiceOption(): ChoiceOption {
  return { id: newItemId(), text: '', correct: false, penalty: 100 };
}

export function newCodeTest(weight: number): CodeTest {
  return {
    id: newItemId(), name: '', input: '', expectedOutput: '', weight, public: false,
    trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false,
  };
}

/** An accepted answer of a numerical question: exact (tolerance 0) until the teacher allows more. */
export function newNumericalKey(fraction: number): NumericalKey {
  return { value: '', tolerance: 0, toleranceKind: 'absolute', fraction };
}

/**
 * Weights that sum to exactly 100 with two decimals: an even share each, the rounding remainder on the last.
 */
export function evenWeights(count: number): number[] {
  if (count === 0) return [];
  const share = Math.floor((100 / count) * 100) / 100;
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? round2(100 - share * (count - 1)) : share));
}

/** A new question's content: a teacher fills in the blanks instead of building the structure. */
export function defaultContent(kind: QuestionKind): QuestionContent {
  switch (kind) {
    case 'complex':
      return {
        kind,
        subquestions: [{ id: newItemId(), text: '', weight: 100, content: defaultSubContent('multiple-choice') }],
      };
    default:
      return defaultSubContent(kind);
  }
}

export function defaultSubContent(kind: SubQuestionContent['kind']): SubQuestionContent {
  switch (kind) {
    case 'multiple-choice': {
      const options = [newChoiceOption(), newChoiceOption(), newChoiceOption()];
      options[0].correct = true;
      return { kind, multipleCorrect: false, shuffle: true, options };
    }
    case 'true-false':
      return { kind, correct: true };
    case 'free-text':
      return { kind, modelAnswer: null, maxLength: null };
    case 'code':
      return {
        kind, language: 'python', prefix: '', sourceTemplate: '', suffix: '', referenceSolution: '',
        timeLimitMs: 2000, memoryLimitMb: 128, tests: [{ ...newCodeTest(100), public: true }],
      };
    case 'sql':
      return { kind, fixture: '', hiddenFixture: '', referenceSolution: '', orderMatters: false, columnNames: 'ignore' };
    case 'json':
      return { kind, reference: '{}', compare: 'strict' };
    case 'ordered-elements':
      return { kind, elements: [{ id: newItemId(), text: '' }, { id: newItemId(), text: '' }, { id: newItemId(), text: '' }] };
    case 'connected-elements':
      return {
        kind,
        left: [{ id: newItemId(), text: '' }, { id: newItemId(), text: '' }],
        right: [{ id: newItemId(), text: '' }, { id: newItemId(), text: '' }],
        pairs: [],
        multiple: false,
      };
    case 'text-completion':
      return { kind, gapText: '', gaps: [] };
    case 'diagram':
      return { kind, grading: 'manual', reference: null };
    case 'scale':
      return {
        kind,
        labels: [1, 2, 3, 4, 5].map((value) => ({ value, label: '' })),
        correctValue: null,
      };
    case 'numerical':
      // The key's value is left blank, so the new draft says what it lacks instead of accepting 0.
      return { kind, answers: [newNumericalKey(100)], units: [], unitHandling: 'none', unitPenalty: 10 };
  }
}
