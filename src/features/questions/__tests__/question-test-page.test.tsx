import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GradeResult, GradingJob, QuestionView } from '../../../api/exam-api';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { renderWithStore } from '../../../test/render';
import { GradeResultView } from '../components/grade-result';
import QuestionTestPage from '../question-test-page';
import { bankState, page, summary } from '../__fixtures__/bank';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

// CodeMirror skips redrawing an editor it considers hidden (offsetWidth 0), which every element is in jsdom.
beforeAll(() => {
  const inEditor = (element: HTMLElement) => element.closest('.CodeMirror') !== null;
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function size(this: HTMLElement) {
    return inEditor(this) ? 800 : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function size(this: HTMLElement) {
    return inEditor(this) ? 300 : 0;
  });
});
afterAll(() => jest.restoreAllMocks());

const view = (questionId: number, body: QuestionView['body'], title: string, seed = 42): QuestionView => ({
  questionId, version: 1, kind: body.kind, title, text: `Text of ${title}`, seed, timeLimitSeconds: null, body,
});

const graded = (result: Partial<GradeResult>): GradingJob => ({
  jobId: null, status: 'graded', error: null,
  result: {
    outcome: 'correct', score: 1, scorePercent: 100, fraction: 1, maxScore: 1, tests: [], sqlRuns: [], parts: [], message: null,
    ...result,
  },
});

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses/1/questions'), () => ok(page([summary(5, 'SQL is declarative', { kind: 'true-false' }), summary(6, 'Sum two numbers', { kind: 'code' })]))),
    http.get(apiUrl('/grading-models'), () => ok([
      { id: 3, name: 'Exam', correctScore: 2, incorrectScore: -0.5, unansweredScore: 0, threshold: null, exams: [] },
    ])),
    http.post(apiUrl('/questions/5/preview'), async ({ request }) => ok(view(5, { kind: 'true-false' }, 'SQL is declarative', ((await request.json()) as { seed: number }).seed))),
    http.post(apiUrl('/questions/6/preview'), () => ok(view(6, {
      kind: 'code', language: 'python', sourceTemplate: 'a, b = map(int, input().split())\n', timeLimitMs: 1000,
      publicTests: [{ id: 't1', name: 'one and two', input: '1 2', expectedOutput: '3' }], hiddenTestCount: 1,
    }, 'Sum two numbers'))),
  );
});

const location = () => screen.getByTestId('location').textContent ?? '';

describe('QuestionTestPage', () => {
  it('shows the question of ?id with the seed of ?seed and grades a pure kind at once', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/questions/5/trials'), () => ok(graded({ outcome: 'correct', score: 2, scorePercent: 100, maxScore: 2, message: 'Well done' }))),
    );
    renderInRouter(<QuestionTestPage />, { path: '/question/q?id=5&seed=42', state: bankState });

    expect(await screen.findByText('SQL is declarative', { selector: 'h2' }, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /questions/5/preview')[0].body).toEqual({ seed: 42 });
    expect(screen.getByLabelText('Seed')).toHaveValue('42');

    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByText('Grade', { selector: 'button span' }));

    const result = await screen.findByText('correct', {}, FIND);
    expect(sentRequests('POST /questions/5/trials')[0].body).toEqual({
      seed: 42, answer: { kind: 'true-false', value: true }, gradingModelId: null,
    });
    const card = result.closest('.eh-grade-result') as HTMLElement;
    expect(within(card).getByText('Score: 2 of 2')).toBeInTheDocument();
    expect(within(card).getByText('100 %')).toBeInTheDocument();
    expect(within(card).getByText('Well done')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Reset answer/ }));
    expect(screen.getByRole('radio', { name: 'True' })).not.toBeChecked();
    expect(screen.queryByText('Well done')).not.toBeInTheDocument();
  });

  it('sends an untouched answer with the chosen grading model', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/questions/5/trials'), () => ok(graded({ outcome: 'unanswered', score: 0, scorePercent: 0, maxScore: 2 }))),
    );
    renderInRouter(<QuestionTestPage />, { path: '/question/q?id=5&seed=9', state: bankState });
    await screen.findByText('SQL is declarative', { selector: 'h2' }, FIND);

    fireEvent.mouseDown(screen.getByLabelText('Grading model'));
    fireEvent.click((await screen.findAllByTitle('Exam (2 / -0.5 / 0)', {}, FIND)).at(-1)!);
    await user.click(screen.getByText('Grade', { selector: 'button span' }));

    expect(await screen.findByText('unanswered', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /questions/5/trials')[0].body).toEqual({
      seed: 9, answer: { kind: 'true-false', value: null }, gradingModelId: 3,
    });
  });

  it('polls a queued code grading until it is graded, then shows the test cases', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/questions/6/trials'), () => ok({ jobId: 77, status: 'queued', result: null, error: null })));
    let polls = 0;
    server.use(
      http.get(apiUrl('/grading-jobs/77'), () => {
        polls += 1;
        if (polls < 2) return ok({ jobId: 77, status: 'running', result: null, error: null });
        return ok({
          ...graded({
            outcome: 'partial', score: 0.5, scorePercent: 50, fraction: 0.5,
            tests: [
              { id: 't1', name: 'one and two', public: true, weight: 50, passed: true, input: '1 2', expectedOutput: '3', actualOutput: '3', error: null, timeMs: 12 },
              { id: 't2', name: 'big numbers', public: false, weight: 50, passed: false, input: null, expectedOutput: null, actualOutput: null, error: 'Time limit exceeded', timeMs: 1000 },
            ],
          }),
          jobId: 77,
        });
      }),
    );
    renderInRouter(<QuestionTestPage />, { path: '/question/q?id=6&seed=1', state: bankState });
    await screen.findByText('Sum two numbers', { selector: 'h2' }, FIND);
    expect(screen.getByText('Your code is also checked by 1 hidden test.')).toBeInTheDocument();

    await user.click(screen.getByText('Grade', { selector: 'button span' }));
    expect(await screen.findByText(/Grading… \d+\.\d s/, {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /questions/6/trials')[0].body).toEqual({
      seed: 1, answer: { kind: 'code', source: 'a, b = map(int, input().split())\n' }, gradingModelId: null,
    });

    const tests = await screen.findByRole('table', { name: 'Test cases' }, FIND);
    expect(screen.queryByText(/Grading…/)).not.toBeInTheDocument();
    expect(screen.getByText('partial')).toBeInTheDocument();
    expect(within(tests).getByText('big numbers')).toBeInTheDocument();
    expect(within(tests).getByText('hidden')).toBeInTheDocument();
    expect(within(tests).getByText('Time limit exceeded')).toBeInTheDocument();
    expect(polls).toBe(2);
    // Graded: the polling has stopped.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(polls).toBe(2);
  });

  it('writes the chosen question and a new random seed to the URL', async () => {
    const user = userEvent.setup();
    renderInRouter(<QuestionTestPage />, { path: '/question/q', state: bankState });
    // A page opened without a seed gets one.
    await waitFor(() => expect(location()).toMatch(/^\/question\/q\?seed=\d+$/));
    expect(screen.getByText('Choose a question to try it.')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('Question'));
    fireEvent.click((await screen.findAllByTitle('Sum two numbers', {}, FIND)).at(-1)!);
    await waitFor(() => expect(location()).toMatch(/[?&]id=6(&|$)/));
    await screen.findByText('Sum two numbers', { selector: 'h2' }, FIND);
    const firstSeed = new URLSearchParams(location().split('?')[1]).get('seed');

    await user.click(screen.getByRole('button', { name: /New random seed/ }));
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('seed')).not.toBe(firstSeed));
    await waitFor(() => expect(sentRequests('POST /questions/6/preview')).toHaveLength(2));
  });
});

