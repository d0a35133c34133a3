import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import GradingModelsPage from '../grading-models-page';
import { adminState, gradingModels } from '../../../test/admin-fixtures';
import { signedInState } from '../../../test/store-state';

const teacherState = () => signedInState();

jest.setTimeout(60_000);

beforeEach(() => {
  server.use(http.get(apiUrl('/grading-models'), () => ok(gradingModels)), http.put(apiUrl('/user/settings'), () => ok()));
});

describe('GradingModelsPage', () => {
  it('lists the models with their scores and the exams using them; a used model cannot be deleted', async () => {
    renderInRouter(<GradingModelsPage />, { path: '/admin/grading-models', state: adminState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Grading models' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Grading models' });
    const standard = (await within(table).findByText('Standard')).closest('tr')!;
    expect(within(standard).getByText('-0.25')).toBeInTheDocument();
    expect(within(standard).getByText('DB · Midterm · 2025/2026')).toBeInTheDocument();
    expect(within(standard).getByText('Full score only')).toBeInTheDocument();
    expect(within(standard).getByRole('button', { name: 'Delete grading model Standard' })).toBeDisabled();
    expect(within(standard).getByLabelText(/Used by DB · Midterm \(2025\/2026\), so it cannot be deleted/)).toBeInTheDocument();
    const lenient = within(table).getByText('Lenient').closest('tr')!;
    expect(within(lenient).getByText('50 %')).toBeInTheDocument();
    expect(within(lenient).getByText('Not used')).toBeInTheDocument();
    expect(within(lenient).getByRole('button', { name: 'Delete grading model Lenient' })).toBeEnabled();
  });

  it('tells two exams of one title in two years apart, and says what the threshold is', async () => {
    server.use(http.get(apiUrl('/grading-models'), () => ok([{
      ...gradingModels[0],
      exams: [
        { id: 7, title: 'Final exam', courseAcronym: 'DB', academicYear: '2025/2026' },
        { id: 9, title: 'Final exam', courseAcronym: 'DB', academicYear: '2026/2027' },
      ],
    }])));
    renderInRouter(<GradingModelsPage />, { path: '/admin/grading-models', state: adminState() });
    const table = screen.getByRole('table', { name: 'Grading models' });
    expect(await within(table).findByText('DB · Final exam · 2025/2026')).toBeInTheDocument();
    expect(within(table).getByText('DB · Final exam · 2026/2027')).toBeInTheDocument();
    // The threshold is not an exam's pass mark: its header explains it.
    expect(within(table).getAllByLabelText('Threshold: A partially correct answer scoring at least this percentage counts as correct. Empty: only a full score is correct.').length).toBeGreaterThan(0);
  });

  it('requires the correct score to be greater than the incorrect one, then creates the model', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/grading-models'), () => ok({ ...gradingModels[1], id: 3, name: 'Strict' }, { status: 201 })));
    renderInRouter(<GradingModelsPage />, { path: '/admin/grading-models', state: adminState() });
    await screen.findByText('Standard');
    await user.click(screen.getByRole('button', { name: /New grading model/ }));
    const form = await screen.findByRole('form', { name: 'New grading model' });
    await user.type(within(form).getByLabelText('Name'), 'Strict');
    await user.clear(within(form).getByLabelText('Correct'));
    await user.type(within(form).getByLabelText('Correct'), '1');
    await user.clear(within(form).getByLabelText('Incorrect'));
    await user.type(within(form).getByLabelText('Incorrect'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByText('The correct score must be greater than the incorrect score')).toBeInTheDocument());
    expect(sentRequests('POST /grading-models')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Incorrect'));
    await user.type(within(form).getByLabelText('Incorrect'), '-1');
    // A threshold above 100 is refused with a message, not silently clamped to 100.
    await user.type(within(form).getByLabelText(/Threshold/), '150');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByText('Between 0 and 100')).toBeInTheDocument());
    expect(within(form).getByLabelText(/Threshold/)).toHaveValue('150');
    expect(sentRequests('POST /grading-models')).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/Threshold/));
    await user.type(within(form).getByLabelText(/Threshold/), '60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('POST /grading-models')).toHaveLength(1));
    expect(sentRequests('POST /grading-models')[0].body).toEqual({
      name: 'Strict', correctScore: 1, incorrectScore: -1, unansweredScore: 0, threshold: 60,
    });
  });

  it('shows a teacher the models read-only: no New, Edit or Delete', async () => {
    renderInRouter(<GradingModelsPage />, { path: '/admin/grading-models', state: teacherState() });
    expect(await screen.findByText('Standard')).toBeInTheDocument();
    expect(screen.getByText(/Only administrators can change them\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New grading model/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit grading model/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete grading model/ })).not.toBeInTheDocument();
  });

  it('says the list failed, with Retry, instead of "no models yet"', async () => {
    server.use(
      http.get(apiUrl('/grading-models'), () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.')),
    );
    renderInRouter(<GradingModelsPage />, { path: '/admin/grading-models', state: adminState() });
    expect(await screen.findByText('Could not load the grading models.')).toBeInTheDocument();
    expect(screen.queryByText(/No grading models yet/)).not.toBeInTheDocument();
    server.use(http.get(apiUrl('/grading-models'), () => ok(gradingModels)));
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Standard')).toBeInTheDocument();
  });

  it('edits a model and sends its unchanged empty threshold as null', async () => {
    const user = userEvent.setup();
    server.use(http.put(apiUrl('/grading-models/1'), () => ok(gradingModels[0])));
    renderInRouter(<GradingModelsPage />, { path: '/admin/grading-models', state: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Edit grading model Standard' }));
    const form = await screen.findByRole('form', { name: 'Edit Standard' });
    expect(within(form).getByText('1 exam uses this model: changes apply to its grading.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), ' 2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT /grading-models/1')).toHaveLength(1));
    expect(sentRequests('PUT /grading-models/1')[0].body).toEqual({
      name: 'Standard 2', correctScore: 1, incorrectScore: -0.25, unansweredScore: 0, threshold: null,
    });
  });
});
