import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Fastify from 'fastify';
import { loadContract } from '../contract.js';
import { DEFAULT_SCORES } from '../grading/index.js';
import { enqueue } from '../grading/queue.js';
import { createAuthService } from '../modules/auth/service.js';
import { registerAuth } from '../plugins/auth.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { validSettings } from './support/fixtures.js';
import { contentOfKind, questionInput, tinyPng } from './support/question-fixtures.js';
import { markSubmitted, markSubmittedMisgraded, selectStudentId, selectUserId } from './support/queries.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('teacher-progc', 'Teacher', [t.ids.programming]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Sample {
  method: Method;
  url: string;
  payload?: unknown;
  /** Sent besides the caller's session headers (e.g. the content type of an upload). */
  headers?: Record<string, string>;
  /** A live channel (an event stream that stays open): called over a real connection, closed after its headers. */
  stream?: boolean;
}

/**
 * One representative call per operation of the contract, in the Databases course. A function builds a fresh
 * sample for every call (e.g. a row to delete), so that each caller that gets through finds something to act on.
 */
const samples: Record<string, Sample | (() => Promise<Sample>)> = {
  getHealth: { method: 'GET', url: '/api/health' },
  getReadiness: { method: 'GET', url: '/api/ready' },
  listAuthProviders: { method: 'GET', url: '/api/auth/providers' },
  loginLocal: { method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'wrong' } },
  startOidcLogin: { method: 'GET', url: '/api/auth/login/google' },
  completeOidcLogin: { method: 'GET', url: '/api/auth/callback/google?code=abc&state=def' },
  exchangeLoginCode: { method: 'POST', url: '/api/auth/exchange', payload: { code: 'x'.repeat(43) } },
  logout: { method: 'GET', url: '/api/auth/logout' },
  getCurrentUser: { method: 'GET', url: '/api/auth/me' },
  searchAnything: { method: 'GET', url: '/api/lookups/search-anything?query=exam' },
  getUserSettings: { method: 'GET', url: '/api/user/settings' },
  listMyActivity: { method: 'GET', url: '/api/user/activity?kinds=exam&kinds=ticket' },
  saveUserSettings: { method: 'PUT', url: '/api/user/settings', payload: validSettings('matrix') },
  listCourses: { method: 'GET', url: '/api/courses' },
  listAcademicYears: { method: 'GET', url: '/api/academic-years' },
  // Courses and academic years administration (Admin)
  listAdminCourses: { method: 'GET', url: '/api/admin/courses' },
  createCourse: async () => ({ method: 'POST', url: '/api/admin/courses', payload: sampleCourse() }),
  updateCourse: async () => ({ method: 'PUT', url: `/api/admin/courses/${await sampleId('/api/admin/courses', sampleCourse())}`, payload: sampleCourse() }),
  deleteCourse: async () => ({ method: 'DELETE', url: `/api/admin/courses/${await sampleId('/api/admin/courses', sampleCourse())}` }),
  createAcademicYear: async () => ({ method: 'POST', url: '/api/admin/academic-years', payload: sampleYear() }),
  updateAcademicYear: async () => ({
    method: 'PUT',
    url: `/api/admin/academic-years/${await sampleId('/api/admin/academic-years', sampleYear())}`,
    payload: sampleYear(),
  }),
  deleteAcademicYear: async () => ({ method: 'DELETE', url: `/api/admin/academic-years/${await sampleId('/api/admin/academic-years', sampleYear())}` }),
  setCurrentAcademicYear: async () => ({ method: 'PUT', url: `/api/admin/academic-years/${t.ids.currentYear}/current` }),
  // People (staff users, presence, students, enrolments, imports)
  listStaffUsers: { method: 'GET', url: '/api/admin/users?query=a&sortBy=username' },
  createStaffUser: async () => ({ method: 'POST', url: '/api/admin/users', payload: sampleStaffUser() }),
  updateStaffUser: async () => ({
    method: 'PUT',
    url: `/api/admin/users/${await sampleId('/api/admin/users', sampleStaffUser())}`,
    payload: { firstName: 'Auth', lastName: 'Changed', email: null, roleName: 'Teacher', isActive: true },
  }),
  addTeacherCourse: async () => ({
    method: 'PUT',
    url: `/api/admin/users/${await sampleId('/api/admin/users', sampleStaffUser())}/courses/${t.ids.databases}`,
  }),
  removeTeacherCourse: async () => ({
    method: 'DELETE',
    url: `/api/admin/users/${await sampleId('/api/admin/users', sampleStaffUser())}/courses/${t.ids.databases}`,
  }),
  listOnlineUsers: { method: 'GET', url: '/api/admin/online-users' },
  reportPresence: { method: 'PUT', url: '/api/user/presence', payload: { route: '/home' } },
  listStudents: async () => ({ method: 'GET', url: `/api/students?courseId=${t.ids.databases}&query=a` }),
  createStudent: async () => ({ method: 'POST', url: '/api/students', payload: authStudent(nextAltId()) }),
  getStudent: async () => ({ method: 'GET', url: `/api/students/${await selectStudentId(t.db, '0036510137')}` }),
  listStudentExams: async () => ({ method: 'GET', url: `/api/students/${await selectStudentId(t.db, '0036510137')}/exams` }),
  listStudentTickets: async () => ({ method: 'GET', url: `/api/students/${await selectStudentId(t.db, '0036510137')}/tickets` }),
  updateStudent: async () => ({ method: 'PUT', url: `/api/students/${await authNewStudentId()}`, payload: authStudent(nextAltId()) }),
  listEnrolments: async () => ({ method: 'GET', url: `/api/enrolments?courseId=${t.ids.databases}&academicYearId=${t.ids.currentYear}` }),
  createEnrolment: async () => ({
    method: 'POST',
    url: '/api/enrolments',
    payload: { studentId: await authNewStudentId(), courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: null },
  }),
  updateEnrolment: async () => ({ method: 'PUT', url: `/api/enrolments/${await authNewEnrolmentId()}`, payload: { classGroup: 'P09' } }),
  deleteEnrolment: async () => ({ method: 'DELETE', url: `/api/enrolments/${await authNewEnrolmentId()}` }),
  previewStudentImport: { method: 'POST', url: '/api/imports/students/preview', payload: { csv: 'altId,firstName,lastName\n0036000001,Ana,Test' } },
  applyStudentImport: async () => ({
    method: 'POST',
    url: '/api/imports/students/apply',
    payload: { csv: `altId,firstName,lastName\n${nextAltId()},Ana,Test` },
  }),
  // Structure (node types, nodes, grading models)
  listNodeTypes: { method: 'GET', url: '/api/node-types' },
  createNodeType: async () => ({ method: 'POST', url: '/api/node-types', payload: sampleNodeType() }),
  updateNodeType: async () => ({ method: 'PUT', url: `/api/node-types/${await sampleId('/api/node-types', sampleNodeType())}`, payload: sampleNodeType() }),
  deleteNodeType: async () => ({ method: 'DELETE', url: `/api/node-types/${await sampleId('/api/node-types', sampleNodeType())}` }),
  listGradingModels: { method: 'GET', url: '/api/grading-models' },
  createGradingModel: async () => ({ method: 'POST', url: '/api/grading-models', payload: sampleGradingModel() }),
  updateGradingModel: async () => ({
    method: 'PUT',
    url: `/api/grading-models/${await sampleId('/api/grading-models', sampleGradingModel())}`,
    payload: sampleGradingModel(),
  }),
  deleteGradingModel: async () => ({ method: 'DELETE', url: `/api/grading-models/${await sampleId('/api/grading-models', sampleGradingModel())}` }),
  listCourseNodes: async () => ({ method: 'GET', url: `/api/courses/${t.ids.databases}/nodes` }),
  createNode: async () => ({
    method: 'POST',
    url: `/api/courses/${t.ids.databases}/nodes`,
    payload: { name: 'Sample', description: null, nodeTypeId: await authNodeTypeId(), parentIds: [] },
  }),
  updateNode: async () => ({
    method: 'PUT',
    url: `/api/nodes/${await authNewNodeId()}`,
    payload: { name: 'Renamed', description: null, nodeTypeId: await authNodeTypeId() },
  }),
  deleteNode: async () => ({ method: 'DELETE', url: `/api/nodes/${await authNewNodeId()}` }),
  linkNodeParent: async () => ({ method: 'PUT', url: `/api/nodes/${await authNewNodeId()}/parents/${await authNewNodeId()}` }),
  unlinkNodeParent: async () => {
    const parentId = await authNewNodeId();
    return { method: 'DELETE', url: `/api/nodes/${await authNewNodeId([parentId])}/parents/${parentId}` };
  },
  // Question bank (questions, previews, trials and grading jobs, code runners, attachments)
  listQuestions: async () => ({ method: 'GET', url: `/api/courses/${t.ids.databases}/questions?query=join&kind=sql` }),
  createQuestion: async () => ({ method: 'POST', url: `/api/courses/${t.ids.databases}/questions`, payload: questionInput() }),
  previewQuestionDraft: async () => ({ method: 'POST', url: `/api/courses/${t.ids.databases}/questions/preview`, payload: { question: questionInput(), seed: 1 } }),
  listQuestionTags: async () => ({ method: 'GET', url: `/api/courses/${t.ids.databases}/question-tags` }),
  getQuestion: async () => ({ method: 'GET', url: `/api/questions/${await authQuestionId()}` }),
  updateQuestion: async () => ({ method: 'PUT', url: `/api/questions/${await authQuestionId()}?mode=new-version`, payload: questionInput() }),
  setQuestionActive: async () => ({ method: 'PUT', url: `/api/questions/${await authQuestionId()}/active`, payload: { isActive: false } }),
  cloneQuestion: async () => ({ method: 'POST', url: `/api/questions/${await authQuestionId()}/clone` }),
  listQuestionVersions: async () => ({ method: 'GET', url: `/api/questions/${await authQuestionId()}/versions` }),
  previewQuestion: async () => ({ method: 'POST', url: `/api/questions/${await authQuestionId()}/preview`, payload: { seed: 3 } }),
  tryQuestion: async () => ({
    method: 'POST',
    url: `/api/questions/${await authQuestionId()}/trials`,
    payload: { seed: 1, answer: { kind: 'multiple-choice', choices: ['a'] }, gradingModelId: null },
  }),
  // A job is seen by who asked for it and by administrators: the teacher of the course asked for this one.
  getGradingJob: async () => {
    const questionId = await authQuestionId();
    const teacherId = await selectUserId(t.db, 'teacher');
    const answer = { kind: 'multiple-choice' as const, choices: ['a'] };
    return { method: 'GET', url: `/api/grading-jobs/${await enqueue(t.db, { questionId, seed: 1, answer, scores: DEFAULT_SCORES }, teacherId)}` };
  },
  listCodeRunners: { method: 'GET', url: '/api/code-runners' },
  uploadAttachment: async () => ({
    method: 'POST',
    url: `/api/courses/${t.ids.databases}/attachments?fileName=dot.png`,
    payload: tinyPng,
    headers: { 'content-type': 'application/octet-stream' },
  }),
  // An image in a question of an exam the demo student started: staff of the course and that student may load it.
  getAttachment: async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${t.ids.databases}/attachments?fileName=dot.png`,
      payload: tinyPng,
      headers: { ...(await t.sessionFor('admin')).headers(), 'content-type': 'application/octet-stream' },
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
    const { id, markdown } = res.json().data;
    const questionId = (await asAdmin('POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ text: `Look: ${markdown}` }))).id;
    await sampleMyInstanceId(questionId);
    return { method: 'GET', url: `/api/attachments/${id}` };
  },
  // Moodle import and export of questions
  previewQuestionImport: async () => ({
    method: 'POST',
    url: `/api/courses/${t.ids.databases}/question-imports/preview`,
    payload: sampleQuestionImport(),
  }),
  applyQuestionImport: async () => ({ method: 'POST', url: `/api/courses/${t.ids.databases}/question-imports/apply`, payload: sampleQuestionImport() }),
  exportQuestionsMoodleXml: async () => ({
    method: 'POST',
    url: `/api/courses/${t.ids.databases}/question-exports/moodle-xml`,
    payload: { questionIds: (await asAdmin('POST', `/api/courses/${t.ids.databases}/question-imports/apply`, sampleQuestionImport())).questionIds },
  }),
  // Exams and their instances
  listExams: { method: 'GET', url: `/api/courses/1/exams?academicYearId=1` },
  createExam: async () => ({ method: 'POST', url: `/api/courses/${t.ids.databases}/exams`, payload: await sampleExam() }),
  validateExamDraft: async () => ({ method: 'POST', url: `/api/courses/${t.ids.databases}/exam-validation`, payload: await sampleExam() }),
  getExam: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}` }),
  updateExam: async () => {
    const id = await sampleExamId();
    const exam = await asAdmin('GET', `/api/exams/${id}`);
    return { method: 'PUT', url: `/api/exams/${id}`, payload: { ...(await sampleExam()), abbreviation: exam.abbreviation } };
  },
  deleteExam: async () => ({ method: 'DELETE', url: `/api/exams/${await sampleExamId()}` }),
  setExamArchived: async () => ({ method: 'PUT', url: `/api/exams/${await sampleExamId()}/archived`, payload: { archived: true } }),
  setExamPublished: async () => ({ method: 'PUT', url: `/api/exams/${await sampleExamId()}/published`, payload: { published: true } }),
  cloneExam: async () => ({
    method: 'POST',
    url: `/api/exams/${await sampleExamId()}/clone`,
    payload: { academicYearId: t.ids.previousYear, title: 'Auth copy', abbreviation: `AC${++sampleCounter}` },
  }),
  getExamValidation: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/validation` }),
  exportResults: async () => ({ method: 'GET', url: `/api/exports/results?examIds=${await sampleExamId()}&format=csv` }),
  previewExamSample: async () => ({ method: 'POST', url: `/api/exams/${await sampleExamId()}/samples`, payload: { seed: 7 } }),
  listExamGenerationRuns: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/generation-runs` }),
  startExamGeneration: async () => ({ method: 'POST', url: `/api/exams/${await sampleExamId()}/generation-runs`, payload: { classGroup: null } }),
  listExamInstances: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/instances?state=all` }),
  deleteGeneratedInstances: async () => ({ method: 'DELETE', url: `/api/exams/${await sampleExamId()}/instances` }),
  getExamInstance: async () => ({ method: 'GET', url: `/api/exam-instances/${await sampleInstanceId()}` }),
  deleteExamInstance: async () => ({ method: 'DELETE', url: `/api/exam-instances/${await sampleInstanceId()}` }),
  unsubmitExamInstance: async () => ({ method: 'POST', url: `/api/exam-instances/${await sampleInstanceId(true)}/unsubmit`, payload: { minutes: 5 } }),
  extendExamInstance: async () => ({ method: 'POST', url: `/api/exam-instances/${await sampleInstanceId()}/extension`, payload: { minutes: 5 } }),
  letStudentSignIn: async () => ({ method: 'POST', url: `/api/exam-instances/${await sampleInstanceId()}/let-in` }),
  // Accommodations and overrides (docs/exams.md, "Who gets which window and how long")
  getStudentAccommodation: async () => ({ method: 'GET', url: `/api/students/${await selectStudentId(t.db, '0036510137')}/accommodation` }),
  setStudentAccommodation: async () => ({
    method: 'PUT',
    url: `/api/students/${await selectStudentId(t.db, '0036510137')}/accommodation`,
    payload: { extraPercent: 25, extraMinutes: 0, extendWindow: false, note: null },
  }),
  removeStudentAccommodation: async () => ({ method: 'DELETE', url: `/api/students/${await selectStudentId(t.db, '0036510137')}/accommodation` }),
  listExamOverrides: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/overrides` }),
  createExamOverride: async () => ({ method: 'POST', url: `/api/exams/${await sampleExamId()}/overrides`, payload: sampleOverride() }),
  updateExamOverride: async () => ({ method: 'PUT', url: `/api/exam-overrides/${await sampleOverrideId()}`, payload: sampleOverride() }),
  deleteExamOverride: async () => ({ method: 'DELETE', url: `/api/exam-overrides/${await sampleOverrideId()}` }),
  // Safe Exam Browser configurations (docs/exams.md, "Access rules")
  getExamSebConfig: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/seb-config` }),
  getMySebConfig: async () => ({ method: 'GET', url: `/api/my/exams/${await sampleOpenExamId(undefined, { sebRequired: true })}/seb-config` }),
  // The student's side (the demo student, enrolled in the Databases course this year)
  listMyExams: { method: 'GET', url: '/api/my/exams' },
  startMyExam: async () => ({ method: 'POST', url: `/api/my/exams/${await sampleOpenExamId()}/start`, payload: { password: null } }),
  getMyInstance: async () => ({ method: 'GET', url: `/api/my/instances/${await sampleMyInstanceId()}` }),
  saveMyAnswers: async () => {
    const id = await sampleMyInstanceId();
    return { method: 'POST', url: `/api/my/instances/${id}/answers`, payload: { answers: [{ ordinal: 1, seq: 1, answer: { kind: 'multiple-choice', choices: ['a'] }, clientSavedAt: null }] } };
  },
  setMyPosition: async () => ({ method: 'PUT', url: `/api/my/instances/${await sampleMyInstanceId()}/position`, payload: { ordinal: 1 } }),
  submitMyInstance: async () => ({ method: 'POST', url: `/api/my/instances/${await sampleMyInstanceId()}/submit` }),
  getMyReview: async () => ({ method: 'GET', url: `/api/my/instances/${await sampleMyInstanceId()}/review` }),
  runMyAnswer: async () => {
    const questionId = (await asAdmin('POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ content: contentOfKind('code') }))).id;
    return { method: 'POST', url: `/api/my/instances/${await sampleMyInstanceId(questionId)}/questions/1/runs`, payload: { answer: { kind: 'code', source: 'function double(x) { return 2 * x; }' } } };
  },
  // During the exam: live channels, the page's events, the event log
  streamMyInstance: async () => ({ method: 'GET', url: `/api/my/instances/${await sampleMyInstanceId()}/live`, stream: true }),
  streamExam: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/live`, stream: true }),
  recordMyEvents: async () => ({
    method: 'POST',
    url: `/api/my/instances/${await sampleMyInstanceId()}/events`,
    payload: { events: [{ kind: 'focus-lost', clientAt: null }, { kind: 'heartbeat', clientAt: null }] },
  }),
  listExamInstanceEvents: async () => ({ method: 'GET', url: `/api/exam-instances/${await sampleInstanceId(true)}/events?limit=10` }),
  getAnswerHistory: async () => ({ method: 'GET', url: `/api/exam-instances/${await sampleInstanceId(true)}/questions/1/history` }),
  // Tickets: on a question of an instance the demo student started
  listMyTickets: async () => ({ method: 'GET', url: `/api/my/instances/${await sampleMyInstanceId()}/tickets` }),
  raiseMyTicket: async () => ({ method: 'POST', url: `/api/my/instances/${await sampleMyInstanceId()}/tickets`, payload: { ordinal: 1, text: 'Why?' } }),
  reopenMyTicket: async () => ({ method: 'POST', url: `/api/my/tickets/${await sampleTicketId(true)}/reopen`, payload: { text: 'Still?' } }),
  listExamTickets: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/tickets?status=active` }),
  // Regrades (docs/grading.md, Regrade): dry runs of an exam and applying one
  listExamRegradeQuestions: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/regrade-questions` }),
  previewExamRegrade: async () => ({ method: 'POST', url: `/api/exams/${await sampleExamId()}/regrade-previews`, payload: sampleRegradeOptions }),
  getExamRegradePreview: async () => {
    const { examId, previewId } = await sampleRegradePreview();
    return { method: 'GET', url: `/api/exams/${examId}/regrade-previews/${previewId}` };
  },
  listExamRegrades: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/regrades` }),
  applyExamRegrade: async () => {
    const { examId, previewId } = await sampleRegradePreview();
    return { method: 'POST', url: `/api/exams/${examId}/regrades`, payload: { previewId, reason: 'Sample' } };
  },
  listCourseTickets: async () => ({ method: 'GET', url: `/api/courses/${t.ids.databases}/tickets?mine=true` }),
  assignTicket: async () => ({ method: 'POST', url: `/api/tickets/${await sampleTicketId()}/assignment` }),
  answerTicket: async () => ({ method: 'POST', url: `/api/tickets/${await sampleTicketId()}/answers`, payload: { text: 'Yes.', close: true } }),
  closeTicket: async () => ({ method: 'POST', url: `/api/tickets/${await sampleTicketId()}/close` }),
  // Analytics (docs/analytics.md)
  getExamAnalytics: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/analytics` }),
  getQuestionAnalytics: async () => ({ method: 'GET', url: `/api/questions/${await authQuestionId()}/analytics` }),
  // Messages to an exam's takers, with receipts
  listExamMessages: async () => ({ method: 'GET', url: `/api/exams/${await sampleExamId()}/messages` }),
  sendExamMessage: async () => ({
    method: 'POST',
    url: `/api/exams/${await sampleExamId()}/messages`,
    payload: { audience: 'all', classGroup: null, studentId: null, text: 'Hello' },
  }),
  listMessageReceipts: async () => ({ method: 'GET', url: `/api/exam-messages/${(await sampleMyMessage()).messageId}/receipts` }),
  listMyMessages: async () => ({ method: 'GET', url: `/api/my/instances/${await sampleMyInstanceId()}/messages` }),
  acknowledgeMyMessages: async () => {
    const { instanceId, messageId } = await sampleMyMessage();
    return { method: 'POST', url: `/api/my/instances/${instanceId}/messages/receipts`, payload: { receipts: [{ messageId, displayed: true }] } };
  },
  // Manual grading (docs/grading.md): an answer of an instance the demo student submitted, and a rubric item
  listManualGradingQuestions: async () => ({ method: 'GET', url: `/api/exams/${(await sampleSubmittedAnswer()).examId}/manual-grading/questions` }),
  listManualGradingAnswers: async () => {
    const { examId, rootId } = await sampleSubmittedAnswer();
    return { method: 'GET', url: `/api/exams/${examId}/manual-grading/answers?questionRootId=${rootId}&ungraded=true` };
  },
  saveManualGrade: async () => {
    const { examId, instanceId } = await sampleSubmittedAnswer();
    return { method: 'PUT', url: `/api/exams/${examId}/manual-grading/grades/${instanceId}/1`, payload: { score: 0, rubricItemIds: [], comment: 'Sample' } };
  },
  listRubricItems: async () => {
    const { examId, rootId } = await sampleSubmittedAnswer();
    return { method: 'GET', url: `/api/exams/${examId}/manual-grading/rubric?questionRootId=${rootId}` };
  },
  createRubricItem: async () => {
    const { examId, rootId } = await sampleSubmittedAnswer();
    return { method: 'POST', url: `/api/exams/${examId}/manual-grading/rubric`, payload: { questionRootId: rootId, points: 1, description: 'Sample' } };
  },
  updateRubricItem: async () => {
    const { examId, itemId } = await sampleRubricItem();
    return { method: 'PATCH', url: `/api/exams/${examId}/manual-grading/rubric/${itemId}`, payload: { points: 2 } };
  },
  deleteRubricItem: async () => {
    const { examId, itemId } = await sampleRubricItem();
    return { method: 'DELETE', url: `/api/exams/${examId}/manual-grading/rubric/${itemId}` };
  },
  previewManualGradesApply: async () => ({ method: 'GET', url: `/api/exams/${(await sampleSubmittedAnswer()).examId}/manual-grading/apply-preview` }),
  applyManualGrades: async () => ({ method: 'POST', url: `/api/exams/${(await sampleSubmittedAnswer()).examId}/manual-grading/apply` }),
  getGraderStatistics: async () => ({ method: 'GET', url: `/api/exams/${(await sampleSubmittedAnswer()).examId}/manual-grading/statistics` }),
  // Public: an exam that allows the stalk page
  getStalk: async () => {
    const exam = { ...(await sampleExam()), allowAnonymousStalk: true };
    await asAdmin('PUT', `/api/exams/${(await asAdmin('POST', `/api/courses/${t.ids.databases}/exams`, exam)).id}/published`, { published: true });
    return { method: 'GET', url: `/api/stalk/DB/${exam.abbreviation}` };
  },
};

