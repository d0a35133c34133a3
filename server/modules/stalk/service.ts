import { AppError } from '../../errors.js';
import type { StalkInstance, StalkResponse } from '../../generated/contract-types.js';
import type { AppDeps } from '../../types.js';
import { selectActivity } from '../live/events.js';
import { stalkPseudonym } from './pseudonym.js';
import { selectOptionalStalkExam, selectStalkInstances } from './queries.js';

/** A submitted instance stays on the page this long, so proctors see who has just finished. */
export const JUST_SUBMITTED_MS = 10 * 60_000;

// One answer for an exam that does not exist and one that does not allow the page: the answer tells nothing.
const notFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist or is not public.');

/**
 * The public stalk page (docs/live.md, Stalk): an exam's ongoing (and just-submitted) instances under pseudonyms,
 * with progress, focus losses, time left and contact. Only what is built here leaves: never a name, e-mail,
 * student number, address or answer.
 */
export function createStalkService({ database, clock }: AppDeps) {
  const { db } = database;
  return {
    async get(courseAcronym: string, examAbbreviation: string): Promise<StalkResponse['data']> {
      const exam = await selectOptionalStalkExam(db, courseAcronym, examAbbreviation);
      if (!exam) throw notFound();
      const now = clock();
      const rows = await selectStalkInstances(db, exam.id, new Date(now.getTime() - JUST_SUBMITTED_MS));
      const activity = await selectActivity(db, rows.map((row) => row.id));
      const instances = rows.map((row): StalkInstance => ({
        pseudonym: stalkPseudonym(exam.salt, row.id),
        state: row.state,
        answered: row.answered,
        total: row.total,
        focusLosses: activity.get(row.id)?.focusLosses ?? 0,
        deadlineAt: row.deadlineAt?.toISOString() ?? null,
        lastContactAt: row.lastContactAt?.toISOString() ?? null,
        contactLost: row.state === 'ongoing' && row.contactLost,
      }));
      // Ongoing first, then by pseudonym: the order says nothing of who started when.
      instances.sort((a, b) => (a.state === b.state ? a.pseudonym.localeCompare(b.pseudonym) : a.state === 'ongoing' ? -1 : 1));
      return {
        examTitle: exam.examTitle,
        courseName: exam.courseName,
        serverNow: now.toISOString(),
        availableTo: exam.availableTo.toISOString(),
        instances,
      };
    },
  };
}

export type StalkService = ReturnType<typeof createStalkService>;
