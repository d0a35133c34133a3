import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { ChoiceOption, MultipleChoiceContent, NumericalContent, NumericalKey, QuestionContent, QuestionTemplate, TextGap } from '../../../generated/contract-types.js';
import { DEFAULT_SCORES, gradeAnswer, validateQuestion } from '../../../grading/index.js';
import { multipleChoiceFraction } from '../../../grading/scores.js';
import { instantiate } from '../../../grading/template.js';
import { decimalToString, keyValueOf } from '../../../rules/numbers.js';
import { planImport } from '../map.js';
import { exportMoodleXml, type ExportableQuestion } from '../moodle-export.js';
import { parseMoodleXml } from '../moodle-xml.js';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const question = (id: number, title: string, text: string, content: QuestionContent): ExportableQuestion => ({
  id,
  title,
  text,
  content,
  template: null,
  feedback: null,
  tags: ['exported', 'sql & joins'],
});

const single: ChoiceOption[] = [
  { id: 'a', text: 'A **join** of `R` and `S`', correct: true, penalty: 100 },
  { id: 'b', text: 'A union <of> R & S', correct: false, penalty: 50 },
  { id: 'c', text: 'A projection', correct: false, penalty: 0 },
];
const multiple: ChoiceOption[] = [
  { id: 'a', text: 'COUNT', correct: true, penalty: 50 },
  { id: 'b', text: 'SUM', correct: true, penalty: 50 },
  { id: 'c', text: 'LIKE', correct: false, penalty: 25 },
  { id: 'd', text: 'COALESCE', correct: false, penalty: 100 },
];

const key = (value: string, tolerance: number, fraction = 100, toleranceKind: NumericalKey['toleranceKind'] = 'absolute'): NumericalKey => ({
  value,
  tolerance,
  toleranceKind,
  fraction,
});
const numerical = (answers: NumericalKey[], overrides: Partial<NumericalContent> = {}): NumericalContent => ({
  kind: 'numerical',
  answers,
  units: [],
  unitHandling: 'none',
  unitPenalty: 0,
  ...overrides,
});
const lengthUnits = [
  { name: 'm', multiplier: 1 },
  { name: 'cm', multiplier: 100 },
  { name: 'km', multiplier: 0.001 },
];

const exportable: ExportableQuestion[] = [
  question(1, 'Join', 'What is $R \\bowtie S$?\n\n![plot](attachment:7)', { kind: 'multiple-choice', multipleCorrect: false, shuffle: false, options: single }),
  question(2, 'Aggregates', 'Which are aggregate functions?', { kind: 'multiple-choice', multipleCorrect: true, shuffle: true, options: multiple }),
  question(3, 'NULL', 'NULL = NULL is TRUE.', { kind: 'true-false', correct: false }),
  question(4, 'Essay <draft>', 'Explain *normalisation*.', { kind: 'free-text', modelAnswer: 'Less redundancy.', maxLength: null }),
  question(5, 'Sorting', '', {
    kind: 'text-completion',
    gapText: 'Rows are sorted with [[1]] BY.',
    gaps: [{ answers: ['ORDER', 'order*'], caseSensitive: true, options: [] }],
  }),
  question(7, 'Sorting clause', 'Which clause sorts the rows of a result?', {
    kind: 'text-completion',
    gapText: '[[1]]',
    gaps: [{ answers: ['ORDER BY'], caseSensitive: false, options: [] }],
  }),
  // One typed gap with partial credit is still Moodle's short answer, its grades in the answers' fractions.
  question(8, 'Sorting partly', 'Which clause sorts the rows of a result?', {
    kind: 'text-completion',
    gapText: '[[1]]',
    gaps: [{ answers: ['ORDER BY', 'SORT BY'], fractions: [100, 50], caseSensitive: false, options: [] }],
  }),
  // Several gaps, or a drop-down, are Moodle's embedded answers (Cloze).
  question(11, 'Two gaps', '', {
    kind: 'text-completion',
    gapText: '[[1]] and [[2]]',
    gaps: [
      { answers: ['a'], caseSensitive: false, options: [] },
      { answers: ['b'], caseSensitive: false, options: [] },
    ],
  }),
  question(12, 'Drop-down', '', { kind: 'text-completion', gapText: 'Pick [[1]]', gaps: [{ answers: ['a'], caseSensitive: true, options: ['a', 'b'] }] }),
  question(6, 'Joins', 'Match the joins.', {
    kind: 'connected-elements',
    left: [
      { id: 'x', text: 'INNER' },
      { id: 'y', text: 'CROSS' },
    ],
    right: [
      { id: 'p', text: 'matching rows' },
      { id: 'q', text: 'all pairs' },
      { id: 'r', text: 'nothing' },
    ],
    pairs: [
      { leftId: 'x', rightId: 'p' },
      { leftId: 'y', rightId: 'q' },
    ],
  }),
  // Numerical, as the import gives it back: absolute tolerances, the best key first, the base unit first.
  question(20, 'Length', 'How long is the table?', numerical([key('1.5', 0.01), key('1.4', 0.05, 50)], { units: lengthUnits, unitHandling: 'optional' })),
  question(
    21,
    'Speed',
    'How fast is the car?',
    numerical([key('60', 0.5)], {
      units: [
        { name: 'km/h', multiplier: 1 },
        { name: 'm/s', multiplier: 0.2777778 },
      ],
      unitHandling: 'penalty',
      unitPenalty: 10,
    }),
  ),
  question(22, 'Current', 'How much current flows?', numerical([key('0.5', 0)], { units: [{ name: 'A', multiplier: 1 }, { name: 'mA', multiplier: 1000 }], unitHandling: 'required', unitPenalty: 100 })),
  question(23, 'Temperatures', 'At which temperature do °C and °F agree?', numerical([key('-40', 0.25), key('0', 0, 33.33333), key('-0.0000001', 1e-9, 20)])),
  question(24, 'Seconds', 'How many seconds has a minute?', numerical([key('60', 0)], { units: [{ name: 's', multiplier: 1 }] })),
];

