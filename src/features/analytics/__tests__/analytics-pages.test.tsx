import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnalyticsStats, ExamAnalytics, ExamQuestionAnalytics, ExamSummary, QuestionAnalytics, QuestionSummary } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import ExamAnalyticsPage from '../exam-analytics-page';
import QuestionAnalyticsPage from '../question-analytics-page';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const state = signedInState({ currCourseId: 1, currAcademicYearId: 1 });

const stats = (mean: number, extra: Partial<AnalyticsStats> = {}): AnalyticsStats => ({
  count: 4, mean, median: mean, sd: 1.5, min: 0, max: 10, q1: 2, q3: 8, ...extra,
});

function question(questionId: number, title: string, extra: Partial<ExamQuestionAnalytics> = {}): ExamQuestionAnalytics {
  return {
    questionId, rootId: questionId, version: 1, title, kind: 'multiple-choice', position: questionId - 10, count: 4, answered: 4,
    pending: 0, maxPoints: 5, mean: 3, sd: 1, facility: 60, discrimination: 0.4, timeCount: 4, timeMedianSeconds: 95,
    timeMeanSeconds: 100, flags: [], ...extra,
  };
}

const analytics: ExamAnalytics = {
  examId: 5, title: 'Midterm', courseId: 1, academicYearId: 1, passPercentage: 50, instances: 5, submitted: 4, passed: 3, passRate: 75,
  score: stats(6.25), scorePercent: stats(62.5), duration: stats(40, { median: 42, max: 60 }),
  histogram: [{ from: 0, to: 10, count: 1 }, { from: 10, to: 20, count: 0 }, { from: 90, to: 100, count: 3 }],
  durationHistogram: [{ from: 0, to: 10, count: 0 }, { from: 10, to: 20, count: 4 }],
  cronbachAlpha: 0.712, alphaQuestions: 2,
  classGroups: [{ classGroup: 'P01', score: stats(7), passRate: 100 }, { classGroup: null, score: stats(4), passRate: 50 }],
  questions: [
    question(11, 'Keys'),
    question(12, 'Phantoms', { facility: 4, discrimination: -0.3, flags: ['negative-discrimination', 'too-hard'] }),
    question(13, 'Why normalise?', { kind: 'free-text', pending: 4, facility: null, discrimination: null, timeMedianSeconds: 300 }),
  ],
};

const summary = (id: number, title: string, submitted: number): ExamSummary => ({
  id, courseId: 1, academicYearId: 1, title, abbreviation: `E${id}`, ordinal: id, availableFrom: '2027-01-20T09:00:00.000Z',
  availableTo: '2027-01-20T11:00:00.000Z', durationMinutes: 90, phase: 'closed', partCount: 1, questionCount: { min: 3, max: 3 },
  hasPassword: false, counts: { generated: 0, notStarted: 0, ongoing: 0, submitted, enrolled: submitted },
});

beforeEach(() => {
  server.use(http.put(apiUrl('/user/settings'), () => ok()));
});

const renderExam = (path: string) => renderUnderAppRoot(
  [{ path: '/analytics/exam/:id?', element: <><ExamAnalyticsPage /><LocationProbe /></> }],
  { path, state },
);

