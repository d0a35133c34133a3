import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, apiUrl, contextListHandlers, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import { withQuestionBank } from '../../../test/question-bank';
import ExamListPage from '../exam-list-page';
import { exam, examsState, examSummary, years } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const rows = [
  examSummary(5, 'Midterm', {
    abbreviation: 'MI', phase: 'open', hasPassword: true,
    counts: { generated: 3, notStarted: 4, ongoing: 2, submitted: 11, enrolled: 24 },
  }),
  examSummary(6, 'Final exam', { abbreviation: 'ZI', questionCount: { min: 10, max: 10 }, durationMinutes: 1 }),
];

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    ...contextListHandlers({ courses: [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }], academicYears: years }),
    http.get(apiUrl('/courses/1/exams'), () => ok(rows)),
  );
});

const render = (path = '/exam/list', state = examsState) =>
  renderUnderAppRoot([{ path: '*', element: <>{withQuestionBank(<ExamListPage />)}<LocationProbe /></> }], { path, state });
const location = () => screen.getByTestId('location').textContent ?? '';
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('ExamListPage', () => {
  it('lists the exams of the context course and year with their window, phase and instance counts', async () => {
    render();
    expect(await screen.findByRole('link', { name: 'Midterm' }, FIND)).toHaveAttribute('href', '/exam/edit/5');
    const request = sentRequests('GET /courses/1/exams')[0];
    expect(request.url.searchParams.get('academicYearId')).toBe('1');
    expect(request.url.searchParams.get('archived')).toBeNull();

    const row = rowOf('Midterm');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Asks for a password' })).toBeInTheDocument();
    expect(within(row).getByText('90 minutes')).toBeInTheDocument();
    expect(within(row).getByText('3–5')).toBeInTheDocument();
    // The window in the user's language (en-GB conventions), from and to.
    expect(within(row).getByText(/20 Jan 2027, \d\d:00 – 20 Jan 2027, \d\d:00/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '3 generated' })).toHaveAttribute('href', '/exam-instances/generated/5');
    expect(within(row).getByRole('link', { name: '4 not started' })).toHaveAttribute('href', '/exam-instances/not-started/5');
    expect(within(row).getByRole('link', { name: '2 ongoing' })).toHaveAttribute('href', '/exam-instances/ongoing/5');
    expect(within(row).getByRole('link', { name: '11 submitted' })).toHaveAttribute('href', '/exam-instances/submitted/5');

    // The order the list sorts by is a column on request only (it is the same number for most exams).
    expect(screen.queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();

    const other = rowOf('Final exam');
    expect(within(other).getByText('Draft')).toBeInTheDocument();
    expect(within(other).getByText('1 minute')).toBeInTheDocument();
    expect(within(other).getByText('10')).toBeInTheDocument();
  });

  it('asks for archived exams too when "Show archived" is on, and keeps it in the URL', async () => {
    render();
    await screen.findByRole('link', { name: 'Midterm' }, FIND);
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    await waitFor(() => expect(location()).toBe('/exam/list?archived=1'));
    await waitFor(() => expect(sentRequests('GET /courses/1/exams').some((call) => call.url.searchParams.get('archived') === 'true')).toBe(true));
  });

  it('searches the titles as the user types', async () => {
    render();
    await screen.findByRole('link', { name: 'Midterm' }, FIND);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by title or abbreviation' }), { target: { value: 'zi' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Midterm' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Final exam' })).toBeInTheDocument();
  });

  it('deletes an exam only after confirmation', async () => {
    server.use(http.delete(apiUrl('/exams/6'), () => ok()));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Final exam' }, FIND));
    expect(sentRequests('DELETE /exams/6')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, FIND));
    await waitFor(() => expect(sentRequests('DELETE /exams/6')).toHaveLength(1));
  });

  it('shows why an exam students have started cannot be deleted, and offers to archive it', async () => {
    const message = 'This exam cannot be deleted: 13 students have started it. Archive it instead.';
    server.use(http.delete(apiUrl('/exams/5'), () => HttpResponse.json({ code: 'IN_USE', message }, { status: 409 })));
    server.use(http.put(apiUrl('/exams/5/archived'), () => ok(exam(5, { phase: 'archived', archivedAt: '2027-02-01T10:00:00.000Z' }))));
    const { store } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Midterm' }, FIND));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getAllByText('“Midterm” cannot be deleted')[0]).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    // The page answers the refusal itself: no error alert repeats it.
    expect(store.getState().alerts.alerts.filter((alert) => alert.kind === 'error')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /Archive/ }));
    await waitFor(() => expect(sentRequests('PUT /exams/5/archived')).toHaveLength(1));
    expect(sentRequests('PUT /exams/5/archived')[0].body).toEqual({ archived: true });
  });

  it('clones an exam to the next academic year with the same title and abbreviation, then opens the copy', async () => {
    server.use(
      http.post(apiUrl('/exams/5/clone'), () => ok(exam(99, { academicYearId: 2, academicYearTitle: '2027/2028' }), { status: 201 })),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Midterm' }, FIND));
    fireEvent.click(await screen.findByText('Clone to the next academic year', {}, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getByRole('checkbox', { name: 'Clone to the next academic year (2027/2028)' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Midterm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(sentRequests('POST /exams/5/clone')).toHaveLength(1));
    expect(sentRequests('POST /exams/5/clone')[0].body).toEqual({ academicYearId: 2, title: 'Midterm', abbreviation: 'MI' });
    await waitFor(() => expect(location()).toBe('/exam/edit/99'));
  });

  it('clones into the same year as a renamed copy unless the next year is chosen', async () => {
    server.use(http.post(apiUrl('/exams/5/clone'), () => ok(exam(98), { status: 201 })));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Midterm' }, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getByRole('checkbox', { name: /next academic year/ })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Midterm (copy)');
    expect(within(dialog).getByRole('textbox', { name: 'Abbreviation' })).toHaveValue('MI-2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(sentRequests('POST /exams/5/clone')[0]?.body).toEqual({ academicYearId: 1, title: 'Midterm (copy)', abbreviation: 'MI-2' }));
  });

  it('says what failed and offers Retry when the list cannot be loaded', async () => {
    server.use(http.get(apiUrl('/courses/1/exams'), () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')));
    render();
    expect(await screen.findByText('Could not load the exams.', {}, FIND)).toBeInTheDocument();
    server.use(http.get(apiUrl('/courses/1/exams'), () => ok(rows)));
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('link', { name: 'Midterm' }, FIND)).toBeInTheDocument();
  });

  it('offers a first exam when there is none, and asks for an academic year when none is chosen', async () => {
    server.use(http.get(apiUrl('/courses/1/exams'), () => ok([])));
    const { unmount } = render();
    expect(await screen.findByText('No exams in this course and academic year yet.', {}, FIND)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /New exam/ })[0]).toHaveAttribute('href', '/exam/edit/new');
    unmount();
    render('/exam/list', signedInState({ currCourseId: 1, currAcademicYearId: 0 }));
    expect(await screen.findByText('Choose an academic year in the header to see its exams.', {}, FIND)).toBeInTheDocument();
  });
});