/** The demo student's number (the first demo student; see server/seed/demo.ts). */
const demoStudentAltId = '0036510000';

/** A published exam open now, in the Databases course this year, with the demo student enrolled in it. */
async function sampleOpenExamId(questionId?: number, settings: object = {}): Promise<number> {
  const studentId = await selectStudentId(t.db, demoStudentAltId);
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/api/enrolments',
    payload: { studentId, courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: null },
    headers: (await t.sessionFor('admin')).headers(),
  });
  if (enrol.statusCode !== 201 && enrol.statusCode !== 409) throw new Error(`enrol: ${enrol.body}`);
  const examId = (await asAdmin('POST', `/api/courses/${t.ids.databases}/exams`, { ...(await sampleExam(questionId)), ...settings })).id;
  await asAdmin('PUT', `/api/exams/${examId}/published`, { published: true });
  return examId;
}

/** An instance the demo student started. */
async function sampleMyInstanceId(questionId?: number): Promise<number> {
  const examId = await sampleOpenExamId(questionId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/my/exams/${examId}/start`,
    payload: { password: null },
    headers: (await t.sessionFor('student')).headers(),
  });
  if (res.statusCode !== 200) throw new Error(`start: ${res.body}`);
  return res.json().data.instanceId;
}

/** An answer to question 1 of an instance the demo student started and submitted, with its exam and question chain. */
async function sampleSubmittedAnswer(): Promise<{ examId: number; instanceId: number; rootId: number }> {
  const examId = await sampleOpenExamId();
  const student = (await t.sessionFor('student')).headers();
  const started = await t.app.inject({ method: 'POST', url: `/api/my/exams/${examId}/start`, payload: { password: null }, headers: student });
  if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  const instanceId: number = started.json().data.instanceId;
  const answers = [{ ordinal: 1, seq: 1, clientSavedAt: null, answer: { kind: 'multiple-choice', choices: [] } }];
  const saved = await t.app.inject({ method: 'POST', url: `/api/my/instances/${instanceId}/answers`, payload: { answers }, headers: student });
  if (saved.statusCode !== 200) throw new Error(`answers: ${saved.body}`);
  const submitted = await t.app.inject({ method: 'POST', url: `/api/my/instances/${instanceId}/submit`, headers: student });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  const overview = await asAdmin('GET', `/api/exams/${examId}/manual-grading/questions`);
  return { examId, instanceId, rootId: overview.questions[0].questionRootId };
}

async function sampleRubricItem(): Promise<{ examId: number; itemId: number }> {
  const { examId, rootId } = await sampleSubmittedAnswer();
  const item = await asAdmin('POST', `/api/exams/${examId}/manual-grading/rubric`, { questionRootId: rootId, points: 1, description: 'Sample' });
  return { examId, itemId: item.id };
}

/** A ticket the demo student raised on their started instance (closed by an administrator when asked). */
async function sampleTicketId(closed = false): Promise<number> {
  const instanceId = await sampleMyInstanceId();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/my/instances/${instanceId}/tickets`,
    payload: { ordinal: 1, text: 'A sample question' },
    headers: (await t.sessionFor('student')).headers(),
  });
  if (res.statusCode !== 201) throw new Error(`raise: ${res.body}`);
  const ticketId: number = res.json().data.id;
  if (closed) await asAdmin('POST', `/api/tickets/${ticketId}/close`);
  return ticketId;
}

