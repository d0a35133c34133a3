import { describe, expect, test } from '@jest/globals';
import type { ConnectedElementsContent, QuestionContent, QuestionKind, QuestionView, SubQuestionViewBody } from '../../generated/contract-types.js';
import { toView } from '../view.js';
import { code, codeTest, connected, multipleChoice, ordered, sql, textCompletion } from '../__fixtures__/contents.js';

const question = (content: QuestionContent, overrides: Partial<Parameters<typeof toView>[0]> = {}) => ({
  id: 7,
  version: 2,
  kind: content.kind as QuestionKind,
  title: 'Title',
  text: 'Text',
  content,
  template: null,
  timeLimitSeconds: 60,
  ...overrides,
});

/** Every secret a content can hold, each marked with a canary string a view must never contain. */
const secretContents: QuestionContent[] = [
  multipleChoice({
    options: [
      { id: 'a', text: 'A', correct: true, penalty: 31.4159 },
      { id: 'b', text: 'B', correct: false, penalty: 27.1828 },
    ],
  }),
  { kind: 'true-false', correct: true },
  { kind: 'free-text', modelAnswer: 'CANARY-MODEL-ANSWER', maxLength: 500 },
  code({
    prefix: 'CANARY-PREFIX',
    suffix: 'CANARY-SUFFIX',
    referenceSolution: 'CANARY-CODE-REFERENCE',
    memoryLimitMb: 77,
    tests: [
      codeTest({ id: 'shown', input: 'public-in', expectedOutput: 'public-out', weight: 10 }),
      codeTest({ id: 'CANARYHIDDENID', name: 'CANARY-HIDDEN-NAME', input: 'CANARY-HIDDEN-INPUT', expectedOutput: 'CANARY-HIDDEN-OUTPUT', weight: 90, public: false }),
    ],
  }),
  sql({ hiddenFixture: 'CANARY-HIDDEN-FIXTURE', referenceSolution: 'CANARY-SQL-REFERENCE' }),
  { kind: 'json', reference: '{"CANARY-JSON-REFERENCE": 1}', compare: 'strict' },
  connected(),
  { ...textCompletion(), gaps: [{ answers: ['CANARY-GAP-ANSWER'], caseSensitive: false, options: [] }, { answers: ['CANARY-GAP-TWO'], caseSensitive: true, options: ['CANARY-GAP-TWO', 'other'] }] },
  { kind: 'diagram', grading: 'compare', reference: { nodes: [{ id: 'n', label: 'CANARY-DIAGRAM-NODE' }], edges: [] } },
  { kind: 'scale', labels: [{ value: 1, label: 'low' }, { value: 2, label: 'high' }], correctValue: 2 },
  {
    kind: 'numerical',
    answers: [{ value: '314159.26', tolerance: 0.0271828, toleranceKind: 'relative', fraction: 100 }],
    units: [{ name: 'km', multiplier: 1 }, { name: 'm', multiplier: 1618.033 }],
    unitHandling: 'penalty',
    unitPenalty: 14.142,
  },
];

const forbidden = [
  'CANARY-MODEL-ANSWER',
  'CANARY-PREFIX',
  'CANARY-SUFFIX',
  'CANARY-CODE-REFERENCE',
  'CANARYHIDDENID',
  'CANARY-HIDDEN',
  'CANARY-SQL-REFERENCE',
  'CANARY-JSON-REFERENCE',
  'CANARY-GAP-ANSWER',
  'CANARY-DIAGRAM-NODE',
  '31.4159',
  '27.1828',
  '"correct"',
  '"penalty":', // the field (a numerical view's unitHandling may be the value "penalty")
  'correctValue',
  '"pairs"',
  'memoryLimitMb',
  'modelAnswer',
  '314159',
  '0.0271828',
  '1618.033',
  '14.142',
  'tolerance',
  'multiplier',
  'unitPenalty',
];

const serialised = (view: QuestionView) => JSON.stringify(view);

