import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ExamRegrade, RegradePreview } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import RegradePage from '../regrade-page';
import { PREVIEW_ID, exam, preview, questions, regrade, regradeState } from '../__fixtures__/regrade';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

/** The regrade endpoints in memory: the preview grades code answers for `gradingPolls` polls, then is ready. */
function regradeServer({ gradingPolls = 0, history = [] as ExamRegrade[], applyStatus = 201 } = {}) {
  const regrades = [...history];
  let polls = 0;
  const grading = (): RegradePreview => preview({ status: 'grading', progress: { graded: 0, total: 1 }, answers: [], instances: [] });
  server.use(
    http.get(apiUrl('/exams/5/regrade-questions'), () => ok(questions)),
    http.get(apiUrl('/exams/5/regrades'), () => ok(regrades)),
    http.post(apiUrl('/exams/5/regrade-previews'), () => ok(gradingPolls > 0 ? grading() : preview(), { status: 201 })),
    http.get(apiUrl(`/exams/5/regrade-previews/${PREVIEW_ID}`), () => {
      polls += 1;
      return ok(polls <= gradingPolls ? grading() : preview());
    }),
    http.post(apiUrl('/exams/5/regrades'), async ({ request }) => {
      if (applyStatus === 409) {
        return apiError(409, 'REGRADE_STALE', 'Answers, grades, question versions or grading models of this exam have changed since the preview. Preview the regrade again.');
      }
      const { reason } = (await request.json()) as { reason: string };
      const row = regrade({ reason });
      regrades.unshift(row);
      return ok(row, { status: 201 });
    }),
  );
}

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exams/5'), () => ok(exam(5))),
  );
});

const renderPage = (path = '/exam/regrade/5') => renderUnderAppRoot(
  [{ path: '/exam/regrade/:id', element: <><RegradePage /><LocationProbe /></> }],
  { path, state: regradeState },
);

const previewButton = () => screen.getByRole('button', { name: 'Preview changes' });

