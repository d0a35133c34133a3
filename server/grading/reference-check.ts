import type { CodeContent, QuestionContent, SqlContent, SubQuestionContent } from '../generated/contract-types.js';
import { compareOutput } from './compare-output.js';
import { failedRunError, SQL_LIMITS, type Runners } from './grade.js';
import type { CodeRunBatch, SqlRunBatch } from './runner-types.js';
import { storableRunners } from './storable-text.js';
import type { ValidationProblem } from '../rules/question-rules.js';

/**
 * Whether a question's reference solutions pass the question's own tests: every code test's output as the test
 * expects, both SQL data sets and the reference query running. A question that fails here would grade its own
 * key wrong, so saving it is refused (see the questions service). Paths are relative to the question input, like
 * `validateQuestion`'s: `content/tests/1`, `content/subquestions/0/content/hiddenFixture`.
 *
 * The runs are those of grading one answer, under the question's own limits: one batch of the code's tests (each
 * test its `timeLimitMs`), one SQL run per data set (`SQL_LIMITS`). Parts run one after another.
 */
export async function checkReferenceSolutions(content: QuestionContent, givenRunners: Runners): Promise<ValidationProblem[]> {
  // Outputs as grading compares them, so that a key checked here grades right.
  const runners = storableRunners(givenRunners);
  if (content.kind !== 'complex') return checkPart(content, 'content', runners);
  const problems: ValidationProblem[] = [];
  for (const [index, part] of content.subquestions.entries()) {
    problems.push(...(await checkPart(part.content, `content/subquestions/${index}/content`, runners)));
  }
  return problems;
}

function checkPart(content: SubQuestionContent, path: string, runners: Runners): Promise<ValidationProblem[]> {
  if (content.kind === 'code') return checkCode(content, path, runners);
  if (content.kind === 'sql') return checkSql(content, path, runners);
  return Promise.resolve([]);
}

/** Output quoted in a message: short enough to read, with its newlines visible. */
function quoted(text: string, limit = 200): string {
  return JSON.stringify(text.length > limit ? `${text.slice(0, limit)}…` : text);
}

const firstLines = (text: string, count = 8) => text.trim().split('\n').slice(0, count).join('\n');

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkCode(content: CodeContent, path: string, runners: Runners): Promise<ValidationProblem[]> {
  if (content.referenceSolution.trim() === '') return [{ path: `${path}/referenceSolution`, message: 'is empty' }];
  if (runners.code === undefined) return [{ path: `${path}/language`, message: 'cannot be run: no code runner is configured' }];
  let batch: CodeRunBatch;
  try {
    batch = await runners.code.run({
      language: content.language,
      source: `${content.prefix}\n${content.referenceSolution}\n${content.suffix}`,
      inputs: content.tests.map((test) => test.input),
      timeLimitMs: content.timeLimitMs,
      memoryLimitMb: content.memoryLimitMb,
    });
  } catch (error) {
    // A language this server cannot run (no bubblewrap, Java without Judge0) or a runner that is down.
    return [{ path: `${path}/language`, message: `cannot be run here: ${reasonOf(error)}` }];
  }
  if (batch.compileError !== null) {
    return [{ path: `${path}/referenceSolution`, message: `does not compile: ${firstLines(batch.compileError)}` }];
  }
  const problems: ValidationProblem[] = [];
  content.tests.forEach((test, index) => {
    const run = batch.runs[index];
    const testPath = `${path}/tests/${index}`;
    if (run === undefined) {
      problems.push({ path: testPath, message: 'was not run' });
      return;
    }
    const error = failedRunError(run);
    if (error !== null) problems.push({ path: testPath, message: error });
    else if (!compareOutput(test, run.stdout)) {
      const expected = test.regex ? `output matching ${quoted(test.expectedOutput)}` : quoted(test.expectedOutput);
      problems.push({ path: testPath, message: `expected ${expected}, got ${quoted(run.stdout)}` });
    }
  });
  return problems;
}

async function checkSql(content: SqlContent, path: string, runners: Runners): Promise<ValidationProblem[]> {
  if (content.referenceSolution.trim() === '') return [{ path: `${path}/referenceSolution`, message: 'is empty' }];
  if (runners.sql === undefined) return [{ path: `${path}/referenceSolution`, message: 'cannot be run: no SQL runner is configured' }];
  // As grading: a blank hidden fixture means no second data set.
  const dataSets = [
    { name: 'visible', field: 'fixture', script: content.fixture },
    ...(content.hiddenFixture.trim() === '' ? [] : [{ name: 'hidden', field: 'hiddenFixture', script: content.hiddenFixture }]),
  ];
  const problems: ValidationProblem[] = [];
  for (const { name, field, script } of dataSets) {
    let batch: SqlRunBatch;
    try {
      batch = await runners.sql.run({ fixture: script, queries: [content.referenceSolution], ...SQL_LIMITS });
    } catch (error) {
      problems.push({ path: `${path}/referenceSolution`, message: `cannot be run here: ${reasonOf(error)}` });
      break;
    }
    if (batch.fixtureError !== null) {
      problems.push({ path: `${path}/${field}`, message: `fails: ${firstLines(batch.fixtureError)}` });
      continue;
    }
    const [reference] = batch.results;
    if (reference === undefined) {
      const why = batch.timedOut ? 'exceeds the time limit' : 'gives no result';
      problems.push({ path: `${path}/referenceSolution`, message: `${why} on the ${name} data set` });
    } else if (reference.error !== null) {
      problems.push({ path: `${path}/referenceSolution`, message: `fails on the ${name} data set: ${firstLines(reference.error)}` });
    }
  }
  return problems;
}
