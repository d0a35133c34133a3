import { describe, expect, test } from '@jest/globals';
import { kindFromTypeLabel } from '../kinds.js';

describe('kindFromTypeLabel', () => {
  test.each([
    ['code', 'code'],
    ['Code (C)', 'code'],
    ['CODE (Java)', 'code'],
    ['SQL', 'sql'],
    ['json', 'json'],
    ['Free text', 'free-text'],
    ['free-text', 'free-text'],
    ['FREE_TEXT', 'free-text'],
    ['Complex', 'complex'],
    ['Multiple choice', 'multiple-choice'],
    ['multiple-choice', 'multiple-choice'],
    ['MULTIPLE_CHOICE', 'multiple-choice'],
    ['  multiple   choice ', 'multiple-choice'],
    ['True/False', 'true-false'],
    ['true-false', 'true-false'],
    ['TRUE_FALSE', 'true-false'],
    ['Ordered elements', 'ordered-elements'],
    ['connected_elements', 'connected-elements'],
    ['Text completion', 'text-completion'],
    ['Diagram', 'diagram'],
    ['Scale', 'scale'],
    ['multichoice', 'multiple-choice'],
    ['matching', 'connected-elements'],
    ['cloze', 'text-completion'],
    ['essay', 'free-text'],
    ['numerical', 'numerical'],
    ['Numerical', 'numerical'],
    ['NUMERIC', 'numerical'],
    ['numeric (units)', 'numerical'],
  ])('%s → %s', (label, kind) => {
    expect(kindFromTypeLabel(label)).toBe(kind);
  });

  test.each(['', 'number', 'numerical answer', 'multiple', 'code golf', 'description'])('%j is no kind', (label) => {
    expect(kindFromTypeLabel(label)).toBeNull();
  });
});
