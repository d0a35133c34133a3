import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { QuestionContent } from '../../../generated/contract-types.js';
import { DEFAULT_SCORES, gradeAnswer, validateQuestion } from '../../../grading/index.js';
import { multipleChoiceFraction } from '../../../grading/scores.js';
import { instantiate } from '../../../grading/template.js';
import { decimalToString, keyValueOf } from '../../../rules/numbers.js';
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

  test('short answer: one gap where the underscores were, full answers only, case from usecase', () => {
    const { input, item } = byName('Keyword for sorting');
    expect(input?.text).toBe('');
    expect(input?.content).toEqual({
      kind: 'text-completion',
      gapText: 'Rows are sorted with the clause [[1]] BY.',
      gaps: [{ answers: ['ORDER'], caseSensitive: true, options: [] }],
    });
    expect(item.warnings).toEqual([
      'The answer “SORT” (50 %) was left out: a gap accepts an answer in full or not at all.',
      // A gap has no feedback per accepted answer.
      'Feedback on 1 answer was left out: a gap has no feedback per accepted answer.',
    ]);
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
    ['Section intro', 'description', 'a description has no answer to grade'],
    ['Cloze', 'cloze', 'embedded answers (Cloze) questions are not supported'],
    ['Drag words', 'ddwtos', 'drag and drop into text (ddwtos) questions are not supported'],
  ])('%s (%s) is skipped with its reason', (name, sourceType, reason) => {
    expect(byName(name).item).toMatchObject({ sourceType, status: 'skip', reason, kind: null });
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
