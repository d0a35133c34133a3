import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  ManualGradesApplySummary, ManualGradingAnswer, ManualGradingOverview, QuestionView, RubricItem,
} from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { withManualGradingKit } from '../../../test/manual-grading-kit';
import { renderUnderAppRoot } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import ManualGradingPage from '../manual-grading-page';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const at = '2027-01-20T10:00:00.000Z';
const view: QuestionView = {
  questionId: 55, version: 1, kind: 'free-text', title: 'Why normalise?', text: 'Explain the anomalies.', seed: 1, timeLimitSeconds: null,
  body: { kind: 'free-text', maxLength: null },
};

function answer(instanceId: number, lastName: string, text: string, extra: Partial<ManualGradingAnswer> = {}): ManualGradingAnswer {
  return {
    instanceId, ordinal: 3, questionRootId: 55, questionId: 55, title: 'Why normalise?', studentId: instanceId + 100, firstName: 'Ana',
    lastName, altId: `00365${instanceId}`, classGroup: 'P1', maxPoints: 10, minPoints: 0, view, answer: { kind: 'free-text', text },
    modelAnswer: { kind: 'free-text', text: 'Insertion, update and deletion anomalies.' }, autoScore: null,
    autoGrade: { outcome: 'pending', score: 0, scorePercent: 0, fraction: 0, maxScore: 10, tests: [], sqlRuns: [], parts: [], message: null },
    appliedScore: null, appliedComment: null, manual: false, grade: null, ...extra,
  };
}

const overview = (unapplied = 0): ManualGradingOverview => ({
  examId: 7, examTitle: 'Midterm', courseId: 1, passPercentage: 50, classGroups: ['P1', 'P2'], unapplied,
  questions: [
    { questionRootId: 54, title: 'Primary keys', kind: 'multiple-choice', maxPoints: 10, minPoints: 0, needsManual: false, answers: 2, graded: 0, toGrade: 0, unapplied: 0 },
    { questionRootId: 55, title: 'Why normalise?', kind: 'free-text', maxPoints: 10, minPoints: 0, needsManual: true, answers: 2, graded: 0, toGrade: 2, unapplied },
  ],
  instances: [
    { instanceId: 1, studentId: 101, firstName: 'Ana', lastName: 'Horvat', altId: '003651', classGroup: 'P1', score: 10, passed: true, toGrade: 1, graded: 0 },
    { instanceId: 2, studentId: 102, firstName: 'Ana', lastName: 'Kovač', altId: '003652', classGroup: 'P1', score: 2, passed: false, toGrade: 1, graded: 0 },
  ],
});

/** The exam's grading in memory, as the server keeps it (the signed-in teacher grades as "Tea Cher"). */
function gradingServer({ conflict = false } = {}) {
  const answers = [answer(1, 'Horvat', 'Redundancy causes anomalies.'), answer(2, 'Kovač', 'Ne znam.')];
  const rubric: RubricItem[] = [{ id: 9, questionRootId: 55, ordinal: 0, points: 4, description: 'Names the anomalies', usedBy: 0, updatedAt: at }];
  let unapplied = 0;
  const summary: ManualGradesApplySummary = {
    answers: 1, instances: 1, scoreChanged: 1, passChanged: 1,
    changes: [{ instanceId: 2, firstName: 'Ana', lastName: 'Kovač', answers: 1, scoreBefore: 2, scoreAfter: 6, passedBefore: false, passedAfter: true }],
  };
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/exams/7/manual-grading/questions'), () => ok(overview(unapplied))),
    http.get(apiUrl('/exams/7/manual-grading/answers'), () => ok(answers)),
    http.get(apiUrl('/exams/7/manual-grading/rubric'), () => ok(rubric)),
    http.post(apiUrl('/exams/7/manual-grading/rubric'), async ({ request }) => {
      const body = (await request.json()) as { questionRootId: number; points: number; description: string };
      const item: RubricItem = { id: 10 + rubric.length, questionRootId: body.questionRootId, ordinal: rubric.length, points: body.points, description: body.description, usedBy: 0, updatedAt: at };
      rubric.push(item);
      return ok(item, { status: 201 });
    }),
    http.patch(apiUrl('/exams/7/manual-grading/rubric/:id'), async ({ params, request }) => {
      const item = rubric.find((one) => one.id === Number(params.id))!;
      Object.assign(item, await request.json());
      return ok({ item, rescored: 1 });
    }),
    http.get(apiUrl('/exams/7/manual-grading/statistics'), () => ok([])),
    http.get(apiUrl('/exams/7/manual-grading/apply-preview'), () => ok(summary)),
    http.post(apiUrl('/exams/7/manual-grading/apply'), () => {
      unapplied = 0;
      return ok(summary);
    }),
    http.put(apiUrl('/exams/7/manual-grading/grades/:instanceId/:ordinal'), async ({ params, request }) => {
      if (conflict) {
        // Another grader's grade arrived first: the server holds it now.
        answers[0].grade = {
          score: 3, adjustment: 0, scoreTyped: true, comment: 'Too short.', rubricItemIds: [], version: 1, gradedBy: 4,
          gradedByName: 'Iva Ban', gradedAt: at, appliedAt: null,
        };
        return apiError(409, 'GRADE_CONFLICT', 'Iva Ban saved a grade of this answer meanwhile (version 1); yours was not saved.');
      }
      const body = (await request.json()) as { score: number | null; adjustment: number; rubricItemIds: number[]; comment: string | null };
      const found = answers.find((one) => one.instanceId === Number(params.instanceId))!;
      const score = body.score ?? rubric.filter((item) => body.rubricItemIds.includes(item.id)).reduce((sum, item) => sum + item.points, body.adjustment);
      found.grade = {
        score, adjustment: body.adjustment, scoreTyped: body.score !== null, comment: body.comment, rubricItemIds: body.rubricItemIds,
        version: (found.grade?.version ?? 0) + 1, gradedBy: 2, gradedByName: 'Tea Cher', gradedAt: at, appliedAt: null,
      };
      unapplied += 1;
      return ok(found);
    }),
  );
  return { answers };
}

