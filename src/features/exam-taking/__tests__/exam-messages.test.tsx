import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http } from 'msw';
import { examApi, type CurrentUser, type MyMessage } from '../../../api/exam-api';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderRoutes } from '../../../test/render-shell';
import { preloaded, signedInAuth } from '../../../test/store-state';
import { withTakingKit } from '../../../test/taking-kit';
import { resetAnswerStoreForTests } from '../answer-store';
import ExamPage from '../exam-page';
import { examHandlers, fakeExamServer } from '../__fixtures__/fake-exam-server';

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

let visibility: DocumentVisibilityState;

/** The student's messages of instance 7 in memory; receipts change them as the server would (first report wins). */
function messageServer(messages: MyMessage[]) {
  server.use(
    http.get(apiUrl('/my/instances/7/messages'), () => ok(messages)),
    http.post(apiUrl('/my/instances/7/messages/receipts'), async ({ request }) => {
      const { receipts } = (await request.json()) as { receipts: Array<{ messageId: number; displayed: boolean }> };
      for (const receipt of receipts) {
        const message = messages.find((candidate) => candidate.id === receipt.messageId)!;
        message.deliveredAt ??= '2026-11-25T10:01:00.000Z';
        if (receipt.displayed) message.displayedAt ??= '2026-11-25T10:01:00.000Z';
      }
      return ok(messages);
    }),
  );
}

const message = (id: number, text: string, sentAt = '2026-11-25T10:00:00.000Z'): MyMessage => ({ id, text, sentAt, deliveredAt: null, displayedAt: null });

/** The exam page of instance 7; the messages' handlers, set up before, are kept in front of the fake exam's. */
function renderExam(messages: MyMessage[]) {
  server.use(...examHandlers(fakeExamServer({ kinds: ['true-false'] })), http.put(apiUrl('/user/settings'), () => ok()));
  messageServer(messages);
  return renderRoutes([{ path: '/take/:id', element: withTakingKit(<ExamPage />) }], '/take/7', studentState());
}

const receiptsSent = () => sentRequests('POST /my/instances/7/messages/receipts').map((request) => request.body);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAnswerStoreForTests();
  localStorage.clear();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('messages from the staff on the exam page', () => {
  it('shows a new message as a notice, its markdown sanitised, and reports it delivered and displayed once', async () => {
    renderExam([message(1, 'Question **2**: read *x* as *y*. <img src=x onerror="alert(1)"><script>alert(2)</script>')]);
    const notices = await screen.findByRole('region', { name: 'Messages from the staff' });
    const strong = await within(notices).findByText('2', { selector: 'strong' });
    expect(strong).toBeInTheDocument();
    expect(notices.querySelector('script, [onerror]')).toBeNull();
    expect(within(notices).getByText(/Message from the staff ·/)).toBeInTheDocument();
    await waitFor(() => expect(receiptsSent()).toEqual([{ receipts: [{ messageId: 1, displayed: true }] }]));
    // The list comes again after the receipt: nothing more to report.
    await waitFor(() => expect(sentRequests('GET /my/instances/7/messages').length).toBeGreaterThanOrEqual(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(receiptsSent()).toHaveLength(1);
  });

  it('in a hidden tab, reports it delivered only; displayed when the tab is shown', async () => {
    visibility = 'hidden';
    renderExam([message(1, 'Room change')]);
    await screen.findByText('Room change');
    await waitFor(() => expect(receiptsSent()).toEqual([{ receipts: [{ messageId: 1, displayed: false }] }]));
    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(receiptsSent()).toEqual([
      { receipts: [{ messageId: 1, displayed: false }] },
      { receipts: [{ messageId: 1, displayed: true }] },
    ]));
  });

  it('a dismissed notice stays dismissed (also after a reload) and stays listed behind the Messages button', async () => {
    const user = userEvent.setup();
    const messages = [message(1, 'Older note', '2026-11-25T09:50:00.000Z')];
    const { store, unmount } = renderExam(messages);
    await screen.findByText('Older note');
    await user.click(screen.getByRole('button', { name: 'Dismiss the message' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages from the staff' })).not.toBeInTheDocument());

    // A new one arrives (the live channel refetches the list): a notice again, newest first in the list.
    messages.unshift(message(2, 'Ten minutes left'));
    act(() => {
      store.dispatch(examApi.util.invalidateTags([{ type: 'MyMessages', id: 7 }]));
    });
    const notices = await screen.findByRole('region', { name: 'Messages from the staff' });
    expect(await within(notices).findByText('Ten minutes left')).toBeInTheDocument();
    expect(within(notices).queryByText('Older note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Messages \(2\)/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Messages from the staff' });
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Ten minutes left'), expect.stringContaining('Older note')]);
    unmount();

    renderExam(messages);
    const again = await screen.findByRole('region', { name: 'Messages from the staff' });
    expect(await within(again).findByText('Ten minutes left')).toBeInTheDocument();
    expect(within(again).queryByText('Older note')).not.toBeInTheDocument();
  });

  it('shows nothing while there are no messages', async () => {
    renderExam([]);
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await waitFor(() => expect(sentRequests('GET /my/instances/7/messages')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages from the staff' })).not.toBeInTheDocument();
  });
});
