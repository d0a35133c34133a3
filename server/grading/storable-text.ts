import type { CodeRunBatch, CodeRunner, CodeRunOutcome, SqlQueryOutcome, SqlRunBatch, SqlRunner } from './runner-types.js';

/**
 * What a NUL character of program output becomes: U+2400 SYMBOL FOR NULL, visible wherever the text is shown.
 * PostgreSQL text cannot hold NUL (nor jsonb `\u0000`), so output keeping it could not be stored.
 */
export const NUL_SYMBOL = '\u2400';

/** What half of a UTF-16 surrogate pair on its own becomes, as a UTF-8 decoder turns a broken byte sequence. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL can store as text and in jsonb, shown the same everywhere: NUL becomes ␀ (U+2400) and a lone
 * surrogate U+FFFD; everything else is kept. Program output (whose bytes a UTF-8 decoder already turned into
 * text, invalid sequences as U+FFFD) enters grading only through this, so outputs are compared, stored and shown
 * as this text: a test expecting a NUL writes ␀ in its expected output.
 */
export function storableText(text: string): string {
  return text.replace(unstorable, (found) => (found === '\0' ? NUL_SYMBOL : REPLACEMENT_CHARACTER));
}

const nullableText = (text: string | null): string | null => (text === null ? null : storableText(text));

function storableRun(run: CodeRunOutcome): CodeRunOutcome {
  return { ...run, stdout: storableText(run.stdout), stderr: storableText(run.stderr), error: nullableText(run.error) };
}

function storableQuery(outcome: SqlQueryOutcome): SqlQueryOutcome {
  return {
    ...outcome,
    columns: outcome.columns.map(storableText),
    rows: outcome.rows.map((row) => row.map(nullableText)),
    error: nullableText(outcome.error),
  };
}

export const storableCodeBatch = (batch: CodeRunBatch): CodeRunBatch => ({
  compileError: nullableText(batch.compileError),
  runs: batch.runs.map(storableRun),
});

export const storableSqlBatch = (batch: SqlRunBatch): SqlRunBatch => ({
  ...batch,
  fixtureError: nullableText(batch.fixtureError),
  results: batch.results.map(storableQuery),
});

/**
 * The runners as grading uses them: every text of every outcome made storable as it arrives, whatever runner
 * (local sandbox, Judge0, a test's fake) produced it. The graders and the reference check take their runners
 * through this.
 */
export function storableRunners(runners: { code?: CodeRunner; sql?: SqlRunner }): { code?: CodeRunner; sql?: SqlRunner } {
  const { code, sql } = runners;
  return {
    code: code && { languages: () => code.languages(), run: async (request) => storableCodeBatch(await code.run(request)) },
    sql: sql && { run: async (request) => storableSqlBatch(await sql.run(request)) },
  };
}