const renderPage = () => renderUnderAppRoot(
  [{ path: '/exam/manual-grading/:id', element: withManualGradingKit(<ManualGradingPage />) }],
  { path: '/exam/manual-grading/7', state: signedInState({ currCourseId: 1, currAcademicYearId: 1 }) },
);

const answerCard = () => screen.getByRole('heading', { level: 2, name: /Horvat|Kovač/ }).closest('.ant-card') as HTMLElement;

describe('ManualGradingPage', () => {
  it('grades the free-text question answer by answer: rubric, comment, Save & next', async () => {
    const user = userEvent.setup();
    gradingServer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual grading: Midterm' }, FIND)).toBeInTheDocument();
    // The question that needs a teacher is chosen first, with its progress.
    const picked = screen.getByRole('button', { name: /^Why normalise\?/ });
    expect(picked).toHaveAttribute('aria-current', 'true');
    expect(picked).toHaveTextContent('2 to grade');
    expect(picked).toHaveTextContent('0 of 2 graded');
    expect(await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('Answer 1 of 2')).toBeInTheDocument();
    // The answer as the student saw it (the bank's renderer, read-only).
    const box = await within(answerCard()).findByDisplayValue('Redundancy causes anomalies.', {}, FIND);
    expect(box).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Names the anomalies/ }));
    expect(screen.getByText('Score: 4 of 10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Give an example.');
    await user.click(screen.getByRole('button', { name: /Save & next/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kovač Ana' }, FIND)).toBeInTheDocument();
    expect(sentRequests('PUT /exams/7/manual-grading/grades/1/3')[0].body).toEqual({
      score: null, adjustment: 0, rubricItemIds: [9], comment: 'Give an example.',
    });
    // The grade waits for Apply, and the next answer names the version it started from once graded.
    expect(await screen.findByText('1 grade waits for Apply', {}, FIND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Grade 4 by Tea Cher, 20 Jan 2027, 10:00', {}, FIND)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Comment' }));
    await user.click(screen.getAllByRole('button', { name: /Save/ }).find((button) => button.textContent === 'Save')!);
    await waitFor(() => expect(sentRequests('PUT /exams/7/manual-grading/grades/1/3')).toHaveLength(2));
    expect(sentRequests('PUT /exams/7/manual-grading/grades/1/3')[1].body).toMatchObject({ baseVersion: 1, comment: null });
  });

  it('adds a rubric item (ticked at once) and changes one\'s points, saying how many grades were re-scored', async () => {
    const user = userEvent.setup();
    gradingServer();
    const { store } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND);
    await user.click(await screen.findByRole('button', { name: /Add a rubric item/ }, FIND));
    await user.clear(screen.getByRole('spinbutton', { name: 'Points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Points' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Gives an example');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('checkbox', { name: '+2 Gives an example' }, FIND)).toBeChecked();
    expect(sentRequests('POST /exams/7/manual-grading/rubric')[0].body).toEqual({ questionRootId: 55, points: 2, description: 'Gives an example' });
    expect(screen.getByText('Score: 2 of 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change the rubric item “Names the anomalies”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the rubric item' }, FIND);
    const points = within(dialog).getByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PATCH /exams/7/manual-grading/rubric/9')).toHaveLength(1));
    expect(sentRequests('PATCH /exams/7/manual-grading/rubric/9')[0].body).toEqual({ points: 6, description: 'Names the anomalies' });
    await waitFor(() => expect(store.getState().alerts.alerts.map((alert) => alert.message)).toContain('1 grade re-scored'));
    expect(await screen.findByRole('checkbox', { name: '+6 Names the anomalies' }, FIND)).not.toBeChecked();
  });

  it('J and K (outside text boxes) and Alt+arrows move between answers; typing j in the comment stays text', async () => {
    const user = userEvent.setup();
    gradingServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kovač Ana' }, FIND)).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND)).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(comment, 'jk');
    expect(comment).toHaveValue('jk');
    expect(screen.getByRole('heading', { level: 2, name: 'Horvat Ana' })).toBeInTheDocument();
    await user.clear(comment);
    fireEvent.keyDown(comment, { key: 'ArrowRight', altKey: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kovač Ana' }, FIND)).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND)).toBeInTheDocument();
  });

  it('says so when another grader saved first, and keeps the grader on the answer', async () => {
    const user = userEvent.setup();
    gradingServer({ conflict: true });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND);
    await user.click(await screen.findByRole('checkbox', { name: /Names the anomalies/ }, FIND));
    await user.click(screen.getByRole('button', { name: /Save & next/ }));
    const alert = await screen.findByText('Another grader saved this answer first', {}, FIND);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/Iva Ban saved a grade of this answer meanwhile/);
    expect(screen.getByRole('heading', { level: 2, name: 'Horvat Ana' })).toBeInTheDocument();
    // Loading it shows their grade in the form, and the next save starts from their version.
    await user.click(screen.getByRole('button', { name: 'Load their grade' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Too short.'));
    expect(screen.getByRole('spinbutton', { name: 'Score' })).toHaveValue('3');
    expect(screen.queryByText('Another grader saved this answer first')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save & next/ }));
    await waitFor(() => expect(sentRequests('PUT /exams/7/manual-grading/grades/1/3')).toHaveLength(2));
    expect(sentRequests('PUT /exams/7/manual-grading/grades/1/3')[1].body).toMatchObject({ baseVersion: 1, score: 3, comment: 'Too short.' });
  });

  it('applies with a summary of what changes: answers, and each instance\'s score and pass before and after', async () => {
    const user = userEvent.setup();
    gradingServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Horvat Ana' }, FIND);
    expect(screen.getByRole('button', { name: /Apply grades/ })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: /Names the anomalies/ }, FIND));
    await user.click(screen.getByRole('button', { name: /Save & next/ }));
    await user.click(await screen.findByRole('button', { name: /Apply grades/ }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Apply grades' }, FIND);
    expect(await within(dialog).findByText('1 answer of 1 instance get their grade and comment.', {}, FIND)).toBeInTheDocument();
    expect(within(dialog).getByText('1 instance changes between pass and fail.')).toBeInTheDocument();
    const row = within(dialog).getByRole('row', { name: /Kovač Ana/ });
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('6');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Passed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 grade' }));
    await waitFor(() => expect(sentRequests('POST /exams/7/manual-grading/apply')).toHaveLength(1));
    // Nothing waits for Apply, but answers are still to grade: the banner says so, not "every grade is applied".
    expect(await screen.findByText('Nothing waits for Apply; 2 answers are still to grade.', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByText('Every grade is applied: students see what you graded.')).not.toBeInTheDocument();
  });

  it('says every grade is applied only when nothing is left to grade; an automatically graded question is no work', async () => {
    gradingServer();
    const done = overview(0);
    server.use(http.get(apiUrl('/exams/7/manual-grading/questions'), () => ok({
      ...done, questions: done.questions.map((question) => ({ ...question, toGrade: 0, graded: question.needsManual ? 2 : 0 })),
    })));
    renderPage();
    expect(await screen.findByText('Every grade is applied: students see what you graded.', {}, FIND)).toBeInTheDocument();
    const picker = screen.getByRole('navigation', { name: 'Questions' });
    const automatic = within(picker).getByRole('button', { name: /Primary keys/ });
    expect(automatic).toHaveTextContent('Graded automatically');
    expect(automatic).toHaveTextContent('2 answers');
    expect(automatic).not.toHaveTextContent('0 of 2 graded');
    expect(within(picker).getByRole('button', { name: /Why normalise\?/ })).toHaveTextContent('2 of 2 graded');
  });
});
