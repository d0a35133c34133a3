import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CurrentUser, MyReview, MyTicket, TicketEntry } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderWithStore } from '../../../test/render';
import { renderRoutes } from '../../../test/render-shell';
import { preloaded, signedInAuth } from '../../../test/store-state';
import { withTakingKit } from '../../../test/taking-kit';
import { QuestionTickets } from '../components/question-tickets';
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

const at = '2026-11-25T10:00:00.000Z';
const asked = (text: string): TicketEntry => ({ kind: 'raised', text, at, byStaff: false, byName: null });
const answered = (text: string): TicketEntry => ({ kind: 'answered', text, at, byStaff: true, byName: 'Ana Anić' });
const ticket = (id: number, ordinal: number, status: MyTicket['status'], entries: TicketEntry[]): MyTicket => ({
  id, ordinal, status, createdAt: at, updatedAt: at, entries,
});

/** The student's tickets of instance 7 in memory: raising and reopening change them, as the server would. */
function ticketServer(initial: MyTicket[]) {
  const tickets = [...initial];
  server.use(
    http.get(apiUrl('/my/instances/7/tickets'), () => ok(tickets)),
    http.post(apiUrl('/my/instances/7/tickets'), async ({ request }) => {
      const { ordinal, text } = (await request.json()) as { ordinal: number; text: string };
      const created = ticket(100 + tickets.length, ordinal, 'open', [asked(text)]);
      tickets.unshift(created);
      return ok(created, { status: 201 });
    }),
    http.post(apiUrl('/my/tickets/:id/reopen'), async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      const found = tickets.find((candidate) => candidate.id === Number(params.id))!;
      found.status = 'reopened';
      found.entries = [...found.entries, { kind: 'reopened', text, at, byStaff: false, byName: null }];
      return ok(found);
    }),
  );
  return tickets;
}

const renderTickets = (ordinal = 1, canAsk = true) =>
  renderWithStore(<QuestionTickets instanceId={7} ordinal={ordinal} canAsk={canAsk} />, { preloadedState: state() });

describe('QuestionTickets', () => {
  it('shows the question’s tickets with their status and the staff’s answers, as plain text', async () => {
    ticketServer([
      ticket(1, 1, 'open', [asked('<b>Is</b> NULL a value?')]),
      ticket(2, 1, 'open', [asked('Which table?'), answered('The first one.\nSee above.')]),
      ticket(3, 1, 'closed', [asked('Done?'), answered('Yes.'), { kind: 'closed', text: null, at, byStaff: true, byName: 'Ana Anić' }]),
      ticket(4, 2, 'open', [asked('About question 2')]),
    ]);
    renderTickets();
    const list = await screen.findByRole('region', { name: 'Your questions to the staff about question 1' });
    expect(await within(list).findByText('Which table?')).toBeInTheDocument();
    // The text as typed, never markup.
    expect(within(list).getByText('<b>Is</b> NULL a value?')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText('Waiting for the staff')).toBeInTheDocument();
    expect(within(list).getByText('Answered')).toBeInTheDocument();
    expect(within(list).getByText('Closed')).toBeInTheDocument();
    expect(within(list).getAllByText('Ana Anić answered')).toHaveLength(2);
    expect(within(list).getByText(/The first one\./)).toBeInTheDocument();
    expect(within(list).getByText('Ana Anić closed it')).toBeInTheDocument();
    // Another question's ticket is not here.
    expect(within(list).queryByText('About question 2')).not.toBeInTheDocument();
  });

  it('asks the staff: the form sends the question’s place and text, and the new ticket shows as waiting', async () => {
    const user = userEvent.setup();
    ticketServer([]);
    renderTickets(2);
    await user.click(await screen.findByRole('button', { name: /Ask the staff$/ }));
    const box = screen.getByRole('textbox', { name: 'Ask the staff about question 2' });
    expect(screen.getByRole('button', { name: /Send$/ })).toBeDisabled();
    await user.type(box, 'Is the second part optional?');
    await user.click(screen.getByRole('button', { name: /Send$/ }));
    expect(await screen.findByText('Is the second part optional?')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the staff')).toBeInTheDocument();
    expect(sentRequests('POST /my/instances/7/tickets')[0].body).toEqual({ ordinal: 2, text: 'Is the second part optional?' });
    // The form has closed; another question can be asked.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ask the staff$/ })).toBeInTheDocument();
  });

  it('says beside the form why the server refused, and keeps the text', async () => {
    const user = userEvent.setup();
    ticketServer([]);
    server.use(http.post(apiUrl('/my/instances/7/tickets'), () => apiError(409, 'NOT_OPEN_FOR_TICKETS', 'Questions to the staff can be asked only during the exam and its review period.')));
    renderTickets();
    await user.click(await screen.findByRole('button', { name: /Ask the staff$/ }));
    await user.type(screen.getByRole('textbox'), 'Late question');
    await user.click(screen.getByRole('button', { name: /Send$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Questions to the staff can be asked only during the exam and its review period.');
    expect(screen.getByRole('textbox')).toHaveValue('Late question');
  });

  it('reopens a closed ticket with a further question', async () => {
    const user = userEvent.setup();
    ticketServer([ticket(5, 1, 'closed', [asked('Why?'), answered('Because.')])]);
    renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Ask again' }));
    await user.type(screen.getByRole('textbox', { name: 'Your further question' }), 'Because of what?');
    await user.click(screen.getByRole('button', { name: /Send$/ }));
    expect(await screen.findByText('You asked again')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the staff')).toBeInTheDocument();
    expect(sentRequests('POST /my/tickets/5/reopen')[0].body).toEqual({ text: 'Because of what?' });
  });

  it('when tickets cannot be raised, shows the question’s tickets without the form, or nothing', async () => {
    ticketServer([ticket(6, 1, 'closed', [asked('Old')])]);
    renderTickets(1, false);
    expect(await screen.findByText('Old')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask the staff$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask again' })).not.toBeInTheDocument();
  });

  it('a failed load says so with Retry', async () => {
    server.use(http.get(apiUrl('/my/instances/7/tickets'), () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderTickets();
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ask the staff$/ })).toBeInTheDocument();
  });
});

describe('tickets on the review page', () => {
  const review: MyReview = {
    instanceId: 7, examTitle: 'Midterm exam', courseName: 'Databases', submittedAt: at, reviewUntil: '2026-12-20T10:00:00.000Z',
    serverNow: at, result: resultOf(),
    questions: [{ ordinal: 1, maxPoints: 2, view: view(1), answer: { kind: 'true-false', value: true }, score: 2, grade: null, solution: null, comment: null, feedback: null }],
  };

  it('each question takes questions to the staff during the review period', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/my/instances/7/review'), () => ok(review)));
    ticketServer([ticket(8, 1, 'open', [asked('Why only 2 points?'), answered('That is the maximum.')])]);
    renderRoutes([{ path: '/review/:id', element: withTakingKit(<ReviewPage />) }], '/review/7', state());
    const card = (await screen.findByRole('heading', { name: 'Question 1', level: 2 })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('That is the maximum.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Ask the staff$/ }));
    await user.type(within(card).getByRole('textbox'), 'Thanks, and part b?');
    await user.click(within(card).getByRole('button', { name: /Send$/ }));
    await waitFor(() => expect(sentRequests('POST /my/instances/7/tickets')).toHaveLength(1));
    expect(await within(card).findByText('Thanks, and part b?')).toBeInTheDocument();
  });
});
