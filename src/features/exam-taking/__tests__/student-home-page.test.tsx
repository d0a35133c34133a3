import 'fake-indexeddb/auto';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { CurrentUser, MyExam, MyExams } from '../../../api/exam-api';
import { http, HttpResponse } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { preloaded, signedInAuth } from '../../../test/store-state';
import { resetAnswerStoreForTests } from '../answer-store';
import StudentHomePage from '../student-home-page';
import { resultOf } from '../__fixtures__/fake-exam-server';

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

// The server's clock is years away from this computer's: every time left is counted on the server's.
const SERVER_NOW = Date.parse('2031-03-02T09:00:00.000Z');
const at = (minutes: number) => new Date(SERVER_NOW + minutes * 60_000).toISOString();

function exam(examId: number, title: string, overrides: Partial<MyExam> = {}): MyExam {
  return {
    examId, title, courseName: 'Databases', academicYearTitle: '2030/2031', description: null, availableFrom: at(-60), availableTo: at(180),
    durationMinutes: 60, hasPassword: false, scoreIgnored: false, extraMinutes: 0, startAllowed: true, sebRequired: false, instance: null, ...overrides,
  };
}

const lists: MyExams = {
  serverNow: new Date(SERVER_NOW).toISOString(),
  open: [
    exam(1, 'Lab 1', { availableTo: at(150) }),
    exam(2, 'Lab 2', { hasPassword: true }),
    exam(9, 'Lab 5', { durationMinutes: 90, extraMinutes: 30 }),
    exam(8, 'Lab 4', { startAllowed: false }),
    exam(3, 'Lab 3', {
      instance: { instanceId: 30, state: 'ongoing', startedAt: at(-18), deadlineAt: at(42), submittedAt: null, result: null, reviewUntil: null },
    }),
  ],
  upcoming: [exam(4, 'Final exam', { availableFrom: at(3 * 24 * 60), availableTo: at(3 * 24 * 60 + 120), durationMinutes: 120 })],
  past: [
    exam(5, 'Midterm exam', {
      extraMinutes: 30,
      availableFrom: at(-9000), availableTo: at(-8800),
      instance: { instanceId: 11, state: 'submitted', startedAt: at(-8990), deadlineAt: at(-8900), submittedAt: at(-8920), result: resultOf(), reviewUntil: at(600) },
    }),
    exam(6, 'Quiz', {
      availableFrom: at(-900), availableTo: at(-800),
      instance: { instanceId: 12, state: 'submitted', startedAt: at(-890), deadlineAt: at(-850), submittedAt: at(-860), result: resultOf({ gradingState: 'pending', score: 1 }), reviewUntil: null },
    }),
    exam(7, 'Lab 0', { availableFrom: at(-20000), availableTo: at(-19000) }),
  ],
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAnswerStoreForTests();
});

const item = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

