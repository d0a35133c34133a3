import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryOptionalRow, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), ['select_stalk_exam', 'select_stalk_instances'] as const);

export interface StalkExamRow {
  id: number;
  examTitle: string;
  courseName: string;
  availableTo: Date;
  /** The secret behind the pseudonyms; never sent. */
  salt: string;
}

export interface StalkInstanceRow {
  id: number;
  state: 'ongoing' | 'submitted';
  answered: number;
  total: number;
  deadlineAt: Date | null;
  lastContactAt: Date | null;
  contactLost: boolean;
}

export const selectOptionalStalkExam = (db: Executor, courseAcronym: string, examAbbreviation: string) =>
  queryOptionalRow<StalkExamRow>(db, sql.select_stalk_exam, { courseAcronym, examAbbreviation });

export const selectStalkInstances = (db: Executor, examId: number, submittedSince: Date) =>
  queryRows<StalkInstanceRow>(db, sql.select_stalk_instances, { examId, submittedSince });
