import type {
  AcademicYear, Exam, ExamGenerationRun, ExamInstanceDetail, ExamInstanceSummary, ExamSummary, GradingModel,
  StaffInstanceQuestion,
} from '../../../api/exam-api';
import { signedInState } from '../../../test/store-state';

// Shared data of the exam pages' tests: course 1 in academic year 1 (2026/2027), one exam and its instances.

export const examsState = signedInState({ currCourseId: 1, currAcademicYearId: 1 });

export const years: AcademicYear[] = [
  { id: 2, title: '2027/2028', startDate: '2027-10-01', endDate: '2028-09-30', isCurrent: false, hasExams: true, hasEnrolments: true },
  { id: 1, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: true, hasExams: true, hasEnrolments: true },
  { id: 3, title: '2025/2026', startDate: '2025-10-01', endDate: '2026-09-30', isCurrent: false, hasExams: true, hasEnrolments: true },
];

export const gradingModels: GradingModel[] = [
  { id: 7, name: '15/0/-5', correctScore: 15, incorrectScore: -5, unansweredScore: 0, threshold: null, exams: [] },
  { id: 8, name: '10/0/0', correctScore: 10, incorrectScore: 0, unansweredScore: 0, threshold: null, exams: [] },
];

const counts = { generated: 0, notStarted: 0, ongoing: 0, submitted: 0, enrolled: 0 };

export function examSummary(id: number, title: string, extra: Partial<ExamSummary> = {}): ExamSummary {
  return {
    id, courseId: 1, academicYearId: 1, title, abbreviation: `E${id}`, ordinal: id,
    availableFrom: '2027-01-20T09:00:00.000Z', availableTo: '2027-01-20T11:00:00.000Z', durationMinutes: 90,
    phase: 'draft', partCount: 2, questionCount: { min: 3, max: 5 }, hasPassword: false, counts, ...extra,
  };
}

export function exam(id: number, extra: Partial<Exam> = {}): Exam {
  return {
    id, courseId: 1, academicYearId: 1, academicYearTitle: '2026/2027', title: 'Midterm', abbreviation: 'MI', ordinal: 1,
    description: null, password: null, availableFrom: '2027-01-20T09:00:00.000Z', availableTo: '2027-01-20T11:00:00.000Z',
    durationMinutes: 90, maxScore: null, passPercentage: 50, showSolutions: false, showFeedback: false, reviewMinutes: 60, forwardOnly: false,
    asyncGrading: false, scoreIgnored: false, allowAnonymousStalk: false, accommodationsApply: true, sebRequired: false, sebConfigKeys: [], sebBrowserExamKeys: [],
    allowedNetworks: [], maxCodeRuns: 10,
    parts: [
      {
        id: 31, ordinal: 1, title: 'Joins', source: 'node', nodeId: 2, nodeName: 'Joins', minQuestions: 2, maxQuestions: 3,
        gradingModelId: 7, gradingModelName: '15/0/-5', questions: [], available: 4,
      },
      {
        id: 32, ordinal: 2, title: null, source: 'fixed', nodeId: null, nodeName: null, minQuestions: 0, maxQuestions: 0,
        gradingModelId: 8, gradingModelName: '10/0/0', available: 1,
        questions: [{ id: 55, rootId: 55, version: 2, title: 'ACID in one sentence', kind: 'free-text', isActive: true, isLatest: true }],
      },
    ],
    phase: 'draft', publishedAt: null, archivedAt: null, createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z', updatedByName: 'Tea Cher', counts: { ...counts, enrolled: 24 }, lockedFields: [],
    pointsRange: { min: 40, max: 55 }, ...extra,
  };
}

export function run(extra: Partial<ExamGenerationRun> = {}): ExamGenerationRun {
  return {
    id: 1, examId: 5, classGroup: null, status: 'running', total: 24, generated: 6, existing: 2, failed: 0, failures: [],
    requestedByName: 'Tea Cher', automatic: false, startedAt: '2027-01-10T08:00:00.000Z', finishedAt: null, ...extra,
  };
}

export function instanceSummary(instanceId: number | null, firstName: string, extra: Partial<ExamInstanceSummary> = {}): ExamInstanceSummary {
  return {
    instanceId, studentId: 100 + (instanceId ?? 0), firstName, lastName: 'Horvat', altId: `0036${instanceId ?? 0}`,
    classGroup: 'P01', state: 'generated', generatedAt: '2027-01-19T08:00:00.000Z', startedAt: null, deadlineAt: null,
    submittedAt: null, submittedBy: null, extensionMinutes: 0, startAddress: null, score: null, scorePercent: null,
    passed: null, gradingState: 'none', activity: null,
    rule: {
      source: 'exam', overrideId: null, label: null, availableFrom: '2027-01-20T09:00:00.000Z', availableTo: '2027-01-20T11:00:00.000Z',
      durationMinutes: 90, extraMinutes: 0, extraPercent: 0, startAllowed: true,
    },
    ...extra,
  };
}

export const trueFalseQuestion: StaffInstanceQuestion = {
  ordinal: 1, partId: 31, questionId: 41, version: 1, maxPoints: 15, gradingModelName: '15/0/-5',
  view: {
    questionId: 41, version: 1, kind: 'true-false', title: 'Joins commute', text: 'An inner join is commutative.', seed: 3,
    timeLimitSeconds: null, body: { kind: 'true-false' },
  },
  solution: { kind: 'true-false', value: true },
  answer: null, seq: 0, savedAt: null, score: null, grade: null,
};

export function instanceDetail(extra: Partial<ExamInstanceDetail> = {}): ExamInstanceDetail {
  return {
    summary: instanceSummary(70, 'Ana', {
      state: 'submitted', startedAt: '2027-01-20T09:05:00.000Z', deadlineAt: '2027-01-20T10:35:00.000Z',
      submittedAt: '2027-01-20T10:01:00.000Z', submittedBy: 'student', startAddress: '10.0.0.7', score: 15,
      scorePercent: 100, passed: true, gradingState: 'graded',
    }),
    examId: 5, examTitle: 'Midterm', durationMinutes: 90, maxScore: 15, passPercentage: 50,
    serverNow: '2027-01-20T10:30:00.000Z',
    questions: [{
      ...trueFalseQuestion,
      answer: { kind: 'true-false', value: true }, seq: 3, savedAt: '2027-01-20T09:30:00.000Z', score: 15,
      grade: {
        outcome: 'correct', score: 15, scorePercent: 100, fraction: 1, maxScore: 15, tests: [], sqlRuns: [], parts: [], message: null,
      },
    }],
    lateAnswers: [],
    actions: [],
    ...extra,
  };
}

export const page = <T>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
