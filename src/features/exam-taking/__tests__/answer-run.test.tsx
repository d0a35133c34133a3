import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { MyRun } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderWithStore } from '../../../test/render';
import { preloaded, signedInAuth } from '../../../test/store-state';
import { AnswerRun } from '../components/answer-run';
import '../messages';

const state = () => preloaded({ auth: signedInAuth(), settings: { username: 'student' } });
const code = { kind: 'code' as const, source: 'function double(x) { return x; }' };
const failing: MyRun = {
  runsUsed: 2,
  maxRuns: 3,
  tests: [
    { id: 't1', name: 'Doubles 2', public: true, weight: 50, passed: false, input: '2', expectedOutput: '4', actualOutput: '2', error: null, timeMs: 3 },
    { id: 't2', name: 'Doubles 0', public: true, weight: 50, passed: true, input: '0', expectedOutput: '0', actualOutput: '0', error: null, timeMs: 2 },
  ],
  sqlRuns: [],
  message: '1 of 2 tests passed',
};

describe('AnswerRun', () => {
  it('runs the answer on screen, shows the public tests and counts down the runs left', async () => {
    server.use(http.post(apiUrl('/my/instances/7/questions/2/runs'), () => ok(failing)));
    renderWithStore(<AnswerRun instanceId={7} ordinal={2} answer={code} runsUsed={1} maxRuns={3} />, { preloadedState: state() });
    expect(screen.getByText('2 runs of 3 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Run the public tests/ }));
    const result = await screen.findByRole('status');
    expect(within(result).getByText('1 of 2 public tests passed')).toBeInTheDocument();
    expect(within(result).getByText('Doubles 2')).toBeInTheDocument();
    // The failed test shows its input and both outputs; the passed one only that it passed.
    expect(within(result).getByText('Expected output')).toBeInTheDocument();
    expect(within(result).getAllByText('Your output')).toHaveLength(1);
    expect(screen.getByText('1 run of 3 left')).toBeInTheDocument();
    expect(sentRequests('POST /my/instances/7/questions/2/runs')[0].body).toEqual({ answer: code });
  });

  it('says why a run is refused, and cannot run without an answer or runs left', async () => {
    server.use(http.post(apiUrl('/my/instances/7/questions/2/runs'), () => apiError(409, 'NO_RUNS_LEFT', 'You have used all 3 runs of this question.')));
    const first = renderWithStore(<AnswerRun instanceId={7} ordinal={2} answer={code} runsUsed={2} maxRuns={3} />, { preloadedState: state() });
    await userEvent.click(screen.getByRole('button', { name: /Run the public tests/ }));
    expect(await screen.findByText('You have used all 3 runs of this question.')).toBeInTheDocument();
    first.unmount();
    const second = renderWithStore(<AnswerRun instanceId={7} ordinal={2} answer={null} runsUsed={2} maxRuns={3} />, { preloadedState: state() });
    expect(screen.getByRole('button', { name: /Run the public tests/ })).toBeDisabled();
    second.unmount();
    renderWithStore(<AnswerRun instanceId={7} ordinal={2} answer={code} runsUsed={3} maxRuns={3} />, { preloadedState: state() });
    expect(screen.getByRole('button', { name: /Run the public tests/ })).toBeDisabled();
  });

  it('shows the expected and the student\'s rows of an SQL run, and nothing when the exam allows no runs', async () => {
    const set = (rows: string[][]) => ({ columns: ['name'], rows, rowCount: rows.length, truncated: false });
    server.use(http.post(apiUrl('/my/instances/7/questions/3/runs'), () => ok({
      runsUsed: 1, maxRuns: 2, tests: [], message: null,
      sqlRuns: [{ fixture: 'visible', matches: false, expected: set([['Zagreb'], ['Split']]), actual: set([['Zagreb']]), error: null, message: 'One row is missing.' }],
    })));
    const sql = { kind: 'sql' as const, query: 'SELECT name FROM city' };
    const { unmount } = renderWithStore(<AnswerRun instanceId={7} ordinal={3} answer={sql} runsUsed={0} maxRuns={2} />, { preloadedState: state() });
    await userEvent.click(screen.getByRole('button', { name: /Run the public tests/ }));
    expect(await screen.findByText('Your query does not give the expected result on the visible data.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Expected result' })).toHaveTextContent('Split');
    expect(screen.getByRole('table', { name: 'Your result' })).not.toHaveTextContent('Split');
    unmount();
    renderWithStore(<AnswerRun instanceId={7} ordinal={3} answer={sql} runsUsed={0} maxRuns={0} />, { preloadedState: state() });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
