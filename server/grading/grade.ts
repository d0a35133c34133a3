import type {
  CodeContent,
  ComplexAnswer,
  ComplexContent,
  ConnectedElementsContent,
  Diagram,
  DiagramContent,
  GradeResult,
  NumericalAnswer,
  NumericalContent,
  NumericalKey,
  OrderedElementsContent,
  QuestionAnswer,
  QuestionContent,
  SqlContent,
  SqlRunResult,
  SubGradeResult,
  SubQuestionAnswer,
  SubQuestionContent,
  TestCaseResult,
  TextCompletionContent,
  TextGap,
} from '../generated/contract-types.js';
import { compareOutput } from './compare-output.js';
import { compareResultSets } from './compare-sql.js';
import { jsonDifference, parseJson } from './compare-json.js';
import type { CodeRunner, CodeRunOutcome, SqlQueryOutcome, SqlRunner } from './runner-types.js';
import { multipleChoiceFraction, pendingScore, scoreOf, type GradingScores } from './scores.js';
import { normaliseText } from '../rules/text.js';
import { decimalOfNumber, keyValueOf, multiplyDecimals, ONE, readNumericalAnswer, withinTolerance, type NumberProblem } from '../rules/numbers.js';
import { storableRunners } from './storable-text.js';

export type Runners = { code?: CodeRunner; sql?: SqlRunner };

/** The answer's kind is not the question's: the caller sent the wrong answer (a 400 for the API). */
export class AnswerKindError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`The answer is of kind ${actual} but the question is of kind ${expected}`);
    this.name = 'AnswerKindError';
  }
}

/** The question itself cannot be graded (its SQL fixture or reference fails, a runner is missing, …). */
export class QuestionGradingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuestionGradingError';
  }
}

export const MANUAL_GRADING_MESSAGE = 'Graded by a teacher';

/** Limits of one SQL grading run; student queries are killed past them. */
export const SQL_LIMITS = { timeLimitMs: 5_000, maxRows: 1_000 } as const;

/** How a failed test is described; `redactResultForStudent` keeps these kinds for hidden tests. */
export const TEST_ERRORS = {
  compile: 'Compilation failed',
  time: 'Time limit exceeded',
  memory: 'Memory limit exceeded',
  output: 'Output limit exceeded',
  runtime: 'Run-time error',
  notRun: 'Not run',
} as const;

/** What grading one part found, before the grading model turns it into a score. */
type PartGrade = {
  /** Null: unanswered. */
  fraction: number | null;
  pending: boolean;
  tests: TestCaseResult[];
  sqlRuns: SqlRunResult[];
  message: string | null;
};

const partGrade = (fraction: number | null, message: string | null = null): PartGrade => ({
  fraction,
  pending: false,
  tests: [],
  sqlRuns: [],
  message,
});

const pendingGrade = (): PartGrade => ({
  fraction: 0,
  pending: true,
  tests: [],
  sqlRuns: [],
  message: MANUAL_GRADING_MESSAGE,
});

/** part / whole, 0 for an empty whole (content that did not pass the schema's minimum sizes). */
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Why a run fails its test whatever it printed (a limit or a run-time error), or null. */
export function failedRunError(run: CodeRunOutcome): string | null {
  if (run.timedOut) return TEST_ERRORS.time;
  if (run.memoryExceeded) return TEST_ERRORS.memory;
  if (run.outputTruncated) return TEST_ERRORS.output;
  if (run.error !== null) return `${TEST_ERRORS.runtime}: ${run.error}`;
  return null;
}

