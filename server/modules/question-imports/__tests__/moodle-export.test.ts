import { describe, expect, test } from '@jest/globals';
import type { ChoiceOption, QuestionContent } from '../../../generated/contract-types.js';
import { validateQuestion } from '../../../grading/index.js';
import { multipleChoiceFraction } from '../../../grading/scores.js';
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
  question(11, 'Two gaps', '', {
    kind: 'text-completion',
    gapText: '[[1]] and [[2]]',
    gaps: [
      { answers: ['a'], caseSensitive: false, options: [] },
      { answers: ['b'], caseSensitive: false, options: [] },
    ],
  }),
  question(12, 'Drop-down', '', { kind: 'text-completion', gapText: 'Pick [[1]]', gaps: [{ answers: ['a'], caseSensitive: false, options: ['a', 'b'] }] }),
  { ...question(13, 'Templated', 'What is {{a}}?', { kind: 'true-false', correct: true }), template: { variables: [{ name: 'a', type: 'int', min: 1, max: 3 }] } },
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
function choiceScores(options: ChoiceOption[], multipleCorrect: boolean): number[] {
  const ids = options.map((option) => option.id);
  const sets = multipleCorrect
    ? Array.from({ length: 2 ** ids.length - 1 }, (_, mask) => ids.filter((_id, bit) => ((mask + 1) >> bit) & 1))
    : ids.map((id) => [id]);
  return sets.map((choices) => multipleChoiceFraction(options, choices) ?? -1);
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
      { questionId: 11, title: 'Two gaps', reason: "Moodle's short answer has one gap; this question has 2" },
      { questionId: 12, title: 'Drop-down', reason: 'a drop-down gap has no Moodle short-answer equivalent' },
      { questionId: 13, title: 'Templated', reason: 'a templated question has no Moodle equivalent' },
      { questionId: 14, title: 'Two answers', reason: "in Moodle's matching every item has exactly one answer; “INNER” has 2" },
    ]);
    expect(plan.questions.map((mapped) => mapped.item.sourceType)).toEqual([
      'multichoice',
      'multichoice',
      'truefalse',
      'essay',
      'shortanswer',
      'shortanswer',
      'matching',
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

  test('the file is well-formed and escapes markup in texts', () => {
    expect(result.content).toContain('<name><text>Essay &lt;draft&gt;</text></name>');
    expect(result.content).toContain('<text>order\\*</text>');
  });
});
