import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ExamEvent } from '../../../api/exam-api';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import LogDetailsPage, { answerText, eventDetail, parseLimit, parseMoment } from '../log-details-page';
import { examsState, instanceDetail, instanceSummary } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const event = (id: number, kind: ExamEvent['kind'], extra: Partial<ExamEvent> = {}): ExamEvent => ({
  id, kind, at: '2027-01-20T09:10:00.000Z', clientAt: null, ordinal: null, seq: null, size: null, offlineSeconds: null, since: null,
  address: null, userAgent: null, actorName: null, minutes: null, reason: null, ...extra,
});

const summary = { focusLosses: 1, fullscreenExits: 0, contactGaps: 1, addressChanges: 0, lastContactAt: '2027-01-20T09:20:00.000Z', contactLostSince: null };

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exam-instances/70'), () => ok(instanceDetail())),
    http.get(apiUrl('/exam-instances/70/events'), () => ok({
      items: [
        event(1, 'started', { address: '10.0.0.7' }),
        event(2, 'answer-saved', { ordinal: 3, seq: 1, size: 40 }),
        event(3, 'focus-lost', { at: '2027-01-20T09:11:00.000Z', clientAt: '2027-01-20T09:01:00.000Z' }),
        event(4, 'contact-regained', { at: '2027-01-20T09:15:00.000Z', since: '2027-01-20T09:12:00.000Z' }),
        event(5, 'reconnected', { offlineSeconds: 65 }),
      ],
      total: 5,
      summary,
    })),
    http.get(apiUrl('/exam-instances/70/questions/3/history'), () => ok([
      { seq: 1, at: '2027-01-20T09:05:00.000Z', clientAt: null, late: false, answer: { kind: 'free-text', text: 'First draft' } },
      { seq: 2, at: '2027-01-20T09:09:00.000Z', clientAt: null, late: false, answer: { kind: 'free-text', text: 'Second draft' } },
      { seq: 3, at: '2027-01-20T09:40:00.000Z', clientAt: null, late: true, answer: { kind: 'free-text', text: 'Too late' } },
    ])),
  );
});

const render = (path: string) => renderUnderAppRoot(
  ['/exam-instance/log-details/:id', '/exam-instance/log-details/:id/ts/:ts?', '/exam-instance/log-details/:id/limit/:limit?']
    .map((pattern) => ({ path: pattern, element: <><LogDetailsPage /><LocationProbe /></> })),
  { path, state: examsState },
);
const lastQuery = () => {
  const calls = sentRequests('GET /exam-instances/70/events');
  return calls[calls.length - 1].url.searchParams;
};

describe('LogDetailsPage', () => {
  it('shows the summary and the timeline, with gaps, offline time and the student\'s clock where it differs', async () => {
    render('/exam-instance/log-details/70');
    expect(await screen.findByRole('heading', { level: 1, name: /Event log: Ana Horvat, Midterm/ }, FIND)).toBeInTheDocument();
    await screen.findByText('Question 3, save 1, 40 characters', {}, FIND);
    expect(lastQuery().get('limit')).toBe('200');
    expect(lastQuery().get('from')).toBeNull();
    const table = screen.getByRole('columnheader', { name: 'Event' }).closest('table')!;
    const rows = within(table).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length === 3);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Started', 'Answer saved', 'Focus lost', 'Contact back', 'Back online']);
    expect(within(rows[1]).getByText('Question 3, save 1, 40 characters')).toBeInTheDocument();
    expect(within(rows[2]).getByText(/the student's computer:/)).toBeInTheDocument();
    expect(within(rows[3]).getByText(/^Lost contact .* \(3 minutes\)|^Lost contact .* \(180 seconds\)$/)).toBeInTheDocument();
    expect(within(rows[4]).getByText('Offline for 65 seconds')).toBeInTheDocument();
    expect(screen.getByText('The last 5 of 5 events')).toBeInTheDocument();
  });

  it('tells contact only for an ongoing instance: a submitted one is not "in contact"', async () => {
    render('/exam-instance/log-details/70');
    await screen.findByText('Question 3, save 1, 40 characters', {}, FIND);
    expect(screen.getByText('Watched only while the exam is ongoing')).toBeInTheDocument();
    expect(screen.queryByText('In contact')).not.toBeInTheDocument();
  });

  it('tells an ongoing instance\'s contact', async () => {
    server.use(http.get(apiUrl('/exam-instances/70'), () => ok(instanceDetail({
      summary: instanceSummary(70, 'Ana', { state: 'ongoing', startedAt: '2027-01-20T09:05:00.000Z', deadlineAt: '2027-01-20T10:35:00.000Z' }),
    }))));
    render('/exam-instance/log-details/70');
    expect(await screen.findByText('In contact', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByText('Watched only while the exam is ongoing')).not.toBeInTheDocument();
  });

  it('asks from a moment or for the last n as the route says, and keeps the chosen kinds in the address', async () => {
    render('/exam-instance/log-details/70/ts/2027-01-20T09:11:00.000Z?kinds=focus-lost,started');
    await screen.findByRole('heading', { level: 1, name: /Event log/ }, FIND);
    expect(lastQuery().get('from')).toBe('2027-01-20T09:11:00.000Z');
    expect(lastQuery().getAll('kinds')).toEqual(['focus-lost', 'started']);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Last' }), { target: { value: '50' } });
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Last' }));
    expect(await screen.findByText('/exam-instance/log-details/70/limit/50?kinds=focus-lost,started', {}, FIND)).toBeInTheDocument();
  });

  it('opens a question\'s answer history and compares two saves side by side', async () => {
    render('/exam-instance/log-details/70');
    await screen.findByText('Question 3, save 1, 40 characters', {}, FIND);
    await userEvent.click(screen.getByRole('button', { name: /History of question 3/ }));
    const drawer = await screen.findByRole('dialog', {}, FIND);
    expect(await within(drawer).findByText('Too late')).toBeInTheDocument();
    expect(within(drawer).getByText('late')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Save 1 at/ }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Save 2 at/ }));
    expect(within(drawer).getByText('First draft')).toBeInTheDocument();
    expect(within(drawer).getByText('Second draft')).toBeInTheDocument();
    expect(within(drawer).queryByText('Too late')).not.toBeInTheDocument();
  });
});

describe('log details helpers', () => {
  it('reads the moment and the limit of the route', () => {
    expect(parseMoment('2027-01-20T09:11:00Z')).toBe('2027-01-20T09:11:00.000Z');
    expect(parseMoment('1800000000000')).toBe('2027-01-15T08:00:00.000Z');
    expect(parseMoment('yesterday')).toBeNull();
    expect(parseLimit('50')).toBe(50);
    expect(parseLimit('0')).toBe(200);
    expect(parseLimit('5000')).toBe(200);
    expect(parseLimit(undefined)).toBe(200);
  });

  it('words an event\'s detail and an answer\'s text', () => {
    expect(eventDetail(event(1, 'extended', { actorName: 'Marko Babić' }))).toBe('By Marko Babić');
    expect(eventDetail(event(1, 'focus-lost'))).toBe('');
    expect(answerText({ kind: 'code', source: 'print(1)' })).toBe('print(1)');
    expect(answerText({ kind: 'true-false', value: true })).toBe('{\n  "kind": "true-false",\n  "value": true\n}');
  });
});