describe('StudentHomePage', () => {
  it('lists the exams open now with the time left on the server’s clock, those coming up, and the past ones with results', async () => {
    server.use(http.get(apiUrl('/my/exams'), () => ok(lists)));
    renderInRouter(<StudentHomePage />, { state: state() });
    expect(await screen.findByRole('heading', { name: 'Lab 1', level: 3 })).toBeInTheDocument();
    expect(within(item('Lab 1')).getByText(/^Closes in 3 hours/)).toBeInTheDocument();
    expect(within(item('Lab 1')).getByRole('button', { name: 'Start Lab 1' })).toBeInTheDocument();
    expect(within(item('Lab 2')).getByText('Password needed')).toBeInTheDocument();
    // An accommodation's extra time is in the duration, and said; an override may keep a student from starting.
    expect(within(item('Lab 5')).getByText('90 min')).toBeInTheDocument();
    expect(within(item('Lab 5')).getByText('Includes 30 min of extra time')).toBeInTheDocument();
    expect(within(item('Lab 4')).getByText('You may not start this exam. Ask the course staff.')).toBeInTheDocument();
    expect(within(item('Lab 4')).queryByRole('button', { name: /Start/ })).toBeNull();
    expect(within(item('Midterm exam')).queryByText(/extra time/)).toBeNull();
    expect(within(item('Lab 3')).getByText('In progress')).toBeInTheDocument();
    expect(within(item('Lab 3')).getByText(/^Time left: (42:0\d|41:5\d)$/)).toBeInTheDocument();
    expect(within(item('Lab 3')).getByRole('link', { name: /Continue/ })).toHaveAttribute('href', '/take/30');
    expect(within(item('Final exam')).getByText(/^Opens in 3 days/)).toBeInTheDocument();
    expect(within(item('Midterm exam')).getByText('4 of 6 points')).toBeInTheDocument();
    expect(within(item('Midterm exam')).getByText('Passed')).toBeInTheDocument();
    expect(within(item('Midterm exam')).getByRole('link', { name: 'Review your answers of Midterm exam' })).toHaveAttribute('href', '/review/11');
    expect(within(item('Quiz')).getByText('Being graded…')).toBeInTheDocument();
    expect(within(item('Quiz')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item('Lab 0')).getByText('Not taken')).toBeInTheDocument();
  });

  it('asks for the password and says in plain words why an exam did not start; then opens the exam page', async () => {
    const user = userEvent.setup();
    const answers = [
      () => apiError(403, 'WRONG_EXAM_PASSWORD', 'The exam password is not right.'),
      () => apiError(429, 'EXAM_PASSWORD_THROTTLED', 'Too many wrong exam passwords.'),
      () => apiError(409, 'EXAM_NOT_OPEN', 'This exam has closed.'),
      () => ok({ instanceId: 31 }),
    ];
    server.use(http.get(apiUrl('/my/exams'), () => ok(lists)), http.post(apiUrl('/my/exams/2/start'), () => answers.shift()!()));
    renderInRouter(<StudentHomePage />, { state: state() });
    await user.click(await screen.findByRole('button', { name: 'Start Lab 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start “Lab 2”?' });
    expect(within(dialog).getByText(/you have 60 minutes/)).toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: 'Start the exam' });
    await user.click(start);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the exam password the staff gave you.');
    expect(sentRequests('POST /my/exams/2/start')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Exam password'), 'guess');
    await user.click(start);
    expect(await within(dialog).findByText('That password is not right. Check it with the staff in the room.')).toBeInTheDocument();
    expect(sentRequests('POST /my/exams/2/start')[0].body).toEqual({ password: 'guess' });
    await user.click(start);
    expect(await within(dialog).findByText('Too many wrong passwords. Wait a few minutes and ask the staff in the room.')).toBeInTheDocument();
    await user.click(start);
    expect(await within(dialog).findByText('This exam is not open now.')).toBeInTheDocument();
    // These are the dialog's to say: no alert repeats them.
    expect(document.querySelectorAll('.ant-alert')).toHaveLength(1);
    await user.click(start);
    expect(await screen.findByTestId('location')).toHaveTextContent('/take/31');
  });

  it('starts an exam without a password at once, and says so when offline', async () => {
    const user = userEvent.setup();
    let down = true;
    server.use(
      http.get(apiUrl('/my/exams'), () => ok(lists)),
      http.post(apiUrl('/my/exams/1/start'), () => (down ? HttpResponse.error() : ok({ instanceId: 40 }))),
    );
    renderInRouter(<StudentHomePage />, { state: state() });
    await user.click(await screen.findByRole('button', { name: 'Start Lab 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Exam password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start the exam' }));
    expect(await within(dialog).findByText('You are offline: starting an exam needs the connection.')).toBeInTheDocument();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Start the exam' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/take/40');
    expect(sentRequests('POST /my/exams/1/start').at(-1)?.body).toEqual({ password: null });
  });

  it('a failed load says what failed and offers a retry, never "no exams"', async () => {
    server.use(http.get(apiUrl('/my/exams'), () => apiError(503, 'UNAVAILABLE', 'The service cannot reach its database.')));
    renderInRouter(<StudentHomePage />, { state: state() });
    expect(await screen.findByText(/could not be loaded|Could not load/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByText('No exam is open to you right now.')).not.toBeInTheDocument();
  });
});