describe('RegradePage', () => {
  it('preselects the question of ?question=, shows the grading progress, then the diff with pass changes', async () => {
    regradeServer({ gradingPolls: 1 });
    renderPage('/exam/regrade/5?question=55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regrade: Midterm' }, FIND)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Chosen questions' }, FIND)).toBeChecked();
    expect(screen.getByText('newer version 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Use the latest version of each question' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Keep grades given by hand' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Use the parts’ current grading models' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Use the parts’ current grading models' }));
    await userEvent.click(previewButton());
    expect(await screen.findByText('Grading code and SQL answers in the sandboxes: 0 of 1', {}, FIND)).toBeInTheDocument();
    const [sent] = sentRequests('POST /exams/5/regrade-previews');
    expect(sent.body).toEqual({ questionRootIds: [55], useLatestVersion: true, useCurrentGradingModels: true, keepManual: true });

    const students = await screen.findByRole('region', { name: 'Students whose result changes' }, { timeout: 15_000 });
    const ana = within(students).getByRole('link', { name: 'Ana Horvat' }).closest('tr') as HTMLElement;
    expect(ana).toHaveAttribute('class', expect.stringContaining('eh-regrade-pass-row'));
    expect(within(ana).getByText('0 → 10')).toBeInTheDocument();
    expect(within(ana).getByText('Failed')).toBeInTheDocument();
    expect(within(ana).getByText('Passed')).toBeInTheDocument();
    const ivo = within(students).getByRole('link', { name: 'Ivo Kovač' }).closest('tr') as HTMLElement;
    expect(ivo).not.toHaveAttribute('class', expect.stringContaining('eh-regrade-pass-row'));
    expect(within(ivo).getByText('20 → 10')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Answers whose score changes' });
    const row = within(answers).getByRole('link', { name: 'Ivo Kovač' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('2. Normal forms')).toBeInTheDocument();
    expect(within(row).getByText('Correct → Incorrect')).toBeInTheDocument();
    expect(screen.getByText('2 answers of 2 instances change.')).toBeInTheDocument();
    expect(screen.getByText('Now passed').closest('.ant-statistic')).toHaveTextContent('1');
  });

  it('applies with a reason after a confirmation and lists the regrade in the history', async () => {
    regradeServer();
    const { store } = renderPage();
    expect(await screen.findByText('This exam has not been regraded.', {}, FIND)).toBeInTheDocument();
    await waitFor(() => expect(previewButton()).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'All questions' })).toBeChecked();
    await userEvent.click(previewButton());
    await screen.findByRole('region', { name: 'Students whose result changes' }, FIND);
    expect(sentRequests('POST /exams/5/regrade-previews')[0].body).toMatchObject({ questionRootIds: null });

    await userEvent.click(screen.getByRole('button', { name: 'Apply regrade' }));
    expect(await screen.findByText('Say why you regrade.', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the regrade' }), 'Key of question 1 fixed');
    await userEvent.click(screen.getByRole('button', { name: 'Apply regrade' }));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getByText('2 instances and 2 answers change. Students see the new scores at once.')).toBeInTheDocument();
    expect(sentRequests('POST /exams/5/regrades')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(sentRequests('POST /exams/5/regrades')).toHaveLength(1));
    expect(sentRequests('POST /exams/5/regrades')[0].body).toEqual({ previewId: PREVIEW_ID, reason: 'Key of question 1 fixed' });
    await waitFor(() => expect(JSON.stringify(store.getState().alerts)).toContain('Regrade applied: 2 instances changed.'));
    // The preview is gone (applied), the history shows the regrade with who, why and what.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply regrade' })).toBeNull());
    const history = screen.getByRole('heading', { level: 2, name: 'Past regrades' }).closest('.ant-card') as HTMLElement;
    expect(await within(history).findByText('Key of question 1 fixed', {}, FIND)).toBeInTheDocument();
    expect(within(history).getByText('Tea Cher')).toBeInTheDocument();
    expect(within(history).getByText('2 answers, 2 instances')).toBeInTheDocument();
    expect(within(history).getByText('+1 passed, −0 failed')).toBeInTheDocument();
    expect(within(history).getByText('1 question, latest versions, grades by hand kept')).toBeInTheDocument();
  });

  it('says so when the answers changed since the preview, and previews again', async () => {
    regradeServer({ applyStatus: 409 });
    renderPage();
    await waitFor(() => expect(previewButton()).toBeEnabled(), FIND);
    await userEvent.click(previewButton());
    await screen.findByRole('region', { name: 'Students whose result changes' }, FIND);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the regrade' }), 'Fix');
    await userEvent.click(screen.getByRole('button', { name: 'Apply regrade' }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, FIND)).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/have changed since the preview/, {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply regrade' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Preview again' }));
    await waitFor(() => expect(sentRequests('POST /exams/5/regrade-previews')).toHaveLength(2));
  });

  it('says when nothing would change, and asks for a question when chosen questions are empty', async () => {
    regradeServer();
    const unchanged = preview({
      answers: [], instances: [], counts: { ...preview().counts, changedAnswers: 0, changedInstances: 0, newlyPassed: 0, movedQuestions: 0 },
    });
    server.use(
      http.post(apiUrl('/exams/5/regrade-previews'), () => ok(unchanged, { status: 201 })),
      http.get(apiUrl(`/exams/5/regrade-previews/${PREVIEW_ID}`), () => ok(unchanged)),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Chosen questions' }, FIND));
    await userEvent.click(previewButton());
    expect(await screen.findByText('Choose at least one question.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /exams/5/regrade-previews')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'All questions' }));
    await userEvent.click(previewButton());
    expect(await screen.findByText('Nothing would change: every score stays as it is.', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply regrade' })).toBeNull();
  });

  it('tells a failed load of the questions apart from an exam without submitted instances', async () => {
    regradeServer();
    server.use(http.get(apiUrl('/exams/5/regrade-questions'), () => apiError(500, 'INTERNAL', 'Boom')));
    const first = renderPage();
    expect(await screen.findByText('Could not load the exam’s questions.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByText('No instance of this exam has been submitted yet, so there is nothing to regrade.')).toBeNull();
    first.unmount();
    server.use(http.get(apiUrl('/exams/5/regrade-questions'), () => ok([])));
    renderPage();
    expect(await screen.findByText('No instance of this exam has been submitted yet, so there is nothing to regrade.', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview changes' })).toBeNull();
  });
});
