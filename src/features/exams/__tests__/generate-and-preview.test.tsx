import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamGenerationRun } from '../../../api/exam-api';
import { http, HttpResponse } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import { withQuestionBank } from '../../../test/question-bank';
import ExamPreviewPage from '../exam-preview-page';
import TestGeneratePage from '../test-generate-page';
import { exam, examsState, page, run, trueFalseQuestion } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const enrolment = (id: number, classGroup: string | null) => ({
  id, studentId: id, firstName: 'Stu', lastName: `Dent ${id}`, altId: null, email: null, imageUrl: null, courseId: 1,
  courseAcronym: 'DB', courseName: 'Databases', academicYearId: 1, academicYear: '2026/2027', classGroup,
});

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exams/5'), () => ok(exam(5))),
    http.get(apiUrl('/enrolments'), () => ok(page([enrolment(1, 'P01'), enrolment(2, 'P01'), enrolment(3, 'P02'), enrolment(4, null)]))),
  );
});

const location = () => screen.getByTestId('location').textContent ?? '';

/** Answers the run list with each of `answers` in turn, then keeps answering the last. */
function runsInTurn(answers: ExamGenerationRun[][], ahead: { generateAheadAt: string | null; generateAheadMinutes: number } = { generateAheadAt: null, generateAheadMinutes: 15 }) {
  let calls = 0;
  return () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return HttpResponse.json({ success: true, data: answer, ...ahead });
  };
}

