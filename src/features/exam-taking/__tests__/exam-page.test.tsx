import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { CurrentUser } from '../../../api/exam-api';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderRoutes } from '../../../test/render-shell';
import { preloaded, signedInAuth } from '../../../test/store-state';
import { withTakingKit } from '../../../test/taking-kit';
import { openAnswerStore, resetAnswerStoreForTests } from '../answer-store';
import ExamPage from '../exam-page';
import { examHandlers, fakeExamServer, resultOf, type FakeExamServer } from '../__fixtures__/fake-exam-server';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const studentUser: CurrentUser = {
  username: 'student',
  dbUser: {
    id: 3, username: 'student', firstName: 'Luka', lastName: 'Perić', fullName: 'Luka Perić', email: 'student@example.org',
    roleName: 'Student', smallImageUrl: null, provider: 'local',
  },
};
const studentState = () => preloaded({ auth: signedInAuth({ user: studentUser }), settings: { username: 'student' } });

let exam: FakeExamServer;
let online = true;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAnswerStoreForTests();
  exam = fakeExamServer({ kinds: ['true-false', 'free-text', 'true-false'] });
  online = true;
  liveStreams = [];
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderExam(options: Parameters<typeof examHandlers>[1] = {}, path = '/take/7') {
  server.use(...examHandlers(exam, options), http.put(apiUrl('/user/settings'), () => ok()));
  return renderRoutes([{ path: '/take/:id', element: <>{withTakingKit(<ExamPage />)}<LocationProbe /></> }], path, studentState());
}

