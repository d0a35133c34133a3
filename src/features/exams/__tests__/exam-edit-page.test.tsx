import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamInput, ExamValidation } from '../../../api/exam-api';
import { loadLanguage } from '../../../i18n';
import { http } from 'msw';
import { apiError, apiUrl, contextListHandlers, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import { withQuestionBank } from '../../../test/question-bank';
import ExamEditPage from '../exam-edit-page';
import { exam, examsState, gradingModels, page, years } from '../__fixtures__/exams';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const nodes = [
  { id: 2, courseId: 1, name: 'Joins', description: null, nodeTypeId: 1, nodeTypeName: 'topic', nodeTypeColor: '#1677ff', parentIds: [], questionCount: 4, totalQuestionCount: 4 },
];

const problems: ExamValidation = {
  errors: [{
    code: 'PART_TOO_FEW_QUESTIONS', path: 'parts/0/minQuestions', message: 'Part 1 asks for at least 3 questions, but its node holds 1 active ones.',
    params: { part: 1, min: 3, available: 1 },
  }],
  warnings: [{
    code: 'DURATION_LONGER_THAN_WINDOW', path: 'durationMinutes', message: 'The duration (150 min) is longer than the window (120 min).',
    params: { duration: 150, window: 120 },
  }],
};

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    ...contextListHandlers({ courses: [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }], academicYears: years }),
    http.get(apiUrl('/grading-models'), () => ok(gradingModels)),
    http.get(apiUrl('/courses/1/nodes'), () => ok(nodes)),
    http.get(apiUrl('/exams/5'), () => ok(exam(5))),
    http.get(apiUrl('/exams/5/overrides'), () => ok([])),
    http.get(apiUrl('/enrolments'), () => ok(page([]))),
  );
});
afterEach(async () => {
  await act(() => loadLanguage('en'));
});

const render = (path: string) =>
  renderUnderAppRoot([{ path: '/exam/edit/:id', element: <>{withQuestionBank(<ExamEditPage />)}<LocationProbe /></> }], { path, state: examsState });
const location = () => screen.getByTestId('location').textContent ?? '';
const partCard = (n: number) => screen.getByRole('heading', { name: `Part ${n}` }).closest('.eh-exam-part') as HTMLElement;

