import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ExamMessage, ExamMessageInput, MessageReceipt } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import { withQuestionBank } from '../../../test/question-bank';
import SendMessagePage from '../send-message-page';
import { exam, examsState, instanceSummary, page } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const at = '2027-01-20T10:00:00.000Z';
const sentMessage = (id: number, extra: Partial<ExamMessage> = {}): ExamMessage => ({
  id, examId: 5, audience: 'all', classGroup: null, studentId: null, studentName: null, text: `Message ${id}`, sentAt: at,
  sentByName: 'Tea Cher', recipients: 4, delivered: 3, displayed: 1, ...extra,
});
const enrolment = (id: number, classGroup: string | null) => ({
  id, studentId: id, firstName: 'Stu', lastName: `Dent ${id}`, altId: null, email: null, imageUrl: null, courseId: 1,
  courseAcronym: 'DB', courseName: 'Databases', academicYearId: 1, academicYear: '2026/2027', classGroup,
});

/** The exam's messages in memory: a send adds one, newest first, as the server would. */
function messageServer(initial: ExamMessage[]) {
  const messages = [...initial];
  server.use(
    http.get(apiUrl('/exams/5/messages'), () => ok(messages)),
    http.post(apiUrl('/exams/5/messages'), async ({ request }) => {
      const input = (await request.json()) as ExamMessageInput;
      const created = sentMessage(100 + messages.length, { ...input, recipients: 2, delivered: 0, displayed: 0 });
      messages.unshift(created);
      return ok(created, { status: 201 });
    }),
  );
  return messages;
}

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exams/5'), () => ok(exam(5))),
    http.get(apiUrl('/enrolments'), () => ok(page([enrolment(1, 'P01'), enrolment(2, 'P01'), enrolment(3, 'P02')]))),
  );
});

const renderPage = () => renderUnderAppRoot(
  [{ path: '/exam/send-message/:id', element: <>{withQuestionBank(<SendMessagePage />)}<LocationProbe /></> }],
  { path: '/exam/send-message/5', state: examsState },
);

const sentCard = () => screen.getByRole('heading', { level: 2, name: 'Sent messages' }).closest('.ant-card') as HTMLElement;

