import type { CodeTest, QuestionContent, QuestionFeedback, QuestionInput, QuestionTemplate } from '../generated/contract-types.js';

/**
 * The demo question bank of the Databases course: at least two questions of every kind, attached to the nodes of
 * the course's graph (by name, see demoNodeGraphs.DB). Code and SQL reference solutions pass their own tests
 * (server/seed/__tests__/demo-questions.test.ts grades them in the real sandboxes).
 */
export interface DemoQuestion {
  /** Names of nodes of the Databases graph. */
  nodes: string[];
  input: Omit<QuestionInput, 'nodeIds'>;
}

const question = (
  title: string,
  nodes: string[],
  text: string,
  content: QuestionContent,
  extra: { tags?: string[]; template?: QuestionTemplate; timeLimitSeconds?: number; comment?: string; feedback?: QuestionFeedback } = {},
): DemoQuestion => ({
  nodes,
  input: {
    title,
    text,
    content,
    template: extra.template ?? null,
    isActive: true,
    timeLimitSeconds: extra.timeLimitSeconds ?? null,
    comment: extra.comment ?? null,
    ...(extra.feedback ? { feedback: extra.feedback } : {}),
    tags: extra.tags ?? [],
  },
});

const test = (id: string, input: string, expectedOutput: string, weight: number, isPublic: boolean): CodeTest => ({
  id,
  name: isPublic ? `Example ${id}` : `Hidden ${id}`,
  input,
  expectedOutput,
  weight,
  public: isPublic,
  trimWhitespace: true,
  ignoreCase: false,
  anyOrder: false,
  regex: false,
});

const studentsFixture = `CREATE TABLE student (id integer PRIMARY KEY, name text NOT NULL, year integer NOT NULL);
CREATE TABLE enrolment (student_id integer REFERENCES student (id), course text NOT NULL, grade integer);
INSERT INTO student VALUES (1, 'Ana', 1), (2, 'Ivan', 2), (3, 'Petra', 2), (4, 'Luka', 3);
INSERT INTO enrolment VALUES (1, 'DB', 5), (2, 'DB', 3), (2, 'OS', 4), (3, 'OS', 2), (4, 'DB', NULL);`;

const studentsHiddenFixture = `CREATE TABLE student (id integer PRIMARY KEY, name text NOT NULL, year integer NOT NULL);
CREATE TABLE enrolment (student_id integer REFERENCES student (id), course text NOT NULL, grade integer);
INSERT INTO student VALUES (10, 'Maja', 1), (11, 'Josip', 1), (12, 'Tea', 3), (13, 'Karlo', 2), (14, 'Ema', 2);
INSERT INTO enrolment VALUES (10, 'DB', 4), (11, 'DB', 4), (11, 'NET', 5), (12, 'DB', 2), (13, 'NET', NULL), (14, 'DB', 5);`;

const ordersFixture = `CREATE TABLE customer (id integer PRIMARY KEY, city text NOT NULL);
CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customer (id), amount numeric(8, 2) NOT NULL);
INSERT INTO customer VALUES (1, 'Zagreb'), (2, 'Split'), (3, 'Zagreb'), (4, 'Rijeka');
INSERT INTO orders VALUES (1, 1, 100.00), (2, 1, 50.00), (3, 2, 80.00), (4, 3, 20.00);`;

const ordersHiddenFixture = `CREATE TABLE customer (id integer PRIMARY KEY, city text NOT NULL);
CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customer (id), amount numeric(8, 2) NOT NULL);
INSERT INTO customer VALUES (1, 'Osijek'), (2, 'Osijek'), (3, 'Pula'), (4, 'Zadar'), (5, 'Pula');
INSERT INTO orders VALUES (1, 1, 10.00), (2, 2, 15.50), (3, 3, 99.99), (4, 5, 0.01), (5, 5, 40.00);`;

