import { describe, expect, test } from '@jest/globals';
import type { QuestionTemplate } from '../../generated/contract-types.js';
import { fillPlaceholders, instantiate, TemplateError } from '../template.js';
import { code, multipleChoice, sql } from '../__fixtures__/contents.js';

const template: QuestionTemplate = {
  variables: [
    { name: 'a', type: 'int', min: 2, max: 9 },
    { name: 'b', type: 'float', min: 0, max: 1, decimals: 3 },
    { name: 'unit', type: 'choice', choices: ['cm', 'mm'] },
    { name: 'sum', type: 'expr', expr: 'a * 2 + 0.1 + 0.2' },
  ],
};

describe('instantiate', () => {
  test('no template leaves the question as it is', () => {
    const content = multipleChoice();
    const result = instantiate({ text: 'What is {{a}}?', content, template: null }, 3);
    expect(result).toEqual({ text: 'What is {{a}}?', content, values: {} });
  });

  test('the same seed gives the same variant; seeds give different variants', () => {
    const question = { text: '{{a}} {{b}} {{unit}} {{sum}}', content: multipleChoice(), template };
    expect(instantiate(question, 99)).toEqual(instantiate(question, 99));
    const texts = new Set(Array.from({ length: 30 }, (_, seed) => instantiate(question, seed).text));
    expect(texts.size).toBeGreaterThan(20);
  });

  test('draws every kind of variable within its rules', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { values, text } = instantiate({ text: '{{a}}|{{b}}|{{unit}}|{{sum}}', content: multipleChoice(), template }, seed);
      const a = values.a as number;
      expect(Number.isInteger(a) && a >= 2 && a <= 9).toBe(true);
      expect(values.b).toBeGreaterThanOrEqual(0);
      expect(values.b).toBeLessThanOrEqual(1);
      expect(['cm', 'mm']).toContain(values.unit);
      expect(values.sum).toBe(Math.round((a * 2 + 0.3) * 10) / 10);
      const [aText, bText, unitText, sumText] = text.split('|');
      expect(aText).toBe(String(a));
      expect(bText).toMatch(/^[01]\.\d{3}$/);
      expect(unitText).toBe(values.unit);
      // Float noise (0.1 + 0.2 = 0.30000000000000004) never reaches the text.
      expect(sumText).toBe(`${a * 2}.3`);
    }
  });

  test('replaces placeholders in every string of the content, leaving unknown names', () => {
    const content = code({
      prefix: '# {{a}}',
      sourceTemplate: 'x = {{ a }}',
      referenceSolution: 'print({{a}} * 2)',
      tests: [
        {
          id: 't1',
          name: 'case {{a}}',
          input: '{{a}}',
          expectedOutput: '{{sum}}',
          weight: 100,
          public: true,
          trimWhitespace: true,
          ignoreCase: false,
          anyOrder: false,
          regex: false,
        },
      ],
    });
    const { content: variant, values } = instantiate({ text: '', content, template }, 5);
    if (variant.kind !== 'code') throw new Error('kind changed');
    expect(variant.prefix).toBe(`# ${values.a}`);
    expect(variant.sourceTemplate).toBe(`x = ${values.a}`);
    expect(variant.referenceSolution).toBe(`print(${values.a} * 2)`);
    expect(variant.tests[0]).toMatchObject({ name: `case ${values.a}`, input: `${values.a}`, expectedOutput: `${values.sum}`, weight: 100 });

    const fixture = instantiate({ text: '{{missing}}', content: sql({ hiddenFixture: 'INSERT {{a}} {{nope}}' }), template }, 5);
    expect(fixture.text).toBe('{{missing}}');
    expect(fixture.content).toMatchObject({ hiddenFixture: `INSERT ${values.a} {{nope}}` });
  });

  test('does not change the question it was given', () => {
    const content = multipleChoice({ options: [{ id: 'a', text: '{{a}}', correct: true, penalty: 0 }, { id: 'b', text: 'b', correct: false, penalty: 0 }] });
    instantiate({ text: '', content, template }, 1);
    expect(content.options[0].text).toBe('{{a}}');
  });

  test('a choice that is a number takes part in arithmetic, text does not', () => {
    const numeric = { variables: [{ name: 'n', type: 'choice' as const, choices: ['4'] }, { name: 'm', type: 'expr' as const, expr: 'n * 2' }] };
    expect(instantiate({ text: '{{m}}', content: multipleChoice(), template: numeric }, 0).text).toBe('8');
    const word = { variables: [{ name: 'n', type: 'choice' as const, choices: ['four'] }, { name: 'm', type: 'expr' as const, expr: 'n * 2' }] };
    expect(() => instantiate({ text: '', content: multipleChoice(), template: word }, 0)).toThrow(TemplateError);
  });

  test.each([
    [{ name: 'x', type: 'int' as const, min: 5, max: 1 }, 'min'],
    [{ name: 'x', type: 'int' as const, min: 1.2, max: 1.8 }, 'no integer'],
    [{ name: 'x', type: 'float' as const }, 'min'],
    [{ name: 'x', type: 'choice' as const, choices: [] }, 'no choices'],
    [{ name: 'x', type: 'expr' as const, expr: '1 / 0' }, 'finite'],
    [{ name: 'x', type: 'expr' as const, expr: 'later + 1' }, 'Unknown variable "later"'],
  ])('a broken variable is a TemplateError naming it (%j)', (variable, message) => {
    const broken = { variables: [variable, { name: 'later', type: 'int' as const, min: 1, max: 2 }] };
    let thrown: unknown;
    try {
      instantiate({ text: '', content: multipleChoice(), template: broken }, 0);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TemplateError);
    expect((thrown as TemplateError).variable).toBe('x');
    expect((thrown as TemplateError).message).toContain(message);
  });
});

describe('fillPlaceholders', () => {
  test('replaces known names, with or without spaces, and keeps the rest', () => {
    expect(fillPlaceholders('{{a}}+{{ a }}={{b}} {a} {{ 1x }}', { a: '1' })).toBe('1+1={{b}} {a} {{ 1x }}');
  });

  test('does not read inherited properties as values', () => {
    expect(fillPlaceholders('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });
});

describe('variable names that are also property names', () => {
  test('__proto__ and constructor are ordinary variables', () => {
    const odd = {
      variables: [
        { name: '__proto__', type: 'int' as const, min: 3, max: 3 },
        { name: 'constructor', type: 'expr' as const, expr: '__proto__ * 2' },
      ],
    };
    const result = instantiate({ text: '{{__proto__}} {{constructor}}', content: multipleChoice(), template: odd }, 0);
    expect(result.text).toBe('3 6');
    expect(Object.hasOwn(result.values, '__proto__')).toBe(true);
    expect(result.values.constructor).toBe(6);
  });
});
