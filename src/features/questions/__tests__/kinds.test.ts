import { isQuestionKind, KIND_TYPE_LABELS, kindFromTypeLabel, QUESTION_KINDS } from '../kinds';

describe('kindFromTypeLabel', () => {
  it.each([
    ['code', 'code'],
    ['SQL', 'sql'],
    ['JSON', 'json'],
    ['free text', 'free-text'],
    ['complex', 'complex'],
    ['multiple choice', 'multiple-choice'],
    ['true/false', 'true-false'],
    ['ordered elements', 'ordered-elements'],
    ['connected elements', 'connected-elements'],
    ['text completion', 'text-completion'],
    ['diagram', 'diagram'],
    ['scale', 'scale'],
    ['numerical', 'numerical'],
  ])('reads the spec label %p as %p', (label, kind) => {
    expect(kindFromTypeLabel(label)).toBe(kind);
  });

  it.each([
    ['Multiple Choice', 'multiple-choice'],
    ['multiple-choice', 'multiple-choice'],
    ['  MULTIPLE_CHOICE ', 'multiple-choice'],
    ['True / False', 'true-false'],
    ['true-false', 'true-false'],
    ['TrueFalse', 'true-false'],
    ['Free-Text', 'free-text'],
    ['sql', 'sql'],
    ['Text  Completion', 'text-completion'],
    ['Numerical', 'numerical'],
  ])('accepts the variant %p', (label, kind) => {
    expect(kindFromTypeLabel(label)).toBe(kind);
  });

  it.each(['', 'essay', 'multiple', 'choice multiple', 'true', 'number'])('names no kind for %p', (label) => {
    expect(kindFromTypeLabel(label)).toBeNull();
  });

  it('has a type label for each of the thirteen kinds, and every label reads back as its kind', () => {
    expect(QUESTION_KINDS).toHaveLength(13);
    expect(new Set(QUESTION_KINDS).size).toBe(13);
    for (const kind of QUESTION_KINDS) expect(kindFromTypeLabel(KIND_TYPE_LABELS[kind])).toBe(kind);
  });

  it('tells kind ids from other strings', () => {
    expect(isQuestionKind('ordered-elements')).toBe(true);
    expect(isQuestionKind('Ordered elements')).toBe(false);
  });
});
