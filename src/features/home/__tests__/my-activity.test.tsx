import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ActivityEvent } from '../../../api/exam-api';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import { activityLink, MyActivity } from '../my-activity';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const event = (id: string, extra: Partial<ActivityEvent>): ActivityEvent => ({
  id, kind: 'exam', action: 'exam-created', at: '2026-11-22T10:00:00.000Z', courseId: 1, courseAcronym: 'DB', examId: 41,
  examTitle: 'Midterm exam', instanceId: null, studentName: null, questionId: null, questionTitle: null, version: null, ordinal: null,
  ticketId: null, count: null, ...extra,
});

const newest = [
  event('mg:7-3', { kind: 'grade', action: 'answer-graded', instanceId: 7, ordinal: 3, studentName: 'Ana Horvat', count: 2.5 }),
  event('te:4', { kind: 'ticket', action: 'ticket-answered', instanceId: 7, ordinal: 2, studentName: 'Ana Horvat', ticketId: 4 }),
];
const older = [event('qc:12', { kind: 'question', action: 'question-version', questionId: 12, questionTitle: 'Joins', version: 2, examId: null, examTitle: null })];

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/user/activity'), ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      return before === 'c1' ? ok({ items: older, nextCursor: null }) : ok({ items: newest, nextCursor: 'c1' });
    }),
  );
});

const lastQuery = () => sentRequests('GET /user/activity').at(-1)!.url.searchParams;

describe('MyActivity', () => {
  it('words each event and links it to what it is about; older events on request', async () => {
    renderInRouter(<MyActivity />, { state: signedInState({ currCourseId: 1 }) });
    const graded = await screen.findByRole('link', { name: 'You graded question 3 of Ana Horvat in Midterm exam: 2.5 points' }, FIND);
    expect(graded).toHaveAttribute('href', '/exam-instance/7');
    expect(screen.getByRole('link', { name: 'You answered Ana Horvat on question 2 of Midterm exam' })).toHaveAttribute('href', '/exam/tickets/41');
    expect(lastQuery().getAll('kinds')).toEqual(['exam', 'question', 'ticket', 'grade']);
    expect(lastQuery().get('courseId')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    const version = await screen.findByRole('link', { name: 'You saved version 2 of the question Joins' }, FIND);
    expect(version).toHaveAttribute('href', '/question/edit/12');
    expect(lastQuery().get('before')).toBe('c1');
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    // The first page is still shown above the older one.
    expect(screen.getByRole('link', { name: /You graded question 3/ })).toBeInTheDocument();
  });

  it('a change of the filter or of "Only this course" asks again at once, and is kept in the settings', async () => {
    const { store } = renderInRouter(<MyActivity />, { state: signedInState({ currCourseId: 5 }) });
    await screen.findByRole('link', { name: /You graded question 3/ }, FIND);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Questions' }));
    await waitFor(() => expect(lastQuery().getAll('kinds')).toEqual(['exam', 'ticket', 'grade']));
    expect(store.getState().settings.myActivityFilter).toEqual(['exam', 'ticket', 'grade']);
    await userEvent.click(screen.getByRole('switch', { name: 'Only this course' }));
    await waitFor(() => expect(lastQuery().get('courseId')).toBe('5'));
    expect(store.getState().settings.myActivityOnlyThisCourse).toBe(true);
  });

  it('starts from the saved settings, and asks nothing when no kind is chosen', async () => {
    renderInRouter(<MyActivity />, { state: signedInState({ currCourseId: 5, myActivityFilter: ['grade'], myActivityOnlyThisCourse: true }) });
    await screen.findByRole('link', { name: /You graded question 3/ }, FIND);
    expect(lastQuery().getAll('kinds')).toEqual(['grade']);
    expect(lastQuery().get('courseId')).toBe('5');
    const sent = sentRequests('GET /user/activity').length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Grades' }));
    expect(await screen.findByText('Choose at least one kind of activity to see.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('GET /user/activity')).toHaveLength(sent);
  });

  it('says so when there is nothing yet', async () => {
    server.use(http.get(apiUrl('/user/activity'), () => ok({ items: [], nextCursor: null })));
    renderInRouter(<MyActivity />, { state: signedInState() });
    expect(await screen.findByText(/Nothing yet: your work on exams/, {}, FIND)).toBeInTheDocument();
    const list = screen.queryByRole('list');
    expect(list === null || within(list).queryAllByRole('listitem').length === 0).toBe(true);
  });
});

describe('activityLink', () => {
  it('leads each kind of event to its page', () => {
    expect(activityLink(event('ec:1', {}))).toBe('/exam/edit/41');
    expect(activityLink(event('eg:1', { action: 'instances-generated' }))).toBe('/exam-instances/generated/41');
    expect(activityLink(event('ea:1', { action: 'instance-extended', instanceId: 9 }))).toBe('/exam-instance/9');
    expect(activityLink(event('ea:2', { action: 'instance-deleted', instanceId: null }))).toBe('/exam-instance/all/41');
    expect(activityLink(event('rg:1', { kind: 'grade', action: 'exam-regraded' }))).toBe('/exam-instances/submitted/41');
  });
});
