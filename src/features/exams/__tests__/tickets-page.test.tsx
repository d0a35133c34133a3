import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ExamTicket, TicketEntry } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import TicketsPage from '../tickets-page';
import { exam, examsState } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const at = '2027-01-20T10:00:00.000Z';
const asked = (text: string): TicketEntry => ({ kind: 'raised', text, at, byStaff: false, byName: null });

function ticket(id: number, extra: Partial<ExamTicket> = {}): ExamTicket {
  return {
    id, examId: 5, examTitle: 'Midterm', instanceId: 70 + id, ordinal: 2, questionId: 55, questionTitle: 'ACID in one sentence',
    studentId: 9, firstName: 'Ana', lastName: 'Horvat', altId: '0036500001', classGroup: 'P1', status: 'open', assignedTo: null,
    assignedToName: null, createdAt: at, updatedAt: at, entries: [asked('<i>Is</i> durability the D?')], ...extra,
  };
}

/** The exam's tickets in memory: the staff operations change them as the server would (the signed-in teacher is id 2). */
function ticketServer(initial: ExamTicket[]) {
  const tickets = [...initial];
  const find = (id: unknown) => tickets.find((candidate) => candidate.id === Number(id))!;
  const staff = (kind: TicketEntry['kind'], text: string | null = null): TicketEntry => ({ kind, text, at, byStaff: true, byName: 'Tea Cher' });
  const filtered = (status: string | null) => tickets.filter((row) => status === null || (status === 'closed') === (row.status === 'closed'));
  server.use(
    http.get(apiUrl('/exams/5/tickets'), ({ request }) => ok(filtered(new URL(request.url).searchParams.get('status')))),
    http.get(apiUrl('/courses/1/tickets'), ({ request }) => ok(filtered(new URL(request.url).searchParams.get('status')).filter((row) => row.assignedTo === 2))),
    http.post(apiUrl('/tickets/:id/assignment'), ({ params }) => {
      const found = find(params.id);
      Object.assign(found, { assignedTo: 2, assignedToName: 'Tea Cher', entries: [...found.entries, staff('assigned')] });
      return ok(found);
    }),
    http.post(apiUrl('/tickets/:id/answers'), async ({ params, request }) => {
      const { text, close } = (await request.json()) as { text: string; close: boolean };
      const found = find(params.id);
      found.entries = [...found.entries, staff('answered', text), ...(close ? [staff('closed')] : [])];
      if (close) found.status = 'closed';
      return ok(found);
    }),
    http.post(apiUrl('/tickets/:id/close'), ({ params }) => {
      const found = find(params.id);
      Object.assign(found, { status: 'closed', entries: [...found.entries, staff('closed')] });
      return ok(found);
    }),
  );
  return tickets;
}

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exams/5'), () => ok(exam(5))),
  );
});

const renderPage = (path = '/exam/tickets/5') => renderUnderAppRoot(
  [{ path: '/exam/tickets/:id', element: <><TicketsPage /><LocationProbe /></> }],
  { path, state: examsState },
);

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('.ant-card') as HTMLElement;

describe('TicketsPage', () => {
  it('lists the active tickets with the student, the question (a link to the instance) and the conversation as plain text', async () => {
    ticketServer([ticket(1), ticket(2, { firstName: 'Ivo', status: 'closed' })]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets: Midterm' }, FIND)).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Ana Horvat' }, FIND)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Question 2: ACID in one sentence' })).toHaveAttribute('href', '/exam-instance/71');
    expect(within(card).getByText('<i>Is</i> durability the D?')).toBeInTheDocument();
    expect(card.querySelector('i')).toBeNull();
    expect(within(card).getByText('Ana Horvat asked')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Not assigned')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ivo Horvat' })).not.toBeInTheDocument();
    expect(sentRequests('GET /exams/5/tickets')[0].url.searchParams.get('status')).toBe('active');
  });

  it('assigns to me, answers, and answers and closes', async () => {
    const user = userEvent.setup();
    ticketServer([ticket(1)]);
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Ana Horvat' }, FIND);
    await user.click(within(cardOf('Ana Horvat')).getByRole('button', { name: /Assign to me/ }));
    expect(await within(cardOf('Ana Horvat')).findByText('Assigned to Tea Cher')).toBeInTheDocument();
    // Mine now: no more "Assign to me".
    expect(within(cardOf('Ana Horvat')).queryByRole('button', { name: /Assign to me/ })).not.toBeInTheDocument();

    await user.click(within(cardOf('Ana Horvat')).getByRole('button', { name: /Answer/ }));
    await user.type(within(cardOf('Ana Horvat')).getByRole('textbox', { name: 'Your answer to Ana Horvat' }), 'Yes, durability.');
    await user.click(within(cardOf('Ana Horvat')).getByRole('button', { name: /^send Send$/ }));
    expect(await within(cardOf('Ana Horvat')).findByText('Yes, durability.')).toBeInTheDocument();
    expect(sentRequests('POST /tickets/1/answers')[0].body).toEqual({ text: 'Yes, durability.', close: false });

    await user.click(within(cardOf('Ana Horvat')).getByRole('button', { name: /Answer/ }));
    await user.type(within(cardOf('Ana Horvat')).getByRole('textbox'), 'And that is all.');
    await user.click(within(cardOf('Ana Horvat')).getByRole('button', { name: /Send and close/ }));
    await waitFor(() => expect(sentRequests('POST /tickets/1/answers')).toHaveLength(2));
    expect(sentRequests('POST /tickets/1/answers')[1].body).toEqual({ text: 'And that is all.', close: true });
    // Closed: gone from the active list.
    expect(await screen.findByText('No open tickets. New ones appear here as students raise them.', undefined, FIND)).toBeInTheDocument();
  });

  it('closes a ticket; the status filter shows the closed ones', async () => {
    const user = userEvent.setup();
    ticketServer([ticket(1)]);
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Ana Horvat' }, FIND);
    await user.click(within(cardOf('Ana Horvat')).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(sentRequests('POST /tickets/1/close')).toHaveLength(1));
    await user.click(screen.getByText('Closed', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Tea Cher closed it', undefined, FIND)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/exam/tickets/5?status=closed');
  });

  it('shows the course’s tickets assigned to me, across exams', async () => {
    const user = userEvent.setup();
    ticketServer([ticket(1, { assignedTo: 2, assignedToName: 'Tea Cher', examTitle: 'Lab 3', examId: 9 }), ticket(2, { firstName: 'Ivo' })]);
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Ivo Horvat' }, FIND);
    await user.click(screen.getByText('Assigned to me (all exams of the course)'));
    expect(await screen.findByText(/Lab 3/, undefined, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ivo Horvat' })).not.toBeInTheDocument();
    const request = sentRequests('GET /courses/1/tickets')[0];
    expect(request.url.searchParams.get('mine')).toBe('true');
  });

  it('a failed load of the tickets says so with Retry', async () => {
    server.use(http.get(apiUrl('/exams/5/tickets'), () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderPage();
    expect(await screen.findByRole('button', { name: /Retry/ }, FIND)).toBeInTheDocument();
  });

  it('an exam the server does not show is not found', async () => {
    server.use(http.get(apiUrl('/exams/6'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    renderPage('/exam/tickets/6');
    expect(await screen.findByRole('heading', { level: 1, name: /not found|does not exist/i }, FIND)).toBeInTheDocument();
  });
});
