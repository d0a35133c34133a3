import type { QuestionContent, QuestionInput, QuestionKind } from '../../generated/contract-types.js';

/** One valid content of every kind; `secret` goes into every answer, key and hidden part the kind has. */
export function contentOfKind(kind: QuestionKind, secret = 'key'): QuestionContent {
  switch (kind) {
    case 'multiple-choice':
      return {
        kind,
        multipleCorrect: false,
        shuffle: true,
        options: [
          { id: 'a', text: 'A relation', correct: true, penalty: 0, feedback: `Right: a relation ${secret}` },
          { id: 'b', text: 'A tuple', correct: false, penalty: 100, feedback: `A tuple is a row ${secret}` },
          { id: 'c', text: 'A domain', correct: false, penalty: 100 },
        ],
      };
    case 'true-false':
      return { kind, correct: true, trueFeedback: `True it is ${secret}`, falseFeedback: `Not false ${secret}` };
    case 'free-text':
      return { kind, modelAnswer: `The model answer ${secret}`, maxLength: 2000 };
    case 'code':
      return {
        kind,
        language: 'javascript',
        prefix: `// prefix ${secret}\n`,
        sourceTemplate: 'function double(x) {\n  return 0;\n}\n',
        suffix: `\n// suffix ${secret}\nfor (let line = input(); line !== null; line = input()) if (line.trim()) console.log(double(Number(line)));\n`,
        referenceSolution: `function double(x) { return 2 * x; } // ${secret}`,
        timeLimitMs: 2000,
        memoryLimitMb: 64,
        tests: [
          { id: 't1', name: 'Public', input: '2\n', expectedOutput: '4', weight: 50, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false },
          { id: 't2', name: 'Hidden', input: `21\n`, expectedOutput: `42`, weight: 50, public: false, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false },
        ],
      };
    case 'sql':
      return {
        kind,
        fixture: "CREATE TABLE city (name text, population int);\nINSERT INTO city VALUES ('Zagreb', 770000), ('Split', 160000);",
        hiddenFixture: `CREATE TABLE city (name text, population int);\nINSERT INTO city VALUES ('${secret}', 1), ('Rijeka', 108000);`,
        referenceSolution: `SELECT name FROM city WHERE population > 100000 /* ${secret} */`,
        orderMatters: false,
        columnNames: 'ignore',
      };
    case 'json':
      return { kind, reference: JSON.stringify({ answer: secret }), compare: 'deep' };
    case 'complex':
      return {
        kind,
        subquestions: [
          { id: 'p1', text: 'Is it true?', weight: 50, content: { kind: 'true-false', correct: false } },
          { id: 'p2', text: 'Explain.', weight: 50, content: { kind: 'free-text', modelAnswer: `Sub answer ${secret}`, maxLength: null } },
        ],
      };
    case 'ordered-elements':
      return { kind, elements: [{ id: 'e1', text: 'First' }, { id: 'e2', text: 'Second' }, { id: 'e3', text: 'Third' }] };
    case 'connected-elements':
      return {
        kind,
        left: [{ id: 'l1', text: 'SELECT' }, { id: 'l2', text: 'INSERT' }],
        right: [{ id: 'r1', text: 'reads' }, { id: 'r2', text: 'writes' }],
        pairs: [{ leftId: 'l1', rightId: 'r1' }, { leftId: 'l2', rightId: 'r2' }],
      };
    case 'text-completion':
      return { kind, gapText: 'A [[1]] has [[2]] attributes.', gaps: [
        { answers: [`relation${secret}`], caseSensitive: false, options: [] },
        { answers: ['many'], caseSensitive: false, options: ['many', 'no'] },
      ] };
    case 'diagram':
      return { kind, grading: 'compare', reference: { nodes: [{ id: 'n1', label: `Entity ${secret}` }, { id: 'n2', label: 'Other' }], edges: [{ from: 'n1', to: 'n2', label: `rel ${secret}` }] } };
    case 'scale':
      return { kind, labels: [{ value: 1, label: 'Low' }, { value: 2, label: 'Middle' }, { value: 3, label: 'High' }], correctValue: 2 };
    case 'numerical':
      return {
        kind,
        answers: [
          { value: '9.81', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100, feedback: `g on Earth ${secret}` },
          { value: '10', tolerance: 0, toleranceKind: 'absolute', fraction: 50, feedback: `Rounded too far ${secret}` },
        ],
        units: [{ name: 'm/s²', multiplier: 1 }, { name: 'cm/s²', multiplier: 100 }],
        unitHandling: 'optional',
        unitPenalty: 0,
      };
  }
}

export const allKinds: QuestionKind[] = [
  'multiple-choice',
  'true-false',
  'free-text',
  'code',
  'sql',
  'json',
  'complex',
  'ordered-elements',
  'connected-elements',
  'text-completion',
  'diagram',
  'scale',
  'numerical',
];

/** A valid question input; `overrides` replace whole fields. */
export function questionInput(overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    title: 'Relational model',
    text: 'What is a **relation** in the relational model?',
    content: contentOfKind('multiple-choice'),
    template: null,
    isActive: true,
    timeLimitSeconds: null,
    comment: null,
    tags: [],
    nodeIds: [],
    ...overrides,
  };
}

/** A 1×1 PNG image. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