describe('TestGeneratePage', () => {
  const render = () => renderUnderAppRoot(
    [{ path: '/fullscreen/test-generate/:id', element: <>{withQuestionBank(<TestGeneratePage />)}<LocationProbe /></> }],
    { path: '/fullscreen/test-generate/5', state: examsState },
  );

  it('generates for one class group and follows the run until it is done, with the failures and why', async () => {
    const started = run({ classGroup: 'P01', total: 2, generated: 0, existing: 0 });
    const finished = run({
      classGroup: 'P01', total: 2, generated: 1, existing: 0, failed: 1, status: 'done', finishedAt: '2027-01-10T08:00:05.000Z',
      failures: [{ studentId: 2, studentName: 'Stu Dent 2', reason: 'Part 1 has too few questions.' }],
    });
    server.use(http.get(apiUrl('/exams/5/generation-runs'), runsInTurn([[], [started], [finished]])));
    server.use(
      http.post(apiUrl('/exams/5/generation-runs'), async ({ request }) => ok({ ...started, classGroup: ((await request.json()) as { classGroup: string }).classGroup }, { status: 202 })),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-generate: Midterm' }, FIND)).toBeInTheDocument();
    expect(await screen.findByText('No instances were pre-generated yet.', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All enrolled students (4)' }, FIND)).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'One class group' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class group' }));
    fireEvent.click(await screen.findByTitle('P01 (2 students)', {}, FIND));
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await waitFor(() => expect(sentRequests('POST /exams/5/generation-runs')).toHaveLength(1));
    expect(sentRequests('POST /exams/5/generation-runs')[0].body).toEqual({ classGroup: 'P01' });

    expect(await screen.findByRole('heading', { name: 'Generating' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('0 of 2')).toBeInTheDocument();
    // Polled every second until the run is done.
    expect(await screen.findByRole('heading', { name: 'The last generation' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    const failures = screen.getByRole('table', { name: 'Not generated' });
    expect(within(failures).getByRole('link', { name: 'Stu Dent 2' })).toHaveAttribute('href', '/student/2');
    expect(within(failures).getByText('Part 1 has too few questions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See the generated instances/ })).toHaveAttribute('href', '/exam-instances/generated/5');
    const polls = sentRequests('GET /exams/5/generation-runs').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sentRequests('GET /exams/5/generation-runs')).toHaveLength(polls);
  });

  it('finds a run that is going after a reload and follows it', async () => {
    server.use(
      http.get(apiUrl('/exams/5/generation-runs'), runsInTurn([[run()], [run({ generated: 20, existing: 4, status: 'done', finishedAt: '2027-01-10T08:01:00.000Z' })]])),
    );
    render();
    expect(await screen.findByText('8 of 24', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();
    expect(await screen.findByText('24 of 24', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate/ })).toBeEnabled();
  });
});

describe('TestGeneratePage: the server generates ahead', () => {
  const render = () => renderUnderAppRoot(
    [{ path: '/fullscreen/test-generate/:id', element: <>{withQuestionBank(<TestGeneratePage />)}<LocationProbe /></> }],
    { path: '/fullscreen/test-generate/5', state: examsState },
  );

  it('says when a published exam will be generated by itself', async () => {
    server.use(http.get(apiUrl('/exams/5'), () => ok(exam(5, { phase: 'upcoming', publishedAt: '2027-01-01T10:00:00.000Z' }))));
    server.use(http.get(apiUrl('/exams/5/generation-runs'), runsInTurn([[]], { generateAheadAt: '2027-01-20T07:45:00.000Z', generateAheadMinutes: 15 })));
    render();
    const notice = await screen.findByText(/generates every enrolled student’s instance by itself at/, {}, FIND);
    expect(notice.textContent).toContain('15 minutes before the window opens');
    expect(notice.textContent).toContain('2027');
  });

  it('tells a draft what will happen once it is published', async () => {
    server.use(http.get(apiUrl('/exams/5/generation-runs'), runsInTurn([[]], { generateAheadAt: null, generateAheadMinutes: 1 })));
    render();
    expect(await screen.findByText('Once the exam is published, the server generates its instances by itself 1 minute before the window opens.', {}, FIND)).toBeInTheDocument();
  });

  it('shows the server’s own run as the server’s, and no plan once it ran', async () => {
    const automatic = run({ automatic: true, requestedByName: null, status: 'done', generated: 24, finishedAt: '2027-01-20T07:45:09.000Z' });
    server.use(http.get(apiUrl('/exams/5/generation-runs'), runsInTurn([[automatic]])));
    render();
    expect(await screen.findByText(/The server generated the instances before the window opened/, {}, FIND)).toBeInTheDocument();
    expect(screen.getByText(/by the server, before the window opened/)).toBeInTheDocument();
    expect(screen.queryByText(/someone/)).not.toBeInTheDocument();
  });
});

describe('ExamPreviewPage', () => {
  const sample = (seed: number) => ({ seed, points: 15, questions: [trueFalseQuestion] });
  const render = (path = '/fullscreen/exam-instance/preview/5') => renderUnderAppRoot(
    [{ path: '/fullscreen/exam-instance/preview/:id', element: <>{withQuestionBank(<ExamPreviewPage />)}<LocationProbe /></> }],
    { path, state: examsState },
  );

  it('draws a sample as a student gets it, keeps its seed in the URL and shows the correct answers on request', async () => {
    let seeds = 1234;
    server.use(
      http.post(apiUrl('/exams/5/samples'), async ({ request }) => {
        const asked = ((await request.json()) as { seed: number | null }).seed;
        return ok(sample(asked ?? seeds++));
      }),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Joins commute' }, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /exams/5/samples')[0].body).toEqual({ seed: null });
    await waitFor(() => expect(location()).toBe('/fullscreen/exam-instance/preview/5?seed=1234'));
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('1 question, 15 points')).toBeInTheDocument();
    // The URL catching up with the sample draws nothing again.
    expect(sentRequests('POST /exams/5/samples')).toHaveLength(1);

    const trueOption = screen.getByRole('radio', { name: 'True' });
    expect(trueOption).not.toBeChecked();
    expect(trueOption).toBeEnabled();

    fireEvent.click(screen.getByRole('switch', { name: 'Show correct answers' }));
    expect(await screen.findByText('Correct answer', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'True' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'False' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('switch', { name: 'Show correct answers' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'True' })).toBeEnabled());

    fireEvent.click(screen.getByRole('button', { name: /Generate another sample/ }));
    await waitFor(() => expect(location()).toBe('/fullscreen/exam-instance/preview/5?seed=1235'));
    expect(sentRequests('POST /exams/5/samples').map((call) => call.body)).toEqual([{ seed: null }, { seed: null }]);
  });

  it('draws the sample of the seed in the URL', async () => {
    server.use(http.post(apiUrl('/exams/5/samples'), () => ok(sample(77))));
    render('/fullscreen/exam-instance/preview/5?seed=77');
    expect(await screen.findByRole('heading', { name: 'Joins commute' }, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /exams/5/samples')[0].body).toEqual({ seed: 77 });
  });

  it('says why no sample can be drawn', async () => {
    server.use(http.post(apiUrl('/exams/5/samples'), () => apiError(422, 'EXAM_INVALID', 'Part 1 draws from no node.')));
    render();
    expect(await screen.findByText('No sample can be drawn from this exam', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('Part 1 draws from no node.')).toBeInTheDocument();
  });
});
