import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRow } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./exports.sql', import.meta.url), ['update_student_names', 'select_instance_points'] as const);

export const updateStudentNames = (
  db: Executor,
  userId: number,
  names: { firstName: string; lastName: string; altId: string; classGroup: string | null },
) => execute(db, sql.update_student_names, { userId, ...names });

export const selectInstancePoints = (db: Executor, instanceId: number) =>
  queryRow<{ score: number; percent: number; passed: boolean; points: number[] }>(db, sql.select_instance_points, { instanceId });