async function gradeCode(content: CodeContent, source: string, runners: Runners): Promise<PartGrade> {
  const withoutSpace = (text: string) => text.replace(/\s+/g, '');
  if (source.trim() === '' || withoutSpace(source) === withoutSpace(content.sourceTemplate)) return partGrade(null);
  if (runners.code === undefined) throw new QuestionGradingError('No code runner is available to grade code');
  const batch = await runners.code.run({
    language: content.language,
    source: `${content.prefix}\n${source}\n${content.suffix}`,
    inputs: content.tests.map((test) => test.input),
    timeLimitMs: content.timeLimitMs,
    memoryLimitMb: content.memoryLimitMb,
  });
  const compileError = batch.compileError === null ? null : `${TEST_ERRORS.compile}:\n${batch.compileError}`;
  const tests: TestCaseResult[] = content.tests.map((test, index) => {
    const run: CodeRunOutcome | undefined = compileError === null ? batch.runs[index] : undefined;
    const error = compileError ?? (run === undefined ? TEST_ERRORS.notRun : failedRunError(run));
    return {
      id: test.id,
      name: test.name,
      public: test.public,
      weight: test.weight,
      passed: error === null && run !== undefined && compareOutput(test, run.stdout),
      input: test.input,
      expectedOutput: test.expectedOutput,
      actualOutput: run?.stdout ?? null,
      error,
      timeMs: run === undefined ? null : Math.round(run.timeMs),
    };
  });
  const passedWeight = tests.reduce((sum, test) => (test.passed ? sum + test.weight : sum), 0);
  const passed = tests.filter((test) => test.passed).length;
  const message = compileError !== null ? TEST_ERRORS.compile : `${passed} of ${tests.length} tests passed`;
  return { fraction: Math.min(1, passedWeight / 100), pending: false, tests, sqlRuns: [], message };
}

const resultSet = (outcome: SqlQueryOutcome) => ({
  columns: outcome.columns,
  rows: outcome.rows,
  rowCount: outcome.rowCount,
  truncated: outcome.truncated,
});

async function gradeSql(content: SqlContent, query: string, runners: Runners): Promise<PartGrade> {
  if (query.trim() === '') return partGrade(null);
  const runner = runners.sql;
  if (runner === undefined) throw new QuestionGradingError('No SQL runner is available to grade SQL');
  // A blank hidden fixture means the teacher wants no second data set, not an empty database.
  const fixtures = [
    { fixture: 'visible' as const, script: content.fixture },
    ...(content.hiddenFixture.trim() === '' ? [] : [{ fixture: 'hidden' as const, script: content.hiddenFixture }]),
  ];
  const sqlRuns: SqlRunResult[] = [];
  for (const { fixture, script } of fixtures) {
    const batch = await runner.run({
      fixture: script,
      queries: [content.referenceSolution, query],
      ...SQL_LIMITS,
    });
    if (batch.fixtureError !== null) {
      throw new QuestionGradingError(`The ${fixture} fixture fails: ${batch.fixtureError}`);
    }
    const [reference, student] = batch.results;
    if (reference === undefined) {
      throw new QuestionGradingError(`The reference solution gave no result on the ${fixture} fixture`);
    }
    if (reference.error !== null) {
      throw new QuestionGradingError(`The reference solution fails on the ${fixture} fixture: ${reference.error}`);
    }
    if (student === undefined || student.error !== null) {
      const error = student?.error ?? (batch.timedOut ? TEST_ERRORS.time : TEST_ERRORS.notRun);
      sqlRuns.push({ fixture, matches: false, expected: resultSet(reference), actual: null, error, message: error });
      continue;
    }
    const comparison = compareResultSets(reference, student, {
      orderMatters: content.orderMatters,
      columnNames: content.columnNames,
    });
    sqlRuns.push({
      fixture,
      matches: comparison.matches,
      expected: resultSet(reference),
      actual: resultSet(student),
      error: null,
      message: comparison.message,
    });
  }
  const failed = sqlRuns.find((run) => !run.matches);
  // The hidden run's own message quotes hidden rows, so the summary only says that it failed.
  const message =
    failed === undefined
      ? null
      : failed.fixture === 'hidden'
        ? 'The query gives a wrong result on the hidden data set'
        : failed.message;
  return { fraction: failed === undefined ? 1 : 0, pending: false, tests: [], sqlRuns, message };
}

function gradeJson(reference: string, mode: 'deep' | 'strict', text: string): PartGrade {
  if (text.trim() === '') return partGrade(null);
  const expected = parseJson(reference);
  if (!expected.ok) throw new QuestionGradingError(`The reference JSON is invalid: ${expected.message}`);
  const actual = parseJson(text);
  if (!actual.ok) return partGrade(0, actual.message);
  const difference = jsonDifference(expected.value, actual.value, mode);
  return difference === null ? partGrade(1) : partGrade(0, difference);
}