export const demoQuestions: DemoQuestion[] = [
  // Multiple choice
  question(
    'Properties of a primary key',
    ['Relational model'],
    'Which statements hold for the **primary key** of a relation?',
    {
      kind: 'multiple-choice',
      multipleCorrect: true,
      shuffle: true,
      options: [
        { id: 'a', text: 'Its values are unique in the relation.', correct: true, penalty: 50 },
        { id: 'b', text: 'None of its attributes may be NULL.', correct: true, penalty: 50 },
        { id: 'c', text: 'It must consist of a single attribute.', correct: false, penalty: 50 },
        { id: 'd', text: 'It must be an integer.', correct: false, penalty: 50 },
      ],
    },
    { tags: ['keys'], comment: 'Partial credit: each correct choice is worth half, each wrong one costs half.' },
  ),
  question(
    'Anomalies a lost update needs',
    ['Isolation levels'],
    'Two transactions read the same row and both write it back. Which of these must happen for an update to be lost? Choose all that apply: only the exact set counts.',
    {
      kind: 'multiple-choice',
      multipleCorrect: true,
      shuffle: true,
      scoring: 'all-or-nothing',
      options: [
        { id: 'a', text: 'Both transactions read the row before either writes it.', correct: true, penalty: 100, feedback: 'Yes: each writes a value computed from a stale read.' },
        { id: 'b', text: 'The second write overwrites the first without reading it again.', correct: true, penalty: 100 },
        { id: 'c', text: 'One of the transactions is rolled back.', correct: false, penalty: 100, feedback: 'A rollback undoes a write; it does not lose another transaction’s.' },
        { id: 'd', text: 'The isolation level is SERIALIZABLE.', correct: false, penalty: 100, feedback: 'SERIALIZABLE prevents lost updates (one transaction fails instead).' },
      ],
    },
    {
      tags: ['transactions'],
      feedback: {
        general: 'A lost update is a read-modify-write race: T1 reads, T2 reads, T1 writes, T2 writes over it.',
        correct: '', partial: '', incorrect: 'Draw the schedule: two reads, then two writes.',
      },
    },
  ),
  question(
    'Isolation level that prevents phantoms',
    ['Isolation levels'],
    'Which is the **weakest** isolation level of the SQL standard that prevents phantom reads?',
    {
      kind: 'multiple-choice',
      multipleCorrect: false,
      shuffle: true,
      options: [
        { id: 'a', text: 'READ UNCOMMITTED', correct: false, penalty: 50 },
        { id: 'b', text: 'READ COMMITTED', correct: false, penalty: 50 },
        { id: 'c', text: 'REPEATABLE READ', correct: false, penalty: 50 },
        { id: 'd', text: 'SERIALIZABLE', correct: true, penalty: 50 },
      ],
    },
    { tags: ['transactions'] },
  ),
  // True / false
  question('NULL compared with NULL', ['SQL'], 'In SQL, the condition `NULL = NULL` evaluates to TRUE.', { kind: 'true-false', correct: false }, { tags: ['null'] }),
  question(
    'BCNF implies 3NF',
    ['Normal forms'],
    'Every relation in Boyce–Codd normal form is also in third normal form.',
    { kind: 'true-false', correct: true },
    { tags: ['normal forms'] },
  ),
  // Free text
  question(
    'Why normalise?',
    ['Normalisation'],
    'Explain, with an example relation, which anomalies normalisation removes and what it can cost at query time.',
    {
      kind: 'free-text',
      modelAnswer: 'Insertion, update and deletion anomalies caused by redundancy; the price is more joins when reading.',
      maxLength: 4000,
    },
  ),
  question(
    'Lost update',
    ['Transactions'],
    'Describe the *lost update* problem with a schedule of two transactions, and name an isolation level that prevents it.',
    { kind: 'free-text', modelAnswer: 'T1 and T2 read x, both write x + 1; one write is lost. REPEATABLE READ or SERIALIZABLE.', maxLength: null },
  ),
  // Code: JavaScript, Python, C
  question(
    'Count distinct keys (JavaScript)',
    ['Relational model'],
    'The input has one key per line (read it with `readAll()` or `readline()`). Print how many **distinct** keys there are.',
    {
      kind: 'code',
      language: 'javascript',
      prefix: '',
      sourceTemplate: "const lines = readAll().split('\\n').filter(Boolean);\n",
      suffix: '',
      referenceSolution:
        "const lines = readAll().split('\\n').filter(Boolean);\nconsole.log(new Set(lines).size);\n",
      timeLimitMs: 2000,
      memoryLimitMb: 128,
      tests: [test('1', 'a\nb\na\n', '2', 30, true), test('2', 'x\n', '1', 30, false), test('3', 'k1\nk2\nk3\nk2\nk1\n', '3', 40, false)],
    },
    { tags: ['keys', 'javascript'] },
  ),
  question(
    'Natural join of two relations (Python)',
    ['Joins'],
    'The first line holds `n`; `n` lines of `id name` follow, then `m` and `m` lines of `id course`. Print the natural join `name course`, one row per line, in input order of the second relation.',
    {
      kind: 'code',
      language: 'python',
      prefix: '',
      sourceTemplate: 'import sys\n\nlines = sys.stdin.read().split("\\n")\n',
      suffix: '',
      referenceSolution: [
        'import sys',
        '',
        'lines = sys.stdin.read().split("\\n")',
        'n = int(lines[0])',
        'names = dict(line.split() for line in lines[1:n + 1])',
        'm = int(lines[n + 1])',
        'for line in lines[n + 2:n + 2 + m]:',
        '    key, course = line.split()',
        '    if key in names:',
        '        print(names[key], course)',
        '',
      ].join('\n'),
      timeLimitMs: 3000,
      memoryLimitMb: 128,
      tests: [
        test('1', '2\n1 Ana\n2 Ivan\n2\n1 DB\n3 OS\n', 'Ana DB', 40, true),
        test('2', '1\n7 Maja\n3\n7 DB\n7 OS\n8 DB\n', 'Maja DB\nMaja OS', 60, false),
      ],
    },
    { tags: ['joins', 'python'] },
  ),
  question(
    'Sum of a column (C)',
    ['Aggregation'],
    'Complete `sum_column` so that it returns the sum of the `n` values (the aggregate `SUM`). The program reads `n` and the values.',
    {
      kind: 'code',
      language: 'c',
      prefix: '#include <stdio.h>\n',
      sourceTemplate: 'long sum_column(const long *values, int n) {\n  /* your code */\n}\n',
      suffix:
        'int main(void) {\n  int n;\n  long values[1000];\n  if (scanf("%d", &n) != 1) return 1;\n  for (int i = 0; i < n; i++) scanf("%ld", &values[i]);\n  printf("%ld\\n", sum_column(values, n));\n  return 0;\n}\n',
      referenceSolution: 'long sum_column(const long *values, int n) {\n  long sum = 0;\n  for (int i = 0; i < n; i++) sum += values[i];\n  return sum;\n}\n',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      tests: [test('1', '3\n1 2 3\n', '6', 20, true), test('2', '0\n', '0', 40, false), test('3', '4\n-5 10 20 -1\n', '24', 40, false)],
    },
    { tags: ['aggregation', 'c'] },
  ),
  // SQL
  question(
    'Students enrolled in DB',
    ['Selection and projection', 'Joins'],
    'List the names of the students enrolled in the course `DB`, sorted by name.',
    {
      kind: 'sql',
      fixture: studentsFixture,
      hiddenFixture: studentsHiddenFixture,
      referenceSolution: "SELECT s.name FROM student s JOIN enrolment e ON e.student_id = s.id WHERE e.course = 'DB' ORDER BY s.name",
      orderMatters: true,
      columnNames: 'ignore',
    },
    { tags: ['joins'] },
  ),
  question(
    'Turnover per city',
    ['Aggregation'],
    'For every city with at least one order, show the city and the total amount of its orders (`city`, `total`).',
    {
      kind: 'sql',
      fixture: ordersFixture,
      hiddenFixture: ordersHiddenFixture,
      referenceSolution: 'SELECT c.city, SUM(o.amount) AS total FROM customer c JOIN orders o ON o.customer_id = c.id GROUP BY c.city',
      orderMatters: false,
      columnNames: 'match',
    },
    { tags: ['group by'] },
  ),
  // JSON
  question(
    'A row as a JSON object',
    ['Relational model'],
    'Write the tuple (id = 3, name = "Petra", year = 2) of relation `student` as a JSON object with those keys.',
    { kind: 'json', reference: '{"id": 3, "name": "Petra", "year": 2}', compare: 'strict' },
  ),
  question(
    'Result of a projection as JSON',
    ['Selection and projection'],
    'Relation `student` holds years 1, 2, 2 and 3. Write the result of π<sub>year</sub>(student) as a JSON array of numbers (a relation is a set: order does not matter).',
    { kind: 'json', reference: '[1, 2, 3]', compare: 'deep' },
  ),
  // Complex
  question(
    'Functional dependencies of a relation',
    ['Normalisation'],
    'Relation R(A, B, C, D) has the functional dependencies A → B and B → C.',
    {
      kind: 'complex',
      subquestions: [
        { id: 'key', text: 'Which set is a candidate key of R?', weight: 40, content: {
          kind: 'multiple-choice', multipleCorrect: false, shuffle: true, options: [
            { id: 'a', text: '{A, D}', correct: true, penalty: 50 },
            { id: 'b', text: '{A}', correct: false, penalty: 50 },
            { id: 'c', text: '{B, D}', correct: false, penalty: 50 },
          ],
        } },
        { id: 'bcnf', text: 'R is in BCNF.', weight: 30, content: { kind: 'true-false', correct: false } },
        { id: 'closure', text: 'Complete the closure: {A}⁺ = {A, B, [[1]]}.', weight: 30, content: {
          kind: 'text-completion', gapText: '{A}⁺ = {A, B, [[1]]}', gaps: [{ answers: ['C'], caseSensitive: true, options: [] }],
        } },
      ],
    },
    { tags: ['functional dependencies'] },
  ),
  question(
    'Reading a query plan',
    ['SQL', 'Joins'],
    'A query joins `student` (4 000 rows) with `enrolment` (30 000 rows) on `student_id`.',
    {
      kind: 'complex',
      subquestions: [
        { id: 'algo', text: 'Which join algorithm does PostgreSQL usually choose without indexes?', weight: 50, content: {
          kind: 'multiple-choice', multipleCorrect: false, shuffle: false, options: [
            { id: 'a', text: 'Hash join', correct: true, penalty: 50 },
            { id: 'b', text: 'Nested loop', correct: false, penalty: 50 },
          ],
        } },
        { id: 'why', text: 'Why would an index on `enrolment.student_id` change the plan?', weight: 50, content: { kind: 'free-text', modelAnswer: 'It allows an index nested loop.', maxLength: 2000 } },
      ],
    },
  ),
  // Ordered elements
  question(
    'Logical order of a SELECT',
    ['SQL'],
    'Order the clauses of a SELECT statement as the database evaluates them logically.',
    {
      kind: 'ordered-elements',
      elements: [
        { id: 'from', text: 'FROM' },
        { id: 'where', text: 'WHERE' },
        { id: 'group', text: 'GROUP BY' },
        { id: 'having', text: 'HAVING' },
        { id: 'select', text: 'SELECT' },
        { id: 'order', text: 'ORDER BY' },
      ],
    },
  ),
  question(
    'Normal forms from weakest to strongest',
    ['Normal forms'],
    'Order the normal forms from the weakest to the strongest.',
    {
      kind: 'ordered-elements',
      elements: [
        { id: '1nf', text: '1NF' },
        { id: '2nf', text: '2NF' },
        { id: '3nf', text: '3NF' },
        { id: 'bcnf', text: 'BCNF' },
      ],
    },
  ),
  // Connected elements
  question(
    'Joins and what they return',
    ['Joins'],
    'Connect each join with the rows it returns.',
    {
      kind: 'connected-elements',
      multiple: false,
      left: [
        { id: 'inner', text: 'INNER JOIN' },
        { id: 'left', text: 'LEFT OUTER JOIN' },
        { id: 'cross', text: 'CROSS JOIN' },
      ],
      right: [
        { id: 'match', text: 'only matching pairs' },
        { id: 'all-left', text: 'every row of the left table, matched or padded with NULL' },
        { id: 'product', text: 'the Cartesian product' },
        { id: 'none', text: 'the rows of neither table' },
      ],
      pairs: [
        { leftId: 'inner', rightId: 'match' },
        { leftId: 'left', rightId: 'all-left' },
        { leftId: 'cross', rightId: 'product' },
      ],
    },
  ),
  question(
    'Anomalies and the levels that prevent them',
    ['Isolation levels'],
    'Connect each anomaly with the weakest isolation level that prevents it.',
    {
      kind: 'connected-elements',
      multiple: false,
      left: [
        { id: 'dirty', text: 'Dirty read' },
        { id: 'nonrepeatable', text: 'Non-repeatable read' },
        { id: 'phantom', text: 'Phantom read' },
      ],
      right: [
        { id: 'rc', text: 'READ COMMITTED' },
        { id: 'rr', text: 'REPEATABLE READ' },
        { id: 'ser', text: 'SERIALIZABLE' },
      ],
      pairs: [
        { leftId: 'dirty', rightId: 'rc' },
        { leftId: 'nonrepeatable', rightId: 'rr' },
        { leftId: 'phantom', rightId: 'ser' },
      ],
    },
  ),
  // Text completion (one templated)
  question(
    'Size of a Cartesian product',
    ['Relational algebra'],
    'Relation R has {{r}} tuples and relation S has {{s}} tuples.',
    {
      kind: 'text-completion',
      gapText: 'The Cartesian product R × S has [[1]] tuples.',
      gaps: [{ answers: ['{{product}}'], caseSensitive: false, options: [] }],
    },
    {
      template: {
        variables: [
          { name: 'r', type: 'int', min: 2, max: 12 },
          { name: 's', type: 'int', min: 3, max: 15 },
          { name: 'product', type: 'expr', expr: 'r * s' },
        ],
      },
      tags: ['templated'],
    },
  ),
  question(
    'Distinct rows after a projection',
    ['Selection and projection'],
    'Embedded answers: each gap counts by its weight.',
    {
      kind: 'text-completion',
      gapText: 'A relation of 40 tuples has 12 distinct values of A. The projection π(A) in the relational algebra gives [[1]] tuples; `SELECT A FROM R` without DISTINCT gives [[2]] rows; the operation that removes duplicates in SQL is written [[3]].',
      gaps: [
        { answers: [], caseSensitive: false, options: [], weight: 2, numerical: { answers: [
          { value: '12', tolerance: 0, toleranceKind: 'absolute', fraction: 100 },
          { value: '40', tolerance: 0, toleranceKind: 'absolute', fraction: 0, feedback: 'The algebra works on sets: a projection has no duplicates.' },
        ] } },
        { answers: [], caseSensitive: false, options: [], weight: 2, numerical: { answers: [{ value: '40', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }] } },
        { answers: ['DISTINCT'], caseSensitive: false, options: ['DISTINCT', 'UNIQUE', 'GROUP BY', 'ORDER BY'], weight: 1 },
      ],
    },
    { tags: ['cloze'] },
  ),
  question(
    'Aggregate filter clause',
    ['Aggregation'],
    'Complete the query that lists the courses with more than ten enrolments.',
    {
      kind: 'text-completion',
      gapText: 'SELECT course FROM enrolment GROUP BY course [[1]] COUNT(*) > 10;\n\nThe rows are grouped [[2]] the filter on the count.',
      gaps: [
        { answers: ['HAVING'], caseSensitive: false, options: [] },
        { answers: ['before'], caseSensitive: false, options: ['before', 'after'] },
      ],
    },
  ),
  // Diagram
  question(
    'ER diagram of enrolments',
    ['Relational model'],
    'Draw the ER diagram: entities Student and Course, the relationship Enrols between them.',
    {
      kind: 'diagram',
      grading: 'compare',
      reference: {
        nodes: [
          { id: 'student', label: 'Student' },
          { id: 'course', label: 'Course' },
          { id: 'enrols', label: 'Enrols' },
        ],
        edges: [
          { from: 'student', to: 'enrols', label: 'N' },
          { from: 'enrols', to: 'course', label: 'M' },
        ],
      },
    },
  ),
  question(
    'Query tree of a join',
    ['Relational algebra'],
    'Draw the query tree of π<sub>name</sub>(σ<sub>course = DB</sub>(student ⋈ enrolment)); a teacher grades it.',
    { kind: 'diagram', grading: 'manual', reference: null },
  ),
  // Scale
  question(
    'Confidence with subqueries',
    ['Subqueries'],
    'How confident are you writing correlated subqueries?',
    {
      kind: 'scale',
      labels: [
        { value: 1, label: 'Not at all' },
        { value: 2, label: 'A little' },
        { value: 3, label: 'Fairly' },
        { value: 4, label: 'Very' },
      ],
      correctValue: null,
    },
  ),
  question(
    'Cost of a correlated subquery',
    ['Subqueries'],
    'A correlated subquery without an index runs once per outer row. How does its cost grow with n outer and n inner rows?',
    {
      kind: 'scale',
      labels: [
        { value: 1, label: 'O(n)' },
        { value: 2, label: 'O(n log n)' },
        { value: 3, label: 'O(n²)' },
        { value: 4, label: 'O(2ⁿ)' },
      ],
      correctValue: 3,
    },
  ),
  // Numerical (one calculated: each student's own numbers)
  question(
    'Size of a table',
    ['Relational model'],
    'A table holds 2 000 000 rows of 120 bytes each. How much space do the rows take, without any overhead? Give the unit (1 MB = 1 000 000 bytes).',
    {
      kind: 'numerical',
      answers: [
        { value: '240', tolerance: 0.01, toleranceKind: 'relative', fraction: 100 },
        // Megabytes of 2^20 bytes: the right idea, the wrong megabyte.
        { value: '228.88', tolerance: 0.01, toleranceKind: 'relative', fraction: 50 },
      ],
      units: [
        { name: 'MB', multiplier: 1 },
        { name: 'GB', multiplier: 0.001 },
        { name: 'kB', multiplier: 1000 },
        { name: 'B', multiplier: 1000000 },
      ],
      unitHandling: 'penalty',
      unitPenalty: 20,
    },
  ),
  question(
    'Rows an equality selects',
    ['Selection and projection'],
    'A relation has {{n}} tuples, and its attribute A has {{k}} distinct values, spread evenly. About how many tuples does σ<sub>A = c</sub> select? Three significant figures are enough.',
    {
      kind: 'numerical',
      answers: [{ value: '{{n}} / {{k}}', tolerance: 3, toleranceKind: 'significant-figures', fraction: 100 }],
      units: [],
      unitHandling: 'none',
      unitPenalty: 0,
    },
    {
      template: {
        variables: [
          { name: 'n', type: 'int', min: 1000, max: 50000 },
          { name: 'k', type: 'int', min: 3, max: 40 },
        ],
      },
      tags: ['templated'],
    },
  ),
];
