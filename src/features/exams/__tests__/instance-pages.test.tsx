import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, contextListHandlers, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import { withQuestionBank } from '../../../test/question-bank';
import InstanceListPage from '../instance-list-page';
import InstancePage from '../instance-page';
import { exam, examsState, instanceDetail, instanceSummary, page } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const serverNow = '2027-01-20T10:00:00.000Z';
const inMinutes = (minutes: number) => new Date(new Date(serverNow).getTime() + minutes * 60_000).toISOString();

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exams/5'), () => ok(exam(5, { counts: { generated: 2, notStarted: 5, ongoing: 1, submitted: 1, enrolled: 24 } }))),
    http.get(apiUrl('/enrolments'), () => ok(page([]))),
  );
});

const location = () => screen.getByTestId('location').textContent ?? '';
const lastListRequest = () => {
  const calls = sentRequests('GET /exams/5/instances');
  return calls[calls.length - 1].url.searchParams;
};

describe('InstanceListPage', () => {
  const render = (state: Parameters<typeof InstanceListPage>[0]['state'], path: string) => renderUnderAppRoot(
    [{ path: state === 'all' ? '/exam-instance/all/:id' : `/exam-instances/${state}/:id`, element: <>{withQuestionBank(<InstanceListPage state={state} />)}<LocationProbe /></> }],
    { path, state: examsState },
  );

  it('shows the public stalk page\'s address to open or copy once the exam allows it, and not before', async () => {
    server.use(
      ...contextListHandlers({ courses: [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }] }),
      http.get(apiUrl('/exams/5/instances'), () => ok({ ...page([]), serverNow: new Date().toISOString() })),
      http.get(apiUrl('/exams/5'), () => ok(exam(5, { allowAnonymousStalk: true }))),
    );
    const view = render('ongoing', '/exam-instances/ongoing/5');
    const link = await screen.findByRole('link', { name: 'http://localhost/stalk/DB/MI' }, FIND);
    expect(link).toHaveAttribute('href', 'http://localhost/stalk/DB/MI');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Public page for the projector:')).toBeInTheDocument();
    view.unmount();

    server.use(http.get(apiUrl('/exams/5'), () => ok(exam(5, { allowAnonymousStalk: false }))));
    render('ongoing', '/exam-instances/ongoing/5');
    await screen.findByRole('heading', { level: 1 }, FIND);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Public page for the projector:')).not.toBeInTheDocument();
  });

  it('lists the ongoing instances with the time left on the server\'s clock, ticking', async () => {
    server.use(
      http.get(apiUrl('/exams/5/instances'), () => ok({
        ...page([
          instanceSummary(70, 'Ana', {
            state: 'ongoing', startedAt: inMinutes(-30), deadlineAt: inMinutes(60), startAddress: '10.0.0.7',
            activity: { focusLosses: 2, fullscreenExits: 0, contactGaps: 1, addressChanges: 0, lastContactAt: inMinutes(-3), contactLostSince: inMinutes(-3) },
          }),
          instanceSummary(71, 'Ivo', { state: 'ongoing', startedAt: inMinutes(-80), deadlineAt: inMinutes(-1) }),
        ]),
        serverNow,
      })),
    );
    render('ongoing', '/exam-instances/ongoing/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing: Midterm' }, FIND)).toBeInTheDocument();
    expect(lastListRequest().get('state')).toBe('ongoing');
    await screen.findByRole('link', { name: 'Ana Horvat' }, FIND);
    const row = screen.getByRole('link', { name: 'Ana Horvat' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Ana Horvat' })).toHaveAttribute('href', '/exam-instance/70');
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    // What the event log says, at a glance, with a link to it.
    expect(within(row).getByText('Focus lost 2 times')).toBeInTheDocument();
    expect(within(row).getByText('1 contact gap')).toBeInTheDocument();
    expect(within(row).getByText(/^Lost contact since/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Log' })).toHaveAttribute('href', '/exam-instance/log-details/70');
    // The browser's clock is years before the server's: the time left follows the server's.
    const before = within(row).getByLabelText(/left$/).textContent;
    expect(before).toMatch(/^(01:00:00|00:59:[45]\d)$/);
    await waitFor(() => expect(within(row).getByLabelText(/left$/).textContent).not.toBe(before), { timeout: 3000 });
    expect(within(screen.getByRole('link', { name: 'Ivo Horvat' }).closest('tr')!).getByText('Time is up')).toBeInTheDocument();
    // Each list of the exam is a link with its count.
    expect(screen.getByRole('link', { name: /Submitted \(1\)/ })).toHaveAttribute('href', '/exam-instances/submitted/5');
    expect(screen.getByRole('link', { name: /Ongoing \(1\)/ })).toHaveAttribute('aria-current', 'page');
  });

  it('lets a student held back by failed sign-ins in, after confirmation', async () => {
    server.use(
      http.get(apiUrl('/exams/5/instances'), () => ok({ ...page([instanceSummary(70, 'Ana', { state: 'ongoing', startedAt: inMinutes(-5), deadlineAt: inMinutes(60) })]), serverNow })),
      http.post(apiUrl('/exam-instances/70/let-in'), () => ok()),
    );
    render('ongoing', '/exam-instances/ongoing/5');
    const row = (await screen.findByRole('link', { name: 'Ana Horvat' }, FIND)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Let in/ }));
    expect(await screen.findByText('Clear the failed sign-ins that hold Ana Horvat back, so the right password works now from any browser?', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /exam-instances/70/let-in')).toHaveLength(0);
    const buttons = screen.getAllByRole('button', { name: /Let in/ });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(sentRequests('POST /exam-instances/70/let-in')).toHaveLength(1));
  });

  it('sorts and filters on the server, keeping both in the URL', async () => {
    server.use(
      http.get(apiUrl('/enrolments'), () => ok(page([
        { id: 1, studentId: 1, firstName: 'A', lastName: 'B', altId: null, email: null, imageUrl: null, courseId: 1, courseAcronym: 'DB', courseName: 'Databases', academicYearId: 1, academicYear: '2026/2027', classGroup: 'P01' },
      ]))),
    );
    server.use(
      http.get(apiUrl('/exams/5/instances'), () => ok({ ...page([instanceSummary(70, 'Ana', { state: 'submitted', score: 12.5, scorePercent: 83.333, passed: true, gradingState: 'graded' })]), serverNow })),
    );
    render('all', '/exam-instance/all/5');
    const row = (await screen.findByRole('link', { name: 'Ana Horvat' }, FIND)).closest('tr')!;
    expect(within(row).getByText('12.5')).toBeInTheDocument();
    // Score % is one of the columns this list shows on request (the usual ones fit 1280 px).
    expect(within(row).queryByText('83.33 %')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Column settings/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Score %' }, FIND));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Grading' }));
    const shown = screen.getByRole('link', { name: 'Ana Horvat' }).closest('tr')!;
    expect(await within(shown).findByText('83.33 %', {}, FIND)).toBeInTheDocument();
    expect(within(shown).getByText('Passed')).toBeInTheDocument();
    expect(within(shown).getByText('Graded')).toBeInTheDocument();
    expect(lastListRequest().get('state')).toBe('all');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Submitted' }));
    await waitFor(() => expect(lastListRequest().get('sortBy')).toBe('submittedAt'));
    expect(location()).toContain('sort=submittedAt');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class group' }));
    fireEvent.click(await screen.findByTitle('P01', {}, FIND));
    await waitFor(() => expect(lastListRequest().get('classGroup')).toBe('P01'));
    expect(location()).toContain('group=P01');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name or student number' }), { target: { value: 'ana' } });
    await waitFor(() => expect(lastListRequest().get('query')).toBe('ana'));
  });

  it('lists enrolled students without an instance as names, not links', async () => {
    server.use(
      http.get(apiUrl('/exams/5/instances'), () => ok({ ...page([instanceSummary(null, 'Mia', { state: null, generatedAt: null })]), serverNow })),
    );
    render('not-started', '/exam-instances/not-started/5');
    expect(await screen.findByText('Mia Horvat', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mia Horvat' })).not.toBeInTheDocument();
    expect(screen.getByText('No instance')).toBeInTheDocument();
  });

  it('deletes every not-started pre-generated instance after confirmation', async () => {
    server.use(http.get(apiUrl('/exams/5/instances'), () => ok({ ...page([instanceSummary(72, 'Eva')]), serverNow })));
    server.use(http.delete(apiUrl('/exams/5/instances'), () => ok({ deleted: 2 })));
    const { store } = render('generated', '/exam-instances/generated/5');
    fireEvent.click(await screen.findByRole('button', { name: /Delete all not started/ }, FIND));
    expect(sentRequests('DELETE /exams/5/instances')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, FIND));
    await waitFor(() => expect(sentRequests('DELETE /exams/5/instances')).toHaveLength(1));
    await waitFor(() => expect(store.getState().alerts.alerts.map((alert) => alert.message)).toContain('2 instances deleted.'));
  });
});