function gradeOrdered(content: OrderedElementsContent, order: readonly string[]): PartGrade {
  if (order.length === 0) return partGrade(null);
  const seen = new Set<string>();
  let inPlace = 0;
  order.forEach((id, index) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (content.elements[index]?.id === id) inPlace += 1;
  });
  return partGrade(share(inPlace, content.elements.length));
}

function gradeConnected(
  content: ConnectedElementsContent,
  pairs: readonly { leftId: string; rightId: string }[],
): PartGrade {
  const leftIds = new Set(content.left.map((item) => item.id));
  const rightIds = new Set(content.right.map((item) => item.id));
  const connections = (list: readonly { leftId: string; rightId: string }[]) => {
    const byLeft = new Map<string, Set<string>>();
    for (const { leftId, rightId } of list) {
      if (!leftIds.has(leftId) || !rightIds.has(rightId)) continue;
      byLeft.set(leftId, (byLeft.get(leftId) ?? new Set()).add(rightId));
    }
    return byLeft;
  };
  const given = connections(pairs);
  if (given.size === 0) return partGrade(null);
  const key = connections(content.pairs);
  const sameSet = (left: Set<string> | undefined, right: Set<string> | undefined) =>
    (left?.size ?? 0) === (right?.size ?? 0) && [...(left ?? [])].every((id) => right?.has(id));
  const matching = content.left.filter((item) => sameSet(key.get(item.id), given.get(item.id))).length;
  return partGrade(share(matching, content.left.length));
}

/** A gap's fraction: a number by its keys (as a numerical question without units), a text by its best answer. */
function gapFraction(gap: TextGap, text: string): number {
  if (text.trim() === '') return 0;
  if (gap.numerical !== undefined) {
    return matchNumerical({ kind: 'numerical', answers: gap.numerical.answers, units: [], unitHandling: 'none', unitPenalty: 0 }, { kind: 'numerical', value: text, unit: null }).fraction ?? 0;
  }
  const given = normaliseText(text, gap.caseSensitive);
  return gap.answers.reduce(
    (best, answer, index) => (normaliseText(answer, gap.caseSensitive) === given ? Math.max(best, (gap.fractions?.[index] ?? 100) / 100) : best),
    0,
  );
}

/** Each gap by its kind, weighted by its `weight` (1 when absent): the share of the points the gaps earn. */
function gradeTextCompletion(content: TextCompletionContent, gaps: readonly (string | null)[]): PartGrade {
  const filled = content.gaps.map((_, index) => gaps[index] ?? '');
  if (filled.every((text) => text.trim() === '')) return partGrade(null);
  const weights = content.gaps.map((gap) => gap.weight ?? 1);
  const earned = content.gaps.reduce((sum, gap, index) => sum + weights[index] * gapFraction(gap, filled[index]), 0);
  return partGrade(share(earned, weights.reduce((sum, weight) => sum + weight, 0)));
}

/** Why a typed answer is not a number, as the review says it (the renderer says it in the student's language). */
const NUMBER_PROBLEMS: Record<NumberProblem, string> = {
  empty: 'No number was given',
  notNumber: 'The answer is not a number',
  notFinite: 'The answer is not a finite number',
  grouping: 'The answer has thousands separators or a second decimal separator',
  outOfRange: 'The number is beyond 10^±300',
};

type NumericalMatch = { fraction: number | null; key: NumericalKey | null; message: string | null };

/**
 * The best key the number matches, in the unit it was given in (keys are in the base unit: a key times the unit's
 * multiplier, an absolute tolerance too). A missing or unknown unit: wrong when the question requires one, the base
 * unit with `unitPenalty` percent off when it grades units, the base unit when units are optional.
 */
