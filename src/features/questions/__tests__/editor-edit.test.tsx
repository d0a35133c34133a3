import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionInput } from '../../../api/exam-api';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { selectAlerts } from '../../../core/alerts/alerts-slice';
import { FIND, location, mcContent, question, renderEditor, setUpEditorApi, type } from '../__fixtures__/editor';

// An existing question: saving in place or as a new version, a kind change, an older version.

setUpEditorApi();

describe('QuestionEditPage — editing', () => {
  beforeEach(() => {
    server.use(http.get(apiUrl('/questions/5'), () => ok(question(5, mcContent))));
    server.use(http.get(apiUrl('/questions/5/versions'), () => ok([])));
  });

  it('saves in place with mode=in-place and stays on the question', async () => {
    server.use(http.put(apiUrl('/questions/5'), async ({ request }) => ok({ ...question(5, mcContent), ...((await request.json()) as QuestionInput) })));
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Joins', {}, FIND)).toBeInTheDocument();
    type('Title', 'Joins, revised');
    fireEvent.click(screen.getByRole('button', { name: 'Save in place' }));
    await waitFor(() => expect(sentRequests('PUT /questions/5')).toHaveLength(1));
    const [call] = sentRequests('PUT /questions/5');
    expect(call.url.searchParams.get('mode')).toBe('in-place');
    expect(call.body).toEqual({
      title: 'Joins, revised', text: 'Which **join**?', content: mcContent, template: null, isActive: true,
      timeLimitSeconds: null, comment: null, feedback: null, tags: ['sql'], nodeIds: [2],
    });
    expect(location()).toBe('/question/edit/5');
  });

  it('saves as a new version with mode=new-version and opens the new version', async () => {
    server.use(
      http.put(apiUrl('/questions/5'), async ({ request }) => ok({ ...question(6, mcContent, { version: 2, versionCount: 2 }), ...((await request.json()) as QuestionInput) })),
    );
    server.use(http.get(apiUrl('/questions/6'), () => ok(question(6, mcContent, { version: 2, versionCount: 2 }))));
    const { store } = renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Joins', {}, FIND)).toBeInTheDocument();
    type('Text of option 2', 'Left outer');
    fireEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(location()).toBe('/question/edit/6'));
    const [call] = sentRequests('PUT /questions/5');
    expect(call.url.searchParams.get('mode')).toBe('new-version');
    expect((call.body as QuestionInput).content).toEqual({
      ...mcContent, options: [mcContent.options[0], { ...mcContent.options[1], text: 'Left outer' }],
    });
    expect(await screen.findByText('Version 2 of 2', {}, FIND)).toBeInTheDocument();
    // The confirmation outlives the navigation that clears the old page's alerts.
    expect(selectAlerts(store.getState()).map((alert) => [alert.kind, alert.message])).toEqual([['success', 'Saved as version 2.']]);
  });

  it('does not activate a code question whose reference fails, and lists why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const code = {
      kind: 'code' as const, language: 'javascript' as const, prefix: '', sourceTemplate: '', suffix: '',
      referenceSolution: 'console.log(1)', timeLimitMs: 1000, memoryLimitMb: 64,
      tests: [{ id: 't1', name: '', input: '', expectedOutput: '2', weight: 100, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false }],
    };
    server.use(http.get(apiUrl('/questions/5'), () => ok(question(5, code, { isActive: false }))));
    server.use(
      http.put(apiUrl('/questions/5/active'), () => apiError(422, 'REFERENCE_FAILS', 'fails', [{ path: 'content/tests/0', message: 'expected "2", got "1\\n"' }])),
    );
    const { store } = renderEditor('/question/edit/5');
    fireEvent.click(await screen.findByRole('button', { name: /Activate$/ }, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(dialog).toHaveTextContent('The question cannot be activated: its reference solution does not pass its tests');
    expect(dialog).toHaveTextContent('Test 1: expected "2", got "1\\n"');
    expect(within(dialog).queryByRole('button', { name: 'Save anyway, inactive' })).not.toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('replaces the content on a kind change only after the teacher confirms it', async () => {
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Outer', {}, FIND)).toBeInTheDocument();
    const pick = async (title: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
      fireEvent.click(await screen.findByTitle(title, {}, FIND));
      return screen.findByRole('dialog', {}, FIND);
    };

    // The select renders only the first options (virtual list): True/false is among them.
    fireEvent.click(within(await pick('True/false')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Outer')).toBeInTheDocument();

    fireEvent.click(within(await pick('True/false')).getByRole('button', { name: 'Change the kind' }));
    expect(await screen.findByRole('radiogroup', { name: 'The statement is' }, FIND)).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Outer')).not.toBeInTheDocument();
  });

  it('shows an older version read-only with a link to the latest', async () => {
    server.use(http.get(apiUrl('/questions/5'), () => ok(question(5, mcContent, { isLatest: false, versionCount: 3 }))));
    server.use(
      http.get(apiUrl('/questions/5/versions'), () => ok([
        { id: 9, version: 3, isLatest: true, title: 'Joins', kind: 'multiple-choice', isActive: true, updatedAt: '2026-01-12T10:00:00.000Z', updatedByName: null },
        { id: 5, version: 1, isLatest: false, title: 'Joins', kind: 'multiple-choice', isActive: true, updatedAt: '2026-01-10T10:00:00.000Z', updatedByName: null },
      ])),
    );
    renderEditor('/question/edit/5');
    expect(await screen.findByText('You are viewing version 1, an older version. It cannot be changed.', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the latest version (version 3)' }, FIND)).toHaveAttribute('href', '/question/edit/9');
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save in place' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
    // Leaving is always possible.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/question/list'));
  });
});
