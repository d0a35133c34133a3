import type { Exam, ExamRegrade, RegradeAnswerChange, RegradeInstanceChange, RegradePreview, RegradeQuestion } from '../../../api/exam-api';
import { signedInState } from '../../../test/store-state';

// Data of the regrade page's tests: exam 5 (Midterm) of course 1, two question chains, a preview and a regrade.

export const regradeState = signedInState({ currCourseId: 1, currAcademicYearId: 1 });

export function exam(id = 5): Exam {
  return {
    id, courseId: 1, academicYearId: 1, academicYearTitle: '2026/2027', title: 'Midterm', abbreviation: 'MI', ordinal: 1,
    description: null, password: null, availableFrom: '2027-01-20T09:00:00.000Z', availableTo: '2027-01-20T11:00:00.000Z',
    durationMinutes: 90, maxScore: null, passPercentage: 50, showSolutions: false, showFeedback: false, reviewMinutes: 60, forwardOnly: false,
    asyncGrading: false, scoreIgnored: false, allowAnonymousStalk: false, accommodationsApply: true, sebRequired: false, sebConfigKeys: [], sebBrowserExamKeys: [], allowedNetworks: [],
    maxCodeRuns: 10, parts: [],
    phase: 'closed', publishedAt: '2027-01-01T10:00:00.000Z', archivedAt: null, createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z', updatedByName: 'Tea Cher',
    counts: { generated: 0, notStarted: 0, ongoing: 0, submitted: 3, enrolled: 3 }, lockedFields: [],
    pointsRange: { min: 20, max: 20 },
  };
}

export const questions: RegradeQuestion[] = [
  { rootId: 55, title: 'Normal forms', kind: 'multiple-choice', questionIds: [55], latestId: 58, latestVersion: 2, outdated: true, instances: 3, manual: 0 },
  { rootId: 60, title: 'ACID', kind: 'true-false', questionIds: [60], latestId: 60, latestVersion: 1, outdated: false, instances: 3, manual: 1 },
];

const student = (instanceId: number, firstName: string, lastName: string) => ({
  instanceId, studentId: instanceId + 100, altId: `00365000${instanceId}`, firstName, lastName, classGroup: 'P1',
});

export const answerChanges: RegradeAnswerChange[] = [
  {
    ...student(71, 'Ana', 'Horvat'), ordinal: 1, questionId: 58, oldQuestionId: 55, questionTitle: 'Normal forms', answered: true,
    manual: false, oldScore: 0, newScore: 10, oldMaxPoints: 10, newMaxPoints: 10, oldOutcome: 'incorrect', newOutcome: 'correct',
  },
  {
    ...student(72, 'Ivo', 'Kovač'), ordinal: 2, questionId: 58, oldQuestionId: 55, questionTitle: 'Normal forms', answered: true,
    manual: false, oldScore: 10, newScore: 0, oldMaxPoints: 10, newMaxPoints: 10, oldOutcome: 'correct', newOutcome: 'incorrect',
  },
];

export const instanceChanges: RegradeInstanceChange[] = [
  { ...student(71, 'Ana', 'Horvat'), oldScore: 0, newScore: 10, maxScore: 20, oldPercent: 0, newPercent: 50, oldPassed: false, newPassed: true, changedAnswers: 1 },
  { ...student(72, 'Ivo', 'Kovač'), oldScore: 20, newScore: 10, maxScore: 20, oldPercent: 100, newPercent: 50, oldPassed: true, newPassed: true, changedAnswers: 1 },
];

export const PREVIEW_ID = '2b0c8e4e-6a43-4f0e-9d3e-2f1f1b1c7a10';

export function preview(extra: Partial<RegradePreview> = {}): RegradePreview {
  return {
    id: PREVIEW_ID, examId: 5, status: 'ready', createdAt: '2027-01-21T10:00:00.000Z', createdByName: 'Tea Cher',
    options: { questionRootIds: [55], useLatestVersion: true, useCurrentGradingModels: false, keepManual: true },
    progress: { graded: 0, total: 0 },
    counts: {
      instances: 3, answers: 3, changedAnswers: 2, changedInstances: 2, newlyPassed: 1, newlyFailed: 0, keptManual: 0,
      overriddenManual: 0, waiting: 0, notGraded: 0, movedQuestions: 3,
    },
    answers: answerChanges, instances: instanceChanges, message: null, ...extra,
  };
}

export function regrade(extra: Partial<ExamRegrade> = {}): ExamRegrade {
  return {
    id: 1, examId: 5, reason: 'Key of question 1 fixed', options: preview().options, appliedAt: '2027-01-21T10:05:00.000Z',
    appliedBy: 2, appliedByName: 'Tea Cher', changedAnswers: 2, changedInstances: 2, newlyPassed: 1, newlyFailed: 0, ...extra,
  };
}