/** A message to all takers of an exam the demo student started. */
async function sampleMyMessage(): Promise<{ instanceId: number; messageId: number }> {
  const examId = await sampleOpenExamId();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/my/exams/${examId}/start`,
    payload: { password: null },
    headers: (await t.sessionFor('student')).headers(),
  });
  if (res.statusCode !== 200) throw new Error(`start: ${res.body}`);
  const message = await asAdmin('POST', `/api/exams/${examId}/messages`, { audience: 'all', classGroup: null, studentId: null, text: 'Hello' });
  return { instanceId: res.json().data.instanceId, messageId: message.id };
}

/** A valid exam of the Databases course: one fixed part with the question given or a fresh one. */
async function sampleExam(questionId?: number) {
  const [model] = await asAdmin('GET', '/api/grading-models');
  const now = t.clock().getTime();
  return {
    academicYearId: t.ids.currentYear,
    title: 'Auth exam',
    abbreviation: `AE${++sampleCounter}`,
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: new Date(now - 3_600_000).toISOString(),
    availableTo: new Date(now + 3_600_000).toISOString(),
    durationMinutes: 30,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    reviewMinutes: 0,
    forwardOnly: false,
    asyncGrading: false,
    scoreIgnored: false,
    allowAnonymousStalk: false,
    maxCodeRuns: 5,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: model.id, questionIds: [questionId ?? (await authQuestionId())] }],
  };
}
const sampleOverride = () => ({
  studentId: null, classGroup: 'AUTH', label: 'Sample', availableFrom: null, availableTo: null, durationMinutes: 40, password: null, startAllowed: null,
});
const sampleOverrideId = async (): Promise<number> => (await asAdmin('POST', `/api/exams/${await sampleExamId()}/overrides`, sampleOverride())).id;
const sampleExamId = async (): Promise<number> => (await asAdmin('POST', `/api/courses/${t.ids.databases}/exams`, await sampleExam())).id;

/** A fresh instance of a fresh exam (pre-generated, and submitted when asked), made by an administrator. */
async function sampleInstanceId(submitted = false): Promise<number> {
  const { instanceId } = await sampleExamInstance(submitted);
  return instanceId;
}

async function sampleExamInstance(submitted = false): Promise<{ examId: number; instanceId: number }> {
  const examId = await sampleExamId();
  await asAdmin('POST', `/api/exams/${examId}/generation-runs`, { classGroup: null });
  for (let i = 0; i < 200 && (await asAdmin('GET', `/api/exams/${examId}/generation-runs`))[0].status === 'running'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const [instance] = (await asAdmin('GET', `/api/exams/${examId}/instances?state=generated`)).items;
  if (submitted) await markSubmitted(t.db, instance.instanceId, t.clock());
  return { examId, instanceId: instance.instanceId };
}

/** Rows made through the API as an administrator, for the samples of students, enrolments and nodes. */
let altIdCounter = 0;
const nextAltId = () => `0036${String(900000 + ++altIdCounter).padStart(6, '0')}`;
const authStudent = (altId: string) => ({
  firstName: 'Auth',
  lastName: 'Sample',
  email: null,
  altId,
  altId2: null,
  classGroup: null,
  imageUrl: null,
});
const sampleRegradeOptions = { questionRootIds: null, useLatestVersion: true, useCurrentGradingModels: false, keepManual: true };
/** A preview that changes one answer (graded wrong, as by a wrong key), so that applying it succeeds. */
async function sampleRegradePreview(): Promise<{ examId: number; previewId: string }> {
  const { examId, instanceId } = await sampleExamInstance();
  await markSubmittedMisgraded(t.db, instanceId, t.clock());
  return { examId, previewId: (await asAdmin('POST', `/api/exams/${examId}/regrade-previews`, sampleRegradeOptions)).id };
}
async function asAdmin(method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: (await t.sessionFor('admin')).headers() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
  return res.json().data;
}
const authNewStudentId = async (): Promise<number> => (await asAdmin('POST', '/api/students', authStudent(nextAltId()))).id;
const authNewEnrolmentId = async (): Promise<number> =>
  (await asAdmin('POST', '/api/enrolments', { studentId: await authNewStudentId(), courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: null })).id;
const authNodeTypeId = async (): Promise<number> => (await asAdmin('GET', `/api/courses/${t.ids.databases}/nodes`))[0].nodeTypeId;
const authQuestionId = async (): Promise<number> => (await asAdmin('POST', `/api/courses/${t.ids.databases}/questions`, questionInput())).id;
const authNewNodeId = async (parentIds: number[] = []): Promise<number> =>
  (await asAdmin('POST', `/api/courses/${t.ids.databases}/nodes`, { name: 'Sample', description: null, nodeTypeId: await authNodeTypeId(), parentIds })).id;

const sampleQuestionImport = () => ({ format: 'gift', fileName: 'auth.gift', content: '::Auth sample::The sun rises in the east.{T}', nodeIds: [] });

/** Fresh rows for the administration samples: every call gets a unique name, made by an administrator. */
let sampleCounter = 0;
const sampleCourse = () => ({ courseName: 'Auth sample', courseAcronym: `AUTH${++sampleCounter}`, description: null });
const sampleYear = () => ({ title: `Auth ${++sampleCounter}`, startDate: '2050-10-01', endDate: '2051-09-30' });
const sampleStaffUser = () => ({
  username: `auth-staff-${++sampleCounter}`,
  firstName: 'Auth',
  lastName: 'Staff',
  email: null,
  roleName: 'Teacher',
});
const sampleNodeType = () => ({ name: `Auth type ${++sampleCounter}`, color: '#123456' });
const sampleGradingModel = () => ({
  name: `Auth model ${++sampleCounter}`,
  correctScore: 1,
  incorrectScore: 0,
  unansweredScore: 0,
  threshold: null,
});
async function sampleId(url: string, payload: object): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: (await t.sessionFor('admin')).headers() });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.body}`);
  return res.json().data.id;
}

