import type { Executor } from '../db/connect.js';
import { execute, loadSqlBlocks } from '../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./demo-answer-times.sql', import.meta.url), ['spread_demo_answer_times'] as const);

/** Gives a demo instance's saved answers an answer history spread over its time (time per question), before its submit. */
export const spreadDemoAnswerTimes = (db: Executor, instanceId: number) => execute(db, sql.spread_demo_answer_times, { instanceId });
