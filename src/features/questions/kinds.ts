import type { QuestionKind } from '../../api/exam-api';

/** Every question kind, in the order pickers and filters list them. */
export const QUESTION_KINDS: readonly QuestionKind[] = [
  'multiple-choice',
  'true-false',
  'free-text',
  'code',
  'sql',
  'json',
  'complex',
  'ordered-elements',
  'connected-elements',
  'text-completion',
  'diagram',
  'scale',
  'numerical',
];

/**
 * The text type label of each kind, as the spec names them ("code, SQL, JSON, free text, …"). These are data —
 * what imports and other systems write — not display text; the translated names are KIND_LABELS in kind-tag.tsx.
 */
export const KIND_TYPE_LABELS: Readonly<Record<QuestionKind, string>> = {
  'multiple-choice': 'multiple choice',
  'true-false': 'true/false',
  'free-text': 'free text',
  code: 'code',
  sql: 'SQL',
  json: 'JSON',
  complex: 'complex',
  'ordered-elements': 'ordered elements',
  'connected-elements': 'connected elements',
  'text-completion': 'text completion',
  diagram: 'diagram',
  scale: 'scale',
  numerical: 'numerical',
};

// Case, spaces, hyphens, underscores and slashes are not significant: "True / False", "true-false" and "TRUEFALSE"
// name the same kind, and so does the kind's own id.
const normalise = (label: string) => label.toLowerCase().replace(/[\s_\-/]+/g, '');

const KIND_BY_LABEL: ReadonlyMap<string, QuestionKind> = new Map(
  QUESTION_KINDS.flatMap((kind) => [[normalise(KIND_TYPE_LABELS[kind]), kind], [normalise(kind), kind]] as const),
);

/** The kind a text type label names, or null when it names none. */
export function kindFromTypeLabel(label: string): QuestionKind | null {
  return KIND_BY_LABEL.get(normalise(label)) ?? null;
}

export function isQuestionKind(value: string): value is QuestionKind {
  return (QUESTION_KINDS as readonly string[]).includes(value);
}
