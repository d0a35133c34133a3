import type { Connection } from 'pg';
import type { SqlQueryOutcome } from '../grading/runner-types.js';

/** Caps of one outcome, as the embedded sandbox keeps them (sql-child.mjs's outcomeOf). */
export interface OutcomeCaps {
  maxRows: number;
  maxValueChars: number;
  maxResultChars: number;
}

interface Statement {
  columns: string[];
  rows: (string | null)[][];
  received: number;
  truncated: boolean;
  chars: number;
  /** Past the row or character cap: later rows are counted, not kept. */
  full: boolean;
}

/** The row count of a CommandComplete tag ("SELECT 5", "INSERT 0 3", "UPDATE 2"), null for one without (DDL). */
function tagCount(tag: string): number | null {
  const count = /^[A-Z][A-Z ]*?((?: \d+)+)$/.exec(tag)?.[1].trim().split(' ').pop();
  return count === undefined ? null : Number(count);
}

/**
 * A query for node-postgres's client (a "submittable") that runs a student's text through the simple protocol, so
 * that several statements may be given, and keeps the last statement's result within the caps as rows arrive:
 * past them rows are counted and dropped, so a huge result never builds up in the server's memory (only the
 * message on the wire, which the runner bounds separately). Values stay PostgreSQL's text.
 */
export class CappedQuery {
  readonly done: Promise<SqlQueryOutcome>;
  private resolve!: (outcome: SqlQueryOutcome) => void;
  private reject!: (error: Error) => void;
  private current: Statement | null = null;
  private last: SqlQueryOutcome | null = null;
  private error: Error | null = null;
  private settled = false;

  constructor(
    private readonly text: string,
    private readonly caps: OutcomeCaps,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleRowDescription(message: { fields: { name: string }[] }): void {
    this.current = { columns: message.fields.map((field) => field.name), rows: [], received: 0, truncated: false, chars: 0, full: false };
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const statement = this.current;
    if (statement === null) return;
    statement.received++;
    if (statement.full) return;
    if (statement.rows.length >= this.caps.maxRows) {
      statement.truncated = statement.full = true;
      return;
    }
    const values = message.fields.map((value) => {
      if (value === null || value.length <= this.caps.maxValueChars) return value;
      statement.truncated = true;
      return value.slice(0, this.caps.maxValueChars);
    });
    statement.chars += values.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    if (statement.chars > this.caps.maxResultChars) {
      statement.truncated = statement.full = true;
      return;
    }
    statement.rows.push(values);
  }

  handleCommandComplete(message: { text: string }): void {
    const statement = this.current;
    this.current = null;
    this.last = {
      columns: statement?.columns ?? [],
      rows: statement?.rows ?? [],
      rowCount: tagCount(message.text) ?? statement?.received ?? 0,
      truncated: statement?.truncated ?? false,
      error: null,
    };
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('COPY FROM STDIN is not available in the sandbox');
  }

  handleCopyData(): void {}

  // The client hands an error over and forgets the query (it is not told when the server is ready again).
  handleError(error: Error): void {
    this.error ??= error;
    this.finish();
  }

  handleReadyForQuery(): void {
    this.finish();
  }

  private finish(): void {
    if (this.settled) return;
    this.settled = true;
    if (this.error !== null) this.reject(this.error);
    else this.resolve(this.last ?? { columns: [], rows: [], rowCount: 0, truncated: false, error: null });
  }
}