const contract = loadContract();

type Caller = 'anonymous' | 'student' | 'teacher of another course' | 'teacher of the course' | 'admin';
const callers: Caller[] = ['anonymous', 'student', 'teacher of another course', 'teacher of the course', 'admin'];
const usernames: Record<Exclude<Caller, 'anonymous'>, string> = {
  student: 'student',
  'teacher of another course': 'teacher-progc',
  'teacher of the course': 'teacher',
  admin: 'admin',
};

/** Calls an operation as a caller working in the Databases course (a fresh session each time). */
async function call(operationId: string, caller: Caller) {
  const entry = samples[operationId];
  const sample = typeof entry === 'function' ? await entry() : entry;
  const headers =
    caller === 'anonymous'
      ? {}
      : (await t.sessionFor(usernames[caller])).headers({ courseId: t.ids.databases, academicYearId: t.ids.currentYear });
  if (sample.stream) return callStream(sample, { ...headers, ...sample.headers });
  return t.app.inject({ method: sample.method, url: sample.url, payload: sample.payload as object, headers: { ...headers, ...sample.headers } });
}

/** An event stream over a real connection, read up to its headers (and its body when it is an error). */
let listening: string | null = null;
async function callStream(sample: Sample, headers: Record<string, string>) {
  listening ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const res = await fetch(`${listening}${sample.url}`, { method: sample.method, headers, signal: controller.signal });
  const body = res.ok ? '' : await res.text();
  controller.abort();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body, json: () => JSON.parse(body) };
}

