import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  MultipleChoiceContent, NumericalContent, QuestionFeedback, QuestionInput, TrueFalseContent,
} from '../../../api/exam-api';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import {
  createdBody, FIND, location, mcContent, question, renderEditor, setUpEditorApi, type, typeTitle,
} from '../__fixtures__/editor';

// The question's feedback (general and per outcome), the answers' feedback in the kind editors, and the
// multiple-choice scoring.

setUpEditorApi();

const feedbackHeader = () => screen.getByRole('button', { name: /^Feedback/ });
const optionsOf = (body: QuestionInput) => (body.content as MultipleChoiceContent).options;

describe('QuestionEditPage — feedback', () => {
  it('starts folded, counts the texts written and sends the four texts', async () => {
    renderEditor('/question/new?kind=true-false');
    await typeTitle('ACID');
    const header = feedbackHeader();
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(header).toHaveTextContent('none written');
    fireEvent.click(header);
    await waitFor(() => expect(feedbackHeader()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(/only when the exam shows feedback or solutions/)).toBeInTheDocument();

    type('General feedback', 'ACID stands for **atomicity**, consistency, isolation, durability.');
    type('Feedback for an incorrect answer', 'Read chapter 3 again.');
    expect(feedbackHeader()).toHaveTextContent('2 of 4 written');

    const body = await createdBody();
    expect(body.feedback).toEqual({
      general: 'ACID stands for **atomicity**, consistency, isolation, durability.',
      correct: '',
      partial: '',
      incorrect: 'Read chapter 3 again.',
    });
  });

  it('sends null when every text is blank again', async () => {
    renderEditor('/question/new?kind=true-false');
    await typeTitle('ACID');
    fireEvent.click(feedbackHeader());
    type('Feedback for a correct answer', 'Well done.');
    type('Feedback for a correct answer', '   ');
    expect(feedbackHeader()).toHaveTextContent('none written');
    expect((await createdBody()).feedback).toBeNull();
  });

  it('fills the section from a saved question, keeps it on save and counts an edit as unsaved', async () => {
    const feedback: QuestionFeedback = { general: 'Joins combine rows.', correct: '', partial: 'Almost.', incorrect: '' };
    server.use(
      http.get(apiUrl('/questions/5'), () => ok(question(5, mcContent, { feedback }))),
      http.get(apiUrl('/questions/5/versions'), () => ok([])),
      http.put(apiUrl('/questions/5'), async ({ request }) => {
        const input = (await request.json()) as QuestionInput;
        return ok({ ...question(5, mcContent), ...input, feedback: input.feedback ?? null });
      }),
    );
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Joins', {}, FIND)).toBeInTheDocument();
    expect(feedbackHeader()).toHaveTextContent('2 of 4 written');
    expect(screen.getByLabelText('General feedback')).toHaveValue('Joins combine rows.');
    expect(screen.getByLabelText('Feedback for a partly correct answer')).toHaveValue('Almost.');

    // An edit of the feedback alone is an unsaved change.
    fireEvent.click(feedbackHeader());
    type('Feedback for a correct answer', 'Right.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancel|Stay/ }));
    expect(location()).toBe('/question/edit/5');

    fireEvent.click(screen.getByRole('button', { name: 'Save in place' }));
    await waitFor(() => expect(sentRequests('PUT /questions/5')).toHaveLength(1));
    expect((sentRequests('PUT /questions/5')[0].body as QuestionInput).feedback).toEqual({ ...feedback, correct: 'Right.' });
    // The saved question fills the draft again: what the server kept.
    await waitFor(() => expect(screen.getByLabelText('Feedback for a correct answer')).toHaveValue('Right.'));
    expect(feedbackHeader()).toHaveTextContent('3 of 4 written');
  });

  it('sends an option’s feedback, and none for the options left without', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    ['Inner', 'Outer', 'Cross'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    // Folded until asked for: the option list shows a link per option.
    expect(screen.queryByLabelText('Feedback on option 2')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add feedback to option 2' }));
    type('Feedback on option 2', 'An outer join keeps the rows **without** a match.');
    // Written and wiped again: no feedback, as if never opened.
    fireEvent.click(screen.getByRole('button', { name: 'Add feedback to option 3' }));
    type('Feedback on option 3', 'x');
    type('Feedback on option 3', '');

    const options = optionsOf(await createdBody());
    expect(options[1].feedback).toBe('An outer join keeps the rows **without** a match.');
    expect(options[0]).not.toHaveProperty('feedback');
    expect(options[2]).not.toHaveProperty('feedback');
  });

  it('sends the feedback of true and of false, leaving a blank one out', async () => {
    renderEditor('/question/new?kind=true-false');
    await typeTitle('ACID');
    type('Feedback for the answer “False”', 'Transactions are atomic.');
    const content = (await createdBody()).content as TrueFalseContent;
    expect(content.falseFeedback).toBe('Transactions are atomic.');
    expect(content).not.toHaveProperty('trueFeedback');
  });

  it('sends a numerical answer’s feedback', async () => {
    renderEditor('/question/new?kind=numerical');
    await typeTitle('Speed');
    type('Value or formula of answer 1', '12.5');
    fireEvent.click(screen.getByRole('button', { name: /Add answer$/ }));
    type('Value or formula of answer 2', '-12.5');
    type('Points of answer 2', '0');
    type('Feedback on answer 2', 'Mind the **sign**.');
    const content = (await createdBody()).content as NumericalContent;
    expect(content.answers[0]).not.toHaveProperty('feedback');
    expect(content.answers[1]).toMatchObject({ value: '-12.5', feedback: 'Mind the **sign**.' });
  });
});

describe('QuestionEditPage — multiple-choice scoring', () => {
  it('offers the scoring only with several correct options, hides the penalties but under penalties, and sends it', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Normal forms');
    ['1NF', '2NF', '3NF'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    expect(screen.queryByRole('combobox', { name: 'Scoring' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'option 2 is correct' }));

    // Absent is the penalties.
    const scoring = screen.getByRole('combobox', { name: 'Scoring' });
    expect(screen.getByTitle('Penalties per option')).toBeInTheDocument();
    expect(screen.getByLabelText('Penalty of option 1')).toBeInTheDocument();

    fireEvent.mouseDown(scoring);
    fireEvent.click(await screen.findByTitle('All or nothing', {}, FIND));
    await waitFor(() => expect(screen.queryByLabelText('Penalty of option 1')).not.toBeInTheDocument());
    // The field explains the way chosen (and each choice of the list explains itself).
    expect(screen.getAllByText(/every correct option and no wrong one is chosen/)[0]).toBeInTheDocument();

    const body = await createdBody();
    const content = body.content as MultipleChoiceContent;
    expect(content.scoring).toBe('all-or-nothing');
    // The penalties stay as they were: they count again if the penalties are chosen again.
    expect(content.options.map((option) => option.penalty)).toEqual([50, 50, 100]);
  });

  it('leaves the scoring out when the penalties are chosen again or one correct option remains', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Normal forms');
    ['1NF', '2NF', '3NF'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    const choose = async (title: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Scoring' }));
      const options = await screen.findAllByTitle(title, {}, FIND);
      fireEvent.click(options[options.length - 1]);
    };
    await choose('Right minus wrong');
    await waitFor(() => expect(screen.queryByLabelText('Penalty of option 1')).not.toBeInTheDocument());
    await choose('Penalties per option');
    expect(await screen.findByLabelText('Penalty of option 1', {}, FIND)).toBeInTheDocument();
    await choose('Right minus wrong');
    await waitFor(() => expect(screen.queryByLabelText('Penalty of option 1')).not.toBeInTheDocument());
    // Back to one correct option: the penalties count, and no scoring is sent.
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    expect(screen.getByLabelText('Penalty of option 1')).toBeInTheDocument();
    expect((await createdBody()).content).not.toHaveProperty('scoring');
  });
});
