import { generatePath } from 'react-router-dom';

/**
 * Every route of the SPA (docs/requirements.md#routes-and-navigation), written as React Router matches it. The route table (src/app/routes.tsx), the
 * navigation guard and the reload rule are built from these; links and navigations use `paths` below. The strings
 * are the spec's: change them only with it.
 */
export const routePatterns = {
  home: '/',
  settings: '/settings',
  /** A student's exam in progress: full screen, outside the shell (its own chunk, usable offline). */
  takeExam: '/take/:id',
  /** A student's submitted exam: result and, during the review period, the answers with their points. */
  examReview: '/review/:id',
  exportResults: '/export',
  exams: '/exam',
  examList: '/exam/list',
  examEdit: '/exam/edit/:id',
  examSendMessage: '/exam/send-message/:id',
  examTickets: '/exam/tickets/:id',
  examManualGrading: '/exam/manual-grading/:id',
  /** Regrade an exam's stored answers (dry run, apply, history); `?question=<questionId>` preselects a question. */
  examRegrade: '/exam/regrade/:id',
  examAnalytics: '/analytics/exam/:id?',
  questionAnalytics: '/analytics/question',
  student: '/student/:id',
  examInstance: '/exam-instance/:id',
  logDetailsAt: '/exam-instance/log-details/:id/ts/:ts?',
  logDetailsLimit: '/exam-instance/log-details/:id/limit/:limit?',
  logDetails: '/exam-instance/log-details/:id',
  allInstances: '/exam-instance/all/:id',
  instancesGenerated: '/exam-instances/generated/:id',
  instancesStarted: '/exam-instances/started/:id',
  instancesOngoing: '/exam-instances/ongoing/:id',
  instancesNotStarted: '/exam-instances/not-started/:id',
  instancesSubmitted: '/exam-instances/submitted/:id',
  questions: '/question',
  questionList: '/question/list',
  questionNew: '/question/new',
  questionSearch: '/question/search',
  questionEdit: '/question/edit/:id',
  questionTry: '/question/q',
  questionNodes: '/question/nodes',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminOnlineUsers: '/admin/online-users',
  adminCourses: '/admin/courses',
  adminGradingModels: '/admin/grading-models',
  adminNodeTypes: '/admin/node-types',
  adminStudents: '/admin/students',
  adminCoursesStudents: '/admin/courses-students',
  adminStudentsCourses: '/admin/students-courses',
  adminNodes: '/admin/nodes',
  testGenerate: '/fullscreen/test-generate/:id',
  instancePreview: '/fullscreen/exam-instance/preview/:id',
  auth: '/auth',
  login: '/auth/login',
  loginSuccess: '/auth/login-success',
  loginFail: '/auth/login-fail',
  loginCallbackGoogle: '/auth/callback/google',
  loginCallbackAai: '/auth/callback/aai',
  byeBye: '/bye-bye',
  logout: '/logout',
  /** The old sign-in address, redirected to `login`. */
  legacyLogin: '/login',
  stalk: '/stalk/:courseAbbrev/:examAbbrev',
  /** Everything under the public board, known or not: open without signing in (the guard). */
  stalkArea: '/stalk/*',
} as const;

type Id = number | string;
const r = routePatterns;
const withId = (pattern: string, id: Id) => generatePath(pattern, { id: String(id) });

/** The states an exam's instances are listed by, each with its route. */
const instanceStatePatterns = {
  generated: r.instancesGenerated,
  'not-started': r.instancesNotStarted,
  started: r.instancesStarted,
  ongoing: r.instancesOngoing,
  submitted: r.instancesSubmitted,
} as const;
export type InstanceState = keyof typeof instanceStatePatterns;

/** Where to go: the paths without parameters as they are, builders for the others. */
export const paths = {
  home: r.home,
  settings: r.settings,
  takeExam: (id: Id) => withId(r.takeExam, id),
  examReview: (id: Id) => withId(r.examReview, id),
  exportResults: r.exportResults,
  examList: r.examList,
  examEdit: (id: Id) => withId(r.examEdit, id),
  /** The editor of an exam not saved yet: the edit route with the id `new`. */
  examNew: withId(r.examEdit, 'new'),
  examSendMessage: (id: Id) => withId(r.examSendMessage, id),
  examTickets: (id: Id) => withId(r.examTickets, id),
  examManualGrading: (id: Id) => withId(r.examManualGrading, id),
  /** `questionId`: a question (any version) to preselect. */
  examRegrade: (id: Id, questionId?: Id) => withId(r.examRegrade, id) + (questionId === undefined ? '' : `?question=${encodeURIComponent(String(questionId))}`),
  /** Without an id: the exam analytics page that asks for one. */
  examAnalytics: (id?: Id) => generatePath(r.examAnalytics, { id: id === undefined ? null : String(id) }),
  questionAnalytics: r.questionAnalytics,
  /** The question analytics page with a question chosen. */
  questionAnalyticsOf: (questionId: Id) => `${r.questionAnalytics}?question=${encodeURIComponent(String(questionId))}`,
  student: (id: Id) => withId(r.student, id),
  examInstance: (id: Id) => withId(r.examInstance, id),
  logDetails: (id: Id) => withId(r.logDetails, id),
  /** The log from a moment (an ISO time). */
  logDetailsAt: (id: Id, ts: string) => generatePath(r.logDetailsAt, { id: String(id), ts }),
  /** The log's last `limit` events. */
  logDetailsLimit: (id: Id, limit: number) => generatePath(r.logDetailsLimit, { id: String(id), limit: String(limit) }),
  allInstances: (id: Id) => withId(r.allInstances, id),
  /** An exam's instances in one state (/exam-instances/{state}/{id}). */
  instancesInState: (state: InstanceState, id: Id) => withId(instanceStatePatterns[state], id),
  questions: r.questions,
  questionList: r.questionList,
  questionNew: r.questionNew,
  /** A new question of one kind (the list page's "New" menu). */
  questionNewOfKind: (kind: string) => `${r.questionNew}?kind=${encodeURIComponent(kind)}`,
  questionSearch: r.questionSearch,
  questionEdit: (id: Id) => withId(r.questionEdit, id),
  /** The page that previews and grades a question; the id (and a variant's seed) travel in the query. */
  questionTry: (id: Id) => `${r.questionTry}?id=${id}`,
  questionNodes: r.questionNodes,
  admin: r.admin,
  adminUsers: r.adminUsers,
  adminOnlineUsers: r.adminOnlineUsers,
  adminCourses: r.adminCourses,
  adminGradingModels: r.adminGradingModels,
  adminNodeTypes: r.adminNodeTypes,
  adminStudents: r.adminStudents,
  adminCoursesStudents: r.adminCoursesStudents,
  adminStudentsCourses: r.adminStudentsCourses,
  adminNodes: r.adminNodes,
  testGenerate: (id: Id) => withId(r.testGenerate, id),
  instancePreview: (id: Id) => withId(r.instancePreview, id),
  login: r.login,
  loginSuccess: r.loginSuccess,
  loginFail: r.loginFail,
  byeBye: r.byeBye,
  logout: r.logout,
  stalk: (courseAbbrev: string, examAbbrev: string) => generatePath(r.stalk, { courseAbbrev, examAbbrev }),
};