describe('GradeResultView', () => {
  it('says an opinion question\'s points are for answering, not that the answer is correct', () => {
    const { result } = graded({ forAnswering: true });
    renderWithStore(<GradeResultView result={result!} />, { preloadedState: bankState });
    expect(screen.getByText('counted for answering')).toBeInTheDocument();
    expect(screen.queryByText('correct')).not.toBeInTheDocument();
  });

  it('names the teacher\'s tests, and numbers the hidden ones a student\'s view leaves unnamed', () => {
    const test = (id: string, name: string, isPublic: boolean) => ({
      id, name, public: isPublic, weight: 1, passed: true, input: null, expectedOutput: null, actualOutput: null, error: null, timeMs: 2,
    });
    const { result } = graded({ tests: [test('p1', 'Two keys', true), test('hidden-1', '', false), test('hidden-2', '', false)] });
    renderWithStore(<GradeResultView result={result!} />, { preloadedState: bankState });
    const table = screen.getByRole('table', { name: 'Test cases' });
    expect(within(table).getByText('Two keys')).toBeInTheDocument();
    expect(within(table).getByText('Hidden test 1')).toBeInTheDocument();
    expect(within(table).getByText('Hidden test 2')).toBeInTheDocument();
  });


  it('shows both SQL runs with their result tables, and each part of a complex question', () => {
    const set = (rows: (string | null)[][]) => ({ columns: ['name', 'n'], rows, rowCount: rows.length, truncated: false });
    const { result } = graded({
      outcome: 'partial', score: 0.5, scorePercent: 50, fraction: 0.5,
      sqlRuns: [
        { fixture: 'visible', matches: true, expected: set([['DB', '2']]), actual: set([['DB', '2']]), error: null, message: null },
        { fixture: 'hidden', matches: false, expected: set([['AI', '1']]), actual: set([['AI', null]]), error: null, message: 'Row 1 differs' },
      ],
      parts: [
        { subquestionId: 'p2', outcome: 'incorrect', fraction: 0, tests: [], sqlRuns: [], message: 'Not quite' },
        { subquestionId: 'p1', outcome: 'correct', fraction: 1, tests: [], sqlRuns: [], message: null },
      ],
    });
    renderWithStore(
      <GradeResultView
        result={result!}
        subquestions={[
          { id: 'p1', text: 'First', weight: 1, body: { kind: 'true-false' } },
          { id: 'p2', text: 'Second', weight: 1, body: { kind: 'true-false' } },
        ]}
      />,
      { preloadedState: bankState },
    );
    expect(screen.getByText('Visible data set').closest('.ant-card')).toHaveTextContent('matches');
    const hidden = screen.getByText('Hidden data set').closest('.ant-card') as HTMLElement;
    expect(hidden).toHaveTextContent('differs');
    expect(within(hidden).getByText('Row 1 differs')).toBeInTheDocument();
    expect(within(within(hidden).getByRole('table', { name: 'Your result' })).getByText('NULL')).toBeInTheDocument();
    expect(within(hidden).getByRole('table', { name: 'Expected result' })).toHaveTextContent('AI1');
    // Parts are named by their position in the question, whatever order the results come in.
    const second = screen.getByText('Part 2').closest('.ant-card') as HTMLElement;
    expect(second).toHaveTextContent('incorrect');
    expect(second).toHaveTextContent('Not quite');
    expect(screen.getByText('Part 1').closest('.ant-card')).toHaveTextContent('correct');
  });
});
