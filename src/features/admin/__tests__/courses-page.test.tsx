import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import CoursesPage from '../courses-page';
import { adminState, courses, years } from '../../../test/admin-fixtures';

jest.setTimeout(60_000);

beforeEach(() => {
  server.use(
    http.get(apiUrl('/admin/courses'), () => ok(courses)),
    http.get(apiUrl('/academic-years'), () => ok(years)),
    http.get(apiUrl('/courses'), () => ok(courses.map(({ id, courseName, courseAcronym }) => ({ id, courseName, courseAcronym })))),
    http.put(apiUrl('/user/settings'), () => ok()),
  );
});

const coursesTable = () => screen.getByRole('table', { name: 'Courses' });

describe('CoursesPage', () => {
  it('lists the courses with their usage, and allows deleting only unused ones', async () => {
    renderInRouter(<CoursesPage />, { path: '/admin/courses', state: adminState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    const row = (await within(coursesTable()).findByText('Databases')).closest('tr')!;
    expect(within(row).getByText('DB')).toBeInTheDocument();
    expect(within(row).getByText('120')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete course Databases' })).toBeDisabled();
    expect(within(row).getByLabelText(/Delete course Databases: In use \(teachers: 2, enrolments: 120, exams: 3, nodes: 10\)/)).toBeInTheDocument();
    const unused = within(coursesTable()).getByText('Empty course').closest('tr')!;
    expect(within(unused).getByRole('button', { name: 'Delete course Empty course' })).toBeEnabled();
  });

  it('validates and creates a course with the right body', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/admin/courses'), () => ok({ ...courses[1], id: 3, courseName: 'Networks', courseAcronym: 'NET' }, { status: 201 })),
    );
    renderInRouter(<CoursesPage />, { path: '/admin/courses', state: adminState() });
    await within(coursesTable()).findByText('Databases');
    await user.click(screen.getByRole('button', { name: /New course/ }));
    const form = await screen.findByRole('form', { name: 'New course' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // antd shows each field's error as its own validation settles: wait for both, not the first.
    await waitFor(() => expect(within(form).getAllByText('Please fill this in')).toHaveLength(2));
    // Each value is set in one change: in full test runs on a busy machine, keystrokes typed into the drawer while it
    // was still opening went astray (the acronym's pattern error never came).
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Networks' } });
    fireEvent.change(within(form).getByLabelText('Acronym'), { target: { value: 'NET 1' } });
    expect(within(form).getByLabelText('Acronym')).toHaveValue('NET 1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Only letters, digits, - and _')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Acronym'), { target: { value: 'NET' } });
    await waitFor(() => expect(within(form).queryByText('Only letters, digits, - and _')).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('POST /admin/courses')).toHaveLength(1));
    expect(sentRequests('POST /admin/courses')[0].body).toEqual({ courseName: 'Networks', courseAcronym: 'NET', description: null });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New course' })).not.toBeInTheDocument());
    // The list and the header's course list are asked for again.
    await waitFor(() => expect(sentRequests('GET /admin/courses').length).toBeGreaterThan(1));
    await waitFor(() => expect(sentRequests('GET /courses').length).toBeGreaterThan(0));
  });

  it('edits a course and shows the server\'s field errors on the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(apiUrl('/admin/courses/1'), () => apiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [{ path: 'body/courseAcronym', message: 'is already taken' }])),
    );
    renderInRouter(<CoursesPage />, { path: '/admin/courses', state: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Edit course Databases' }));
    const form = await screen.findByRole('form', { name: 'Edit Databases' });
    expect(within(form).getByLabelText('Acronym')).toHaveValue('DB');
    await user.type(within(form).getByLabelText(/Description/), '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT /admin/courses/1')).toHaveLength(1));
    expect(sentRequests('PUT /admin/courses/1')[0].body).toEqual({ courseName: 'Databases', courseAcronym: 'DB', description: 'Relational databases and SQL!' });
    expect(await within(form).findByText('is already taken')).toBeInTheDocument();
  });

  it('lists the academic years and makes one current after confirmation', async () => {
    const user = userEvent.setup();
    server.use(http.put(apiUrl('/admin/academic-years/2/current'), () => ok({ ...years[0], isCurrent: true })));
    renderInRouter(<CoursesPage />, { path: '/admin/courses', state: adminState() });
    const table = screen.getByRole('table', { name: 'Academic years' });
    const current = (await within(table).findByText('2024/2025')).closest('tr')!;
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Delete academic year 2024/2025' })).toBeDisabled();
    const next = within(table).getByText('2025/2026').closest('tr')!;
    expect(within(next).getByText('1 Oct 2025')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: /Make current/ }));
    await user.click(await screen.findByRole('button', { name: 'Make current' }));
    await waitFor(() => expect(sentRequests('PUT /admin/academic-years/2/current')).toHaveLength(1));
  });

  it('disables deleting a year that exams or enrolments belong to, and says why', async () => {
    const old = { id: 3, title: '2023/2024', startDate: '2023-10-01', endDate: '2024-09-30', isCurrent: false, hasExams: true, hasEnrolments: false };
    const enrolled = { ...old, id: 4, title: '2022/2023', hasExams: false, hasEnrolments: true };
    server.use(http.get(apiUrl('/academic-years'), () => ok([...years, old, enrolled])));
    renderInRouter(<CoursesPage />, { path: '/admin/courses', state: adminState() });
    const table = screen.getByRole('table', { name: 'Academic years' });
    await within(table).findByText('2023/2024');
    expect(within(table).getByRole('button', { name: 'Delete academic year 2023/2024' })).toBeDisabled();
    expect(within(table).getByLabelText('Delete academic year 2023/2024: Exams belong to this year, so it cannot be deleted.')).toBeInTheDocument();
    expect(within(table).getByLabelText('Delete academic year 2022/2023: Students are enrolled in this year, so it cannot be deleted.')).toBeInTheDocument();
    // A year nothing belongs to can be deleted.
    expect(within(table).getByRole('button', { name: 'Delete academic year 2025/2026' })).toBeEnabled();
  });

  it('shows the server\'s message when a delete is refused after all', async () => {
    const user = userEvent.setup();
    server.use(http.delete(apiUrl('/admin/courses/2'), () => apiError(409, 'IN_USE', 'The course EC cannot be deleted: it has 1 exam.')));
    const { store } = renderInRouter(<CoursesPage />, { path: '/admin/courses', state: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Delete course Empty course' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.getState().alerts.alerts.map((alert) => alert.message)).toContain(
      'Request failed with status code 409 (The course EC cannot be deleted: it has 1 exam.)',
    ));
  });
});
