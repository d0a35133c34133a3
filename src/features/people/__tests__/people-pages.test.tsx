import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Enrolment, ExamTicket, Student, StudentExam } from '../../../api/exam-api';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { signedInAuth, preloaded, teacherUser } from '../../../test/store-state';
import CoursesStudentsPage from '../courses-students-page';
import StudentPage from '../student-page';
import StudentsCoursesPage from '../students-courses-page';
import StudentsPage from '../students-page';

jest.setTimeout(60_000);
// The first render of a page pays for loading antd, and a busy machine is slow: the default 1 s of findBy and
// waitFor is not always enough.
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const courses = [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }, { id: 2, courseAcronym: 'OS', courseName: 'Operating systems' }];
const years = [{ id: 7, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: true }];
const adminUser = { ...teacherUser, dbUser: { ...teacherUser.dbUser, roleName: 'Admin' } };
const settings = { username: 'teacher', currCourseId: 1, currAcademicYearId: 7 };
const teacherState = preloaded({ auth: signedInAuth(), settings });
const adminState = preloaded({ auth: signedInAuth({ user: adminUser }), settings });

const ana: Student = {
  id: 11, firstName: 'Ana', lastName: 'Horvat', email: 'ana@example.org', altId: '0036000001', altId2: null,
  classGroup: 'G1', imageUrl: null, hasAccount: true,
};
const ivo: Student = { ...ana, id: 12, firstName: 'Ivo', lastName: 'Ivić', email: null, altId: '0036000002', classGroup: null, hasAccount: false };
const enrolment = (student: Student, id: number, extra: Partial<Enrolment> = {}): Enrolment => ({
  id, studentId: student.id, firstName: student.firstName, lastName: student.lastName, altId: student.altId, email: student.email,
  imageUrl: student.imageUrl, courseId: 1, courseAcronym: 'DB', courseName: 'Databases', academicYearId: 7, academicYear: '2026/2027',
  classGroup: student.classGroup, ...extra,
});
const page = <T,>(items: T[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses'), () => ok(courses)),
    http.get(apiUrl('/academic-years'), () => ok(years)),
    http.get(apiUrl('/enrolments'), () => page([enrolment(ana, 101)])),
    http.get(apiUrl('/students'), () => page([ana, ivo])),
    http.get(apiUrl('/students/:id/exams'), () => ok([])),
    http.get(apiUrl('/students/:id/tickets'), () => ok([])),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('StudentsPage', () => {
  it("lists the current course and year's students with links to their pages", async () => {
    renderInRouter(<StudentsPage />, { path: '/admin/students', state: teacherState });
    expect(await screen.findByRole('heading', { name: 'Students in this course' }, FIND)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Horvat, Ana' }, FIND);
    expect(link).toHaveAttribute('href', '/student/11');
    const query = sentRequests('GET /enrolments')[0].url.searchParams;
    expect(query.get('courseId')).toBe('1');
    expect(query.get('academicYearId')).toBe('7');
    expect(query.get('sortBy')).toBe('lastName');
    // A teacher has no register view.
    expect(screen.queryByText('All students')).not.toBeInTheDocument();
  });

  it('lets an Admin switch to the register, edit a student and see the server’s field errors', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.put(apiUrl('/students/12'), () => apiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [{ path: 'body/email', message: 'must match format "email"' }])),
    );
    renderInRouter(<StudentsPage />, { path: '/admin/students', state: adminState });
    await user.click(await screen.findByText('All students', {}, FIND));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/students?view=all'));
    await user.click(await screen.findByRole('button', { name: 'Edit Ivo Ivić' }, FIND));
    const drawer = await screen.findByRole('dialog', {}, FIND);
    const altId2 = within(drawer).getByLabelText(/Second id/);
    await user.type(altId2, 'OLD-7');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT /students/12')).toHaveLength(1));
    expect(sentRequests('PUT /students/12')[0].body).toEqual({
      firstName: 'Ivo', lastName: 'Ivić', email: null, altId: '0036000002', altId2: 'OLD-7', classGroup: null, imageUrl: null,
    });
    expect(await within(drawer).findByText('must match format "email"', {}, FIND)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('CoursesStudentsPage', () => {
  it('enrols a student found by a debounced search in the chosen course and year', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(http.post(apiUrl('/enrolments'), () => ok(enrolment(ivo, 102, { classGroup: 'G3' }), { status: 201 })));
    renderInRouter(<CoursesStudentsPage />, { path: '/admin/courses-students', state: adminState });
    expect(await screen.findByRole('link', { name: 'Horvat, Ana' }, FIND)).toBeInTheDocument();

    const search = screen.getByRole('combobox', { name: 'Student' });
    await user.click(search);
    await user.paste('ivo');
    // The register is searched once typing pauses (500 ms).
    await waitFor(() => expect(sentRequests('GET /students')).toHaveLength(1), { timeout: 3000 });
    expect(sentRequests('GET /students')[0].url.searchParams.get('query')).toBe('ivo');
    await user.click(await screen.findByTitle('Ivić, Ivo (0036000002)', {}, FIND));
    await user.type(screen.getByRole('textbox', { name: /Class group/ }), 'G3');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(sentRequests('POST /enrolments')).toHaveLength(1));
    expect(sentRequests('POST /enrolments')[0].body).toEqual({ studentId: 12, courseId: 1, academicYearId: 7, classGroup: 'G3' });
  });

  it('changes a class group in place and unenrols after confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(http.put(apiUrl('/enrolments/101'), () => ok(enrolment(ana, 101, { classGroup: 'G2' }))));
    server.use(http.delete(apiUrl('/enrolments/101'), () => ok()));
    renderInRouter(<CoursesStudentsPage />, { path: '/admin/courses-students?course=1&year=7', state: adminState });
    expect(await screen.findByRole('link', { name: 'Horvat, Ana' }, FIND)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Change the class group of Ana Horvat' }, FIND));
    const input = screen.getByLabelText('Class group of Ana Horvat');
    await user.clear(input);
    await user.type(input, 'G2{Enter}');
    await waitFor(() => expect(sentRequests('PUT /enrolments/101')).toHaveLength(1));
    expect(sentRequests('PUT /enrolments/101')[0].body).toEqual({ classGroup: 'G2' });

    await user.click(screen.getByRole('button', { name: 'Unenrol Ana Horvat' }));
    expect(await screen.findByText('Unenrol Ana Horvat from DB 2026/2027?', {}, FIND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unenrol' }));
    await waitFor(() => expect(sentRequests('DELETE /enrolments/101')).toHaveLength(1));
  });

  it('tells a teacher the page is for administrators', async () => {
    renderInRouter(<CoursesStudentsPage />, { path: '/admin/courses-students', state: teacherState });
    expect(await screen.findByText('This page is for administrators.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('GET /enrolments')).toHaveLength(0);
  });
});

describe('StudentsCoursesPage', () => {
  it("lists the chosen student's enrolments and enrols them in another course and year", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(http.get(apiUrl('/students/11'), () => ok({ student: ana, enrolments: [enrolment(ana, 101)] })));
    server.use(http.post(apiUrl('/enrolments'), () => ok(enrolment(ana, 103, { courseId: 2, courseAcronym: 'OS' }), { status: 201 })));
    renderInRouter(<StudentsCoursesPage />, { path: '/admin/students-courses?student=11', state: adminState });
    expect(await screen.findByText('Enrolments of Ana Horvat', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('GET /enrolments')[0].url.searchParams.get('studentId')).toBe('11');
    expect(await screen.findByText('2026/2027', {}, FIND)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByTitle('OS — Operating systems', {}, FIND));
    await user.click(screen.getByRole('combobox', { name: 'Academic year' }));
    await user.click(await screen.findByTitle('2026/2027', {}, FIND));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(sentRequests('POST /enrolments')).toHaveLength(1));
    expect(sentRequests('POST /enrolments')[0].body).toEqual({ studentId: 11, courseId: 2, academicYearId: 7, classGroup: null });
  });
});

describe('StudentPage', () => {
  const renderStudent = (path: string) =>
    renderInRouter(<Routes><Route path="/student/:id" element={<StudentPage />} /></Routes>, { path, state: teacherState });
  beforeEach(() => {
    server.use(http.get(apiUrl('/students/11/accommodation'), () => ok({ current: null, history: [], movedInstances: 0 })));
  });

  it('shows the accommodation with its history and saves a new one, saying how many running exams got more time', async () => {
    const current = { extraPercent: 50, extraMinutes: 0, extendWindow: true, note: 'Decision 12/2026', updatedAt: '2026-11-20T09:00:00Z', updatedByName: 'Ivana Kovač' };
    server.use(
      http.get(apiUrl('/students/11'), () => ok({ student: ana, enrolments: [] })),
      http.get(apiUrl('/students/11/accommodation'), () => ok({
        current,
        history: [{ id: 1, action: 'set', extraPercent: 50, extraMinutes: 0, extendWindow: true, note: 'Decision 12/2026', actedAt: '2026-11-20T09:00:00Z', actedByName: 'Ivana Kovač' }],
        movedInstances: 0,
      })),
      http.put(apiUrl('/students/11/accommodation'), () => ok({ current: { ...current, extraPercent: 100 }, history: [], movedInstances: 1 })),
    );
    renderStudent('/student/11');
    expect((await screen.findAllByText('+50 %, window closes later', {}, FIND)).length).toBeGreaterThan(0);
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('Ivana Kovač')).toBeInTheDocument();
    const percent = screen.getByLabelText('Extra time, % of the duration');
    await userEvent.clear(percent);
    await userEvent.type(percent, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save accommodation' }));
    await waitFor(() => expect(sentRequests('PUT /students/11/accommodation')).toHaveLength(1));
    expect(sentRequests('PUT /students/11/accommodation')[0].body).toEqual({ extraPercent: 100, extraMinutes: 0, extendWindow: true, note: 'Decision 12/2026' });
  });

  it("shows the student's profile and enrolments, and says when there are no exams or tickets", async () => {
    server.use(
      http.get(apiUrl('/students/11'), () => ok({ student: ana, enrolments: [enrolment(ana, 101), enrolment(ana, 100, { academicYear: '2025/2026', classGroup: null })] })),
    );
    renderStudent('/student/11');
    expect(await screen.findByRole('heading', { name: 'Ana Horvat' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('0036000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana@example.org' })).toHaveAttribute('href', 'mailto:ana@example.org');
    expect(screen.getByText('Can sign in')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Enrolments' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('2025/2026')).toBeInTheDocument();
    expect(await screen.findByText('This student has not been given any of your exams.', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByText('This student has not asked the staff anything in your courses.', {}, FIND)).toBeInTheDocument();
  });

  const exam = (extra: Partial<StudentExam>): StudentExam => ({
    instanceId: 501, examId: 41, examTitle: 'Midterm exam', courseId: 1, courseAcronym: 'DB', academicYear: '2026/2027',
    state: 'submitted', generatedAt: '2026-11-20T09:00:00Z', startedAt: '2026-11-20T09:01:00Z', submittedAt: '2026-11-20T10:00:00Z',
    score: 7.5, maxScore: 10, scorePercent: 75, passed: true, gradingState: 'graded', scoreIgnored: false, percentile: 62.5,
    rankedCount: 212, ...extra,
  });
  const ticket: ExamTicket = {
    id: 9, examId: 41, examTitle: 'Midterm exam', instanceId: 501, ordinal: 3, questionId: 77, questionTitle: 'Joins', studentId: 11,
    firstName: 'Ana', lastName: 'Horvat', altId: '0036000001', classGroup: 'G1', status: 'closed', assignedTo: 2,
    assignedToName: 'Ivana Kovač', createdAt: '2026-11-20T09:30:00Z', updatedAt: '2026-11-20T09:40:00Z',
    entries: [{ kind: 'raised', text: 'Is the schema right?', at: '2026-11-20T09:30:00Z', byStaff: false, byName: null }],
  };

  it("lists the student's exams with score, percentile and a review link, and their tickets", async () => {
    server.use(
      http.get(apiUrl('/students/11'), () => ok({ student: ana, enrolments: [enrolment(ana, 101)] })),
      http.get(apiUrl('/students/11/exams'), () => ok([
        exam({}),
        exam({ instanceId: 503, examId: 43, examTitle: 'Lab exam', score: 46.667, maxScore: 135, scorePercent: 34.568 }),
        exam({ instanceId: 502, examId: 42, examTitle: 'Final exam', state: 'ongoing', submittedAt: null, score: null, scorePercent: null, passed: null, percentile: null }),
      ])),
      http.get(apiUrl('/students/11/tickets'), () => ok([ticket])),
    );
    renderStudent('/student/11');
    const exams = await screen.findByRole('table', { name: 'Exams' }, FIND);
    const midterm = (await within(exams).findByText('Midterm exam', {}, FIND)).closest('tr')!;
    expect(within(midterm).getByText('7.5 / 10 points')).toBeInTheDocument();
    // Points as every page shows them: two decimals at most (the instance page says 46.67 too).
    expect(within((await within(exams).findByText('Lab exam', {}, FIND)).closest('tr')!).getByText('46.67 / 135 points')).toBeInTheDocument();
    expect(within(midterm).getByText('75 %')).toBeInTheDocument();
    expect(within(midterm).getByText('62.5')).toBeInTheDocument();
    expect(within(midterm).getByText('Passed')).toBeInTheDocument();
    expect(within(midterm).getByRole('link', { name: 'Open Midterm exam' })).toHaveAttribute('href', '/exam-instance/501');
    const final = within(exams).getByText('Final exam').closest('tr')!;
    expect(within(final).getByText('Writing now')).toBeInTheDocument();
    expect(within(final).getByRole('link', { name: 'Open Final exam' })).toHaveAttribute('href', '/exam-instance/502');
    const tickets = screen.getByRole('table', { name: 'Tickets' });
    expect(await within(tickets).findByText('Is the schema right?', {}, FIND)).toBeInTheDocument();
    expect(within(tickets).getByText('Question 3: Joins')).toBeInTheDocument();
    expect(within(tickets).getByText('Closed')).toBeInTheDocument();
    expect(within(tickets).getByText('Ivana Kovač')).toBeInTheDocument();
    expect(within(tickets).getByRole('link', { name: 'Midterm exam' })).toHaveAttribute('href', '/exam/tickets/41');
  });

  it('tells a failed load of the exams apart from an empty list', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/students/11'), () => ok({ student: ana, enrolments: [] })),
      http.get(apiUrl('/students/11/exams'), () => apiError(500, 'INTERNAL', 'Something went wrong.')),
    );
    renderStudent('/student/11');
    expect(await screen.findByText(/could not load the student’s exams/i, {}, FIND)).toBeInTheDocument();
    expect(screen.queryByText('This student has not been given any of your exams.')).not.toBeInTheDocument();
  });

  it('says so when the student does not exist', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(apiUrl('/students/99'), () => apiError(404, 'NOT_FOUND', 'No such student.')));
    renderStudent('/student/99');
    expect(await screen.findByText('There is no student #99, or you may not see them.', {}, FIND)).toBeInTheDocument();
  });
});