export function matchNumerical(content: NumericalContent, answer: NumericalAnswer): NumericalMatch {
  const none = (fraction: number | null, message: string | null = null): NumericalMatch => ({ fraction, key: null, message });
  if (answer.value === null || answer.value.trim() === '') return none(null);
  const reading = readNumericalAnswer(answer.value, answer.unit, content);
  if (!reading.ok) {
    return none(0, reading.problem === 'unknownUnit' ? `“${reading.unit}” is not one of the question’s units` : NUMBER_PROBLEMS[reading.problem]);
  }
  const unit = content.unitHandling === 'none' ? undefined : content.units.find((candidate) => candidate.name === reading.unit);
  let kept = 1;
  let message: string | null = null;
  if (content.unitHandling !== 'none' && unit === undefined) {
    const why = reading.unknownUnit === null ? 'The unit is missing' : `“${reading.unknownUnit}” is not one of the question’s units`;
    if (content.unitHandling === 'required' || (reading.unknownUnit !== null && content.unitHandling === 'optional')) return none(0, why);
    if (content.unitHandling === 'penalty') {
      kept = 1 - content.unitPenalty / 100;
      message = `${why}: ${content.unitPenalty} % off`;
    }
  }
  const scale = unit === undefined ? ONE : decimalOfNumber(unit.multiplier);
  let best: NumericalKey | null = null;
  for (const [index, key] of content.answers.entries()) {
    const value = keyValueOf(key.value);
    if (!value.ok) throw new QuestionGradingError(`Accepted answer ${index + 1} ${value.message}`);
    if (withinTolerance(reading.value, multiplyDecimals(value.value, scale), key, scale) && key.fraction > (best?.fraction ?? -1)) best = key;
  }
  const fraction = (best?.fraction ?? 0) / 100;
  return { fraction: fraction * kept, key: best, message: fraction > 0 ? message : null };
}

function gradeNumerical(content: NumericalContent, answer: NumericalAnswer): PartGrade {
  const match = matchNumerical(content, answer);
  return partGrade(match.fraction, match.message);
}

/**
 * Nodes are matched by label (a drawing's ids are its own), edges by the labels of both ends and their own
 * label, each as a multiset. Edges drawn that the reference lacks cost as much as missing ones gain.
 */
function diagramFraction(reference: Diagram, drawn: Diagram): number {
  const label = (text: string) => normaliseText(text, false);
  const countOf = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const matched = (wanted: string[], given: string[]) => {
    const available = countOf(given);
    return wanted.filter((key) => {
      const count = available.get(key) ?? 0;
      if (count > 0) available.set(key, count - 1);
      return count > 0;
    }).length;
  };
  const edgeKeys = (diagram: Diagram) => {
    const labels = new Map(diagram.nodes.map((node) => [node.id, label(node.label)]));
    return diagram.edges.map((edge) =>
      JSON.stringify([labels.get(edge.from) ?? null, labels.get(edge.to) ?? null, label(edge.label)]),
    );
  };
  const total = reference.nodes.length + reference.edges.length;
  if (total === 0) return 1;
  const referenceEdges = edgeKeys(reference);
  const drawnEdges = edgeKeys(drawn);
  const matchedNodes = matched(
    reference.nodes.map((node) => label(node.label)),
    drawn.nodes.map((node) => label(node.label)),
  );
  const matchedEdges = matched(referenceEdges, drawnEdges);
  const wrongEdges = drawnEdges.length - matchedEdges;
  return Math.max(0, matchedNodes + matchedEdges - wrongEdges) / total;
}

function gradeDiagram(content: DiagramContent, drawn: Diagram): PartGrade {
  if (drawn.nodes.length === 0 && drawn.edges.length === 0) return partGrade(null);
  if (content.grading === 'manual') return pendingGrade();
  if (content.reference === null) throw new QuestionGradingError('The diagram has no reference to compare with');
  return partGrade(diagramFraction(content.reference, drawn));
}

function mismatch(content: QuestionContent, answer: QuestionAnswer): never {
  throw new AnswerKindError(content.kind, answer.kind);
}

async function gradePart(content: SubQuestionContent, answer: SubQuestionAnswer, runners: Runners): Promise<PartGrade> {
  switch (content.kind) {
    case 'multiple-choice':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      // Scoring is a choice for multiple response only (the editor shows it there); one correct option keeps penalties.
      return partGrade(multipleChoiceFraction(content.options, answer.choices, content.multipleCorrect ? content.scoring : undefined));
    case 'true-false':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return partGrade(answer.value === null ? null : answer.value === content.correct ? 1 : 0);
    case 'free-text':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return answer.text.trim() === '' ? partGrade(null) : pendingGrade();
    case 'code':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeCode(content, answer.source, runners);
    case 'sql':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeSql(content, answer.query, runners);
    case 'json':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeJson(content.reference, content.compare, answer.text);
    case 'ordered-elements':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeOrdered(content, answer.order);
    case 'connected-elements':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeConnected(content, answer.pairs);
    case 'text-completion':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeTextCompletion(content, answer.gaps);
    case 'diagram':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeDiagram(content, answer.diagram);
    case 'scale':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      if (answer.value === null) return partGrade(null);
      return partGrade(content.correctValue === null || answer.value === content.correctValue ? 1 : 0);
    case 'numerical':
      if (answer.kind !== content.kind) return mismatch(content, answer);
      return gradeNumerical(content, answer);
  }
}

