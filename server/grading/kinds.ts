import type { QuestionKind } from '../generated/contract-types.js';

/**
 * Labels are compared with case, spacing, punctuation and a parenthesised detail removed, so "Code (C)",
 * "MULTIPLE_CHOICE" and "true/false" all reduce to a key of this table. Besides the kinds' own names it holds
 * the synonyms other exam systems print (Moodle's "multichoice", "matching", "cloze", "essay", "numerical", …).
 */
const KIND_BY_KEY: Record<string, QuestionKind> = {
  code: 'code',
  programming: 'code',
  program: 'code',
  sql: 'sql',
  json: 'json',
  freetext: 'free-text',
  essay: 'free-text',
  complex: 'complex',
  compound: 'complex',
  multiplechoice: 'multiple-choice',
  multichoice: 'multiple-choice',
  singlechoice: 'multiple-choice',
  truefalse: 'true-false',
  trueorfalse: 'true-false',
  orderedelements: 'ordered-elements',
  ordering: 'ordered-elements',
  connectedelements: 'connected-elements',
  matching: 'connected-elements',
  textcompletion: 'text-completion',
  cloze: 'text-completion',
  fillintheblanks: 'text-completion',
  diagram: 'diagram',
  scale: 'scale',
  likert: 'scale',
  numerical: 'numerical',
  numeric: 'numerical',
};

export function kindFromTypeLabel(label: string): QuestionKind | null {
  const key = label
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z0-9]/g, '');
  return KIND_BY_KEY[key] ?? null;
}
