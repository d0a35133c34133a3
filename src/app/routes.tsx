import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { routePatterns as r } from '../config/paths';
import type { AbilityName } from '../lib/access';
import { AppRoot } from './app-root';
import { RouteErrorPage } from './pages/route-error-page';
import type { RouteHandle } from './route-access';

// Every page and layout is its own chunk, so the login page and the shell download only what they show.
const MainLayout = lazy(() => import('./layouts/main-layout'));
const FullscreenLayout = lazy(() => import('./layouts/fullscreen-layout'));
const AuthLayout = lazy(() => import('./layouts/auth-layout'));
const PublicLayout = lazy(() => import('./layouts/public-layout'));
// The student's exam: its own layout and page chunks, none of the staff shell's.
const ExamLayout = lazy(() => import('./layouts/exam-layout'));
const TakeExamPage = lazy(() => import('./pages/take-exam-route'));
const ExamReviewPage = lazy(() => import('./pages/exam-review-route'));

const HomePage = lazy(() => import('./pages/home-switch'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const LoginPage = lazy(() => import('../features/sign-in/login-page'));
const LoginSuccessPage = lazy(() => import('../features/sign-in/login-success-page'));
const LoginFailPage = lazy(() => import('../features/sign-in/login-fail-page'));
const ByeByePage = lazy(() => import('../features/sign-in/bye-bye-page'));
const LogoutPage = lazy(() => import('./pages/logout-page'));
const LoginCallbackPage = lazy(() => import('./pages/login-callback-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const StaffUsersPage = lazy(() => import('../features/admin/staff-users-page'));
const OnlineUsersPage = lazy(() => import('../features/admin/online-users-page'));
const AdminCoursesPage = lazy(() => import('../features/admin/courses-page'));
const GradingModelsPage = lazy(() => import('../features/admin/grading-models-page'));
const NodeTypesPage = lazy(() => import('../features/admin/node-types-page'));
const StudentsPage = lazy(() => import('../features/people/students-page'));
const CoursesStudentsPage = lazy(() => import('../features/people/courses-students-page'));
const StudentsCoursesPage = lazy(() => import('../features/people/students-courses-page'));
const StudentPage = lazy(() => import('../features/people/student-page'));
const NodesPage = lazy(() => import('../features/structure/nodes-page'));
const QuestionListPage = lazy(() => import('../features/questions/question-list-page'));
const QuestionSearchPage = lazy(() => import('../features/questions/question-search-page'));
const QuestionTestPage = lazy(() => import('../features/questions/question-test-page'));
const QuestionEditPage = lazy(() => import('../features/questions/question-edit-page'));
const ExamListPage = lazy(() => import('../features/exams/exam-list-page'));
const InstanceListPage = lazy(() => import('../features/exams/instance-list-page'));
const TestGeneratePage = lazy(() => import('../features/exams/test-generate-page'));
const TicketsPage = lazy(() => import('../features/exams/tickets-page'));
const RegradePage = lazy(() => import('../features/grading/regrade-page'));
const LogDetailsPage = lazy(() => import('../features/exams/log-details-page'));
// The exam pages that show questions get the question bank's renderers and pickers from the app.
const ExamEditPage = lazy(() => import('./pages/exam-edit-route'));
const ExamPreviewPage = lazy(() => import('./pages/exam-preview-route'));
const ExamInstancePage = lazy(() => import('./pages/exam-instance-route'));
const ExamSendMessagePage = lazy(() => import('./pages/exam-send-message-route'));
const ManualGradingPage = lazy(() => import('./pages/manual-grading-route'));
const StalkPage = lazy(() => import('../features/stalk/stalk-page'));
// The analytics pages: the only ones with charts (recharts travels in their chunks alone).
const ExamAnalyticsPage = lazy(() => import('../features/analytics/exam-analytics-page'));
const QuestionAnalyticsPage = lazy(() => import('../features/analytics/question-analytics-page'));
const ExportPage = lazy(() => import('../features/exports/export-page'));

/** A route and who may see it (src/lib/access.ts); the layouts' outlets refuse everyone else. */
function page(path: string, element: RouteObject['element'], ability: AbilityName): RouteObject {
  const handle: RouteHandle = { ability };
  return { path, element, handle };
}

const instanceStates = [
  ['instancesGenerated', 'generated'],
  ['instancesStarted', 'started'],
  ['instancesOngoing', 'ongoing'],
  ['instancesNotStarted', 'not-started'],
  ['instancesSubmitted', 'submitted'],
] as const;

const mainRoutes: RouteObject[] = [
  page(r.home, <HomePage />, 'useOwnAccount'),
  page(r.settings, <SettingsPage />, 'useOwnAccount'),
  page(r.examReview, <ExamReviewPage />, 'takeExams'),
  page(r.exportResults, <ExportPage />, 'manageExams'),
  page(r.exams, <ExamListPage />, 'manageExams'),
  page(r.examList, <ExamListPage />, 'manageExams'),
  page(r.examEdit, <ExamEditPage />, 'manageExams'),
  page(r.examSendMessage, <ExamSendMessagePage />, 'superviseExams'),
  page(r.examTickets, <TicketsPage />, 'manageExams'),
  page(r.examRegrade, <RegradePage />, 'regradeExams'),
  page(r.examManualGrading, <ManualGradingPage />, 'gradeExams'),
  page(r.examAnalytics, <ExamAnalyticsPage />, 'manageExams'),
  page(r.questionAnalytics, <QuestionAnalyticsPage />, 'manageExams'),
  page(r.student, <StudentPage />, 'viewStudents'),
  page(r.examInstance, <ExamInstancePage />, 'manageExams'),
  page(r.logDetailsAt, <LogDetailsPage />, 'superviseExams'),
  page(r.logDetailsLimit, <LogDetailsPage />, 'superviseExams'),
  page(r.logDetails, <LogDetailsPage />, 'superviseExams'),
  page(r.allInstances, <InstanceListPage state="all" />, 'manageExams'),
  ...instanceStates.map(([name, state]) => page(r[name], <InstanceListPage state={state} />, 'manageExams')),
  page(r.questions, <QuestionListPage />, 'manageQuestions'),
  page(r.questionList, <QuestionListPage />, 'manageQuestions'),
  page(r.questionNew, <QuestionEditPage />, 'manageQuestions'),
  page(r.questionSearch, <QuestionSearchPage />, 'manageQuestions'),
  page(r.questionEdit, <QuestionEditPage />, 'manageQuestions'),
  page(r.questionTry, <QuestionTestPage />, 'manageQuestions'),
  page(r.questionNodes, <NodesPage />, 'manageCourseStructure'),
  page(r.admin, <StaffUsersPage />, 'manageStaffUsers'),
  page(r.adminUsers, <StaffUsersPage />, 'manageStaffUsers'),
  page(r.adminOnlineUsers, <OnlineUsersPage />, 'viewOnlineUsers'),
  page(r.adminCourses, <AdminCoursesPage />, 'manageCourses'),
  // Teachers see these two read-only: the server lets them read, not change.
  page(r.adminGradingModels, <GradingModelsPage />, 'viewGradingModels'),
  page(r.adminNodeTypes, <NodeTypesPage />, 'viewNodeTypes'),
  page(r.adminStudents, <StudentsPage />, 'viewStudents'),
  page(r.adminCoursesStudents, <CoursesStudentsPage />, 'manageAllEnrolments'),
  page(r.adminStudentsCourses, <StudentsCoursesPage />, 'manageAllEnrolments'),
  page(r.adminNodes, <NodesPage admin />, 'manageAllCourseStructures'),
];

const notFoundHandle: RouteHandle = { unguarded: true };

/** A layout route: a page that fails to render shows the error page with a way back, not a blank screen. */
function layout(element: RouteObject['element'], children: RouteObject[]): RouteObject {
  return { element, errorElement: <RouteErrorPage />, children };
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    // What fails outside the layouts (the root itself, the redirect, the not-found page).
    errorElement: <RouteErrorPage />,
    children: [
      layout(<MainLayout />, mainRoutes),
      layout(<ExamLayout />, [page(r.takeExam, <TakeExamPage />, 'takeExams')]),
      layout(<FullscreenLayout />, [
        page(r.testGenerate, <TestGeneratePage />, 'manageExams'),
        page(r.instancePreview, <ExamPreviewPage />, 'manageExams'),
      ]),
      layout(<AuthLayout />, [
        { path: r.auth, element: <LoginPage /> },
        { path: r.login, element: <LoginPage /> },
        { path: r.loginSuccess, element: <LoginSuccessPage /> },
        { path: r.loginFail, element: <LoginFailPage /> },
        { path: r.byeBye, element: <ByeByePage /> },
        { path: r.logout, element: <LogoutPage /> },
        { path: r.loginCallbackGoogle, element: <LoginCallbackPage provider="google" /> },
        { path: r.loginCallbackAai, element: <LoginCallbackPage provider="aai" /> },
      ]),
      // Public: no sign-in, so no role to check.
      layout(<PublicLayout />, [{ path: r.stalk, element: <StalkPage /> }]),
      { path: r.legacyLogin, element: <Navigate to={r.login} replace /> },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];