describe('toView never reveals a secret', () => {
  test.each(secretContents.map((content) => [content.kind, content] as const))('%s', (_kind, content) => {
    const text = serialised(toView(question(content), 12345));
    for (const canary of forbidden) expect(text).not.toContain(canary);
  });

  test('complex: every part projected the same way', () => {
    const content: QuestionContent = {
      kind: 'complex',
      subquestions: secretContents
        .filter((part) => part.kind !== 'complex')
        .map((part, index) => ({ id: `p${index}`, text: `Part ${index}`, weight: 1, content: part as never })),
    };
    const view = toView(question(content), 3);
    const text = serialised(view);
    for (const canary of forbidden) expect(text).not.toContain(canary);
    if (view.body.kind !== 'complex') throw new Error('not complex');
    expect(view.body.subquestions.map((part) => part.body.kind)).toEqual(secretContents.map((part) => part.kind));
    expect(view.body.subquestions[0]).toMatchObject({ id: 'p0', text: 'Part 0', weight: 1 });
  });

  test('templated secrets stay secret after instantiation', () => {
    const content = code({ referenceSolution: 'print({{n}})', tests: [codeTest({ id: 't', input: '{{n}}', expectedOutput: 'CANARY-{{n}}', weight: 100, public: false })] });
    const view = toView(question(content, { template: { variables: [{ name: 'n', type: 'int', min: 5, max: 5 }] } }), 1);
    expect(serialised(view)).not.toContain('CANARY');
    expect(serialised(view)).not.toContain('print(5)');
  });
});