const notExportable: ExportableQuestion[] = [
  question(10, 'Code', 'Write it.', {
    kind: 'code',
    language: 'c',
    prefix: '',
    sourceTemplate: '',
    suffix: '',
    referenceSolution: 'int main(void) { return 0; }',
    timeLimitMs: 1000,
    memoryLimitMb: 64,
    tests: [{ id: 't', name: 't', input: '', expectedOutput: '', weight: 100, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false }],
  }),
  { ...question(13, 'Templated', 'What is {{a}}?', { kind: 'true-false', correct: true }), template: { variables: [{ name: 'a', type: 'int', min: 1, max: 3 }] } },
  question(15, 'Formula', 'What is 2π?', numerical([key('2 * 3.14159', 0.001)])),
  question(
    16,
    'Feet',
    'How tall is the door?',
    numerical([key('2', 2, 100, 'significant-figures')], {
      units: [
        { name: 'm', multiplier: 1 },
        { name: 'ft', multiplier: 3.28084 },
      ],
      unitHandling: 'optional',
    }),
  ),
  question(14, 'Two answers', 'Match.', {
    kind: 'connected-elements',
    left: [{ id: 'x', text: 'INNER' }],
    right: [
      { id: 'p', text: 'one' },
      { id: 'q', text: 'two' },
    ],
    pairs: [
      { leftId: 'x', rightId: 'p' },
      { leftId: 'x', rightId: 'q' },
    ],
  }),
];

const attachments = new Map([[7, { id: 7, fileName: 'plot.png', data: png }]]);

/** What a student's choice is worth: the same for every possible choice means the same question. */
function choiceScores(options: ChoiceOption[], multipleCorrect: boolean, scoring?: MultipleChoiceContent['scoring']): number[] {
  const ids = options.map((option) => option.id);
  const sets = multipleCorrect
    ? Array.from({ length: 2 ** ids.length - 1 }, (_, mask) => ids.filter((_id, bit) => ((mask + 1) >> bit) & 1))
    : ids.map((id) => [id]);
  // Rounded: the penalties of 100/3 % are kept to the thousandth.
  return sets.map((choices) => Math.round((multipleChoiceFraction(options, choices, scoring) ?? -1) * 1e6) / 1e6);
}