function partOutcome(grade: PartGrade): SubGradeResult['outcome'] {
  if (grade.pending) return 'pending';
  if (grade.fraction === null) return 'unanswered';
  return grade.fraction >= 1 ? 'correct' : grade.fraction <= 0 ? 'incorrect' : 'partial';
}

type ComplexGrade = PartGrade & { parts: SubGradeResult[] };

/**
 * Each sub-question is graded by its own kind; the whole is right to the weighted mean of the parts. A part the
 * answer leaves out is unanswered; parts naming unknown sub-questions are ignored, a repeated one counts once.
 */
async function gradeComplex(content: ComplexContent, answer: ComplexAnswer, runners: Runners): Promise<ComplexGrade> {
  const answers = new Map<string, SubQuestionAnswer>();
  for (const part of answer.parts) if (!answers.has(part.subquestionId)) answers.set(part.subquestionId, part.answer);
  const parts: SubGradeResult[] = [];
  const grades: PartGrade[] = [];
  for (const subquestion of content.subquestions) {
    const given = answers.get(subquestion.id);
    const grade = given === undefined ? partGrade(null) : await gradePart(subquestion.content, given, runners);
    grades.push(grade);
    parts.push({
      subquestionId: subquestion.id,
      outcome: partOutcome(grade),
      fraction: grade.fraction ?? 0,
      tests: grade.tests,
      sqlRuns: grade.sqlRuns,
      message: grade.message,
    });
  }
  const totalWeight = content.subquestions.reduce((sum, part) => sum + part.weight, 0);
  const weighted = content.subquestions.reduce((sum, part, index) => sum + part.weight * (grades[index].fraction ?? 0), 0);
  const unanswered = grades.every((grade) => grade.fraction === null);
  return {
    fraction: unanswered ? null : share(weighted, totalWeight),
    pending: grades.some((grade) => grade.pending),
    tests: [],
    sqlRuns: [],
    message: null,
    parts,
  };
}

/** Whether grading this content runs student code or SQL (in a sandbox, possibly queued). */
export function runnersNeeded(content: QuestionContent): { code: boolean; sql: boolean } {
  const kinds = content.kind === 'complex' ? content.subquestions.map((part) => part.content.kind) : [content.kind];
  return { code: kinds.includes('code'), sql: kinds.includes('sql') };
}

export function needsRunner(content: QuestionContent): boolean {
  const needed = runnersNeeded(content);
  return needed.code || needed.sql;
}

/**
 * Grades an answer to already instantiated content with a grading model's scores. Throws AnswerKindError when the
 * answer's kind is not the question's, QuestionGradingError when the question itself cannot be graded. Run
 * outcomes are made storable (`storableText`) before anything compares or keeps them.
 */
export async function gradeAnswer(
  content: QuestionContent,
  answer: QuestionAnswer,
  scores: GradingScores,
  givenRunners: Runners = {},
): Promise<GradeResult> {
  const runners = storableRunners(givenRunners);
  let grade: PartGrade;
  let parts: SubGradeResult[] = [];
  if (content.kind === 'complex') {
    if (answer.kind !== 'complex') return mismatch(content, answer);
    ({ parts, ...grade } = await gradeComplex(content, answer, runners));
  } else {
    if (answer.kind === 'complex') return mismatch(content, answer);
    grade = await gradePart(content, answer, runners);
  }
  const scored = grade.pending ? pendingScore(grade.fraction ?? 0, scores) : scoreOf(grade.fraction, scores);
  // An opinion scale has no correct answer: any answer gets the points, and the grade says they are for answering.
  const forAnswering = content.kind === 'scale' && content.correctValue === null && scored.outcome === 'correct';
  return { ...scored, tests: grade.tests, sqlRuns: grade.sqlRuns, parts, message: grade.message, ...(forAnswering ? { forAnswering: true } : {}) };
}