describe('InstancePage', () => {
  const render = () => renderUnderAppRoot(
    [
      { path: '/exam-instance/:id', element: <>{withQuestionBank(<InstancePage />)}<LocationProbe /></> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/exam-instance/70', state: examsState },
  );

  it('shows the instance: the student, times, score, each answer read-only with its grade, and the history', async () => {
    server.use(
      http.get(apiUrl('/exam-instances/70'), () => ok(instanceDetail({
        actions: [{ action: 'extend', actedByName: 'Tea Cher', actedAt: '2027-01-20T09:50:00.000Z', detail: { minutes: 10 } }],
        lateAnswers: [{ ordinal: 1, seq: 4, receivedAt: '2027-01-20T10:36:00.000Z', clientSavedAt: null, answer: { kind: 'true-false', value: false }, refused: null }],
      }))),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Horvat: Midterm' }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Horvat' })).toHaveAttribute('href', '/student/170');
    expect(screen.getByText('15 of 15')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Joins commute' }, FIND)).toBeInTheDocument();
    // The grading model's name ("15/0/-5") is said as what it is.
    expect(screen.getByText('Grading model 15/0/-5')).toBeInTheDocument();
    const trueOption = screen.getByRole('radio', { name: 'True' });
    expect(trueOption).toBeChecked();
    expect(trueOption).toBeDisabled();
    expect(screen.getByText('15 / 15')).toBeInTheDocument();
    expect(await screen.findByText('correct', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('1 late answer')).toBeInTheDocument();
    expect(screen.getByText('Extended by 10 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
  });

  it('unsubmits a submitted instance with the minutes asked for', async () => {
    server.use(http.get(apiUrl('/exam-instances/70'), () => ok(instanceDetail())));
    server.use(http.post(apiUrl('/exam-instances/70/unsubmit'), () => ok(instanceDetail())));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Unsubmit/ }, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    const minutes = within(dialog).getByRole('spinbutton', { name: 'New deadline in' });
    expect(minutes).toHaveValue('15');
    fireEvent.change(minutes, { target: { value: '30' } });
    expect(sentRequests('POST /exam-instances/70/unsubmit')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubmit' }));
    await waitFor(() => expect(sentRequests('POST /exam-instances/70/unsubmit')).toHaveLength(1));
    expect(sentRequests('POST /exam-instances/70/unsubmit')[0].body).toEqual({ minutes: 30 });
  });

  it('gives an ongoing instance more time', async () => {
    const ongoing = instanceDetail({ summary: instanceSummary(70, 'Ana', { state: 'ongoing', startedAt: inMinutes(-10), deadlineAt: inMinutes(80) }), serverNow });
    server.use(http.get(apiUrl('/exam-instances/70'), () => ok(ongoing)));
    server.use(http.post(apiUrl('/exam-instances/70/extension'), () => ok(ongoing)));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Extend/ }, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(sentRequests('POST /exam-instances/70/extension')[0]?.body).toEqual({ minutes: 10 }));
    expect(screen.queryByRole('button', { name: /Unsubmit/ })).not.toBeInTheDocument();
  });

  it('deletes the instance after confirmation and goes back to the list', async () => {
    server.use(http.get(apiUrl('/exam-instances/70'), () => ok(instanceDetail())));
    server.use(http.delete(apiUrl('/exam-instances/70'), () => ok()));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getAllByText('Delete the instance of Ana Horvat?')[0]).toBeInTheDocument();
    expect(sentRequests('DELETE /exam-instances/70')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(location()).toBe('/exam-instance/all/5'));
    expect(sentRequests('DELETE /exam-instances/70')).toHaveLength(1);
    // The page left is not asked for again (it would answer 404).
    expect(sentRequests('GET /exam-instances/70')).toHaveLength(1);
  });
});
