import { configure, screen, within } from '@testing-library/react';
import type { CurrentUser, MyReview } from '../../../api/exam-api';
import { http } from 'msw';
import { apiUrl, ok, server } from '../../../test/api-server';
import { renderRoutes } from '../../../test/render-shell';
import { preloaded, signedInAuth } from '../../../test/store-state';
import { withTakingKit } from '../../../test/taking-kit';
import ReviewPage from '../review-page';
import { resultOf, view } from '../__fixtures__/fake-exam-server';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const studentUser: CurrentUser = {
  username: 'student',
  dbUser: {
    id: 3, username: 'student', firstName: 'Luka', lastName: 'Perić', fullName: 'Luka Perić', email: 'student@example.org',
    roleName: 'Student', smallImageUrl: null, provider: 'local',
  },
};
const state = () => preloaded({ auth: signedInAuth({ user: studentUser }), settings: { username: 'student' } });

const review = (overrides: Partial<MyReview> = {}): MyReview => ({
  instanceId: 11, examTitle: 'Midterm exam', courseName: 'Databases', submittedAt: '2026-11-20T10:00:00.000Z',
  reviewUntil: '2026-12-20T10:00:00.000Z', serverNow: '2026-11-25T10:00:00.000Z', result: resultOf(),
  questions: [
    {
      ordinal: 1, maxPoints: 2, view: view(1), answer: { kind: 'true-false', value: false }, score: 0,
      grade: { outcome: 'incorrect', score: 0, scorePercent: 0, fraction: 0, maxScore: 2, tests: [], sqlRuns: [], parts: [], message: null },
      solution: { kind: 'true-false', value: true }, comment: null, feedback: null,
    },
    // Unanswered: the server gives the points the total counts for it (the grading model's unanswered points).
    { ordinal: 2, maxPoints: 2, view: view(2, 'free-text'), answer: null, score: 0, grade: null, solution: null, comment: null, feedback: null },
    // Waiting for a teacher: no points yet.
    {
      ordinal: 3, maxPoints: 2, view: view(3, 'free-text'), answer: { kind: 'free-text', text: 'Redundancy.' }, score: null,
      grade: { outcome: 'pending', score: 0, scorePercent: 0, fraction: 0, maxScore: 2, tests: [], sqlRuns: [], parts: [], message: 'A teacher grades this answer.' },
      solution: null, comment: null, feedback: null,
    },
  ],
  ...overrides,
});


function renderReview() {
  return renderRoutes([{ path: '/review/:id', element: withTakingKit(<ReviewPage />) }], '/review/11', state());
}

describe('ReviewPage', () => {
  it('shows the totals and, while the review is open, each answer with its points, grade and solution', async () => {
    server.use(http.get(apiUrl('/my/instances/11/review'), () => ok(review())));
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Review: Midterm exam', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText(/You can review your answers until/)).toBeInTheDocument();

    const first = screen.getByRole('heading', { name: 'Question 1', level: 2 }).closest('.ant-card') as HTMLElement;
    expect(within(first).getByText('0 of 2 points')).toBeInTheDocument();
    expect(await within(first).findByText('Question title 1')).toBeInTheDocument();
    // The student's answer and the solution, both read-only.
    const radios = within(first).getAllByRole('radio');
    expect(radios.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(within(first).getByText('Solution')).toBeInTheDocument();
    expect(await within(first).findByText('incorrect')).toBeInTheDocument();

    const second = screen.getByRole('heading', { name: 'Question 2', level: 2 }).closest('.ant-card') as HTMLElement;
    expect(within(second).getByText('Not answered')).toBeInTheDocument();
    expect(within(second).getByText('0 of 2 points')).toBeInTheDocument();
    const third = screen.getByRole('heading', { name: 'Question 3', level: 2 }).closest('.ant-card') as HTMLElement;
    expect(within(third).getByText('Not graded yet (of 2 points)')).toBeInTheDocument();
    expect(within(third).queryByText('Not answered')).not.toBeInTheDocument();
  });

  it('shows a teacher\'s comment on a graded answer as plain text', async () => {
    const graded = review();
    graded.questions[1] = {
      ...graded.questions[1], answer: { kind: 'free-text', text: 'Redundancy.' }, score: 1,
      grade: { outcome: 'partial', score: 1, scorePercent: 50, fraction: 0.5, maxScore: 2, tests: [], sqlRuns: [], parts: [], message: null },
      comment: 'Name the anomalies.\n<b>Not bold</b>',
    };
    server.use(http.get(apiUrl('/my/instances/11/review'), () => ok(graded)));
    renderReview();
    const second = (await screen.findByRole('heading', { name: 'Question 2', level: 2 })).closest('.ant-card') as HTMLElement;
    const note = within(second).getByRole('note', { name: 'Teacher’s comment' });
    expect(note).toHaveTextContent('Name the anomalies. <b>Not bold</b>');
    expect(note.querySelector('b')).toBeNull();
    // A question without a comment shows none.
    const first = screen.getByRole('heading', { name: 'Question 1', level: 2 }).closest('.ant-card') as HTMLElement;
    expect(within(first).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the question’s feedback as sanitised markdown under the answer, and no block where there is none', async () => {
    const withFeedback = review();
    withFeedback.questions[0] = {
      ...withFeedback.questions[0],
      feedback: {
        general: 'ACID is about **transactions**.',
        outcome: 'Not quite: read chapter 3 again.',
        answers: ['False would mean a half-done transfer stays. <img src=x onerror="alert(1)">'],
      },
    };
    server.use(http.get(apiUrl('/my/instances/11/review'), () => ok(withFeedback)));
    renderReview();
    const first = (await screen.findByRole('heading', { name: 'Question 1', level: 2 })).closest('.ant-card') as HTMLElement;
    const block = await within(first).findByRole('region', { name: 'Feedback' }, { timeout: 10_000 });
    expect(within(block).getByRole('heading', { name: 'Feedback', level: 3 })).toBeInTheDocument();
    expect((await within(block).findByText('transactions')).tagName).toBe('STRONG');
    expect(within(block).getByText('Not quite: read chapter 3 again.')).toBeInTheDocument();
    const answers = within(block).getByRole('list', { name: 'On your answer' });
    expect(answers).toHaveTextContent('False would mean a half-done transfer stays.');
    // The teacher's markdown is sanitised as the question's text is.
    expect(answers.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();

    // Questions whose review has no feedback (null) show no block.
    const second = screen.getByRole('heading', { name: 'Question 2', level: 2 }).closest('.ant-card') as HTMLElement;
    expect(within(second).queryByRole('region', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Feedback' })).toHaveLength(1);
  });

  it('shows only the parts of the feedback there are', async () => {
    const withFeedback = review();
    withFeedback.questions[0] = { ...withFeedback.questions[0], feedback: { general: null, outcome: 'Correct: well done.', answers: [] } };
    server.use(http.get(apiUrl('/my/instances/11/review'), () => ok(withFeedback)));
    renderReview();
    const block = await screen.findByRole('region', { name: 'Feedback' }, { timeout: 10_000 });
    expect(await within(block).findByText('Correct: well done.')).toBeInTheDocument();
    expect(within(block).queryByRole('list')).not.toBeInTheDocument();
  });

  it('outside the review period only the result, and says so', async () => {
    server.use(http.get(apiUrl('/my/instances/11/review'), () => ok(review({ reviewUntil: null, questions: [] }))));
    renderReview();
    expect(await screen.findByText('The review is not open now: you see your result only.')).toBeInTheDocument();
    expect(screen.getByText('Score')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Question 1' })).not.toBeInTheDocument();
  });
});
