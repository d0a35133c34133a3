import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { QuestionContent } from '../../../generated/contract-types.js';
import { DEFAULT_SCORES, gradeAnswer, validateQuestion } from '../../../grading/index.js';
import { multipleChoiceFraction } from '../../../grading/scores.js';
import { instantiate } from '../../../grading/template.js';
import { decimalToString, keyValueOf } from '../../../rules/numbers.js';
import { parseCloze } from '../cloze.js';
import { resolveImageTokens } from '../html.js';
import { planImport, type QuestionCheck } from '../map.js';
import { parseMoodleXml } from '../moodle-xml.js';
import { MalformedImportError } from '../source.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const check: QuestionCheck = (input) => (validateQuestion(input).length === 0 ? null : 'invalid');

const plan = planImport(parseMoodleXml(fixture('databases.xml')), check);
const byName = (name: string) => {
  const question = plan.questions.find((candidate) => candidate.item.name === name);
  if (!question) throw new Error(`no question ${name}`);
  return question;
};

describe('Moodle XML import', () => {
  test('categories are not questions; each question reports the category above it', () => {
    expect(plan.total).toBe(13);
    expect(plan.questions.map((question) => question.item.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(byName('Primary key').item.category).toBe('Databases/SQL');
    expect(byName('Join kinds').item.category).toBe('Databases/Design');
    expect(plan.importable + plan.skipped).toBe(plan.total);
  });

  test('single-answer multiple choice keeps partial credit exactly through the penalties', () => {
    const { input, item } = byName('Primary key');
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.multipleCorrect).toBe(false);
    expect(input.content.shuffle).toBe(false);
    expect(input.content.options.map((option) => option.text)).toEqual(['It is unique and not NULL', 'It is unique', 'It may repeat']);
    const score = (choice: string) => multipleChoiceFraction(input.content.kind === 'multiple-choice' ? input.content.options : [], [choice]);
    expect([score('a'), score('b'), score('c')]).toEqual([1, 0.5, 0]);
    expect(input.tags).toEqual(['keys', 'relational model']);
    // The general feedback is the students' (in their review), no longer the staff comment; the option's is its own.
    expect(input.comment).toBeNull();
    expect(input.feedback).toEqual({ general: 'A key identifies a row.', correct: '', partial: '', incorrect: '' });
    expect(input.content.options.map((option) => option.feedback)).toEqual(['Right.', undefined, undefined]);
    expect(item.warnings).toEqual(['1 embedded image becomes an attachment of the course.']);
  });

  test('an embedded image becomes a pending attachment referenced from the text', () => {
    const { input, images, item } = byName('Primary key');
    expect(images).toHaveLength(1);
    expect(item.warnings).toContain('1 embedded image becomes an attachment of the course.');
    expect(images[0]).toMatchObject({ fileName: 'er diagram.png', mediaType: 'image/png' });
    expect(input?.text).toBe(`Which statement about a **primary key** is true?\n\n![ER](attachment:${images[0].token})`);
    expect(resolveImageTokens(input?.text ?? '', new Map([[images[0].token, 42]]))).toContain('![ER](attachment:42)');
  });

  test('multiple answers: positive grades are the correct options, negative grades their penalties', () => {
    const { input, item } = byName('Aggregate functions');
    if (input?.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(input.content.multipleCorrect).toBe(true);
    expect(input.content.options.map(({ correct, penalty }) => [correct, penalty])).toEqual([
      [true, 50],
      [true, 50],
      [false, 50],
      // The question has negative grades, so a 0 % option is meant to cost nothing, as in Moodle.
      [false, 0],
    ]);
    expect(item.warnings).toEqual([]);
    expect(input.text).toBe('Which of these are **aggregate** functions?');
  });

  test('true/false takes the fully correct answer; each answer’s feedback is what a student who gave it reads', () => {
    const { input, item } = byName('NULL comparison');
    expect(input?.content).toEqual({ kind: 'true-false', correct: false, trueFeedback: 'It is UNKNOWN.' });
    expect(input?.feedback).toBeNull();
    expect(item.warnings).toEqual([]);
  });

  test('short answer: one gap where the underscores were, partial credit kept, case from usecase', () => {
    const { input, item } = byName('Keyword for sorting');
    expect(input?.text).toBe('');
    // The catch-all * worth 0 % only carried feedback: any other answer is wrong here too.
    expect(input?.content).toEqual({
      kind: 'text-completion',
      gapText: 'Rows are sorted with the clause [[1]] BY.',
      gaps: [{ answers: ['ORDER', 'SORT'], fractions: [100, 50], caseSensitive: true, options: [] }],
    });
    expect(item.warnings).toEqual(['Feedback on 1 answer was left out: a gap has no feedback per accepted answer.']);
  });

  test('a wildcard in a correct answer is skipped with its reason', () => {
    expect(byName('Pattern answer').item).toMatchObject({ status: 'skip', kind: 'text-completion', reason: expect.stringContaining('* wildcard') });
  });

  test('numerical: the answers become keys with their absolute tolerance', () => {
    // Without a blank in the text the answer box follows the text, as in Moodle.
    expect(byName('Normal forms').input).toMatchObject({
      text: 'How many normal forms up to BCNF are there (counting BCNF)?',
      content: { kind: 'numerical', answers: [{ value: '4', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }], units: [], unitHandling: 'none' },
    });
    expect(byName('Selectivity').input?.content).toMatchObject({ answers: [{ value: '0.25', tolerance: 0.05, toleranceKind: 'absolute' }] });
  });

  test('essay: grader information is the model answer; the template is a warning', () => {
    const { input, item } = byName('Normalisation essay');
    expect(input?.content).toEqual({ kind: 'free-text', modelAnswer: 'Redundancy, update anomalies.', maxLength: null });
    expect(item.warnings).toEqual([expect.stringContaining('response template')]);
  });

  test('matching: a subquestion without text is an extra answer', () => {
    const { input } = byName('Join kinds');
    expect(input?.content).toEqual({
      kind: 'connected-elements',
      // Moodle's matching gives each item exactly one answer.
      multiple: false,
      left: [
        { id: 'l1', text: 'INNER JOIN' },
        { id: 'l2', text: 'LEFT JOIN' },
        { id: 'l3', text: 'CROSS JOIN' },
      ],
      right: [
        { id: 'r1', text: 'matching rows only' },
        { id: 'r2', text: 'all rows of the left table' },
        { id: 'r3', text: 'every combination' },
        { id: 'r4', text: 'no rows at all' },
      ],
      pairs: [
        { leftId: 'l1', rightId: 'r1' },
        { leftId: 'l2', rightId: 'r2' },
        { leftId: 'l3', rightId: 'r3' },
      ],
    });
  });

  test.each([
    ['Section intro', 'description', null, 'a description has no answer to grade'],
    ['Cloze', 'cloze', 'text-completion', 'gap 1: the correct answer “*” uses the * wildcard, which gaps do not support'],
    ['Drag words', 'ddwtos', 'text-completion', 'the gap [[1]] names no choice (there are 0)'],
  ])('%s (%s) is skipped with its reason', (name, sourceType, kind, reason) => {
    expect(byName(name).item).toMatchObject({ sourceType, status: 'skip', reason, kind });
    expect(byName(name).input).toBeNull();
  });

  test('a calculated question without answers or wildcards is skipped as a numerical one without answers', () => {
    expect(byName('Calculated').item).toMatchObject({ sourceType: 'calculatedsimple', status: 'skip', kind: 'numerical', reason: 'it has no numerical answer' });
  });

  test('every imported question passes the bank’s validation', () => {
    for (const question of plan.questions) {
      if (question.input) expect(validateQuestion(question.input)).toEqual([]);
    }
  });

  test('a question the bank refuses is skipped with the check’s message', () => {
    const refusing = planImport(parseMoodleXml(fixture('databases.xml')), (input) => (input.content.kind === 'true-false' ? 'no true/false today' : null));
    expect(refusing.questions.find((question) => question.item.name === 'NULL comparison')?.item).toMatchObject({
      status: 'skip',
      reason: 'no true/false today',
    });
    expect(refusing.skipped).toBe(plan.skipped + 1);
  });

  test('character references outside CDATA are decoded, CDATA is taken as written', () => {
    const [question] = parseMoodleXml(
      '<quiz><question type="essay"><name><text>Codd&#039;s rules &amp; joins</text></name>' +
        '<questiontext format="html"><text><![CDATA[<p>R &amp; S</p>]]></text></questiontext></question></quiz>',
    );
    expect(question.name).toBe("Codd's rules & joins");
    expect(question.text.text).toBe('<p>R &amp; S</p>');
  });

  test('a malformed file is refused with the line and column', () => {
    expect(() => parseMoodleXml(fixture('malformed.xml'))).toThrow(MalformedImportError);
    expect(() => parseMoodleXml(fixture('malformed.xml'))).toThrow(/line 5, column \d+/);
    expect(() => parseMoodleXml('<questions></questions>')).toThrow(/not <quiz>/);
  });
});

describe('Moodle XML numerical import', () => {
  const numericalPlan = planImport(parseMoodleXml(fixture('numerical.xml')), check);
  const question = (name: string) => {
    const found = numericalPlan.questions.find((candidate) => candidate.item.name === name);
    if (!found) throw new Error(`no question ${name}`);
    return found;
  };
  const content = (name: string) => {
    const found = question(name);
    if (found.input?.content.kind !== 'numerical') throw new Error(`${name} is not an imported numerical question: ${found.item.reason}`);
    return found.input.content;
  };
  /** What the bank's grader gives a typed answer (and a chosen unit), 0–1. */
  const grade = async (of: QuestionContent, value: string, unit: string | null = null) =>
    (await gradeAnswer(of, { kind: 'numerical', value, unit }, DEFAULT_SCORES)).fraction;

  test('every numerical question is the numerical kind; the category applies', () => {
    expect(numericalPlan.total).toBe(14);
    for (const { item } of numericalPlan.questions) expect(item).toMatchObject({ sourceType: 'numerical', kind: 'numerical', category: 'Physics/Numbers' });
    for (const { input } of numericalPlan.questions) if (input) expect(validateQuestion(input)).toEqual([]);
  });

  test('units keep Moodle’s multipliers (how many make one base unit); unitgradingtype 0 makes them optional', async () => {
    const table = content('Table length');
    expect(table).toEqual({
      kind: 'numerical',
      answers: [{ value: '1.5', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100, feedback: 'Right.' }],
      units: [
        { name: 'm', multiplier: 1 },
        { name: 'cm', multiplier: 100 },
        { name: 'mm', multiplier: 1000 },
        { name: 'km', multiplier: 0.001 },
      ],
      unitHandling: 'optional',
      unitPenalty: 0,
    });
    // The tolerance is in the base unit, as in Moodle: 1.5 m ± 1 cm, whichever unit the answer is in.
    expect(await grade(table, '1.5')).toBe(1);
    expect(await grade(table, '150.9 cm')).toBe(1);
    expect(await grade(table, '1510', 'mm')).toBe(1);
    expect(await grade(table, '0.0015 km')).toBe(1);
    expect(await grade(table, '152 cm')).toBe(0);
    expect(question('Table length').item.warnings).toEqual([
      expect.stringContaining('Units stay optional, but a number followed by a unit the question does not list'),
    ]);
  });

  test('unitgradingtype 1: a missing or unknown unit costs the penalty of the answer’s grade', async () => {
    const speed = content('Speed with penalty');
    expect(speed).toMatchObject({
      units: [
        { name: 'km/h', multiplier: 1 },
        { name: 'm/s', multiplier: 0.2777778 },
      ],
      unitHandling: 'penalty',
      unitPenalty: 10,
    });
    expect(await grade(speed, '60', 'km/h')).toBe(1);
    expect(await grade(speed, '16.67 m/s')).toBe(1);
    expect(await grade(speed, '60')).toBe(0.9);
    expect(question('Speed with penalty').item.warnings).toEqual([expect.stringContaining('right only without its unit’s conversion')]);
  });

  test('unitgradingtype 2: a penalty too, with a warning where partially correct answers lose less', async () => {
    const mass = content('Mass with penalty of the mark');
    expect(mass).toMatchObject({
      answers: [
        { value: '1', tolerance: 0.005, fraction: 100 },
        { value: '1', tolerance: 0.1, fraction: 50 },
      ],
      unitHandling: 'penalty',
      unitPenalty: 25,
    });
    expect(await grade(mass, '1000 g')).toBe(1);
    expect(await grade(mass, '1')).toBe(0.75);
    // Moodle: 50 % − 25 % of the mark = 25 %; here 50 % less a quarter of it.
    expect(await grade(mass, '1.05')).toBe(0.375);
    expect(question('Mass with penalty of the mark').item.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('Moodle took the unit penalty (25 %) off the question’s mark')]),
    );
  });

  test('a penalty of 100 % is a required unit', async () => {
    const current = content('Unit required');
    expect(current).toMatchObject({ unitHandling: 'required', unitPenalty: 100 });
    expect(await grade(current, '500 mA')).toBe(1);
    expect(await grade(current, '0.5')).toBe(0);
    expect(question('Unit required').item.warnings).toEqual([]);
  });

  test('showunits 3: units are not used; the units listed stay', async () => {
    const seconds = content('Units not used');
    expect(seconds).toMatchObject({ units: [{ name: 's', multiplier: 1 }], unitHandling: 'none', unitPenalty: 0 });
    expect(await grade(seconds, '60')).toBe(1);
  });

  test('a negative answer; a catch-all * worth 0 % only carried feedback and is left out', async () => {
    const celsius = content('Same in Celsius and Fahrenheit');
    expect(celsius).toEqual({
      kind: 'numerical',
      answers: [{ value: '-40', tolerance: 0.5, toleranceKind: 'absolute', fraction: 100 }],
      units: [],
      unitHandling: 'none',
      unitPenalty: 0,
    });
    expect(await grade(celsius, '−40.5')).toBe(1);
    expect(question('Same in Celsius and Fahrenheit').item.warnings).toEqual([
      'The answer * (any other number) only carried feedback and was left out with it: here a number no answer accepts gets no feedback of its own.',
    ]);
  });

  test('zero is a key like any other; an empty answer worth nothing is left out', async () => {
    const zero = content('Zero');
    expect(zero.answers).toEqual([{ value: '0', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }]);
    expect(await grade(zero, '0.0')).toBe(1);
    expect(await grade(zero, '0.001')).toBe(0);
  });

  test('several answers keep their partial credit; where Moodle’s first match differs from the best, a warning', async () => {
    const pi = content('Pi');
    expect(pi.answers).toEqual([
      { value: '3.1', tolerance: 0.1, toleranceKind: 'absolute', fraction: 50 },
      { value: '3.14', tolerance: 0.005, toleranceKind: 'absolute', fraction: 100 },
      { value: '3', tolerance: 0, toleranceKind: 'absolute', fraction: 33.33333 },
    ]);
    expect(await grade(pi, '3.141')).toBe(1);
    expect(await grade(pi, '3.05')).toBe(0.5);
    expect(question('Pi').item.warnings).toEqual([
      'Answers 1 and 2 accept some of the same numbers: Moodle gave those the first one’s 50 %, here the better 100 % counts.',
    ]);
  });

  test('scientific notation and a tiny decimal tolerance are read exactly', async () => {
    const charge = content('Elementary charge');
    expect(charge.answers).toEqual([{ value: '1.602176634e-19', tolerance: 1e-27, toleranceKind: 'absolute', fraction: 100 }]);
    expect(await grade(charge, '1.60217664e-19')).toBe(1);
    expect(await grade(charge, '1.6021766e-19')).toBe(0);
  });

  test('a * with credit is left out with a warning; a question only * answers fully is skipped', () => {
    expect(content('Any guess counts').answers).toEqual([{ value: '120', tolerance: 10, toleranceKind: 'absolute', fraction: 100 }]);
    expect(question('Any guess counts').item.warnings).toEqual([
      'The answer * (any other number, 10 %) was left out: here a number no answer accepts scores 0 %.',
    ]);
    expect(question('Only any number').item).toMatchObject({
      status: 'skip',
      reason: 'only the answer * (any number) is fully correct, and a key cannot accept every number',
    });
  });

  test('units before the number are a warning; a unit without a multiplier is the base; a repeated unit is dropped', () => {
    expect(content('Price')).toMatchObject({
      units: [
        { name: '$', multiplier: 1 },
        { name: '¢', multiplier: 100 },
      ],
      unitHandling: 'optional',
    });
    expect(question('Price').item.warnings).toEqual(
      expect.arrayContaining([
        'The unit ¢ is listed twice; the first is kept, as Moodle does.',
        'In Moodle the unit stood before the number; here it follows the number.',
      ]),
    );
  });

  test.each([
    ['Not a number', 'the answer “forty-two” is not a number'],
    ['Avogadro', 'the tolerance of the answer 6.02214076e23 is above 10^12'],
  ])('%s is skipped: %s', (name, reason) => {
    expect(question(name).item).toMatchObject({ status: 'skip', kind: 'numerical', reason });
  });
});

