import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./analytics.sql', import.meta.url), [
  'set_answer',
  'set_max_points',
  'set_times',
  'set_class_group',
  'clear_save_events',
  'insert_save_event',
  'recompute_totals',
  'select_item_scores',
  'select_exam_by_title',
  'delete_instance_question',
  'select_kept_sums_mismatches',
  'reorder_rows',
] as const);

export type Outcome = 'correct' | 'partial' | 'incorrect' | 'pending';

/** Grades of known values behind the API: the analytics tests compare the statistics with hand-computed ones. */
export const analyticsFixtures = (db: Executor) => ({
  setAnswer: (values: { instanceId: number; questionId: number; answer: object; score: number; outcome: Outcome; savedAt: Date }) =>
    execute(db, sql.set_answer, { ...values, answer: JSON.stringify(values.answer) }),
  setMaxPoints: (instanceId: number, points: number) => execute(db, sql.set_max_points, { instanceId, points }),
  setTimes: (instanceId: number, startedAt: Date, submittedAt: Date) => execute(db, sql.set_times, { instanceId, startedAt, submittedAt }),
  setClassGroup: (instanceId: number, classGroup: string) => execute(db, sql.set_class_group, { instanceId, classGroup }),
  clearSaveEvents: (instanceId: number) => execute(db, sql.clear_save_events, { instanceId }),
  insertSaveEvent: (instanceId: number, questionId: number, at: Date) => execute(db, sql.insert_save_event, { instanceId, questionId, at }),
  deleteInstanceQuestion: (instanceId: number, questionId: number) => execute(db, sql.delete_instance_question, { instanceId, questionId }),
  /** Every other instance of the exam and its questions written again, so that scans read them in another order. */
  reorderRows: (examId: number) => execute(db, sql.reorder_rows, { examId }),
  recomputeTotals: (instanceId: number) => queryRows(db, sql.recompute_totals, { instanceId }),
  /** An exam's kept item sums (migration 0018) that differ from the answers of its submitted instances now; [] when they agree. */
  keptSumsMismatches: (examId: number) => queryRows<{ side: 'kept' | 'computed'; row: string }>(db, sql.select_kept_sums_mismatches, { examId }),
  selectItemScores: (examId: number) =>
    queryRows<{ instanceId: number; questionId: number; maxPoints: number; score: number; instanceScore: number }>(db, sql.select_item_scores, { examId }),
  selectExamIdByTitle: async (courseId: number, title: string) => (await queryRows<{ id: number }>(db, sql.select_exam_by_title, { courseId, title }))[0]?.id,
});
