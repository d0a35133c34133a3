import type { Executor } from '../db/connect.js';
import { execute, loadSqlBlocks } from '../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./demo-answer-times.sql', import.meta.url), ['spread_demo_answer_times'] as const);

/** Gives a demo exam's saved answers an answer history spread over each instance's time (time per question). */
export const spreadDemoAnswerTimes = (db: Executor, examId: number) => execute(db, sql.spread_demo_answer_times, { examId });
