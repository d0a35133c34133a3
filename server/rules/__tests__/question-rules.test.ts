import { describe, expect, test } from '@jest/globals';
import type { NumericalContent, QuestionContent, QuestionTemplate } from '../../generated/contract-types.js';
import { instantiate } from '../../grading/template.js';
import { decimalToString, keyValueOf } from '../numbers.js';
import { validateQuestion } from '../question-rules.js';
import { code, codeTest, connected, multipleChoice, ordered, textCompletion } from '../../grading/__fixtures__/contents.js';

const numerical = (overrides: Partial<NumericalContent> = {}): NumericalContent => ({
  kind: 'numerical',
  answers: [{ value: '9.81', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100 }],
  units: [{ name: 'm/s²', multiplier: 1 }],
  unitHandling: 'optional',
  unitPenalty: 0,
  ...overrides,
});

const check = (content: QuestionContent, template: QuestionTemplate | null = null) =>
  validateQuestion({ text: 'Question', content, template });

describe('validateQuestion', () => {
  test('valid questions of every kind give no problems', () => {
    const valid: QuestionContent[] = [
      multipleChoice(),
      { kind: 'true-false', correct: false },
      { kind: 'free-text', modelAnswer: null, maxLength: null },
      code(),
      { kind: 'sql', fixture: '', hiddenFixture: '', referenceSolution: 'SELECT 1', orderMatters: false, columnNames: 'ignore' },
      { kind: 'json', reference: '{"a": [1, 2]}', compare: 'deep' },
      ordered(),
      connected(),
      textCompletion(),
      { kind: 'diagram', grading: 'manual', reference: null },
      { kind: 'scale', labels: [{ value: 1, label: 'Low' }, { value: 5, label: 'High' }], correctValue: 5 },
      numerical(),
      { kind: 'complex', subquestions: [{ id: 's1', text: 'One', weight: 1, content: multipleChoice() }, { id: 's2', text: 'Two', weight: 2, content: code() }] },
    ];
    for (const content of valid) expect(check(content)).toEqual([]);
  });

  test('ids must be unique within their list', () => {
    const content = multipleChoice();
    content.options[2].id = 'a';
    expect(check(content)).toEqual([{ path: 'content/options/2/id', message: 'repeats the id a' }]);
    const elements = ordered();
    elements.elements[3].id = 'e1';
    expect(check(elements)).toEqual([{ path: 'content/elements/3/id', message: 'repeats the id e1' }]);
  });

  test('multiple choice needs a correct option, and only one for radio buttons', () => {
    const none = multipleChoice({ options: multipleChoice().options.map((option) => ({ ...option, correct: false })) });
    expect(check(none)).toEqual([{ path: 'content/options', message: 'needs at least one correct option' }]);
    expect(check(multipleChoice({ multipleCorrect: false }))).toEqual([
      { path: 'content/options', message: 'must have exactly one correct option unless several may be correct' },
    ]);
  });

  test('connected pairs name existing elements, once', () => {
    const content = connected();
    content.pairs.push({ leftId: 'xx', rightId: 'german' }, { leftId: 'fr', rightId: 'yy' }, { leftId: 'fr', rightId: 'french' });
    expect(check(content)).toEqual([
      { path: 'content/pairs/5/leftId', message: 'names no left element (xx)' },
      { path: 'content/pairs/6/rightId', message: 'names no right element (yy)' },
      { path: 'content/pairs/7', message: 'repeats a pair' },
    ]);
  });

  test('one right item per left item unless the question says several', () => {
    expect(check({ ...connected(), multiple: true })).toEqual([]);
    expect(check({ ...connected(), multiple: false })).toEqual([
      { path: 'content/pairs/3', message: 'connects ch a second time, but each left item has one right item' },
      { path: 'content/pairs/4', message: 'connects ch a second time, but each left item has one right item' },
    ]);
    const single = { ...connected(), multiple: false, pairs: connected().pairs.filter((pair) => pair.leftId !== 'ch') };
    expect(check(single)).toEqual([]);
  });

  test('gap markers match the gaps, and a drop-down offers an accepted answer', () => {
    const content = textCompletion();
    content.gapText = 'The [[1]] is [[3]].';
    content.gaps[1].options = ['Spain', 'Italy'];
    expect(check(content)).toEqual([
      { path: 'content/gapText', message: 'must mark the gaps [[1]] to [[2]] once each, in order (found [[1]] [[3]])' },
      { path: 'content/gaps/1/options', message: 'must include an accepted answer worth 100 %' },
    ]);
    expect(check({ ...textCompletion(), gapText: 'no gaps' })[0].message).toContain('(found none)');
    expect(check({ ...textCompletion(), gapText: '[[1]] [[2]] [[2]]' })).toHaveLength(1);
    const [one] = textCompletion().gaps;
    expect(check({ ...textCompletion(), gapText: 'x', gaps: [one] })[0].message).toBe('must mark the gap [[1]] once (found none)');
    expect(check({ ...textCompletion(), gapText: '[[1]]', gaps: [] })[0].message).toBe('must mark no gap markers, as there are no gaps (found [[1]])');
  });

  test('a drop-down option matches an accepted answer after whitespace and case normalisation', () => {
    const content = textCompletion();
    content.gaps[0].options = ['  paris ', 'Rome'];
    expect(check(content)).toEqual([]);
  });

  test('the JSON reference must parse', () => {
    expect(check({ kind: 'json', reference: '{"a": 1,}', compare: 'strict' })).toEqual([
      { path: 'content/reference', message: 'Not valid JSON at line 1, column 9: expected a property name in double quotes, found "}"' },
    ]);
  });

  test('scale values are unique and the correct value is one of them', () => {
    const labels = [{ value: 1, label: 'a' }, { value: 1, label: 'b' }];
    expect(check({ kind: 'scale', labels, correctValue: 3 })).toEqual([
      { path: 'content/labels/1/value', message: 'repeats the value 1' },
      { path: 'content/correctValue', message: "must be one of the labels' values" },
    ]);
    expect(check({ kind: 'scale', labels: [{ value: 1, label: 'a' }, { value: 2, label: 'b' }], correctValue: null })).toEqual([]);
  });

  test('code test weights add up to 100 within 0.01', () => {
    const thirds = code({ tests: ['a', 'b', 'c'].map((id) => codeTest({ id, weight: 33.333 })) });
    expect(check(thirds)).toEqual([]);
    const short = code({ tests: [codeTest({ id: 'a', weight: 50 }), codeTest({ id: 'a', weight: 30 })] });
    expect(check(short)).toEqual([
      { path: 'content/tests/1/id', message: 'repeats the id a' },
      { path: 'content/tests', message: 'test weights must add up to 100, not 80' },
    ]);
  });

  test('a compared diagram needs a reference whose edges join its nodes', () => {
    expect(check({ kind: 'diagram', grading: 'compare', reference: null })).toEqual([
      { path: 'content/reference', message: 'is needed to grade by comparison' },
    ]);
    const reference = { nodes: [{ id: 'n1', label: 'A' }, { id: 'n1', label: 'B' }], edges: [{ from: 'n1', to: 'n9', label: '' }] };
    expect(check({ kind: 'diagram', grading: 'compare', reference })).toEqual([
      { path: 'content/reference/nodes/1/id', message: 'repeats the id n1' },
      { path: 'content/reference/edges/0/to', message: 'names no node (n9)' },
    ]);
    expect(check({ kind: 'diagram', grading: 'compare', reference: { nodes: [], edges: [] } })).toEqual([
      { path: 'content/reference/nodes', message: 'needs at least one node to grade by comparison' },
    ]);
  });

  test('complex: unique sub-question ids, no nested complex, parts checked at their path', () => {
    const content = {
      kind: 'complex',
      subquestions: [
        { id: 's1', text: '', weight: 1, content: multipleChoice({ multipleCorrect: false }) },
        { id: 's1', text: '', weight: 1, content: { kind: 'complex', subquestions: [] } },
      ],
    } as unknown as QuestionContent;
    expect(check(content)).toEqual([
      { path: 'content/subquestions/1/id', message: 'repeats the id s1' },
      { path: 'content/subquestions/0/content/options', message: 'must have exactly one correct option unless several may be correct' },
      { path: 'content/subquestions/1/content', message: 'cannot be complex inside a complex question' },
    ]);
  });

  test('template variables: unique names, ranges, choices, expressions over earlier names', () => {
    const template: QuestionTemplate = {
      variables: [
        { name: 'a', type: 'int', min: 1, max: 5 },
        { name: 'a', type: 'float', min: 3, max: 2 },
        { name: 'c', type: 'choice', choices: [] },
        { name: 'd', type: 'expr', expr: 'a + e' },
        { name: 'e', type: 'int' },
        { name: 'f', type: 'expr', expr: 'a +' },
        { name: 'g', type: 'expr' },
        { name: 'h', type: 'int', min: 0.2, max: 0.8 },
      ],
    };
    expect(check(multipleChoice(), template)).toEqual([
      { path: 'template/variables/1/name', message: 'repeats the variable name a' },
      { path: 'template/variables/1/max', message: 'must not be below min' },
      { path: 'template/variables/2/choices', message: 'needs at least one choice' },
      { path: 'template/variables/3/expr', message: 'Unknown variable "e" at 5' },
      { path: 'template/variables/4/min', message: 'is needed' },
      { path: 'template/variables/4/max', message: 'is needed' },
      { path: 'template/variables/5/expr', message: 'Unexpected end of the expression' },
      { path: 'template/variables/6/expr', message: 'is needed' },
      { path: 'template/variables/7/max', message: 'leaves no integer between min and max' },
    ]);
  });

  test('numerical: keys are numbers or formulas, one is worth 100 %, significant figures are whole, units unique with a base', () => {
    expect(check(numerical({
      answers: [
        { value: 'g', tolerance: 0, toleranceKind: 'absolute', fraction: 50 },
        { value: '9.8', tolerance: 2.5, toleranceKind: 'significant-figures', fraction: 20 },
        { value: '2 * 4.9', tolerance: 0, toleranceKind: 'relative', fraction: 10 },
      ],
      units: [{ name: 'cm/s²', multiplier: 100 }, { name: 'cm/s²', multiplier: 100 }],
    }))).toEqual([
      { path: 'content/answers/0/value', message: 'is neither a number nor a formula (Unknown variable "g" at 1)' },
      { path: 'content/answers/1/tolerance', message: 'must be a whole number of significant figures from 1 to 15' },
      { path: 'content/answers', message: 'needs an answer worth 100 %' },
      { path: 'content/units/1/name', message: 'repeats the unit cm/s²' },
      { path: 'content/units', message: 'needs the base unit (multiplier 1), in which the answers are written' },
    ]);
    expect(check(numerical({ units: [] }))).toEqual([{ path: 'content/units', message: 'needs at least one unit when answers may have units' }]);
    expect(check(numerical({ units: [], unitHandling: 'none' }))).toEqual([]);
  });

  test('text gaps need an answer (with a percent each when given, one worth 100); a number gap has keys and nothing else', () => {
    expect(check({
      kind: 'text-completion',
      gapText: '[[1]] [[2]] [[3]] [[4]]',
      gaps: [
        { answers: [], caseSensitive: false, options: [] },
        { answers: ['a', 'b'], fractions: [50], caseSensitive: false, options: [] },
        { answers: ['a', 'b'], fractions: [50, 20], caseSensitive: false, options: [] },
        { answers: ['x'], caseSensitive: false, options: [], numerical: { answers: [{ value: 'y', tolerance: 0, toleranceKind: 'absolute', fraction: 50 }] } },
      ],
    })).toEqual([
      { path: 'content/gaps/0/answers', message: 'needs an accepted answer' },
      { path: 'content/gaps/1/fractions', message: 'must give one percent for each accepted answer' },
      { path: 'content/gaps/2/fractions', message: 'needs an answer worth 100 %' },
      { path: 'content/gaps/3', message: 'takes a number: it has no text answers and no drop-down' },
      { path: 'content/gaps/3/numerical/answers/0/value', message: 'is neither a number nor a formula (Unknown variable "y" at 1)' },
      { path: 'content/gaps/3/numerical/answers', message: 'needs an answer worth 100 %' },
    ]);
  });

  test('a calculated key is computed for many variants: a value that is not a number in one of them is reported', () => {
    const template: QuestionTemplate = { variables: [{ name: 'c', type: 'choice', choices: ['2', '3', '4', 'two'] }] };
    const problems = check(numerical({ unitHandling: 'none', units: [], answers: [{ value: '{{c}} * 3', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] }), template);
    expect(problems).toEqual([{ path: 'content/answers/0/value', message: expect.stringMatching(/^for the variant \(two\) \* 3 is neither a number nor a formula/) }]);
  });

  test('a pasted negative value keeps its sign in a formula', () => {
    const template: QuestionTemplate = { variables: [{ name: 'a', type: 'int', min: -5, max: -1 }] };
    const content = numerical({ unitHandling: 'none', units: [], answers: [{ value: '{{a}} ** 2', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] });
    expect(check(content, template)).toEqual([]);
    for (let seed = 0; seed < 10; seed += 1) {
      const variant = instantiate({ text: '', content, template }, seed).content;
      if (variant.kind !== 'numerical') throw new Error('fixture');
      const value = keyValueOf(variant.answers[0].value);
      expect(value.ok && Number(decimalToString(value.value))).toBeGreaterThan(0);
    }
  });

  test('a calculated key: a formula over the template\'s values, checked as a variant', () => {
    const template: QuestionTemplate = { variables: [{ name: 'a', type: 'int', min: 2, max: 5 }] };
    const calculated = numerical({ answers: [{ value: '{{a}} * 9.81', tolerance: 0.01, toleranceKind: 'relative', fraction: 100 }] });
    expect(check(calculated, template)).toEqual([]);
    expect(check(calculated, null)).toHaveLength(1);
  });

  test('templated content is checked as a variant, so placeholders in JSON are fine', () => {
    const template: QuestionTemplate = { variables: [{ name: 'n', type: 'int', min: 1, max: 3 }] };
    expect(check({ kind: 'json', reference: '{"n": {{n}}}', compare: 'strict' }, template)).toEqual([]);
    expect(check({ kind: 'json', reference: '{"n": {{n}}}', compare: 'strict' }, null)).toHaveLength(1);
  });

  test('a template that parses but cannot be evaluated is reported at its variable', () => {
    const template: QuestionTemplate = { variables: [{ name: 'z', type: 'int', min: 0, max: 0 }, { name: 'q', type: 'expr', expr: '1 / z' }] };
    expect(check(multipleChoice(), template)).toEqual([
      { path: 'template/variables/1', message: 'The expression of "q": The expression does not give a finite number' },
    ]);
  });
});
