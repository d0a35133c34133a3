import { AppError } from '../../errors.js';
import type { ActivityEvent, ActivityKind } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess } from '../courses/access.js';
import { selectMyActivity, type ActivityRow } from './queries.js';

export const ACTIVITY_KINDS: ActivityKind[] = ['exam', 'question', 'ticket', 'grade'];

export interface ActivityQuery {
  kinds?: ActivityKind[];
  courseId?: number;
  before?: string;
  limit: number;
}

/** Year 9999 in microseconds since 1970: PostgreSQL's timestamps end soon after. */
const MAX_MICROS = 253_402_300_799_999_999n;

const badCursor = () =>
  new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: querystring/before is not a cursor of this list.', [
    { path: 'querystring/before', message: 'is not a cursor of this list' },
  ]);

/**
 * A cursor is `<microseconds since 1970>~<event key>` (the contract's pattern has checked its characters). The time
 * travels as ISO text with all six fraction digits, so the keyset compares exactly what PostgreSQL stores.
 */
export function parseCursor(cursor: string): { beforeAt: string; beforeKey: string } {
  const [micros, key] = cursor.split('~');
  const value = BigInt(micros);
  if (value > MAX_MICROS) throw badCursor();
  const millis = value / 1000n;
  const iso = new Date(Number(millis)).toISOString();
  const fraction = (value % 1000n).toString().padStart(3, '0');
  return { beforeAt: `${iso.slice(0, -1)}${fraction}Z`, beforeKey: key };
}

const cursorOf = (row: ActivityRow) => `${row.atMicros}~${row.id}`;

function eventOf({ atMicros: _micros, ...row }: ActivityRow): ActivityEvent {
  return { ...row, at: row.at.toISOString() };
}

/** My activity (docs/exams.md, My activity): the signed-in staff member's own events, newest first, a page at a time. */
export function createActivityService({ database }: AppDeps) {
  const { db } = database;
  return {
    async listMine(user: SessionUser, q: ActivityQuery): Promise<{ items: ActivityEvent[]; nextCursor: string | null }> {
      const courseId = q.courseId ?? null;
      if (courseId !== null) await assertCourseAccess(db, user, courseId);
      const cursor = q.before === undefined ? { beforeAt: null, beforeKey: null } : parseCursor(q.before);
      const rows = await selectMyActivity(db, {
        userId: user.id,
        kinds: q.kinds ?? ACTIVITY_KINDS,
        courseId,
        ...cursor,
        fetch: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const nextCursor = rows.length > q.limit ? cursorOf(page[page.length - 1]) : null;
      return { items: page.map(eventOf), nextCursor };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