describe('Moodle XML calculated, all-or-nothing and feedback', () => {
  const calculatedPlan = planImport(parseMoodleXml(fixture('calculated.xml')), check);
  const question = (name: string) => {
    const found = calculatedPlan.questions.find((candidate) => candidate.item.name === name);
    if (!found) throw new Error(`no question ${name}`);
    return found;
  };
  const input = (name: string) => {
    const found = question(name);
    if (!found.input) throw new Error(`${name} was skipped: ${found.item.reason}`);
    return found.input;
  };
  /** The question a student with this seed gets, and the values of its variables. */
  const variant = (name: string, seed: number) => {
    const { text, content, template } = input(name);
    return instantiate({ text, content, template }, seed);
  };
  const keyValue = (content: QuestionContent, index = 0) => {
    if (content.kind !== 'numerical') throw new Error('not numerical');
    const value = keyValueOf(content.answers[index].value);
    if (!value.ok) throw new Error(value.message);
    return Number(decimalToString(value.value));
  };
  const grade = async (content: QuestionContent, value: string) =>
    (await gradeAnswer(content, { kind: 'numerical', value, unit: null }, DEFAULT_SCORES)).fraction;

  test('every question imports or is skipped with its reason; what imports passes the bank’s rules', () => {
    expect(calculatedPlan.questions.map(({ item }) => [item.name, item.sourceType, item.kind, item.status])).toEqual([
      ['Rectangle area', 'calculated', 'numerical', 'import'],
      ['Kinetic energy', 'calculatedsimple', 'numerical', 'import'],
      ['Square plus', 'calculated', 'numerical', 'import'],
      ['Remainders', 'calculated', 'numerical', 'import'],
      ['Diagonal', 'calculated', 'numerical', 'skip'],
      ['Circle', 'calculated', 'numerical', 'skip'],
      ['Caret', 'calculated', 'numerical', 'skip'],
      ['Undefined wildcard', 'calculated', 'numerical', 'skip'],
      ['Sum of two', 'calculatedmulti', 'multiple-choice', 'import'],
      ['Primes', 'multichoiceset', 'multiple-choice', 'import'],
      ['Even numbers', 'multichoiceset', 'multiple-choice', 'import'],
      ['Noble gases', 'multichoice', 'multiple-choice', 'import'],
      ['Light speed', 'truefalse', 'true-false', 'import'],
    ]);
    for (const { input: mapped } of calculatedPlan.questions) if (mapped) expect(validateQuestion(mapped)).toEqual([]);
  });

  test('calculated: wildcards become template variables, {a} placeholders, the answer’s formula the key’s value', () => {
    const rectangle = input('Rectangle area');
    expect(rectangle.template).toEqual({
      variables: [
        // decimals 1: a float; decimals 0 with whole bounds: an int.
        { name: 'a', type: 'float', min: 1, max: 10, decimals: 1 },
        { name: 'b', type: 'int', min: 2, max: 9 },
        // The formula in the general feedback.
        { name: 'f1', type: 'expr', expr: 'a * b' },
      ],
    });
    expect(rectangle.text).toBe('A rectangle is **{{a}}** m long and {{b}} m wide. What is its area?');
    expect(rectangle.content).toEqual({
      kind: 'numerical',
      answers: [
        // Tolerance type 1: relative.
        { value: '{{a}} * {{b}}', tolerance: 0.01, toleranceKind: 'relative', fraction: 100, feedback: 'Right: {{a}} times {{b}}.' },
        { value: '2 * ({{a}} + {{b}})', tolerance: 0.01, toleranceKind: 'relative', fraction: 50, feedback: 'That is the perimeter.' },
      ],
      units: [{ name: 'm²', multiplier: 1 }],
      unitHandling: 'optional',
      unitPenalty: 0,
    });
    expect(rectangle.feedback).toEqual({
      general: 'The area is length × width: {{a}} × {{b}} = {{f1}} m².',
      correct: 'Well done.',
      partial: '',
      incorrect: 'Multiply the *sides*.',
    });
    // The fixed values are not kept; correctanswerformat/length (how Moodle shows the answer) change no grade.
    expect(question('Rectangle area').item.warnings).toEqual([
      'Moodle’s 2 fixed sets of values are not kept: each student’s values are drawn from the wildcards’ ranges.',
      expect.stringContaining('Units stay optional'),
    ]);
  });

  test.each([1, 2, 3, 42])('calculated: variant %i computes its own key and grades like Moodle', async (seed) => {
    const { content, values, text } = variant('Rectangle area', seed);
    const [a, b] = [Number(values.a), Number(values.b)];
    expect(text).toBe(`A rectangle is **${(a).toFixed(1)}** m long and ${b} m wide. What is its area?`);
    expect(keyValue(content)).toBeCloseTo(a * b, 9);
    expect(await grade(content, String(a * b))).toBe(1);
    expect(await grade(content, String(a * b * 1.009))).toBe(1);
    expect(await grade(content, String(a * b * 1.02))).toBe(0);
    expect(await grade(content, String(2 * (a + b)))).toBe(a * b === 2 * (a + b) ? 1 : 0.5);
  });

  test('calculatedsimple: pow(x, y) is x ** y; tolerance type 2 (nominal) is absolute; no fixed values, no warning', async () => {
    const energy = input('Kinetic energy');
    expect(energy.content).toMatchObject({ answers: [{ value: '0.5 * {{m}} * {{v}} ** 2', tolerance: 0.05, toleranceKind: 'absolute' }] });
    expect(energy.template?.variables).toEqual([
      { name: 'm', type: 'int', min: 1, max: 5 },
      { name: 'v', type: 'float', min: 0.5, max: 3, decimals: 2 },
    ]);
    expect(question('Kinetic energy').item.warnings).toEqual([]);
    const { content, values } = variant('Kinetic energy', 7);
    const expected = 0.5 * Number(values.m) * Number(values.v) ** 2;
    expect(await grade(content, String(expected + 0.04))).toBe(1);
    expect(await grade(content, String(expected + 0.06))).toBe(0);
  });

  test('a wildcard that may be negative keeps Moodle’s parentheses as the base of **; geometric, loguniform and shared are warnings', () => {
    const square = input('Square plus');
    expect(square.content).toMatchObject({ answers: [{ value: '({{x}}) ** 2 + {{y}}', tolerance: 0.05, toleranceKind: 'relative' }] });
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((candidate) => Number(variant('Square plus', candidate).values.x) < 0) ?? 0;
    const { content, values } = variant('Square plus', seed);
    expect(Number(values.x)).toBeLessThan(0);
    // Moodle: (−3) ** 2 = 9; without the parentheses the filled formula would read −3 ** 2 = −9.
    expect(keyValue(content)).toBeCloseTo(Number(values.x) ** 2 + Number(values.y), 9);
    expect(question('Square plus').item.warnings).toEqual([
      'The values of {y} were drawn log-uniformly in Moodle; here uniformly between its minimum and maximum.',
      'The wildcard {y} was shared with the other questions of its Moodle category; here the question draws its own values.',
      'Answer 1’s geometric tolerance (0.05) is kept as a relative one: it accepts every number Moodle accepted (from the value ÷ 1.05) and a little more below the value (from the value × 0.95).',
    ]);
  });

  test('PHP’s % truncates its operands to integers; fmod is the remainder of the numbers as they are', () => {
    expect(input('Remainders').content).toMatchObject({
      answers: [{ value: '({{p}} - {{p}} % 1) % {{q}}' }, { value: '{{p}} % {{q}}' }],
    });
    for (const seed of [1, 2, 3, 4, 5]) {
      const { content, values } = variant('Remainders', seed);
      const [p, q] = [Number(values.p), Number(values.q)];
      expect(keyValue(content, 0)).toBe(Math.trunc(p) % q);
      expect(keyValue(content, 1)).toBeCloseTo(p % q, 9);
    }
  });

  test.each([
    ['Diagonal', 'the formula of answer 1 “sqrt(2) * {s}” uses the function sqrt(), which the bank’s formulas do not have (they have + - * / % ** and min, max, round, floor, ceil, abs)'],
    ['Circle', 'the formula of answer 1 “pi() * {r}**2” uses pi(), which the bank’s formulas do not have'],
    ['Caret', 'the formula of answer 1 “{n}^2” uses “^”, which is PHP’s bitwise exclusive or, not a power (pow(x, y) or ** is)'],
    ['Undefined wildcard', 'the formula of answer 1 “{a} + {c}” uses {c}, which has no dataset definition'],
  ])('%s is skipped: %s', (name, reason) => {
    expect(question(name).item).toMatchObject({ status: 'skip', reason });
  });

  test('calculatedmulti: each option’s formula is an expr variable, rounded as Moodle shows it', () => {
    const sum = input('Sum of two');
    expect(sum.template?.variables.slice(2)).toEqual([
      { name: 'f1', type: 'expr', expr: 'round(a + b, 1)' },
      { name: 'f2', type: 'expr', expr: 'round(a - b, 1)' },
      { name: 'f3', type: 'expr', expr: 'round(a * b, 1)' },
      { name: 'f4', type: 'expr', expr: 'a + b' },
    ]);
    expect(sum.content).toEqual({
      kind: 'multiple-choice',
      multipleCorrect: false,
      shuffle: true,
      options: [
        { id: 'a', text: '{{f1}}', correct: true, penalty: 100, feedback: 'Yes.' },
        { id: 'b', text: '{{f2}}', correct: false, penalty: 0, feedback: 'That is the difference.' },
        { id: 'c', text: '{{f3}}', correct: false, penalty: 0 },
      ],
    });
    expect(sum.feedback).toEqual({ general: 'Add them: {{f4}}.', correct: 'Correct.', partial: '', incorrect: 'Not quite.' });
    const { content, values } = variant('Sum of two', 3);
    if (content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    const [a, b] = [Number(values.a), Number(values.b)];
    expect(content.options.map((option) => Number(option.text))).toEqual([
      Math.round((a + b) * 10) / 10,
      Math.round((a - b) * 10) / 10,
      Math.round(a * b * 10) / 10,
    ]);
  });

  test('multichoiceset is all-or-nothing multiple choice; <correctanswer> of older files overrides the grade', () => {
    const primes = input('Primes');
    expect(primes.content).toEqual({
      kind: 'multiple-choice',
      multipleCorrect: true,
      shuffle: false,
      scoring: 'all-or-nothing',
      options: [
        { id: 'a', text: '2', correct: true, penalty: 100, feedback: 'The only even prime.' },
        { id: 'b', text: '3', correct: true, penalty: 100 },
        { id: 'c', text: '4', correct: false, penalty: 100, feedback: '2 × 2' },
        { id: 'd', text: '9', correct: false, penalty: 100, feedback: '3 × 3' },
      ],
    });
    if (primes.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    const options = primes.content.options;
    expect(multipleChoiceFraction(options, ['a', 'b'], 'all-or-nothing')).toBe(1);
    expect(multipleChoiceFraction(options, ['a'], 'all-or-nothing')).toBe(0);
    // Under the penalties too, any mistake costs everything.
    expect(multipleChoiceFraction(options, ['a', 'b', 'c'])).toBe(0);
    expect(input('Even numbers').content).toMatchObject({ options: [{ correct: true }, { correct: false }, { correct: true }] });
  });

  test('an image in feedback becomes an attachment, as one in the text does', () => {
    const { input: primes, images, item } = question('Primes');
    expect(images).toEqual([expect.objectContaining({ fileName: 'sieve.png', mediaType: 'image/png' })]);
    expect(primes?.feedback).toEqual({
      general: `A prime has exactly two divisors.\n\n![sieve](attachment:${images[0].token})`,
      correct: 'All of them, and only them.',
      partial: '',
      incorrect: 'Check each number\'s divisors.',
    });
    expect(item.warnings).toEqual(['1 embedded image becomes an attachment of the course.']);
  });

  test('multiple answers graded +100/k and −100/(n − k) are right-minus-wrong; combined feedback is the outcome feedback', () => {
    const noble = input('Noble gases');
    expect(noble.content).toMatchObject({ multipleCorrect: true, scoring: 'right-minus-wrong', options: [{ feedback: 'Ne' }, {}, {}, {}, {}] });
    if (noble.content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(multipleChoiceFraction(noble.content.options, ['a', 'b', 'c'], noble.content.scoring)).toBeCloseTo(2 / 3, 9);
    expect(noble.feedback).toEqual({ general: '', correct: 'Correct.', partial: 'Partly.', incorrect: 'No.' });
  });

  test('true/false: the answers’ feedback (HTML as Markdown) and the general feedback', () => {
    const light = input('Light speed');
    expect(light.content).toEqual({ kind: 'true-false', correct: true, trueFeedback: 'Right: **c** is the limit.', falseFeedback: 'Relativity says otherwise.' });
    expect(light.feedback).toEqual({ general: 'c is about 3 × 10⁸ m/s.', correct: '', partial: '', incorrect: '' });
  });
});

/** The plan of a fixture and its questions by name, failing loudly when one is missing or skipped. */
function planOf(name: string) {
  const planned = planImport(parseMoodleXml(fixture(name)), check);
  const question = (title: string) => {
    const found = planned.questions.find((candidate) => candidate.item.name === title);
    if (!found) throw new Error(`no question ${title}`);
    return found;
  };
  const content = (title: string) => {
    const found = question(title);
    if (found.input?.content.kind !== 'text-completion') throw new Error(`${title} is not an imported text completion: ${found.item.reason}`);
    return found.input.content;
  };
  return { planned, question, content };
}

/** What the bank's grader gives these gap answers, 0–1. */
const gapGrade = async (content: QuestionContent, ...gaps: Array<string | null>) =>
  (await gradeAnswer(content, { kind: 'text-completion', gaps }, DEFAULT_SCORES)).fraction;

describe('Moodle XML select missing words (gapselect) and drag and drop into text (ddwtos)', () => {
  const { planned, question, content } = planOf('gapselect.xml');

  test('every question imports or is skipped with its reason; what imports passes the bank’s rules', () => {
    expect(planned.questions.map(({ item }) => [item.name, item.sourceType, item.kind, item.status, item.reason])).toEqual([
      ['Cat and mouse', 'gapselect', 'text-completion', 'import', null],
      ['Water', 'gapselect', 'text-completion', 'import', null],
      ['Drag the verbs', 'ddwtos', 'text-completion', 'import', null],
      ['Missing choice', 'gapselect', 'text-completion', 'skip', 'the gap [[4]] names no choice (there are 2)'],
      ['No gaps', 'gapselect', 'text-completion', 'skip', 'its text has no gap [[n]]'],
    ]);
    for (const { input } of planned.questions) if (input) expect(validateQuestion(input)).toEqual([]);
  });

  test('placeholders become [[1]], [[2]], … in order, a repeated one a gap of its own; each drop-down offers its group', async () => {
    const { input, item } = question('Cat and mouse');
    expect(input?.text).toBe('');
    const cats = ['cat', 'mouse', 'dog'];
    const sizes = ['fast', 'small & grey', 'slow'];
    expect(input?.content).toEqual({
      kind: 'text-completion',
      gapText: 'The **[[1]]** chases the [[2]]. The [[3]] is [[4]]; the [[5]] is \\*[[6]]\\*.',
      gaps: [
        { answers: ['cat'], caseSensitive: true, options: cats },
        { answers: ['mouse'], caseSensitive: true, options: cats },
        { answers: ['cat'], caseSensitive: true, options: cats },
        { answers: ['fast'], caseSensitive: true, options: sizes },
        { answers: ['mouse'], caseSensitive: true, options: cats },
        { answers: ['small & grey'], caseSensitive: true, options: sizes },
      ],
    });
    expect(input?.feedback).toEqual({ general: 'Cats chase mice.', correct: 'Well done.', partial: '', incorrect: '' });
    expect(item).toMatchObject({ category: 'Languages/Gaps', warnings: [] });
    // Each gap counts alike, as in Moodle (the grade is kept to six decimals).
    const mapped = content('Cat and mouse');
    expect(await gapGrade(mapped, 'cat', 'mouse', 'cat', 'fast', 'mouse', 'small & grey')).toBe(1);
    expect(await gapGrade(mapped, 'mouse', 'cat', 'cat', 'slow', null, 'small & grey')).toBeCloseTo(2 / 6, 5);
  });

  test('choices in a fixed order, without a group, with markup: warnings say what changes; hints are left out', () => {
    const { item } = question('Water');
    expect(content('Water')).toEqual({
      kind: 'text-completion',
      gapText: 'Water is [[1]] and freezes at [[2]] °C.',
      gaps: [
        { answers: ['H2O'], caseSensitive: true, options: ['0', 'H2O', '100'] },
        { answers: ['0'], caseSensitive: true, options: ['0', 'H2O', '100'] },
      ],
    });
    expect(item.warnings).toEqual([
      'Moodle listed the choices in the order written; here each student’s drop-downs are shuffled.',
      'The HTML of the choices was left out: a drop-down shows plain text.',
      '1 hint was left out.',
    ]);
  });

  test('drag and drop into text becomes drop-down gaps, with a warning', () => {
    const { item } = question('Drag the verbs');
    const verbs = ['go', 'went', 'gone'];
    expect(content('Drag the verbs')).toEqual({
      kind: 'text-completion',
      gapText: 'Yesterday I [[1]] home; today I [[2]] and tomorrow I [[3]] again.',
      gaps: [
        { answers: ['went'], caseSensitive: true, options: verbs },
        { answers: ['go'], caseSensitive: true, options: verbs },
        { answers: ['go'], caseSensitive: true, options: verbs },
      ],
    });
    expect(item.warnings).toEqual([
      'Drag and drop into text becomes drop-down gaps, each offering the choices of its group; a choice may be chosen in several gaps (in Moodle a word could be dropped into one gap only, unless unlimited).',
    ]);
  });
});

describe('Moodle XML embedded answers (Cloze)', () => {
  const { planned, question, content } = planOf('cloze.xml');

  test('a mark beyond what a gap can weigh skips the question rather than storing a weight that is not a number', () => {
    const huge = `<?xml version="1.0"?><quiz><question type="cloze"><name><text>Huge</text></name>
      <questiontext format="html"><text>{${'9'.repeat(400)}:SA:=a} and {1:SA:=b}</text></questiontext></question></quiz>`;
    const [only] = planImport(parseMoodleXml(huge), check).questions;
    expect([only.item.status, only.item.reason]).toEqual(['skip', 'gap 1 is worth more marks than a gap can weigh (at most 1 000 000)']);
  });

  test('every question imports or is skipped with its reason; what imports passes the bank’s rules', () => {
    expect(planned.questions.map(({ item }) => [item.name, item.sourceType, item.kind, item.status, item.reason])).toEqual([
      ['Everything', 'cloze', 'text-completion', 'import', null],
      ['Wildcard and markup', 'cloze', 'text-completion', 'import', null],
      ['Old name', 'multianswer', 'text-completion', 'import', null],
      ['Heavy', 'cloze', 'text-completion', 'import', null],
      ['Check boxes', 'cloze', 'text-completion', 'skip', 'gap 2 (MULTIRESPONSE) has check boxes, of which a student may tick several; a gap takes one answer'],
      ['Only wildcard', 'cloze', 'text-completion', 'skip', 'gap 1: the correct answer “*” uses the * wildcard, which gaps do not support'],
      ['Worth nothing', 'cloze', 'text-completion', 'skip', "gap 1 is worth 0 marks; a gap's weight must be above 0"],
      ['Literal mark', 'cloze', 'text-completion', 'skip', 'its text contains “{#n}”, which Moodle shows as one of its embedded answers'],
      ['No gaps', 'cloze', 'text-completion', 'skip', 'its text has no embedded answer ({1:SHORTANSWER:…})'],
    ]);
    for (const { input } of planned.questions) if (input) expect(validateQuestion(input)).toEqual([]);
  });

  test('each sub-question is a gap where it stood: typed, number or drop-down, worth its mark, partial credit kept', () => {
    const { input, item } = question('Everything');
    expect(input?.text).toBe('');
    expect(input?.feedback).toEqual({ general: 'Read the *atlas*.', correct: '', partial: '', incorrect: '' });
    const key = (value: string, tolerance: number, fraction = 100) => ({ value, tolerance, toleranceKind: 'absolute', fraction });
    expect(input?.content).toEqual({
      kind: 'text-completion',
      gapText:
        'The capital of France is [[1]].\n\nTable salt is [[2]]; tea is [[3]].\n\n' +
        'Pi to two decimals: [[4]]; a negative thousand and a half: [[5]]; two and a half: [[6]].\n\n' +
        'Colour of the sky: [[7]]. Of grass: [[8]]. Of snow: [[9]]. Of coal: [[10]].\n\nEscapes: [[11]]. Entities: [[12]].',
      gaps: [
        // {2:SHORTANSWER:=Paris~%50%Lutetia~*}: the catch-all without credit only carried feedback.
        { answers: ['Paris', 'Lutetia'], fractions: [100, 50], caseSensitive: false, options: [], weight: 2 },
        { answers: ['NaCl', 'nacl'], fractions: [100, 25], caseSensitive: true, options: [] },
        // {:MW:…}: no mark is Moodle's 1.
        { answers: ['tea'], caseSensitive: false, options: [] },
        { answers: [], caseSensitive: false, options: [], numerical: { answers: [key('3.14', 0.005), key('3.1', 0.05, 50)] }, weight: 3 },
        { answers: [], caseSensitive: false, options: [], numerical: { answers: [key('-1500', 10)] } },
        // A decimal comma, in the value and the tolerance.
        { answers: [], caseSensitive: false, options: [], numerical: { answers: [key('2.5', 0.1)] } },
        { answers: ['blue', 'grey'], fractions: [100, 50], caseSensitive: true, options: ['blue', 'green', 'grey'] },
        { answers: ['green'], caseSensitive: true, options: ['red', 'green'] },
        { answers: ['white'], caseSensitive: true, options: ['white', 'black'] },
        { answers: ['black'], caseSensitive: true, options: ['black', 'white'] },
        { answers: ['a}b', 'c#d', 'e~f', 'g/h', 'i"j', 'k\\l', '3 * 4'], caseSensitive: false, options: [] },
        // Entities are decoded once, as Moodle does, and the option shows as its HTML would.
        { answers: ['R & D'], caseSensitive: true, options: ['R & D', 'Q&A', '<none>'] },
      ],
    });
    expect(item.warnings).toEqual([
      'Gaps 8 and 9 showed their options as radio buttons in Moodle; here they are drop-downs.',
      'Gaps 7, 8 and 12 listed their options in the order written; here each student’s drop-down is shuffled.',
      'Feedback on 6 answers of the gaps was left out: a gap has no feedback per answer.',
      'The answers use the escapes \\~ \\/ \\" \\\\, read here as the Cloze syntax describes; Moodle kept the backslash in the answer.',
    ]);
  });

  test('the gaps are graded by their kind, each worth its mark (15 in all)', async () => {
    const everything = content('Everything');
    const right = ['Paris', 'NaCl', 'TEA', '3.144', '-1505', '2,4', 'blue', 'green', 'white', 'black', 'e~f', 'R & D'];
    expect(await gapGrade(everything, ...right)).toBe(1);
    expect(await gapGrade(everything, 'paris')).toBeCloseTo(2 / 15, 5);
    expect(await gapGrade(everything, 'Lutetia', 'nacl')).toBeCloseTo((1 + 0.25) / 15, 5);
    // 3.12 is within 0.05 of 3.1 (half credit) but not within 0.005 of 3.14; SHORTANSWER_C compares with case.
    expect(await gapGrade(everything, null, 'NACL', null, '3.12')).toBeCloseTo(1.5 / 15, 5);
    expect(await gapGrade(everything, ...Array(6).fill(null), 'grey')).toBeCloseTo(0.5 / 15, 5);
  });

  test('a wildcard beside a fully correct answer is left out; a drop-down’s option loses its markup; marks above 100 scale', () => {
    expect(question('Wildcard and markup').input?.content).toEqual({
      kind: 'text-completion',
      gapText: 'A city: [[1]]. Bold: [[2]].',
      gaps: [
        { answers: ['Paris'], caseSensitive: false, options: [] },
        { answers: ['yes'], caseSensitive: true, options: ['yes', 'no'] },
      ],
    });
    expect(question('Wildcard and markup').item.warnings).toEqual([
      'Gap 1: The answer “Par*” (50 %) was left out: a gap has no * wildcard, so what only it accepted is wrong here.',
      'Gap 2 listed its options in the order written; here each student’s drop-down is shuffled.',
      'The HTML of drop-down options was left out: a drop-down shows plain text.',
    ]);
    expect(content('Old name').gaps).toEqual([
      { answers: [], caseSensitive: false, options: [], numerical: { answers: [{ value: '2', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] } },
    ]);
    expect(content('Heavy').gaps.map((gap) => gap.weight)).toEqual([100, 25]);
    expect(question('Heavy').item.warnings).toEqual(['The gaps’ marks (up to 200) become weights of at most 100, in the same proportions.']);
  });

  test('the syntax is read as Moodle’s pattern reads it, by a scanner that does not backtrack', () => {
    // An entity's # does not start feedback; an escaped } does not close; an unknown type is text.
    expect(parseCloze("{1:SA:=it&#039;s#Right.~a\\}b} {1:ESSAY:x}")).toEqual({
      text: '{#1} {1:ESSAY:x}',
      embedded: [
        {
          written: "{1:SA:=it&#039;s#Right.~a\\}b}",
          weight: 1,
          type: 'SA',
          answers: [
            { fraction: 100, text: 'it&#039;s', feedback: 'Right.' },
            { fraction: 0, text: 'a\\}b', feedback: '' },
          ],
        },
      ],
    });
    expect(parseCloze('{1:NM:%12,5%3~%-50%4}').embedded[0].answers.map((answer) => answer.fraction)).toEqual([12.5, -50]);
    // Left open, or a hundred thousand openings: no sub-question (a backtracking or quadratic reader would not finish).
    expect(parseCloze(`{1:SA:=a~b${'x~'.repeat(100_000)}`).embedded).toEqual([]);
    expect(parseCloze('{1:SA:'.repeat(100_000)).embedded).toEqual([]);
  });

  test('the reader finds the sub-questions as Moodle does and leaves {#k} where each was', () => {
    const [everything] = parseMoodleXml(fixture('cloze.xml'));
    expect(everything.embedded.map((sub) => [sub.weight, sub.type])).toEqual([
      [2, 'SHORTANSWER'],
      [1, 'SAC'],
      [1, 'MW'],
      [3, 'NUMERICAL'],
      [1, 'NM'],
      [1, 'NM'],
      [1, 'MULTICHOICE'],
      [1, 'MCV'],
      [1, 'MULTICHOICE_HS'],
      [1, 'MCS'],
      [1, 'SA'],
      [1, 'MC'],
    ]);
    expect(everything.embedded[0]).toEqual({
      written: '{2:SHORTANSWER:=Paris#Yes.~%50%Lutetia#Its old name.~*#No.}',
      weight: 2,
      type: 'SHORTANSWER',
      answers: [
        { fraction: 100, text: 'Paris', feedback: 'Yes.' },
        { fraction: 50, text: 'Lutetia', feedback: 'Its old name.' },
        { fraction: 0, text: '*', feedback: 'No.' },
      ],
    });
    expect(everything.text.text).toContain('<p>The capital of France is {#1}.</p>');
    expect(everything.text.text).toContain('Entities: {#12}.</p>');
  });
});
