/**
 * Exam time, always on the server's clock (docs/exams.md, States). Pure functions of stored times and `now`.
 */

const MINUTE_MS = 60_000;

export interface ExamWindow {
  availableFrom: Date;
  availableTo: Date;
  durationMinutes: number;
  publishedAt: Date | null;
  archivedAt: Date | null;
}

export type ExamPhase = 'draft' | 'upcoming' | 'open' | 'closed' | 'archived';

export function examPhase(exam: ExamWindow, now: Date): ExamPhase {
  if (exam.archivedAt) return 'archived';
  if (!exam.publishedAt) return 'draft';
  if (now < exam.availableFrom) return 'upcoming';
  if (now < exam.availableTo) return 'open';
  return 'closed';
}

/**
 * When an instance started at `startedAt` must be submitted: its duration plus the student's extension, but no
 * later than the window's end plus the same extension (an extension given at the end of the window still counts).
 */
export function deadlineOf(exam: Pick<ExamWindow, 'availableTo' | 'durationMinutes'>, startedAt: Date, extensionMinutes: number): Date {
  const byDuration = startedAt.getTime() + (exam.durationMinutes + extensionMinutes) * MINUTE_MS;
  const byWindow = exam.availableTo.getTime() + extensionMinutes * MINUTE_MS;
  return new Date(Math.min(byDuration, byWindow));
}

export type InstanceState = 'generated' | 'ongoing' | 'submitted';

export interface InstanceTimes {
  startedAt: Date | null;
  submittedAt: Date | null;
}

export function instanceState(instance: InstanceTimes): InstanceState {
  if (!instance.startedAt) return 'generated';
  if (!instance.submittedAt) return 'ongoing';
  return 'submitted';
}

/** Whether a save that arrives at `now` still counts: up to the deadline plus the grace for the network. */
export function acceptsAnswers(instance: InstanceTimes & { deadlineAt: Date | null }, now: Date, graceSeconds: number): boolean {
  if (instanceState(instance) !== 'ongoing' || !instance.deadlineAt) return false;
  return now.getTime() <= instance.deadlineAt.getTime() + graceSeconds * 1000;
}

/** Review is open for `reviewMinutes` after the submit (never when 0). */
export function reviewOpen(reviewMinutes: number, submittedAt: Date | null, now: Date): boolean {
  if (!submittedAt || reviewMinutes <= 0) return false;
  return now.getTime() < submittedAt.getTime() + reviewMinutes * MINUTE_MS;
}