/** The live channel's streams as opened (the exam page's, then the result's); `sendLive` writes on the newest. */
let liveStreams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
const liveChannel = () =>
  http.get(apiUrl('/my/instances/7/live'), () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        liveStreams.push(controller);
        controller.enqueue(new TextEncoder().encode('id: 1\nevent: ready\ndata: {}\n\n'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
const sendLive = (kind: string) =>
  act(() => {
    const data = { id: 2, kind, at: '2026-11-25T10:31:00.000Z', examId: 3, instanceId: 7, refId: null };
    liveStreams.at(-1)!.enqueue(new TextEncoder().encode(`id: 2\nevent: ${kind}\ndata: ${JSON.stringify(data)}\n\n`));
  });

const statusOfQuestion = () => document.querySelector('.eh-exam-qhead [role="status"]') as HTMLElement;

async function setConnection(up: boolean) {
  online = up;
  exam.offline = !up;
  await act(async () => {
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  });
}

describe('ExamPage', () => {
  it('shows the question with the bank’s renderer, says Saving… after a change and Saved only after the server’s ack', async () => {
    const user = userEvent.setup();
    renderExam({ saveDelayMs: 700 });
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(await screen.findByText('Question title 1')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00:00');
    expect(within(statusOfQuestion()).getByText('Not answered')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(within(statusOfQuestion()).getByText('Saving…')).toBeInTheDocument();
    // Written to IndexedDB before anything went out.
    await waitFor(async () => {
      const stored = await (await openAnswerStore()).loadAnswers(7);
      expect(stored).toEqual([expect.objectContaining({ ordinal: 1, seq: 1, answer: { kind: 'true-false', value: true } })]);
    });
    expect(within(statusOfQuestion()).getByText('Saving…')).toBeInTheDocument();
    // The request is under way (the server takes 700 ms): still not "Saved".
    await waitFor(() => expect(sentRequests('POST /my/instances/7/answers')).toHaveLength(1));
    expect(within(statusOfQuestion()).queryByText('Saved')).not.toBeInTheDocument();
    expect(await within(statusOfQuestion()).findByText('Saved')).toBeInTheDocument();
    expect(sentRequests('POST /my/instances/7/answers')[0].body).toEqual({
      answers: [{ ordinal: 1, seq: 1, answer: { kind: 'true-false', value: true }, clientSavedAt: expect.any(String) }],
    });
    expect(screen.getByText('All answers saved')).toBeInTheDocument();
    // The grid says it too.
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toBeInTheDocument();
  });

  it('moves between questions with the grid and the pager, keeping the place in the address', async () => {
    const user = userEvent.setup();
    renderExam();
    await screen.findByText('Question title 1');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Question title 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/take/7?q=2');
    await user.click(screen.getByRole('button', { name: 'Question 3, not answered' }));
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Question title 2')).toBeInTheDocument();
  });

  it('offline: a banner, answers kept on this computer and "Not saved yet", then saved when the connection returns', async () => {
    const user = userEvent.setup();
    renderExam();
    await screen.findByText('Question title 1');
    await setConnection(false);
    expect(await screen.findByText(/You are offline — your answers are kept on this computer and sent when the connection returns/)).toBeInTheDocument();
    // The questions to the staff wait quietly; nothing reads as if the exam's questions failed.
    expect(screen.getByText(/Questions to the staff wait for the connection/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask the staff/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(await within(statusOfQuestion()).findByText('Not saved yet')).toBeInTheDocument();
    expect(screen.getByText('1 answer not saved yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered, not saved yet' })).toBeInTheDocument();
    // A second answer: the exam counts two, each question's tag speaks of its own answer only.
    await user.click(screen.getByRole('button', { name: 'Question 2, not answered' }));
    await screen.findByText('Question title 2');
    await user.type(await screen.findByRole('textbox', { name: 'Text of question 2' }), 'Written offline');
    expect(await screen.findByText('2 answers not saved yet')).toBeInTheDocument();
    expect(within(statusOfQuestion()).getByText('Not saved yet')).toBeInTheDocument();
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Question 1, answered, not saved yet' }));
    await screen.findByText('Question title 1');
    expect(exam.held.size).toBe(0);

    await setConnection(true);
    expect(await within(statusOfQuestion()).findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ask the staff/ })).toBeInTheDocument();
    expect(exam.held.get(1)).toEqual({ seq: 1, answer: { kind: 'true-false', value: false } });
    await waitFor(() => expect(exam.held.get(2)?.answer).toEqual({ kind: 'free-text', text: 'Written offline' }));
  });

  it('opens from the copy kept on this computer when a reload finds no connection', async () => {
    const user = userEvent.setup();
    const first = renderExam();
    await screen.findByText('Question title 1');
    await setConnection(false);
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await within(statusOfQuestion()).findByText('Not saved yet');
    first.unmount();

    renderExam();
    expect(await screen.findByText('Question title 1')).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.getByText(/Questions to the staff wait for the connection/)).toBeInTheDocument();
    expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    expect(within(statusOfQuestion()).getByText('Not saved yet')).toBeInTheDocument();
    await setConnection(true);
    expect(await within(statusOfQuestion()).findByText('Saved')).toBeInTheDocument();
    expect(exam.held.get(1)?.answer).toEqual({ kind: 'true-false', value: true });
  });

  it('submit: a summary of unanswered questions, answers sent first, then the result, shown when the live channel says the grading is done', async () => {
    const user = userEvent.setup();
    let review = resultOf({ gradingState: 'pending', score: 2, pending: 1 });
    renderExam({
      submitResult: resultOf({ gradingState: 'pending', score: 2, pending: 1 }),
      review: () => ({
        instanceId: 7, examTitle: 'Midterm exam', courseName: 'Databases', submittedAt: '2026-11-25T10:30:00.000Z',
        reviewUntil: review.gradingState === 'graded' ? '2026-11-26T10:30:00.000Z' : null, serverNow: '2026-11-25T10:30:00.000Z',
        result: review, questions: [],
      }),
    });
    server.use(liveChannel());
    await screen.findByText('Question title 1');
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getAllByRole('button', { name: /Submit…/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Submit the exam?' });
    expect(within(dialog).getByText('You answered 1 of 3 questions.')).toBeInTheDocument();
    expect(within(dialog).getByText('Not answered (2):')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Question 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Question 3' })).toBeInTheDocument();
    expect(within(dialog).getByText('After submitting you cannot change your answers.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Submit the exam/ }));
    expect(await screen.findByRole('heading', { name: 'Your exam is submitted' })).toBeInTheDocument();
    // The answer reached the server before the submit did.
    const order = sentRequests().map((request) => `${request.method} ${request.path}`).filter((key) => /answers|submit/.test(key));
    expect(order).toEqual(['POST /my/instances/7/answers', 'POST /my/instances/7/submit']);
    expect(exam.held.get(1)?.answer).toEqual({ kind: 'true-false', value: true });
    expect(screen.getByText('Being graded…')).toBeInTheDocument();
    // The result keeps a channel open (the exam page's own closed with the submit) and reads the result on its opening.
    const reviews = () => sentRequests('GET /my/instances/7/review').length;
    await waitFor(() => expect(liveStreams.length).toBe(2));
    await waitFor(() => expect(reviews()).toBeGreaterThanOrEqual(1));
    const read = reviews();

    // The grading queue finishes and the channel says so: the page shows the score without a reload, long before
    // its fallback poll (RESULT_POLL_MS, 15 s) would have asked.
    review = resultOf({ gradingState: 'graded', score: 4, scorePercent: 66.67 });
    sendLive('instance');
    expect(await screen.findByText('Passed')).toBeInTheDocument();
    expect(reviews()).toBeGreaterThan(read);
    expect(screen.queryByText('Being graded…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Review your answers/ })).toHaveAttribute('href', '/review/7');
    // Nothing of a submitted exam is left on this computer.
    await waitFor(async () => expect(await (await openAnswerStore()).loadInstance(7)).toBeUndefined());
  });

  it('offline, the submit waits: the dialog says why and keeps the answers', async () => {
    const user = userEvent.setup();
    renderExam();
    await screen.findByText('Question title 1');
    await setConnection(false);
    await user.click(screen.getAllByRole('button', { name: /Submit…/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Submit the exam?' });
    expect(within(dialog).getByText(/You are offline: submitting needs the connection/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Submit the exam/ })).toBeDisabled();
  });

  it('warns with five minutes left', async () => {
    exam.now = Date.now();
    exam.deadline = exam.now + 299_000;
    renderExam();
    expect(await screen.findByText(/^5 minutes left\./)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/4:5\d/);
  });

  it('at the deadline sends what it has and submits on its own', async () => {
    const user = userEvent.setup();
    exam.now = Date.now();
    exam.deadline = exam.now + 3_000;
    renderExam({ submitResult: resultOf({ gradingState: 'graded' }) });
    await screen.findByText('Question title 1');
    expect(screen.getByText(/^One minute left\./)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(await screen.findByRole('heading', { name: 'Your exam is submitted' }, { timeout: 15_000 })).toBeInTheDocument();
    const order = sentRequests().map((request) => `${request.method} ${request.path}`).filter((key) => /answers|submit/.test(key));
    expect(order.at(-1)).toBe('POST /my/instances/7/submit');
    expect(exam.held.get(1)?.answer).toEqual({ kind: 'true-false', value: true });
  });

  it('time up while offline: says what arrives too late does not count, and Next and Submit are disabled', async () => {
    exam.now = Date.now();
    exam.deadline = exam.now + 2_000;
    renderExam();
    await screen.findByText('Question title 1');
    await setConnection(false);
    expect(await screen.findByText('Time is up.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/is kept for your teacher but does not count\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    for (const submit of screen.getAllByRole('button', { name: /Submit…/ })) expect(submit).toBeDisabled();
  });

  it('says plainly when an exam is not this student’s', async () => {
    server.use(http.get(apiUrl('/my/instances/8'), () => apiError(404, 'NOT_FOUND', 'This exam instance does not exist.')));
    renderRoutes([{ path: '/take/:id', element: withTakingKit(<ExamPage />) }], '/take/8', studentState());
    expect(await screen.findByRole('heading', { name: 'Exam not found' })).toBeInTheDocument();
  });
});
