import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionContent, QuestionInput } from '../../../api/exam-api';
import {
  createdBody, FIND, ITEM_ID, location, renderEditor, setUpEditorApi, type, typeTitle,
} from '../__fixtures__/editor';
import { http } from 'msw';
import { apiError, apiUrl, sentRequests, server } from '../../../test/api-server';

// A new question: the kind picker, the multiple-choice key and its checks, templates, the server's 400 details.
// The editors of the other kinds are in editor-new-kinds.test.tsx, editing in editor-edit.test.tsx.

setUpEditorApi();

describe('QuestionEditPage — new questions', () => {
  it('asks for the kind first and then shows that kind’s editor', async () => {
    renderEditor('/question/new');
    const picker = await screen.findByRole('list', { name: 'What kind of question?' }, FIND);
    fireEvent.click(within(picker).getByRole('button', { name: /True\/false$/ }));
    expect(await screen.findByRole('radiogroup', { name: 'The statement is' }, FIND)).toBeInTheDocument();
    expect(location()).toBe('/question/new?kind=true-false');
  });

  it('creates a multiple-choice question with the default penalties of its key and opens it', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    type('Text of option 1', 'Inner join');
    type('Text of option 2', 'Left join');
    type('Text of option 3', 'Cross join');
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'option 2 is correct' }));
    expect(screen.getByText(/each correct option 100 \/ number of correct options/)).toBeInTheDocument();

    const body = await createdBody();
    expect(body).toMatchObject({
      title: 'Joins', text: '', template: null, isActive: true, timeLimitSeconds: null, comment: null, tags: [], nodeIds: [],
      content: {
        kind: 'multiple-choice', multipleCorrect: true, shuffle: true,
        options: [
          { text: 'Inner join', correct: true, penalty: 50 },
          { text: 'Left join', correct: true, penalty: 50 },
          { text: 'Cross join', correct: false, penalty: 100 },
        ],
      },
    });
    const ids = (body.content as Extract<QuestionContent, { kind: 'multiple-choice' }>).options.map((option) => option.id);
    expect(ids.every((id) => ITEM_ID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    await waitFor(() => expect(location()).toBe('/question/edit/41'));
  });

  it('does not send a multiple-choice question without a correct option and says so on the options', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    ['A', 'B', 'C'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'option 1 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Mark at least one option correct.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/questions')).toHaveLength(0);
  });

  it('sends the template’s variables with the question', async () => {
    renderEditor('/question/new?kind=true-false');
    await typeTitle('Templated');
    fireEvent.click(screen.getByRole('switch', { name: 'Templated question: variables drawn from a seed' }));
    fireEvent.click(screen.getByRole('button', { name: /Add variable$/ }));
    type('Name of variable 1', 'a');
    type('Minimum of variable 1', '2');
    type('Maximum of variable 1', '9');
    fireEvent.click(screen.getByRole('button', { name: /Add variable$/ }));
    type('Name of variable 2', 'b');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type of variable 2' }));
    fireEvent.click(await screen.findByTitle('expression', {}, FIND));
    type('Expression of variable 2', 'a * 2');

    // The preview is asked for with the draft, template included (before Create leaves the page).
    await waitFor(() => expect(sentRequests('POST /courses/1/questions/preview').some(
      (req) => (req.body as { question: QuestionInput }).question.template?.variables.length === 2,
    )).toBe(true));
    expect((await createdBody()).template).toEqual({
      variables: [{ name: 'a', type: 'int', min: 2, max: 9 }, { name: 'b', type: 'expr', expr: 'a * 2' }],
    });
  });

  it('says in plain words why the preview of an incomplete draft cannot be made', async () => {
    server.use(
      http.post(apiUrl('/courses/1/questions/preview'), () => apiError(400, 'VALIDATION_FAILED', 'The request is not valid: body/question/content/options must NOT have fewer than 2 items.', [{ path: 'body/question/content/options', message: 'must NOT have fewer than 2 items' }])),
    );
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    expect(await screen.findByText('No preview yet: the draft is not complete', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByText('Add at least 2 options.', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByText(/must NOT have/)).not.toBeInTheDocument();
  });

  it('shows the server’s validation details on the fields they name', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/courses/1/questions'), () => apiError(400, 'VALIDATION', 'The question is not valid.', [
        { path: 'body/title', message: 'A question with this title exists in the node.' },
        { path: 'body/content/options/1/text', message: 'Two options have the same text.' },
        { path: 'body/content/options/2/id', message: 'Duplicate id.' },
      ])),
    );
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    ['A', 'A', 'C'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('A question with this title exists in the node.', {}, FIND)).toBeInTheDocument();
    const optionTwo = screen.getByLabelText('Text of option 2').closest('.ant-form-item') as HTMLElement;
    expect(within(optionTwo).getByText('Two options have the same text.')).toBeInTheDocument();
    // A detail on a path without a field of its own lands on the nearest field that shows it: the option list.
    expect(screen.getByText('Duplicate id.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('The server did not accept the question')).not.toBeInTheDocument();
    expect(location()).toBe('/question/new?kind=multiple-choice');
  });
});