describe('ExamEditPage', () => {
  it('creates an exam: parts are added, removed and sent in their order, then the new exam opens', async () => {
    server.use(
      http.post(apiUrl('/courses/1/exams'), async ({ request }) => ok(exam(99, { ...((await request.json()) as ExamInput), parts: [] }), { status: 201 })),
    );
    render('/exam/edit/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New exam' }, FIND)).toBeInTheDocument();
    expect(screen.getByText(/No parts yet/)).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('GET /grading-models')).toHaveLength(1));

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Lab 3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Abbreviation/ }), { target: { value: 'LAB3' } });
    fireEvent.click(screen.getByRole('button', { name: /Add a part drawing from a node/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add a part of fixed questions/ }));
    expect(await screen.findByRole('heading', { name: 'Part 2' }, FIND)).toBeInTheDocument();
    fireEvent.change(within(partCard(2)).getByRole('textbox', { name: 'Title' }), { target: { value: 'Fixed ones' } });

    // Part 1 goes: the fixed part becomes part 1.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Part 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }, FIND));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Part 2' })).not.toBeInTheDocument());
    expect(within(partCard(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('Fixed ones');

    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentRequests('POST /courses/1/exams')).toHaveLength(1));
    const body = sentRequests('POST /courses/1/exams')[0].body as ExamInput;
    expect(body).toMatchObject({
      academicYearId: 1, title: 'Lab 3', abbreviation: 'LAB3', description: null, password: null, maxScore: null, showSolutions: false, showFeedback: false,
    });
    expect(body.parts).toEqual([{
      id: null, ordinal: 1, title: 'Fixed ones', source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: 7, questionIds: [],
    }]);
    await waitFor(() => expect(location()).toBe('/exam/edit/99'));
  });

  it('checks the title and abbreviation before saving', async () => {
    render('/exam/edit/new');
    await screen.findByRole('heading', { level: 1, name: 'New exam' }, FIND);
    fireEvent.change(screen.getByRole('textbox', { name: /Abbreviation/ }), { target: { value: 'A B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Give the exam a title.', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('Use only letters, digits, - and _.')).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/exams')).toHaveLength(0);
  });

  it('validates unsaved changes, words each problem from its code and focuses its field when chosen', async () => {
    server.use(http.post(apiUrl('/courses/1/exam-validation'), () => ok(problems)));
    render('/exam/edit/5');
    const min = await screen.findByRole('spinbutton', { name: 'At least' }, FIND);
    fireEvent.change(min, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Validate/ }));
    await waitFor(() => expect(sentRequests('POST /courses/1/exam-validation')).toHaveLength(1));
    expect((sentRequests('POST /courses/1/exam-validation')[0].body as ExamInput).parts[0]).toMatchObject({ id: 31, minQuestions: 3, maxQuestions: 3 });

    await screen.findByText('1 error', {}, FIND);
    const error = await screen.findByRole('button', { name: 'Part 1 · At least: Part 1 asks for at least 3 questions, but its node holds only 1 active one.' }, FIND);
    expect(screen.getByText('1 error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Duration: The duration \(150 min\) is longer than the window \(120 min\)/ })).toBeInTheDocument();
    fireEvent.click(error);
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'At least' }));

  });

  it('words the problems in Croatian from the same codes and params', async () => {
    server.use(http.post(apiUrl('/courses/1/exam-validation'), () => ok(problems)));
    await act(() => loadLanguage('hr'));
    render('/exam/edit/5');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Najmanje' }, FIND), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Provjeri/ }));
    expect(await screen.findByRole('button', {
      name: '1. dio · Najmanje: 1. dio traži najmanje 3 pitanja, a njegov čvor ima samo 1 aktivno.',
    }, FIND)).toBeInTheDocument();
    expect(screen.getByText('1 pogreška')).toBeInTheDocument();
    expect(screen.getByText('1 upozorenje')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Trajanje: Trajanje \(150 min\) dulje je od razdoblja \(120 min\)/ })).toBeInTheDocument();
  });

  it('validates a saved exam as saved', async () => {
    server.use(http.get(apiUrl('/exams/5/validation'), () => ok({ errors: [], warnings: [] })));
    render('/exam/edit/5');
    fireEvent.click(await screen.findByRole('button', { name: /Validate/ }, FIND));
    expect(await screen.findByText('No errors or warnings.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/exam-validation')).toHaveLength(0);
  });

  it("lists the exam's overrides with what each changes and its warnings, and adds one for a class group", async () => {
    server.use(
      http.get(apiUrl('/exams/5/overrides'), () => ok([{
        id: 7, examId: 5, studentId: null, studentName: null, studentAltId: null, classGroup: 'P09', label: 'make-up group',
        availableFrom: '2027-01-27T09:00:00.000Z', availableTo: '2027-01-27T11:00:00.000Z', durationMinutes: null, password: null,
        startAllowed: null, students: 0, warnings: ['empty-group'], updatedAt: '2027-01-10T09:00:00.000Z', updatedByName: 'Tea Cher',
      }])),
      http.get(apiUrl('/enrolments'), () => ok(page([{
        id: 1, studentId: 1, firstName: 'Stu', lastName: 'Dent', altId: null, email: null, imageUrl: null, courseId: 1,
        courseAcronym: 'DB', courseName: 'Databases', academicYearId: 1, academicYear: '2026/2027', classGroup: 'P01',
      }]))),
      http.post(apiUrl('/exams/5/overrides'), () => ok({}, { status: 201 })),
    );
    render('/exam/edit/5');
    const table = await screen.findByRole('table', { name: 'Overrides' }, FIND);
    expect(await within(table).findByText('Group P09', {}, FIND)).toBeInTheDocument();
    expect(within(table).getByText('make-up group')).toBeInTheDocument();
    expect(within(table).getByText('Nobody in this group')).toBeInTheDocument();
    expect(within(table).getAllByText('as the exam').length).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: /Add override/ }));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    fireEvent.mouseDown(within(dialog).getByLabelText('Class group'));
    fireEvent.click(await screen.findByTitle('P01', {}, FIND));
    fireEvent.change(within(dialog).getByLabelText('Duration'), { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(sentRequests('POST /exams/5/overrides')).toHaveLength(1));
    expect(sentRequests('POST /exams/5/overrides')[0].body).toEqual({
      studentId: null, classGroup: 'P01', label: null, availableFrom: null, availableTo: null, durationMinutes: 90, password: null, startAllowed: null,
      allowedNetworks: null,
    });
  });

  it('shows what can no longer change as disabled, and why', async () => {
    server.use(
      http.get(apiUrl('/exams/5'), () => ok(exam(5, {
        counts: { generated: 0, notStarted: 20, ongoing: 3, submitted: 1, enrolled: 24 },
        lockedFields: ['parts', 'forwardOnly', 'asyncGrading', 'scoreIgnored', 'maxScore', 'passPercentage'].map((field) => ({ field, reason: 'started' as const })),
      }))),
    );
    render('/exam/edit/5');
    expect(await screen.findByText('Students have started this exam', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText(/can no longer change: Parts, Forward only, Grade after submitting, Practice exam, Maximum score, Pass\./)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Pass' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Forward only' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'At least' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add a part/ })).not.toBeInTheDocument();
    // What stays free stays editable.
    expect(screen.getAllByRole('textbox', { name: 'Title' })[0]).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Show the solutions' })).toBeEnabled();
    expect(screen.getAllByText('Students have started').length).toBeGreaterThan(1);
  });

  it('shows the questions’ feedback when switched on, beside the solutions, and saves it', async () => {
    server.use(http.put(apiUrl('/exams/5'), async ({ request }) => {
      const { showFeedback } = (await request.json()) as ExamInput;
      return ok(exam(5, { showFeedback }));
    }));
    render('/exam/edit/5');
    const showFeedback = await screen.findByRole('switch', { name: 'Show feedback' }, FIND);
    expect(showFeedback).not.toBeChecked();
    expect(screen.getByText('Students see the questions’ feedback in their review, without the correct answers unless solutions are shown too.')).toBeInTheDocument();
    fireEvent.click(showFeedback);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT /exams/5')).toHaveLength(1));
    expect(sentRequests('PUT /exams/5')[0].body).toMatchObject({ showSolutions: false, showFeedback: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show feedback' })).toBeChecked());
  });

  it('names the fields a refused save could not change (409 EXAM_LOCKED)', async () => {
    server.use(
      http.put(apiUrl('/exams/5'), () => apiError(409, 'EXAM_LOCKED', 'Instances of this exam exist, so passPercentage can no longer change.', [{ path: 'body/passPercentage', message: 'cannot change once instances exist' }])),
    );
    const { store } = render('/exam/edit/5');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Pass' }, FIND), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Pass can no longer change.', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText('This can no longer change.')).toBeInTheDocument();
    expect(store.getState().alerts.alerts.filter((alert) => alert.kind === 'error')).toEqual([]);
  });

  it('lists the errors that keep an exam from being published (422 EXAM_INVALID)', async () => {
    server.use(
      http.put(apiUrl('/exams/5/published'), () => apiError(422, 'EXAM_INVALID', 'The exam cannot be published while it has errors.', [])),
    );
    server.use(
      http.get(apiUrl('/exams/5/validation'), () => ok({ errors: [{ code: 'NO_PARTS', path: 'parts', message: 'No parts.', params: {} }], warnings: [] })),
    );
    render('/exam/edit/5');
    fireEvent.click(await screen.findByRole('button', { name: /Publish/ }, FIND));
    await waitFor(() => expect(sentRequests('PUT /exams/5/published')[0]?.body).toEqual({ published: true }));
    expect(await screen.findByText('The exam cannot be published while it has errors.', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Parts: The exam has no parts, so it has no questions.' })).toBeInTheDocument();
  });

  it('links to the sample preview, pre-generation and the instances', async () => {
    render('/exam/edit/5');
    expect(await screen.findByRole('link', { name: /Preview a sample/ }, FIND)).toHaveAttribute('href', '/fullscreen/exam-instance/preview/5');
    expect(screen.getByRole('link', { name: /Pre-generate/ })).toHaveAttribute('href', '/fullscreen/test-generate/5');
    expect(screen.getByRole('link', { name: /Instances/ })).toHaveAttribute('href', '/exam-instance/all/5');
    // A fixed part lists its questions with their kind and version.
    expect(screen.getByRole('link', { name: 'ACID in one sentence' })).toHaveAttribute('href', '/question/edit/55');
  });

  it('says "not found" for an exam the server does not show', async () => {
    server.use(http.get(apiUrl('/exams/6'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    render('/exam/edit/6');
    expect(await screen.findByRole('heading', { name: 'Exam not found' }, FIND)).toBeInTheDocument();
  });
});