/** A JSON answer says `success: true`; a file (an attachment's bytes, an exported download) is not JSON. */
function expectSuccessBody(res: { headers: Record<string, unknown>; json(): { success?: unknown } }) {
  const type = String(res.headers['content-type']);
  if (type.startsWith('application/json')) expect(res.json().success).toBe(true);
  else if (type.startsWith('text/event-stream')) expect(res.headers['cache-control']).toBe('no-store');
  else expect(String(res.headers['content-disposition'])).toMatch(/^(inline$|attachment; filename=)/);
}

test('every operation of the contract has an authorisation case', () => {
  expect(Object.keys(samples).sort()).toEqual([...contract.operations.keys()].sort());
});

describe.each([...contract.operations.values()])('$operationId', (operation) => {
  if (operation.policy.public) {
    test('is public: every caller gets the same answer', async () => {
      const statuses = [];
      for (const caller of callers) {
        const res = await call(operation.operationId, caller);
        expect(res.statusCode).not.toBe(403);
        if (res.statusCode === 401) expect(res.json().code).not.toBe('UNAUTHENTICATED');
        statuses.push(res.statusCode);
      }
      expect(new Set(statuses).size).toBe(1);
    });
    return;
  }
  const roles = operation.policy.roles;

  test('anonymous: 401', async () => {
    const res = await call(operation.operationId, 'anonymous');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session expired, please login again.' });
  });

  test(`student: ${roles.includes('Student') ? '2xx' : '403 FORBIDDEN'}`, async () => {
    const res = await call(operation.operationId, 'student');
    if (roles.includes('Student')) {
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(300);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    }
  });

  // The role is checked before the context, so a teacher meets an administrators-only operation's FORBIDDEN first.
  test(`teacher of another course: 403 ${roles.includes('Teacher') ? 'CONTEXT_FORBIDDEN' : 'FORBIDDEN'}`, async () => {
    const res = await call(operation.operationId, 'teacher of another course');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(
      roles.includes('Teacher')
        ? { code: 'CONTEXT_FORBIDDEN', message: 'You cannot work in this course or academic year.' }
        : { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
    );
  });

  test(`teacher of the course: ${roles.includes('Teacher') ? '2xx' : '403 FORBIDDEN'}`, async () => {
    const res = await call(operation.operationId, 'teacher of the course');
    if (roles.includes('Teacher')) {
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(300);
      expectSuccessBody(res);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    }
  });

  test(`admin: ${roles.includes('Admin') ? '2xx' : '403 FORBIDDEN'}`, async () => {
    const res = await call(operation.operationId, 'admin');
    if (roles.includes('Admin')) {
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(300);
      expectSuccessBody(res);
    } else {
      // The student's own operations: staff are not students.
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    }
  });
});

describe('CSRF', () => {
  const save = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/settings', payload: validSettings('csrf'), headers });
  const refused = { code: 'CSRF_FAILED', message: 'The request could not be verified. Please reload the page and try again.' };

  test('a state-changing call needs the header, equal to the cookie and to the session’s token', async () => {
    await t.createUser('csrf-teacher', 'Teacher', [t.ids.databases]);
    const session = await t.sessionFor('csrf-teacher');
    const other = await t.sessionFor('csrf-teacher');
    const bearer = { authorization: `Bearer ${session.token}` };
    const cases: Array<[string, Record<string, string>]> = [
      ['no header, no cookie', bearer],
      ['cookie without header', { ...bearer, cookie: `examhall_csrf=${session.csrfToken}` }],
      ['header without cookie', { ...bearer, 'x-csrf-token': session.csrfToken }],
      ['wrong header', { ...bearer, 'x-csrf-token': 'wrong', cookie: `examhall_csrf=${session.csrfToken}` }],
      ['header and cookie agree but belong to another session', { ...bearer, 'x-csrf-token': other.csrfToken, cookie: `examhall_csrf=${other.csrfToken}` }],
    ];
    for (const [, headers] of cases) {
      const res = await save(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    const settings = await t.app.inject({ method: 'GET', url: '/api/user/settings', headers: session.headers() });
    expect(settings.json().data).toBeNull();
    expect((await save(session.headers())).statusCode).toBe(200);
  });

  test('reading calls do not need it', async () => {
    const session = await t.sessionFor('teacher');
    const res = await t.app.inject({ method: 'GET', url: '/api/courses', headers: session.headers({ csrf: false }) });
    expect(res.statusCode).toBe(200);
  });

  test('sign-in calls are exempt', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'demo' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('context headers', () => {
  const courses = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/courses', headers });

  test('absent, empty and 0 mean none', async () => {
    const session = await t.sessionFor('teacher');
    const contexts: Array<Record<string, string>> = [
      {},
      { 'context-course-id': '', 'context-academic-year-id': '' },
      { 'context-course-id': '0', 'context-academic-year-id': '0' },
    ];
    for (const context of contexts) {
      expect((await courses({ ...session.headers(), ...context })).statusCode).toBe(200);
    }
  });

  test.each(['abc', '-1', '1.5', '1e3', '9999999999', ' '])('a malformed value (%j) is 400', async (value) => {
    const session = await t.sessionFor('teacher');
    for (const header of ['context-course-id', 'context-academic-year-id']) {
      const res = await courses({ ...session.headers(), [header]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: `headers/${header}`, message: 'must be a non-negative integer' }] });
    }
  });

  test('a course the teacher does not teach is 403; one they teach is fine', async () => {
    const session = await t.sessionFor('teacher');
    expect((await courses(session.headers({ courseId: t.ids.programming }))).json().code).toBe('CONTEXT_FORBIDDEN');
    expect((await courses(session.headers({ courseId: t.ids.databases }))).statusCode).toBe(200);
  });

  test('an administrator may use any existing course, but not one that does not exist', async () => {
    const session = await t.sessionFor('admin');
    expect((await courses(session.headers({ courseId: t.ids.programming }))).statusCode).toBe(200);
    expect((await courses(session.headers({ courseId: 999_999 }))).json().code).toBe('CONTEXT_FORBIDDEN');
  });

  test('an academic year that does not exist is 403', async () => {
    const session = await t.sessionFor('admin');
    expect((await courses(session.headers({ academicYearId: t.ids.oldestYear }))).statusCode).toBe(200);
    expect((await courses(session.headers({ academicYearId: 999_999 }))).json().code).toBe('CONTEXT_FORBIDDEN');
  });

  test('a student may use a course they are enrolled in only', async () => {
    const session = await t.sessionFor('student');
    const me = (courseId: number) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers({ courseId }) });
    // The demo student takes Databases only.
    expect((await me(t.ids.databases)).statusCode).toBe(200);
    expect((await me(t.ids.programming)).json().code).toBe('CONTEXT_FORBIDDEN');
  });

  test('public operations ignore them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'context-course-id': 'abc' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('deny by default', () => {
  test('an /api route without a policy is refused, also for an anonymous caller', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAuth(app, createAuthService({ config: t.config, database: t.database, clock: t.clock }));
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/not-api', async () => ({ ok: true }));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/forgotten' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      expect((await app.inject({ method: 'GET', url: '/not-api' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
