import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { AbilityName } from '../lib/access';
import { AppRoot } from './app-root';
import type { RouteHandle } from './route-access';

// Every page and layout is its own chunk, so the login page and the shell download only what they show.
const MainLayout = lazy(() => import('./layouts/main-layout'));
const FullscreenLayout = lazy(() => import('./layouts/fullscreen-layout'));
const AuthLayout = lazy(() => import('./layouts/auth-layout'));
const PublicLayout = lazy(() => import('./layouts/public-layout'));

const HomePage = lazy(() => import('./pages/home-switch'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const LoginPage = lazy(() => import('../features/sign-in/login-page'));
const LoginSuccessPage = lazy(() => import('../features/sign-in/login-success-page'));
const LoginFailPage = lazy(() => import('../features/sign-in/login-fail-page'));
const ByeByePage = lazy(() => import('../features/sign-in/bye-bye-page'));
const LogoutPage = lazy(() => import('./pages/logout-page'));
const LoginCallbackPage = lazy(() => import('./pages/login-callback-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const NotBuiltYetPage = lazy(() => import('./pages/not-built-yet-page'));
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

/** A route and who may see it (src/lib/access.ts); the layouts' outlets refuse everyone else. */
function page(path: string, element: RouteObject['element'], ability: AbilityName): RouteObject {
  const handle: RouteHandle = { ability };
  return { path, element, handle };
}

/** A page whose feature comes in a later issue: its real route and title, and an honest "not built yet". */
function later(path: string, titleKey: string, ability: AbilityName = 'manageExams'): RouteObject {
  return page(path, <NotBuiltYetPage titleKey={`pages.${titleKey}`} />, ability);
}

const instanceStates = [
  ['generated', 'instancesGenerated'],
  ['started', 'instancesStarted'],
  ['ongoing', 'instancesOngoing'],
  ['not-started', 'instancesNotStarted'],
  ['submitted', 'instancesSubmitted'],
] as const;

const mainRoutes: RouteObject[] = [
  page('/', <HomePage />, 'useOwnAccount'),
  page('/settings', <SettingsPage />, 'useOwnAccount'),
  later('/export', 'exportResults'),
  later('/exam', 'examList'),
  later('/exam/list', 'examList'),
  later('/exam/edit/:id', 'examEdit'),
  later('/exam/send-message/:id', 'examSendMessage'),
  later('/exam/tickets/:id', 'examTickets'),
  later('/exam/manual-grading/:id', 'examManualGrading'),
  later('/analytics/exam/:id?', 'examAnalytics'),
  later('/analytics/question', 'questionAnalytics'),
  page('/student/:id', <StudentPage />, 'viewStudents'),
  later('/exam-instance/:id', 'examInstance'),
  later('/exam-instance/log-details/:id/ts/:ts?', 'logDetails'),
  later('/exam-instance/log-details/:id/limit/:limit?', 'logDetails'),
  later('/exam-instance/log-details/:id', 'logDetails'),
  later('/exam-instance/all/:id', 'allInstances'),
  ...instanceStates.map(([state, titleKey]) => later(`/exam-instances/${state}/:id`, titleKey)),
  page('/question', <QuestionListPage />, 'manageQuestions'),
  page('/question/list', <QuestionListPage />, 'manageQuestions'),
  page('/question/new', <QuestionEditPage />, 'manageQuestions'),
  page('/question/search', <QuestionSearchPage />, 'manageQuestions'),
  page('/question/edit/:id', <QuestionEditPage />, 'manageQuestions'),
  page('/question/q', <QuestionTestPage />, 'manageQuestions'),
  page('/question/nodes', <NodesPage />, 'manageCourseStructure'),
  page('/admin', <StaffUsersPage />, 'manageStaffUsers'),
  page('/admin/users', <StaffUsersPage />, 'manageStaffUsers'),
  page('/admin/online-users', <OnlineUsersPage />, 'viewOnlineUsers'),
  page('/admin/courses', <AdminCoursesPage />, 'manageCourses'),
  // Teachers see these two read-only: the server lets them read, not change.
  page('/admin/grading-models', <GradingModelsPage />, 'viewGradingModels'),
  page('/admin/node-types', <NodeTypesPage />, 'viewNodeTypes'),
  page('/admin/students', <StudentsPage />, 'viewStudents'),
  page('/admin/courses-students', <CoursesStudentsPage />, 'manageAllEnrolments'),
  page('/admin/students-courses', <StudentsCoursesPage />, 'manageAllEnrolments'),
  page('/admin/nodes', <NodesPage admin />, 'manageAllCourseStructures'),
];

const notFoundHandle: RouteHandle = { unguarded: true };

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { element: <MainLayout />, children: mainRoutes },
      {
        element: <FullscreenLayout />,
        children: [
          later('/fullscreen/test-generate/:id', 'testGenerate'),
          later('/fullscreen/exam-instance/preview/:id', 'instancePreview'),
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: '/auth', element: <LoginPage /> },
          { path: '/auth/login', element: <LoginPage /> },
          { path: '/auth/login-success', element: <LoginSuccessPage /> },
          { path: '/auth/login-fail', element: <LoginFailPage /> },
          { path: '/bye-bye', element: <ByeByePage /> },
          { path: '/logout', element: <LogoutPage /> },
          { path: '/auth/callback/google', element: <LoginCallbackPage provider="google" /> },
          { path: '/auth/callback/aai', element: <LoginCallbackPage provider="aai" /> },
        ],
      },
      // Public: no sign-in, so no role to check.
      { element: <PublicLayout />, children: [{ path: '/stalk/:courseAbbrev/:examAbbrev', element: <NotBuiltYetPage titleKey="pages.stalk" /> }] },
      { path: '/login', element: <Navigate to="/auth/login" replace /> },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];