describe('Moodle XML export', () => {
  const result = exportMoodleXml([...exportable, ...notExportable], attachments);
  const plan = planImport(parseMoodleXml(result.content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const back = (id: number) => {
    const index = exportable.findIndex((candidate) => candidate.id === id);
    const mapped = plan.questions[index];
    if (!mapped?.input) throw new Error(`question ${id} did not come back: ${mapped?.item.reason}`);
    return mapped;
  };

  test('exports the kinds Moodle has and lists the others with a reason', () => {
    expect(result.exported).toBe(exportable.length);
    expect(result.skipped).toEqual([
      { questionId: 10, title: 'Code', reason: 'Moodle XML has no question type for code questions' },
      {
        questionId: 13,
        title: 'Templated',
        reason: "a templated true-false question has no Moodle equivalent (templated numerical and multiple-choice ones export as Moodle's calculated and calculatedmulti)",
      },
      { questionId: 15, title: 'Formula', reason: "answer 1 “2 * 3.14159” is a formula; Moodle's numerical answers are numbers" },
      {
        questionId: 16,
        title: 'Feet',
        reason: "answer 1 counts significant figures, which Moodle's absolute tolerance gives only in units whose multiplier is a power of ten",
      },
      { questionId: 14, title: 'Two answers', reason: "in Moodle's matching every item has exactly one answer; “INNER” has 2" },
    ]);
    expect(plan.questions.map((mapped) => mapped.item.sourceType)).toEqual([
      'multichoice',
      'multichoice',
      'truefalse',
      'essay',
      'shortanswer',
      'shortanswer',
      'shortanswer',
      'cloze',
      'cloze',
      'matching',
      'numerical',
      'numerical',
      'numerical',
      'numerical',
      'numerical',
    ]);
  });

  test('a round trip gives back equivalent questions', () => {
    for (const original of exportable) {
      const { input } = back(original.id);
      expect(input?.title).toBe(original.title);
      expect(input?.tags).toEqual(original.tags);
      const content = input!.content;
      switch (original.content.kind) {
        case 'multiple-choice': {
          if (content.kind !== 'multiple-choice') throw new Error('kind changed');
          expect(content.options.map((option) => option.text)).toEqual(original.content.options.map((option) => option.text));
          expect(content.multipleCorrect).toBe(original.content.multipleCorrect);
          expect(content.shuffle).toBe(original.content.shuffle);
          expect(choiceScores(content.options, content.multipleCorrect)).toEqual(
            choiceScores(original.content.options, original.content.multipleCorrect),
          );
          break;
        }
        case 'connected-elements': {
          // Ids are the file's own; what matters is which text pairs with which.
          const pairsOf = (value: QuestionContent) =>
            value.kind === 'connected-elements'
              ? value.pairs.map((pair) => [
                  value.left.find((item) => item.id === pair.leftId)?.text,
                  value.right.find((item) => item.id === pair.rightId)?.text,
                ])
              : [];
          expect(content.kind).toBe('connected-elements');
          expect(pairsOf(content)).toEqual(pairsOf(original.content));
          if (content.kind === 'connected-elements') {
            expect(content.right.map((item) => item.text)).toEqual(original.content.right.map((item) => item.text));
          }
          expect(input?.text).toBe(original.text);
          break;
        }
        default:
          expect(content).toEqual(original.content);
          expect(input?.text).toBe(original.text);
      }
    }
  });

  test('a multiple-answer question keeps its penalties exactly', () => {
    expect(back(2).input?.content).toMatchObject({ options: multiple });
  });

  test('attachments travel as embedded files and come back as images to store', () => {
    expect(result.content).toContain('@@PLUGINFILE@@/plot.png');
    expect(result.content).toContain(`<file name="plot.png" path="/" encoding="base64">${png.toString('base64')}</file>`);
    const { input, images } = back(1);
    expect(images).toEqual([expect.objectContaining({ fileName: 'plot.png', mediaType: 'image/png', data: png })]);
    expect(input?.text).toBe(`What is $R \\bowtie S$?\n\n![plot](attachment:${images[0].token})`);
  });

  test('numerical: answers, units and unit options in Moodle’s elements', () => {
    const length = /<question type="numerical"><name><text>Length<\/text><\/name>.*?<\/question>/.exec(result.content)?.[0] ?? '';
    expect(length).toContain(
      '<answer fraction="100" format="moodle_auto_format"><text>1.5</text><feedback format="html"><text></text></feedback><tolerance>0.01</tolerance></answer>',
    );
    expect(length).toContain(
      '<units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit><unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit>' +
        '<unit><multiplier>0.001</multiplier><unit_name>km</unit_name></unit></units>',
    );
    expect(length).toContain('<unitgradingtype>0</unitgradingtype><unitpenalty>0</unitpenalty><showunits>0</showunits><unitsleft>0</unitsleft>');
    expect(result.content).toContain('<unitgradingtype>1</unitgradingtype><unitpenalty>0.1</unitpenalty><showunits>0</showunits>');
    expect(result.content).toContain('<unitgradingtype>1</unitgradingtype><unitpenalty>1</unitpenalty><showunits>0</showunits>');
    expect(result.content).toContain('<text>-0.0000001</text><feedback format="html"><text></text></feedback><tolerance>1e-9</tolerance>');
  });

  test('the file is well-formed and escapes markup in texts', () => {
    expect(result.content).toContain('<name><text>Essay &lt;draft&gt;</text></name>');
    expect(result.content).toContain('<text>order\\*</text>');
  });

  test('text completion: one typed gap is a short answer with its grades; other gaps are embedded answers', () => {
    expect(result.content).toContain(
      '<answer fraction="100" format="moodle_auto_format"><text>ORDER BY</text><feedback format="html"><text></text></feedback></answer>' +
        '<answer fraction="50" format="moodle_auto_format"><text>SORT BY</text>',
    );
    expect(result.content).toContain('<question type="cloze"><name><text>Two gaps</text></name><questiontext format="markdown"><text>{1:SHORTANSWER:=a} and {1:SHORTANSWER:=b}</text>');
    expect(result.content).toContain('<text>Pick {1:MULTICHOICE_S:=a~b}</text>');
  });
});

describe('Moodle XML export of numerical tolerances', () => {
  const converted: ExportableQuestion[] = [
    question(30, 'Relative', 'Within 1 %.', numerical([key('-250', 0.01, 100, 'relative')])),
    question(31, 'Figures', 'To three figures.', numerical([key('1234.5', 3, 100, 'significant-figures'), key('0.00123', 2, 50, 'significant-figures')])),
    question(32, 'Zero figures', 'Zero.', numerical([key('0', 4, 100, 'significant-figures')])),
    question(
      33,
      'Figures in centimetres',
      'Metres or centimetres.',
      numerical([key('1.25', 2, 100, 'significant-figures')], { units: lengthUnits, unitHandling: 'penalty', unitPenalty: 25 }),
    ),
    // A worse key first: Moodle takes the first match, so the export puts the best first.
    question(34, 'Order', 'Best first.', numerical([key('10', 1, 50), key('10', 0.1)])),
  ];
  const result = exportMoodleXml(converted, new Map());
  const plan = planImport(parseMoodleXml(result.content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const back = (index: number) => {
    const content = plan.questions[index]?.input?.content;
    if (content?.kind !== 'numerical') throw new Error(`question ${index} did not come back: ${plan.questions[index]?.item.reason}`);
    return content;
  };
  const grade = async (content: QuestionContent, value: string, unit: string | null = null) =>
    (await gradeAnswer(content, { kind: 'numerical', value, unit }, DEFAULT_SCORES)).fraction;

  test('relative and significant-figure tolerances become the absolute tolerance that accepts the same numbers', () => {
    expect(result.skipped).toEqual([]);
    expect(back(0).answers).toEqual([key('-250', 2.5)]);
    // 1234.5 to three figures is 1230: half a unit of the tens, 5; 0.00123 to two is 0.0012: 0.00005.
    expect(back(1).answers).toEqual([key('1234.5', 5), key('0.00123', 0.00005, 50)]);
    expect(back(2).answers).toEqual([key('0', 0)]);
    expect(back(3)).toEqual({ ...converted[3].content, answers: [key('1.25', 0.05)] });
    expect(back(4).answers).toEqual([key('10', 0.1), key('10', 1, 50)]);
  });

  test.each([
    [0, ['-250', '-252.5', '-247.49', '-253', '250']],
    [1, ['1234.5', '1230', '1225', '1239.99', '1240', '0.00125', '0.00115', '0.0011']],
    [2, ['0', '-0', '0.0001']],
    [3, ['1.25', '1.3', '1.2 m', '130 cm', '119 cm', '0.0013 km', '1.31']],
    [4, ['10', '10.1', '10.5', '11', '11.5']],
  ])('question %i grades every answer as before the round trip', async (index, answers) => {
    for (const value of answers) {
      expect([value, await grade(back(index), value)]).toEqual([value, await grade(converted[index].content, value)]);
    }
  });
});

describe('Moodle XML export of feedback and scoring', () => {
  const feedback = { general: 'See ![plot](attachment:7).', correct: 'Well done.', partial: 'Nearly.', incorrect: 'Read **chapter 2** again.' };
  const withFeedback = (base: ExportableQuestion, questionFeedback: ExportableQuestion['feedback']): ExportableQuestion => ({ ...base, feedback: questionFeedback });
  const originals: ExportableQuestion[] = [
    withFeedback(
      question(40, 'Join with feedback', 'What is a join?', {
        kind: 'multiple-choice',
        multipleCorrect: false,
        shuffle: false,
        options: [
          { ...single[0], feedback: 'Yes: *matching* rows.' },
          { ...single[1], feedback: 'A union stacks rows.' },
          single[2],
        ],
      }),
      feedback,
    ),
    withFeedback(
      question(41, 'NULL with feedback', 'NULL = NULL is TRUE.', { kind: 'true-false', correct: false, trueFeedback: 'It is UNKNOWN.', falseFeedback: 'Right.' }),
      { general: 'Use IS NULL.', correct: '', partial: '', incorrect: '' },
    ),
    withFeedback(question(42, 'Length with feedback', 'How long?', numerical([{ ...key('1.5', 0.01), feedback: 'Exactly.' }, { ...key('1.4', 0.05, 50), feedback: 'Close.' }])), null),
    withFeedback(question(43, 'Essay with feedback', 'Explain.', { kind: 'free-text', modelAnswer: null, maxLength: null }), { general: 'Think of anomalies.', correct: '', partial: '', incorrect: '' }),
    question(44, 'All or nothing', 'Which are aggregates?', {
      kind: 'multiple-choice',
      multipleCorrect: true,
      shuffle: true,
      scoring: 'all-or-nothing',
      options: multiple.map((option) => ({ ...option, penalty: 100 })),
    }),
    question(45, 'All or nothing, one correct', 'Which sorts?', {
      kind: 'multiple-choice',
      multipleCorrect: false,
      shuffle: false,
      scoring: 'all-or-nothing',
      options: [
        { id: 'a', text: 'ORDER BY', correct: true, penalty: 100 },
        { id: 'b', text: 'GROUP BY', correct: false, penalty: 100 },
      ],
    }),
    question(46, 'Right minus wrong', 'Which are aggregates?', {
      kind: 'multiple-choice',
      multipleCorrect: true,
      shuffle: false,
      scoring: 'right-minus-wrong',
      options: [...multiple, { id: 'e', text: 'MAX', correct: true, penalty: 0, feedback: 'Also one.' }],
    }),
  ];
  const tooMany: ExportableQuestion = question(47, 'Twelve options', 'Pick the one.', {
    kind: 'multiple-choice',
    multipleCorrect: true,
    shuffle: false,
    scoring: 'right-minus-wrong',
    options: Array.from({ length: 12 }, (_, index) => ({ id: `o${index}`, text: `Option ${index}`, correct: index === 0, penalty: 0 })),
  });
  const result = exportMoodleXml([...originals, tooMany], attachments);
  const plan = planImport(parseMoodleXml(result.content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const back = (index: number) => {
    const mapped = plan.questions[index];
    if (!mapped?.input) throw new Error(`question ${index} did not come back: ${mapped?.item.reason}`);
    return mapped;
  };
  const xmlOf = (title: string) => new RegExp(`<question type="[a-z]+"><name><text>${title}</text></name>.*?</question>`).exec(result.content)?.[0] ?? '';

  test('exports all but right-minus-wrong grades Moodle does not have', () => {
    expect(result.exported).toBe(originals.length);
    expect(result.skipped).toEqual([
      {
        questionId: 47,
        title: 'Twelve options',
        reason: 'right-minus-wrong scoring would give each correct option 100/1 % and each wrong one −100/11 %, grades Moodle does not have (it has 100/n % for n = 1 to 10 and 20)',
      },
    ]);
  });

  test('feedback on options, truth values and keys, general and by outcome, comes back as it was; no warning', () => {
    for (const [index, original] of originals.slice(0, 4).entries()) {
      const { input, images, item } = back(index);
      expect(item.warnings).toEqual(index === 0 ? ['1 embedded image becomes an attachment of the course.'] : []);
      const content = input?.content;
      if (content?.kind === 'multiple-choice' && original.content.kind === 'multiple-choice') {
        // A single answer's penalties come back as other numbers that give the same grades.
        expect(content.options.map((option) => [option.text, option.feedback])).toEqual(original.content.options.map((option) => [option.text, option.feedback]));
        expect(choiceScores(content.options, false)).toEqual(choiceScores(original.content.options, false));
      } else {
        expect(content).toEqual(original.content);
      }
      const general = images.length === 0 ? original.feedback?.general : original.feedback?.general.replace('attachment:7', `attachment:${images[0].token}`);
      expect(input?.feedback).toEqual(original.feedback === null ? null : { ...original.feedback, general });
    }
  });

  test('feedback is written in Moodle’s elements, in Markdown, with its images', () => {
    const join = xmlOf('Join with feedback');
    expect(join).toContain('<feedback format="markdown"><text>Yes: *matching* rows.</text></feedback>');
    expect(join).toContain('<generalfeedback format="markdown"><text>See ![plot](@@PLUGINFILE@@/plot.png).</text><file name="plot.png" path="/" encoding="base64">');
    expect(join).toContain('<correctfeedback format="markdown"><text>Well done.</text></correctfeedback>');
    expect(join).toContain('<partiallycorrectfeedback format="markdown"><text>Nearly.</text></partiallycorrectfeedback>');
    expect(join).toContain('<incorrectfeedback format="markdown"><text>Read **chapter 2** again.</text></incorrectfeedback>');
    expect(xmlOf('NULL with feedback')).toContain(
      '<answer fraction="0" format="moodle_auto_format"><text>true</text><feedback format="markdown"><text>It is UNKNOWN.</text></feedback></answer>',
    );
  });

  test('all-or-nothing with several correct options is Moodle’s multichoiceset; with one, a multichoice of 100 % and 0 %', () => {
    expect(xmlOf('All or nothing')).toMatch(/^<question type="multichoiceset">/);
    expect(xmlOf('All or nothing')).not.toContain('<single>');
    expect(xmlOf('All or nothing, one correct')).toMatch(/^<question type="multichoice">.*<single>true<\/single>/);
    expect(back(4).item.sourceType).toBe('multichoiceset');
    expect(back(4).input?.content).toEqual(originals[4].content);
    const one = back(5).input?.content;
    if (one?.kind !== 'multiple-choice' || originals[5].content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(choiceScores(one.options, false, one.scoring)).toEqual(choiceScores(originals[5].content.options, false, 'all-or-nothing'));
  });

  test('right-minus-wrong is a multichoice of +100/k and −100/(n − k), which comes back as right-minus-wrong', () => {
    const rmw = xmlOf('Right minus wrong');
    expect(rmw).toContain('<single>false</single>');
    expect(rmw.match(/fraction="[^"]+"/g)).toEqual(['fraction="33.3333333"', 'fraction="33.3333333"', 'fraction="-50"', 'fraction="-50"', 'fraction="33.3333333"']);
    const content = back(6).input?.content;
    if (content?.kind !== 'multiple-choice' || originals[6].content.kind !== 'multiple-choice') throw new Error('not multiple choice');
    expect(content.scoring).toBe('right-minus-wrong');
    expect(content.options.map((option) => [option.text, option.correct, option.feedback])).toEqual(
      originals[6].content.options.map((option) => [option.text, option.correct, option.feedback]),
    );
    expect(choiceScores(content.options, true, content.scoring)).toEqual(choiceScores(originals[6].content.options, true, 'right-minus-wrong'));
  });
});

describe('Moodle XML export of templated numerical questions (calculated)', () => {
  const templated = (id: number, title: string, text: string, template: QuestionTemplate, content: NumericalContent, questionFeedback: ExportableQuestion['feedback'] = null): ExportableQuestion => ({
    ...question(id, title, text, content),
    template,
    feedback: questionFeedback,
  });
  const plainCalculated = templated(
    50,
    'Half product',
    'What is half of {{x}} × {{y}}?',
    {
      variables: [
        { name: 'x', type: 'int', min: 1, max: 9 },
        { name: 'y', type: 'float', min: 0, max: 5, decimals: 2 },
      ],
    },
    numerical([{ ...key('{{x}} * {{y}} / 2', 0.01), feedback: 'Half of {{x}} × {{y}}.' }, key('{{x}} ** 2', 0.1, 20, 'relative')], {
      units: [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }],
      unitHandling: 'optional',
    }),
    { general: 'Multiply, then halve: {{x}} × {{y}} / 2.', correct: '', partial: '', incorrect: 'Try again.' },
  );
  const withExpr = templated(
    51,
    'Box',
    'A box of {{a}} by {{b}}: {{c}}',
    {
      variables: [
        { name: 'a', type: 'int', min: 1, max: 10 },
        { name: 'b', type: 'float', min: -2, max: 2.5, decimals: 1 },
        { name: 'c', type: 'expr', expr: 'a * b % 3' },
      ],
    },
    numerical([{ ...key('{{c}} + {{a}} ** 2 - ({{b}}) ** 2', 0.01, 100, 'relative'), feedback: 'It is {{c}} plus.' }, key('{{a}}', 0.5, 0)]),
  );
  const multi: ExportableQuestion = {
    ...question(56, 'Sum', 'What is {{a}} + {{b}}?', {
      kind: 'multiple-choice',
      multipleCorrect: false,
      shuffle: true,
      options: [
        { id: 'a', text: '{{s}}', correct: true, penalty: 100, feedback: 'Yes: {{s}}.' },
        { id: 'b', text: '{{d}}', correct: false, penalty: 0 },
      ],
    }),
    template: {
      variables: [
        { name: 'a', type: 'float', min: 1, max: 5, decimals: 1 },
        { name: 'b', type: 'int', min: 1, max: 5 },
        { name: 's', type: 'expr', expr: 'round(a + b, 1)' },
        { name: 'd', type: 'expr', expr: 'a - b' },
      ],
    },
  };
  const refused = [
    templated(52, 'Choice', 'Which {{colour}}?', { variables: [{ name: 'colour', type: 'choice', choices: ['red', 'blue'] }, { name: 'n', type: 'int', min: 1, max: 3 }] }, numerical([key('{{n}}', 0)])),
    templated(53, 'Negative square', 'Square {{n}}.', { variables: [{ name: 'n', type: 'int', min: -3, max: 3 }] }, numerical([key('{{n}} ** 2', 0)])),
    templated(54, 'Figures', 'Double {{n}}.', { variables: [{ name: 'n', type: 'int', min: 1, max: 3 }] }, numerical([key('2 * {{n}}', 3, 100, 'significant-figures')])),
    templated(55, 'Unknown', 'Add.', { variables: [{ name: 'n', type: 'int', min: 1, max: 3 }] }, numerical([key('{{n}} + {{m}}', 0)])),
  ];
  const result = exportMoodleXml([plainCalculated, withExpr, multi, ...refused], new Map());
  const plan = planImport(parseMoodleXml(result.content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const back = (index: number) => {
    const mapped = plan.questions[index];
    if (!mapped?.input) throw new Error(`question ${index} did not come back: ${mapped?.item.reason}`);
    return mapped.input;
  };
  const xmlOf = (title: string) => new RegExp(`<question type="calculated"><name><text>${title}</text></name>.*?</question>`).exec(result.content)?.[0] ?? '';
  /** The keys' values a student with this seed must match. */
  const keysOf = (input: Pick<ExportableQuestion, 'text' | 'content' | 'template'>, seed: number) => {
    const { content } = instantiate(input, seed);
    if (content.kind !== 'numerical') throw new Error('not numerical');
    return content.answers.map((answer) => {
      const value = keyValueOf(answer.value);
      return value.ok ? decimalToString(value.value) : value.message;
    });
  };

  test('exports a templated numerical question as calculated and lists what Moodle cannot hold', () => {
    expect(result.exported).toBe(3);
    expect(result.skipped).toEqual([
      { questionId: 52, title: 'Choice', reason: 'the placeholder {{colour}} uses the choice variable colour, which Moodle’s datasets (numbers drawn from a range) cannot hold' },
      {
        questionId: 53,
        title: 'Negative square',
        reason: 'answer 1 raises {{n}} to a power, which Moodle computes differently for a negative value ((−2) ** 2 = 4, here −2 ** 2 = −4); write ({{n}}) ** …',
      },
      { questionId: 54, title: 'Figures', reason: "answer 1 counts significant figures, which Moodle's calculated tolerances (relative, nominal) cannot give for a computed value" },
      { questionId: 55, title: 'Unknown', reason: 'answer 1 “{{n}} + {{m}}” names {{m}}, which is no variable of the template' },
    ]);
  });

  test('wildcards, formulas, tolerance types, units and dataset definitions in Moodle’s elements', () => {
    const xml = xmlOf('Half product');
    expect(xml).toContain('<questiontext format="markdown"><text>What is half of {x} × {y}?</text></questiontext>');
    expect(xml).toContain(
      '<answer fraction="100"><text>{x} * {y} / 2</text><tolerance>0.01</tolerance><tolerancetype>2</tolerancetype><correctanswerformat>2</correctanswerformat><correctanswerlength>4</correctanswerlength><feedback format="markdown"><text>Half of {x} × {y}.</text></feedback></answer>',
    );
    expect(xml).toContain('<answer fraction="20"><text>pow({x}, 2)</text><tolerance>0.1</tolerance><tolerancetype>1</tolerancetype>');
    expect(xml).toContain('<unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit>');
    expect(xml).toContain(
      '<dataset_definition><status><text>private</text></status><name><text>y</text></name><type>calculated</type><distribution><text>uniform</text></distribution><minimum><text>0</text></minimum><maximum><text>5</text></maximum><decimals><text>2</text></decimals><itemcount>10</itemcount><dataset_items><dataset_item><number>1</number>',
    );
    expect(xml).toContain('<generalfeedback format="markdown"><text>Multiply, then halve: {x} × {y} / 2.</text></generalfeedback>');
    // An expr variable is its formula: {=…} in a text, in parentheses in a key; % is fmod, ** pow.
    const box = xmlOf('Box');
    expect(box).toContain('<text>A box of {a} by {b}: {=fmod({a} * {b}, 3)}</text>');
    expect(box).toContain('<text>(fmod({a} * {b}, 3)) + pow({a}, 2) - pow({b}, 2)</text>');
    expect(box).toContain('<feedback format="markdown"><text>It is {=fmod({a} * {b}, 3)} plus.</text></feedback>');
  });

  test('the dataset items are the bank’s own variants (seeds 1 to 10)', () => {
    const xml = xmlOf('Half product');
    const values = (name: string) =>
      [...(new RegExp(`<name><text>${name}</text></name>.*?</dataset_definition>`).exec(xml)?.[0] ?? '').matchAll(/<value>([^<]*)<\/value>/g)].map((match) => match[1]);
    const template = plainCalculated.template as QuestionTemplate;
    expect(values('x')).toEqual(Array.from({ length: 10 }, (_, index) => instantiate({ ...plainCalculated, template }, index + 1).values.x.toString()));
    expect(values('y')).toHaveLength(10);
  });

  test('a calculated question without expr variables comes back the same question', () => {
    const input = back(0);
    expect(plan.questions[0].item.warnings).toEqual([
      'Moodle’s 10 fixed sets of values are not kept: each student’s values are drawn from the wildcards’ ranges.',
      expect.stringContaining('Units stay optional'),
    ]);
    expect({ text: input.text, template: input.template, content: input.content, feedback: input.feedback }).toEqual({
      text: plainCalculated.text,
      template: plainCalculated.template,
      content: plainCalculated.content,
      feedback: plainCalculated.feedback,
    });
  });

  test('expr variables come back as formulas: inlined in the keys, f1… in the texts; every variant keeps its keys', () => {
    const input = back(1);
    expect(input.template?.variables).toEqual([
      { name: 'a', type: 'int', min: 1, max: 10 },
      { name: 'b', type: 'float', min: -2, max: 2.5, decimals: 1 },
      { name: 'f1', type: 'expr', expr: 'a * b % 3' },
    ]);
    expect(input.text).toBe('A box of {{a}} by {{b}}: {{f1}}');
    expect(input.content).toMatchObject({
      answers: [
        { value: '({{a}} * {{b}} % 3) + {{a}} ** 2 - ({{b}}) ** 2', feedback: 'It is {{f1}} plus.' },
        { value: '{{a}}', fraction: 0 },
      ],
    });
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(keysOf(input, seed)).toEqual(keysOf(withExpr, seed));
      expect(instantiate(input, seed).text).toBe(instantiate(withExpr, seed).text);
    }
  });

  test('a templated multiple-choice question is calculatedmulti; its options’ formulas come back as expr variables', () => {
    expect(result.content).toMatch(
      /<question type="calculatedmulti"><name><text>Sum<\/text><\/name>.*<single>true<\/single>.*<answer fraction="100" format="markdown"><text>\{=round\(\{a\} \+ \{b\}, 1\)\}<\/text><tolerance>0<\/tolerance><tolerancetype>1<\/tolerancetype><correctanswerformat>2<\/correctanswerformat><correctanswerlength>15<\/correctanswerlength>/,
    );
    const input = back(2);
    expect(plan.questions[2].item.warnings).toEqual(['Moodle’s 10 fixed sets of values are not kept: each student’s values are drawn from the wildcards’ ranges.']);
    expect(input.template?.variables).toEqual([
      { name: 'a', type: 'float', min: 1, max: 5, decimals: 1 },
      { name: 'b', type: 'int', min: 1, max: 5 },
      { name: 'f1', type: 'expr', expr: 'round(a + b, 1)' },
      { name: 'f2', type: 'expr', expr: 'a - b' },
    ]);
    expect(input.content).toEqual({
      kind: 'multiple-choice',
      multipleCorrect: false,
      shuffle: true,
      options: [
        { id: 'a', text: '{{f1}}', correct: true, penalty: 100, feedback: 'Yes: {{f1}}.' },
        { id: 'b', text: '{{f2}}', correct: false, penalty: 0 },
      ],
    });
    for (const seed of [1, 2, 3]) {
      const [original, copy] = [instantiate(multi, seed).content, instantiate(input, seed).content];
      if (original.kind !== 'multiple-choice' || copy.kind !== 'multiple-choice') throw new Error('not multiple choice');
      expect(copy.options.map((option) => [option.text, option.feedback])).toEqual(original.options.map((option) => [option.text, option.feedback]));
    }
  });
});

describe('Moodle XML export of gaps as embedded answers (Cloze)', () => {
  const completion = (id: number, title: string, text: string, gapText: string, gaps: TextGap[]) =>
    question(id, title, text, { kind: 'text-completion', gapText, gaps });
  const typed = (answers: string[], extra: Partial<TextGap> = {}): TextGap => ({ answers, caseSensitive: false, options: [], ...extra });
  const numberGap = (answers: NumericalKey[], extra: Partial<TextGap> = {}): TextGap => ({ answers: [], caseSensitive: false, options: [], numerical: { answers }, ...extra });
  const gaps: ExportableQuestion[] = [
    completion(40, 'Mixed gaps', '', 'The capital is [[1]]; pi is [[2]]; the sky is [[3]]. Escapes: [[4]].', [
      typed(['Paris', 'Lutetia'], { caseSensitive: true, fractions: [100, 50], weight: 2 }),
      numberGap([key('3.14', 0.005), key('-3.1', 0.05, 50), key('1e-9', 0, 0)], { weight: 3 }),
      { answers: ['blue', 'grey'], fractions: [100, 50], caseSensitive: true, options: ['blue', 'green', 'grey', 'R & D <b>'] },
      typed(['a}b', 'c#d', 'e~f', 'back\\slash', '3 * 4', '=x', '%y', 'R & D', 'x<y', 'a\\#b']),
    ]),
    // Shares of non-integer weights: Moodle's marks are whole, so 0.5 and 1.5 become 1 and 3.
    completion(41, 'Half weights', '', '[[1]] [[2]]', [typed(['a'], { weight: 0.5 }), typed(['b'], { weight: 1.5 })]),
    // The question's text goes above its gap text, in one Moodle text.
    completion(42, 'With text', 'Fill in the gaps.', '[[1]] and [[2]]', [typed(['a']), typed(['b'])]),
    // Tolerances Moodle does not have become the absolute ones that accept the same numbers.
    completion(43, 'Converted tolerances', '', '[[1]] [[2]]', [
      numberGap([key('-250', 0.01, 100, 'relative')]),
      numberGap([key('1234.5', 3, 100, 'significant-figures'), key('1234.5', 2, 50, 'significant-figures')]),
    ]),
    // A case-insensitive drop-down: every option an accepted answer matches is right.
    completion(44, 'Either case', '', 'Capital: [[1]]', [{ answers: ['PARIS'], caseSensitive: false, options: ['Paris', 'paris', 'Lyon'] }]),
    completion(45, 'Formula gap', '', '2π is [[1]] or [[2]]', [typed(['two pi']), numberGap([key('2 * 3.14159', 0.001)])]),
    completion(46, 'Braces', '', 'Moodle writes {1:SHORTANSWER:=x} for [[1]] and [[2]].', [typed(['a']), typed(['b'])]),
    completion(47, 'Empty option', '', '[[1]] [[2]]', [typed(['a']), { answers: ['a'], caseSensitive: true, options: ['a', ' '] }]),
  ];
  const result = exportMoodleXml(gaps, new Map());
  const exported = gaps.filter((candidate) => !result.skipped.some((skipped) => skipped.questionId === candidate.id));
  const plan = planImport(parseMoodleXml(result.content), (input) => (validateQuestion(input).length === 0 ? null : 'invalid'));
  const back = (id: number) => {
    const mapped = plan.questions[exported.findIndex((candidate) => candidate.id === id)];
    if (mapped?.input?.content.kind !== 'text-completion') throw new Error(`question ${id} did not come back: ${mapped?.item.reason}`);
    return { ...mapped, input: mapped.input, content: mapped.input.content };
  };
  const original = (id: number) => gaps.find((candidate) => candidate.id === id)!.content;
  const grade = async (content: QuestionContent, answers: Array<string | null>) =>
    (await gradeAnswer(content, { kind: 'text-completion', gaps: answers }, DEFAULT_SCORES)).fraction;

  test('exports what Moodle can hold and lists the rest with the reason', () => {
    expect(result.skipped).toEqual([
      { questionId: 45, title: 'Formula gap', reason: "gap 2: answer 1 “2 * 3.14159” is a formula; Moodle's numerical answers are numbers" },
      { questionId: 46, title: 'Braces', reason: 'its text contains “{1:SHORTANSWER:…}” or “{#1}”, which Moodle would read as an embedded answer' },
      { questionId: 47, title: 'Empty option', reason: "gap 2 has an empty answer or option, which Moodle's embedded answers cannot hold" },
    ]);
    expect(plan.questions.map(({ item }) => [item.sourceType, item.status])).toEqual(exported.map(() => ['cloze', 'import']));
  });

  test('each gap is written as its sub-question, worth its weight, its texts escaped for Moodle', () => {
    expect(result.content).toContain(
      '<question type="cloze"><name><text>Mixed gaps</text></name><questiontext format="markdown"><text>' +
        'The capital is {2:SHORTANSWER_C:=Paris~%50%Lutetia}; pi is {3:NUMERICAL:=3.14:0.005~%50%-3.1:0.05~1e-9:0}; ' +
        'the sky is {1:MULTICHOICE_S:=blue~green~%50%grey~R &amp;amp;amp; D &amp;amp;lt;b&amp;amp;gt;}. ' +
        'Escapes: {1:SHORTANSWER:=a&amp;#125;b~=c&amp;#35;d~=e&amp;#126;f~=back&amp;#92;slash~=3 &amp;#92;* 4~=&amp;#61;x~=&amp;#37;y~=R &amp;amp; D~=x&lt;y~=a&amp;#92;&amp;#35;b}.</text>',
    );
    expect(result.content).toContain('<text>{1:SHORTANSWER:=a} {3:SHORTANSWER:=b}</text>');
  });

  test('a round trip gives back the same question', () => {
    const mixed = back(40);
    expect(mixed.input.text).toBe('');
    expect(mixed.content).toEqual(original(40));
    expect(mixed.item.warnings).toEqual([]);
  });

  test('questions imported from select missing words, drag and drop into text and Cloze come back the same', () => {
    for (const file of ['gapselect.xml', 'cloze.xml']) {
      const imported = planImport(parseMoodleXml(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')), () => null).questions.flatMap(({ input }) =>
        input ? [input] : [],
      );
      const again = exportMoodleXml(
        imported.map((input, index) => ({ ...question(index + 1, input.title, input.text, input.content), feedback: input.feedback ?? null, tags: input.tags })),
        new Map(),
      );
      expect(again.skipped).toEqual([]);
      const reimported = planImport(parseMoodleXml(again.content), () => null).questions.map(({ input }) => input);
      expect(reimported.map((input) => [input?.title, input?.text, input?.content, input?.feedback])).toEqual(
        imported.map((input) => [input.title, input.text, input.content, input.feedback]),
      );
    }
  });

  test('what changes on the way, the grades do not', async () => {
    // 0.5 and 1.5 come back as 1 and 3: the same shares.
    expect(back(41).content.gaps.map((gap) => gap.weight)).toEqual([undefined, 3]);
    expect(back(42).input.text).toBe('');
    expect(back(42).content.gapText).toBe('Fill in the gaps.\n\n[[1]] and [[2]]');
    expect(back(43).content.gaps.map((gap) => gap.numerical?.answers)).toEqual([[key('-250', 2.5)], [key('1234.5', 5), key('1234.5', 50, 50)]]);
    expect(back(44).content.gaps).toEqual([{ answers: ['Paris', 'paris'], caseSensitive: true, options: ['Paris', 'paris', 'Lyon'] }]);
    const answers: Array<[number, Array<Array<string | null>>]> = [
      [40, [['Paris', '3.14'], ['paris', '3.144', 'grey'], ['Lutetia', '-3.06', 'green', 'e~f'], [null, '0.000000001', null, 'a\\#b'], ['x', '-3.1499', 'R & D <b>', 'x<y']]],
      [41, [['a', null], [null, 'b'], ['a', 'b']]],
      [43, [['-252.5', '1230'], ['-247.49', '1225'], ['-253', '1240'], ['250', '1200'], [null, '1150'], [null, '1249.99']]],
      [44, [['Paris'], ['paris'], ['Lyon']]],
    ];
    for (const [id, cases] of answers) {
      for (const given of cases) {
        expect([id, given, await grade(back(id).content, given)]).toEqual([id, given, await grade(original(id), given)]);
      }
    }
  });
});