describe('toView shows what a student needs', () => {
  const bodyOf = (content: QuestionContent, seed = 1): SubQuestionViewBody => toView(question(content), seed).body as SubQuestionViewBody;

  test('the frame: id, version, title, the variant\'s text, seed and time limit', () => {
    const view = toView(
      question({ kind: 'true-false', correct: true }, { text: 'Is {{n}} even?', template: { variables: [{ name: 'n', type: 'int', min: 4, max: 4 }] } }),
      99,
    );
    expect(view).toEqual({ questionId: 7, version: 2, kind: 'true-false', title: 'Title', text: 'Is 4 even?', seed: 99, timeLimitSeconds: 60, body: { kind: 'true-false' } });
  });

  test('code: the template, limits, public tests and how many are hidden', () => {
    expect(bodyOf(secretContents[3])).toEqual({
      kind: 'code',
      language: 'python',
      sourceTemplate: 'def double(x):\n    pass\n',
      timeLimitMs: 1000,
      publicTests: [{ id: 'shown', name: 'shown', input: 'public-in', expectedOutput: 'public-out' }],
      hiddenTestCount: 1,
    });
  });

  test('sql: the visible fixture only', () => {
    expect(bodyOf(sql())).toEqual({ kind: 'sql', fixture: sql().fixture });
  });

  test('free text, scale, json, diagram', () => {
    expect(bodyOf(secretContents[2])).toEqual({ kind: 'free-text', maxLength: 500 });
    expect(bodyOf(secretContents[9])).toEqual({ kind: 'scale', labels: [{ value: 1, label: 'low' }, { value: 2, label: 'high' }] });
    expect(bodyOf(secretContents[5])).toEqual({ kind: 'json' });
    expect(bodyOf(secretContents[8])).toEqual({ kind: 'diagram' });
  });

  test('multiple choice: shuffled by the seed only when asked', () => {
    const many = multipleChoice({
      options: 'abcdefgh'.split('').map((id) => ({ id, text: id.toUpperCase(), correct: id === 'a', penalty: 0 })),
    });
    const plain = bodyOf(many);
    expect(plain).toEqual({ kind: 'multiple-choice', multipleCorrect: true, options: many.options.map(({ id, text }) => ({ id, text })) });
    const shuffled = { ...many, shuffle: true };
    const orders = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(bodyOf(shuffled, seed))));
    expect(orders.size).toBeGreaterThan(5);
    expect(bodyOf(shuffled, 4)).toEqual(bodyOf(shuffled, 4));
  });

  test('ordered elements are never shown in the key\'s order', () => {
    const two = { kind: 'ordered-elements' as const, elements: ordered().elements.slice(0, 2) };
    for (let seed = 0; seed < 100; seed += 1) {
      for (const content of [two, ordered()]) {
        const body = bodyOf(content, seed);
        if (body.kind !== 'ordered-elements') throw new Error('kind');
        expect(body.elements.map((element) => element.id)).not.toEqual(content.elements.map((element) => element.id));
        expect([...body.elements].sort((x, y) => x.id.localeCompare(y.id))).toEqual(content.elements);
      }
    }
    expect(bodyOf(ordered(), 8)).toEqual(bodyOf(ordered(), 8));
  });

  test('connected elements: left in order, right shuffled by the seed', () => {
    const content = connected();
    const body = bodyOf(content, 2);
    if (body.kind !== 'connected-elements') throw new Error('kind');
    expect(body.left).toEqual(content.left);
    expect([...body.right].sort((x, y) => x.id.localeCompare(y.id))).toEqual([...content.right].sort((x, y) => x.id.localeCompare(y.id)));
    const orders = new Set(Array.from({ length: 12 }, (_, seed) => JSON.stringify(bodyOf(content, seed))));
    expect(orders.size).toBeGreaterThan(2);
  });

  test('connected elements say whether a left item takes several right items: the author\'s flag, else the key', () => {
    const several = (content: ConnectedElementsContent) => {
      const body = bodyOf(content, 1);
      if (body.kind !== 'connected-elements') throw new Error('kind');
      return body.multiple;
    };
    const onePerLeft = { ...connected(), pairs: connected().pairs.filter((pair) => pair.leftId !== 'ch') };
    expect(several(connected())).toBe(true);
    expect(several(onePerLeft)).toBe(false);
    expect(several({ ...onePerLeft, multiple: true })).toBe(true);
    expect(several({ ...connected(), multiple: false })).toBe(false);
  });

  test('text completion: the gap text, typed gaps empty, drop-down options shuffled', () => {
    const body = bodyOf(textCompletion(), 5);
    if (body.kind !== 'text-completion') throw new Error('kind');
    expect(body.gapText).toBe('The [[1]] is the capital of [[2]].');
    expect(body.gaps[0]).toEqual({ options: [] });
    expect([...body.gaps[1].options].sort()).toEqual(['France', 'Italy', 'Spain']);
    const orders = new Set(Array.from({ length: 12 }, (_, seed) => JSON.stringify(bodyOf(textCompletion(), seed))));
    expect(orders.size).toBeGreaterThan(2);
  });

  test('text completion: a number gap says so and has no options; weights only when gaps differ', () => {
    const content: QuestionContent = {
      kind: 'text-completion',
      gapText: '[[1]] [[2]]',
      gaps: [
        { answers: ['a'], caseSensitive: false, options: [], weight: 2 },
        { answers: [], caseSensitive: false, options: [], numerical: { answers: [{ value: '42.125', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] } },
      ],
    };
    expect(toView(question(content), 1).body).toEqual({ kind: 'text-completion', gapText: '[[1]] [[2]]', gaps: [{ options: [], weight: 2 }, { options: [], numerical: true, weight: 1 }] });
    expect(JSON.stringify(toView(question(content), 1))).not.toContain('42.125');
    const even = { ...content, gaps: content.gaps.map((gap) => ({ ...gap, weight: 1 })) };
    expect(toView(question(even), 1).body).toMatchObject({ gaps: [{ options: [] }, { options: [], numerical: true }] });
    expect(JSON.stringify(toView(question(even), 1).body)).not.toContain('weight');
  });

  test('numerical: how units are handled and their names, no keys or multipliers', () => {
    const content: QuestionContent = {
      kind: 'numerical',
      answers: [{ value: '2.5', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }],
      units: [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }],
      unitHandling: 'required',
      unitPenalty: 0,
    };
    expect(toView(question(content), 1).body).toEqual({ kind: 'numerical', unitHandling: 'required', units: ['m', 'cm'], baseUnit: 'm' });
    expect(toView(question({ ...content, unitHandling: 'none' }), 1).body).toEqual({ kind: 'numerical', unitHandling: 'none', units: [], baseUnit: null });
  });

  test('a view is built from allowed fields only, even when content carries extra ones', () => {
    const content = { ...multipleChoice(), secretNote: 'CANARY-EXTRA', options: multipleChoice().options.map((option) => ({ ...option, explanation: 'CANARY-EXTRA' })) };
    expect(serialised(toView(question(content as QuestionContent), 1))).not.toContain('CANARY-EXTRA');
  });
});