describe('ExamAnalyticsPage', () => {
  it('shows the summary, the charts with their descriptions and data, the questions with flags and regrade links, the class groups', async () => {
    server.use(http.get(apiUrl('/exams/5/analytics'), () => ok(analytics)));
    renderExam('/analytics/exam/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics: Midterm' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('Pass rate', { selector: '.ant-statistic-title' }).closest('.ant-card')).toHaveTextContent('75.0%3 of 4 reached 50 %');
    expect(screen.getByText('Cronbach’s α', { selector: '.ant-statistic-title' }).closest('.ant-card')).toHaveTextContent('0.71over 2 questions every instance has');

    // The chart is an image named by its title and described in words; its data is a table.
    const chart = screen.getByRole('img', { name: 'Score distribution' });
    expect(chart).toHaveAccessibleDescription('4 submitted instances by score percent in bars of 10 points; mean 62.5 %, median 62.5 %.');
    const table = screen.getByRole('table', { name: 'Score distribution' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['Score %Instances', '0–10\u00a0%1', '10–20\u00a0%0', '90–100\u00a0%3']);
    expect(screen.getByRole('img', { name: 'Time taken' })).toHaveAccessibleDescription('Minutes from start to submit: median 42, mean 40, longest 60.');

    expect(screen.getByText('1 question looks wrong: check the key and the grading, and regrade if needed.')).toBeInTheDocument();
    const questions = screen.getByRole('table', { name: 'Questions' });
    const phantoms = within(questions).getByRole('link', { name: 'Phantoms' }).closest('tr') as HTMLElement;
    expect(phantoms).toHaveTextContent('4.0 %');
    expect(phantoms).toHaveTextContent('-0.30');
    expect(within(phantoms).getByText('Negative discrimination')).toBeInTheDocument();
    expect(within(phantoms).getByText('Almost nobody right')).toBeInTheDocument();
    expect(within(phantoms).getByRole('link', { name: 'Regrade Phantoms' })).toHaveAttribute('href', '/exam/regrade/5?question=12');
    expect(within(phantoms).getByRole('link', { name: 'History of Phantoms' })).toHaveAttribute('href', '/analytics/question?question=12');
    const keys = within(questions).getByRole('link', { name: 'Keys' }).closest('tr') as HTMLElement;
    expect(keys).toHaveTextContent('95 s');
    expect(within(keys).queryByRole('link', { name: /^Regrade/ })).not.toBeInTheDocument();
    const essay = within(questions).getByRole('link', { name: 'Why normalise?' }).closest('tr') as HTMLElement;
    expect(essay).toHaveTextContent('4 not graded yet');
    expect(essay).toHaveTextContent('5.0 min');
    // No facility yet, said so — not "0.0 %".
    expect(essay).not.toHaveTextContent('0.0 %');
    expect(within(essay).getAllByText('not graded yet').length).toBeGreaterThan(0);

    const groups = screen.getByRole('table', { name: 'Class groups' });
    expect(within(groups).getByText('P01').closest('tr')).toHaveTextContent('100.0 %');
    expect(within(groups).getByText('No class group')).toBeInTheDocument();
  });

  it('shows the data table of a chart on request', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/exams/5/analytics'), () => ok(analytics)));
    renderExam('/analytics/exam/5');
    const table = await screen.findByRole('table', { name: 'Time taken' }, FIND);
    expect(table).toHaveClass('sr-only');
    const figure = table.closest('figure') as HTMLElement;
    await user.click(within(figure).getByRole('button', { name: 'Show the data as a table' }));
    expect(table).not.toHaveClass('sr-only');
    expect(within(figure).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing is submitted yet', async () => {
    server.use(http.get(apiUrl('/exams/5/analytics'), () => ok({ ...analytics, submitted: 0, questions: [], classGroups: [], histogram: [] })));
    renderExam('/analytics/exam/5');
    expect(await screen.findByText(/No instance of this exam has been submitted yet/, undefined, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Score distribution' })).not.toBeInTheDocument();
  });

  it('answers an unknown exam with "does not exist" and a way to choose another', async () => {
    server.use(http.get(apiUrl('/exams/6/analytics'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    renderExam('/analytics/exam/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'This exam does not exist.' }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Another exam/ })).toHaveAttribute('href', '/analytics/exam');
  });

  it('shows a failed load with Retry, not an empty page', async () => {
    server.use(http.get(apiUrl('/exams/5/analytics'), () => apiError(500, 'INTERNAL', 'Boom')));
    renderExam('/analytics/exam/5');
    expect(await screen.findByRole('button', { name: /Retry/ }, FIND)).toBeInTheDocument();
  });

  it('without an id, lists the exams of the course and year to choose from', async () => {
    server.use(http.get(apiUrl('/courses/1/exams'), () => ok([summary(5, 'Midterm', 4), summary(7, 'Final', 0)])));
    renderExam('/analytics/exam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam analytics' }, FIND)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Midterm' }, FIND)).toHaveAttribute('href', '/analytics/exam/5');
    expect(screen.getByRole('link', { name: 'Final' }).closest('li')).toHaveTextContent('Submitted: 0');
    expect(sentRequests('GET /courses/1/exams')[0].url.searchParams.get('academicYearId')).toBe('1');
  });
});

const questionAnalytics: QuestionAnalytics = {
  questionId: 12, rootId: 12, courseId: 1, title: 'Phantoms', kind: 'multiple-choice', version: 2, count: 30, answered: 28,
  uses: [
    { examId: 3, examTitle: 'Midterm', courseId: 1, academicYearId: 3, academicYear: '2025/2026', availableFrom: '2025-11-20T09:00:00.000Z', versions: [1], count: 10, answered: 9, facility: 70, discrimination: 0.35 },
    { examId: 5, examTitle: 'Midterm', courseId: 1, academicYearId: 1, academicYear: '2026/2027', availableFrom: '2026-11-20T09:00:00.000Z', versions: [1, 2], count: 20, answered: 19, facility: 41.5, discrimination: -0.12 },
  ],
  outcomes: [
    { outcome: 'correct', count: 15 }, { outcome: 'partial', count: 0 }, { outcome: 'incorrect', count: 13 },
    { outcome: 'unanswered', count: 2 }, { outcome: 'pending', count: 0 },
  ],
  options: [
    { id: 'a', text: 'Serializable', correct: true, count: 15 },
    { id: 'b', text: 'Repeatable read', correct: false, count: 12 },
    { id: 'c', text: 'Read committed', correct: false, count: 1 },
  ],
  values: null,
};

const bankQuestion = (id: number, title: string): QuestionSummary => ({
  id, rootId: id, version: 1, title, kind: 'true-false', textPreview: '', isActive: true, tags: [], nodes: [],
  createdBy: null, createdByName: null, updatedAt: '2026-11-20T09:00:00.000Z', snippet: null,
});

const renderQuestion = (path: string) => renderUnderAppRoot(
  [{ path: '/analytics/question', element: <><QuestionAnalyticsPage /><LocationProbe /></> }],
  { path, state },
);

describe('QuestionAnalyticsPage', () => {
  beforeEach(() => {
    server.use(
      http.get(apiUrl('/questions/12/analytics'), () => ok(questionAnalytics)),
      http.get(apiUrl('/courses/1/questions'), () => ok({ items: [bankQuestion(20, 'BCNF implies 3NF')], total: 1, page: 1, pageSize: 20 })),
    );
  });

  it('shows the question’s uses by year, its trend as a described chart, and which options students chose', async () => {
    renderQuestion('/analytics/question?question=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question analytics: Phantoms' }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit question/ })).toHaveAttribute('href', '/question/edit/12');
    const uses = screen.getByRole('table', { name: 'Use across exams and years' });
    const rows = within(uses).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['2025/2026', '2026/2027']);
    expect(rows[1]).toHaveTextContent('1, 2');
    expect(rows[1]).toHaveTextContent('-0.12');
    expect(within(rows[0]).getByRole('link', { name: 'Exam analytics of Midterm' })).toHaveAttribute('href', '/analytics/exam/3');

    expect(screen.getByRole('img', { name: 'Facility and discrimination over time' })).toHaveAccessibleDescription(/oldest first/);
    const trend = screen.getByRole('table', { name: 'Facility and discrimination over time' });
    expect(within(trend).getAllByRole('row')[2]).toHaveTextContent('Midterm (2026/2027)41.5-0.12');

    const answers = screen.getByRole('table', { name: 'Answers' });
    expect(within(answers).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Serializable (correct)15', 'Repeatable read12', 'Read committed1',
    ]);
    const outcomes = screen.getByRole('table', { name: 'Outcomes' });
    expect(within(outcomes).getByText('Incorrect').closest('tr')).toHaveTextContent('13');
  });

  it('a numerical question: the values given as ten ranges and the most common ones, the right one marked', async () => {
    server.use(http.get(apiUrl('/questions/12/analytics'), () => ok({
      ...questionAnalytics, kind: 'numerical', options: null,
      values: {
        unit: 'MB', readable: 26, unreadable: 2,
        common: [{ value: 240, count: 15, correct: true }, { value: 228.88, count: 9, correct: false }, { value: 2400, count: 2, correct: false }],
        histogram: [{ from: 228.88, to: 446, count: 24 }, ...Array.from({ length: 8 }, (_, index) => ({ from: 446 + index * 217, to: 663 + index * 217, count: 0 })), { from: 2182, to: 2400, count: 2 }],
      },
    })));
    renderQuestion('/analytics/question?question=12');
    const common = await screen.findByRole('table', { name: 'Most common values' }, FIND);
    expect(within(common).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['240 (correct)15', '228.889', '2,4002']);
    expect(screen.getByRole('img', { name: 'Values given' })).toHaveAccessibleDescription(/in MB\. 2 answers were not numbers/);
    const ranges = screen.getByRole('table', { name: 'Values given' });
    expect(within(ranges).getAllByRole('row')[1]).toHaveTextContent('228.88 – 44624');
    expect(screen.queryByRole('table', { name: 'Answers' })).toBeNull();
  });

  it('chooses a question by searching the course’s questions', async () => {
    const user = userEvent.setup();
    renderQuestion('/analytics/question');
    const picker = await screen.findByRole('combobox', { name: 'Question' }, FIND);
    await user.click(picker);
    await user.type(picker, 'bcnf');
    await waitFor(() => expect(sentRequests('GET /courses/1/questions').some((r) => r.url.searchParams.get('query') === 'bcnf')).toBe(true));
    server.use(http.get(apiUrl('/questions/20/analytics'), () => ok({ ...questionAnalytics, questionId: 20, title: 'BCNF implies 3NF', uses: [], count: 0, answered: 0 })));
    await user.click(await screen.findByText('BCNF implies 3NF (True/false)', undefined, FIND));
    expect(await screen.findByTestId('location', undefined, FIND)).toHaveTextContent('/analytics/question?question=20');
    expect(await screen.findByText('No submitted exam instance has had this question yet.', undefined, FIND)).toBeInTheDocument();
  });
});