describe('SendMessagePage', () => {
  it('lists the sent messages with their audience, sanitised markdown and how many have them and have read them', async () => {
    messageServer([
      sentMessage(2, { audience: 'student', studentId: 9, studentName: 'Ana Horvat', text: 'Your **seat** <img src=x onerror="alert(1)">', recipients: 1, delivered: 1, displayed: 0 }),
      sentMessage(1, { audience: 'class-group', classGroup: 'P01' }),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages to the students of Midterm' }, FIND)).toBeInTheDocument();
    const card = sentCard();
    expect(await within(card).findByText('seat', { selector: 'strong' }, FIND)).toBeInTheDocument();
    expect(card.querySelector('[onerror]')).toBeNull();
    expect(within(card).getByText('To Ana Horvat')).toBeInTheDocument();
    expect(within(card).getByText('To class group P01')).toBeInTheDocument();
    const items = [...card.querySelectorAll('.ant-list-item')];
    expect(items[0]).toHaveTextContent('Delivered: 1 of 1');
    expect(items[0]).toHaveTextContent('Read: 0 of 1');
    expect(items[1]).toHaveTextContent('Delivered: 3 of 4');
    expect(items[1]).toHaveTextContent('Read: 1 of 4');
    expect(within(card).getAllByText('Sent by Tea Cher')).toHaveLength(2);
  });

  it('says so when nothing was sent, and when the list cannot be loaded (with Retry)', async () => {
    server.use(http.get(apiUrl('/exams/5/messages'), () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.')));
    renderPage();
    expect(await screen.findByText('Could not load the messages.', {}, FIND)).toBeInTheDocument();
    messageServer([]);
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No message has been sent to the students of this exam yet.', {}, FIND)).toBeInTheDocument();
  });

  it('sends to all takers, previews the markdown first, and lists the new message', async () => {
    const user = userEvent.setup();
    messageServer([]);
    renderPage();
    const text = await screen.findByRole('textbox', { name: 'Message' }, FIND);
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Write the message.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /exams/5/messages')).toHaveLength(0);

    await user.type(text, 'Question 3: read *x* as **y**.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByText('y', { selector: '.eh-message-preview strong' }, FIND);
    expect(preview).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(sentRequests('POST /exams/5/messages')).toHaveLength(1));
    expect(sentRequests('POST /exams/5/messages')[0].body).toEqual({ audience: 'all', classGroup: null, studentId: null, text: 'Question 3: read *x* as **y**.' });
    expect(await within(sentCard()).findByText('To all takers', {}, FIND)).toBeInTheDocument();
    expect(sentCard().querySelector('.ant-list-item')).toHaveTextContent('Delivered: 0 of 2');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
  });

  it('sends to a class group (its refusal shown at the field) and to one student found by name', async () => {
    const user = userEvent.setup();
    messageServer([]);
    server.use(http.get(apiUrl('/exams/5/instances'), ({ request }) => {
      const query = new URL(request.url).searchParams.get('query');
      const rows = [instanceSummary(70, 'Ana'), instanceSummary(71, 'Ivo'), instanceSummary(null, 'Nobody')];
      return ok({ ...page(query ? rows.filter((row) => row.firstName.toLowerCase().includes(query.toLowerCase())) : rows), serverNow: at });
    }));
    renderPage();
    const text = await screen.findByRole('textbox', { name: 'Message' }, FIND);
    await user.type(text, 'Group note');

    fireEvent.click(screen.getByRole('radio', { name: 'A class group' }));
    await screen.findByRole('combobox', { name: 'Class group' }, FIND);
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Choose a class group.', {}, FIND)).toBeInTheDocument();
    server.use(http.post(apiUrl('/exams/5/messages'), () => apiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [
      { path: 'body/classGroup', message: 'has no student with an instance of this exam' },
    ]), { once: true }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class group' }));
    fireEvent.click(await screen.findByTitle('P02 (1 student enrolled)', {}, FIND));
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('has no student with an instance of this exam', {}, FIND)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class group' }));
    fireEvent.click(await screen.findByTitle('P01 (2 students enrolled)', {}, FIND));
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(sentRequests('POST /exams/5/messages')).toHaveLength(2));
    expect(sentRequests('POST /exams/5/messages')[1].body).toEqual({ audience: 'class-group', classGroup: 'P01', studentId: null, text: 'Group note' });

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Personal note');
    fireEvent.click(screen.getByRole('radio', { name: 'One student' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Student' })).toBeEnabled());
    await user.type(screen.getByRole('combobox', { name: 'Student' }), 'iv');
    fireEvent.click(await screen.findByTitle('Ivo Horvat · 003671', {}, FIND));
    expect(screen.queryByTitle(/Nobody/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(sentRequests('POST /exams/5/messages')).toHaveLength(3));
    expect(sentRequests('POST /exams/5/messages')[2].body).toEqual({ audience: 'student', classGroup: null, studentId: 171, text: 'Personal note' });
  });

  it('shows per message who has it and who has read it, those who have not read it first', async () => {
    messageServer([sentMessage(1)]);
    const receipt = (instanceId: number, firstName: string, deliveredAt: string | null, displayedAt: string | null): MessageReceipt => ({
      instanceId, studentId: instanceId + 100, firstName, lastName: 'Horvat', altId: `0036${instanceId}`, classGroup: 'P01', deliveredAt, displayedAt,
    });
    server.use(http.get(apiUrl('/exam-messages/1/receipts'), () => ok([
      receipt(70, 'Ana', null, null),
      receipt(71, 'Ivo', at, null),
      receipt(72, 'Eva', at, at),
    ])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Who has read it' }, FIND));
    const drawer = await screen.findByRole('dialog', { name: 'Who has read the message' }, FIND);
    expect(await within(drawer).findByText('2 students have not read it yet.', {}, FIND)).toBeInTheDocument();
    const rows = within(within(drawer).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Ana Horvat003670P01Not deliveredNot read yet$/),
      expect.stringMatching(/^Ivo Horvat003671P01.+Not read yet$/),
      expect.stringMatching(/^Eva Horvat003672P01.+$/),
    ]);
  });
});
