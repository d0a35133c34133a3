import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser } from '../../test/admin-fixtures';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../test/api-server';
import { renderApp, setViewportWidth } from '../../test/render-shell';
import { preloaded, signedInAuth, signedInState } from '../../test/store-state';

jest.setTimeout(90_000);
const FIND = { timeout: 30_000 };

// Every list, table and detail page, with the API failing: the page says what failed and offers Retry, and never
// claims there is nothing ("No questions yet…"), which would make a teacher believe their data is gone.
const courses = [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }];
const years = [{ id: 11, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: true }];
const context = { currCourseId: 1, currAcademicYearId: 11 };
const teacher = () => signedInState(context);
const admin = () => preloaded({ auth: signedInAuth({ user: adminUser }), settings: { username: 'admin', ...context } });

const EMPTY_TEXTS = [
  /no questions yet/i, /no staff users match/i, /no courses yet/i, /no academic years yet/i, /nobody is online/i,
  /no grading models yet/i, /no node types yet/i, /nothing here yet/i, /has no nodes yet/i, /no students/i, /not found/i,
];

let failing = true;
beforeEach(() => {
  setViewportWidth(1280);
  failing = true;
  // The shell's own calls answer (handlers used later come first); every page call fails with a 500 until Retry
  // finds the server well again.
  server.use(
    http.all(apiUrl('/*'), ({ request }) => (failing && request.method === 'GET'
      ? apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.')
      : apiError(404, 'NOT_FOUND', 'gone'))),
  );
  server.use(
    http.get(apiUrl('/courses'), () => ok(courses)),
    http.get(apiUrl('/academic-years'), () => ok(years)),
    http.get(apiUrl('/user/settings'), () => ok(null)),
    http.put(apiUrl('/user/settings'), () => ok()),
    http.put(apiUrl('/user/presence'), () => ok()),
    http.get(apiUrl('/auth/me'), () => ok()),
  );
});

it.each([
  ['/question/list', teacher, 'the questions'],
  ['/question/search?q=join', teacher, 'the questions'],
  ['/question/edit/3', teacher, 'the question'],
  ['/question/nodes', teacher, 'the course structure'],
  ['/admin/students', teacher, 'the students'],
  ['/student/5', teacher, 'the student'],
  ['/admin/grading-models', teacher, 'the grading models'],
  ['/admin/node-types', teacher, 'the node types'],
  ['/admin/users', admin, 'the staff users'],
  ['/admin/courses', admin, 'the courses'],
  ['/admin/online-users', admin, 'who is online'],
  ['/admin/courses-students', admin, 'the enrolments'],
  ['/admin/students?view=all', admin, 'the students'],
  ['/admin/students-courses?student=3', admin, 'the student'],
  ['/admin/nodes', admin, 'the course structure'],
  ['/exam/list', teacher, 'the exams'],
  ['/exam/edit/3', teacher, 'the exam'],
  ['/exam-instance/all/3', teacher, 'the exam'],
  ['/exam/tickets/3', teacher, 'the exam'],
  ['/exam/send-message/3', teacher, 'the exam'],
  ['/exam/regrade/3', teacher, 'the exam'],
  ['/stalk/DB/MI', preloaded, 'the exam’s page'],
  ['/exam-instance/4', teacher, 'the instance'],
  ['/fullscreen/test-generate/3', teacher, 'the exam'],
])('%s says what failed, with Retry, and never "nothing here"', async (path, state, what) => {
  const { container } = renderApp(path, state());
  const failure = await screen.findByText(`Could not load ${what}.`, {}, FIND);
  expect(failure).toBeInTheDocument();
  for (const text of EMPTY_TEXTS) expect(within(container).queryByText(text)).not.toBeInTheDocument();
  const pageCalls = sentRequests().filter((r) => r.method === 'GET').length;
  failing = false;
  // A page whose query is still being retried shows Retry disabled for a moment (slow machines see it): wait until
  // it can be pressed, as a person would.
  const retry = await waitFor(() => {
    const button = screen.getAllByRole('button', { name: /Retry/ })[0];
    expect(button).toBeEnabled();
    return button;
  }, FIND);
  await userEvent.setup().click(retry);
  await waitFor(() => expect(sentRequests().filter((r) => r.method === 'GET').length).toBeGreaterThan(pageCalls), FIND);
});
