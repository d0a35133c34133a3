import { describe, expect, test } from '@jest/globals';
import type { QuestionAnswer, QuestionKind } from '../../generated/contract-types.js';
import { DEFAULT_SCORES, gradeAnswer, instantiate, validateQuestion } from '../../grading/index.js';
import { createRunners } from '../../sandbox/index.js';
import { demoNodeGraphs } from '../demo.js';
import { demoQuestions } from '../demo-questions.js';

const kinds: QuestionKind[] = [
  'multiple-choice', 'true-false', 'free-text', 'code', 'sql', 'json', 'complex',
  'ordered-elements', 'connected-elements', 'text-completion', 'diagram', 'scale', 'numerical',
];

describe('the demo question bank', () => {
  test('has at least two questions of every kind', () => {
    const tooFew = kinds.filter((kind) => demoQuestions.filter((question) => question.input.content.kind === kind).length < 2);
    expect(tooFew).toEqual([]);
  });

  test('has code in JavaScript, Python and C, a templated question and partial-credit penalties', () => {
    const languages = demoQuestions.flatMap(({ input }) => (input.content.kind === 'code' ? [input.content.language] : []));
    expect(new Set(languages)).toEqual(new Set(['javascript', 'python', 'c']));
    const templated = demoQuestions.filter(({ input }) => input.template !== null);
    expect(templated.some(({ input }) => /\{\{\w+\}\}/.test(input.text) && /\{\{\w+\}\}/.test(JSON.stringify(input.content)))).toBe(true);
    expect(
      demoQuestions.some(({ input }) => input.content.kind === 'multiple-choice' && input.content.multipleCorrect && input.content.options.every((option) => option.penalty < 100)),
    ).toBe(true);
    for (const { input } of demoQuestions) {
      if (input.content.kind === 'sql') expect(input.content.hiddenFixture).not.toBe(input.content.fixture);
      if (input.content.kind === 'code') {
        expect(input.content.tests.some((codeTest) => codeTest.public)).toBe(true);
        expect(input.content.tests.some((codeTest) => !codeTest.public)).toBe(true);
      }
    }
  });

  test('every question is attached to nodes of the Databases graph', () => {
    const names = new Set(demoNodeGraphs.DB.map(([name]) => name));
    for (const { nodes } of demoQuestions) {
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) expect(names).toContain(node);
    }
  });

  test.each(demoQuestions.map((question) => [question.input.title, question] as const))('%s passes validateQuestion', (_title, question) => {
    expect(validateQuestion({ ...question.input })).toEqual([]);
  });

  const graded = demoQuestions.filter(({ input }) => input.content.kind === 'code' || input.content.kind === 'sql');
  const runners = createRunners({ codeRunner: { kind: 'local' }, sqlSpares: 1 });

  test.each(graded.map((question) => [question.input.title, question] as const))(
    'the reference solution of “%s” scores 100 % in the sandbox',
    async (_title, question) => {
      const { content } = instantiate({ ...question.input }, 1);
      let answer: QuestionAnswer;
      if (content.kind === 'code') answer = { kind: 'code', source: content.referenceSolution };
      else if (content.kind === 'sql') answer = { kind: 'sql', query: content.referenceSolution };
      else throw new Error('not code or SQL');
      const result = await gradeAnswer(content, answer, DEFAULT_SCORES, runners);
      // Failing tests and SQL runs are part of the comparison so that a failure shows why.
      expect({
        scorePercent: result.scorePercent,
        failedTests: result.tests.filter((codeTest) => !codeTest.passed),
        failedRuns: result.sqlRuns.filter((run) => !run.matches),
      }).toEqual({ scorePercent: 100, failedTests: [], failedRuns: [] });
      if (content.kind === 'sql') expect(result.sqlRuns.map((run) => run.fixture)).toEqual(['visible', 'hidden']);
    },
    // Each SQL run starts a fresh database in a child process; on a busy machine that takes a while.
    180_000,
  );
});
