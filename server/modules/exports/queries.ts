import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';
import type { components } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_export_exams',
  'select_export_instance_ids',
  'select_export_rows',
  'select_export_summary',
] as const);

export type InstanceChoice = components['schemas']['ResultsExportInstances'];

export interface ExportExamRow {
  id: number;
  courseId: number;
  courseAcronym: string;
  title: string;
  abbrev: string;
  rows: number;
  questions: number;
}

export interface ExportInstanceRow {
  id: number;
  altId: string | null;
  firstName: string;
  lastName: string;
  classGroup: string | null;
  startedAt: Date | null;
  submittedAt: Date | null;
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  passed: boolean | null;
  gradingState: 'none' | 'pending' | 'manual' | 'graded';
  /** Points per question by its place (1 first); null without per-question columns. */
  points: (number | null)[] | null;
}

export interface ExportSummaryRow {
  id: number;
  altId: string | null;
  firstName: string;
  lastName: string;
  classGroup: string | null;
  results: { examId: number; score: number | null; percent: number | null; passed: boolean | null }[];
}

export const selectExportExams = (db: Executor, examIds: number[], which: InstanceChoice) =>
  queryRows<ExportExamRow>(db, sql.select_export_exams, { examIds, which });

export interface NamedRow {
  id: number;
  lastName: string;
  firstName: string;
  altId: string | null;
}

export const selectExportInstances = (db: Executor, examId: number, which: InstanceChoice) =>
  queryRows<NamedRow>(db, sql.select_export_instance_ids, { examId, which });

export const selectExportRows = (db: Executor, instanceIds: number[], perQuestion: boolean) =>
  queryRows<ExportInstanceRow>(db, sql.select_export_rows, { instanceIds, perQuestion });

export const selectExportSummary = (db: Executor, examIds: number[], which: InstanceChoice) =>
  queryRows<ExportSummaryRow>(db, sql.select_export_summary, { examIds, which });
