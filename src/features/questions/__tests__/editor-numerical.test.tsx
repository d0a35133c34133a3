import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NumericalContent, QuestionInput } from '../../../api/exam-api';
import { loadLanguage } from '../../../i18n';
import { sentRequests } from '../../../test/api-server';
import { createdBody, FIND, renderEditor, setUpEditorApi, type, typeTitle } from '../__fixtures__/editor';
import { draftProblems } from '../editors/problems';
import { validateQuestion } from '../editors/validate';

// The numerical kind's editor: keys, units, and the shared rules' problems on their fields in the teacher's language.

setUpEditorApi();
afterEach(() => act(() => loadLanguage('en')));

/** Opens an antd select named `name` and picks the option titled `option`. */
async function pick(name: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click((await screen.findAllByTitle(option, {}, FIND)).at(-1)!);
}

const input = (content: Partial<NumericalContent>): QuestionInput => ({
  title: 'Rod', text: '', template: null, isActive: true, timeLimitSeconds: null, comment: null, tags: [], nodeIds: [],
  content: {
    kind: 'numerical', answers: [{ value: '2.5', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }], units: [],
    unitHandling: 'none', unitPenalty: 0, ...content,
  },
});

describe('QuestionEditPage — a new numerical question', () => {
  it('asks for the key’s value first, then creates the question with its keys and units', async () => {
    renderEditor('/question/new?kind=numerical');
    await typeTitle('Rod');
    // The new draft's key has no value: it says so instead of accepting one.
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const value = screen.getByLabelText('Value or formula of answer 1');
    expect(await screen.findByText('Required.', {}, FIND)).toBeInTheDocument();
    expect(value.closest('.ant-form-item')).toHaveTextContent('Required.');
    expect(sentRequests('POST /courses/1/questions')).toHaveLength(0);

    type('Value or formula of answer 1', '2.5');
    await pick('Tolerance kind of answer 1', 'Relative (a share of the value)');
    expect(screen.getByText('The answer may differ by this share of the value: 0.01 is 1 %.')).toBeInTheDocument();
    type('Tolerance of answer 1', '0.01');
    fireEvent.click(screen.getByRole('button', { name: /Add answer$/ }));
    type('Value or formula of answer 2', '250');
    expect(screen.getByLabelText('Points of answer 2')).toHaveValue('50');

    expect(screen.queryByRole('list', { name: 'Units' })).not.toBeInTheDocument();
    await pick('Units in the answer', 'Optional');
    expect(screen.getAllByText(/The student may give one of the units/).length).toBeGreaterThan(0);
    // The units start with the base unit, whose name is asked for.
    type('Name of unit 1', 'm');
    expect(screen.getByLabelText('Multiplier of unit 1')).toHaveValue('1');
    fireEvent.click(screen.getByRole('button', { name: /Add unit$/ }));
    type('Name of unit 2', 'cm');
    type('Multiplier of unit 2', '100');
    expect(screen.queryByLabelText('Unit penalty')).not.toBeInTheDocument();

    expect((await createdBody()).content).toEqual({
      kind: 'numerical',
      answers: [
        { value: '2.5', tolerance: 0.01, toleranceKind: 'relative', fraction: 100 },
        { value: '250', tolerance: 0, toleranceKind: 'absolute', fraction: 50 },
      ],
      units: [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }],
      unitHandling: 'optional',
      unitPenalty: 10,
    });
  });

  it('moves and removes keys, and asks for the unit penalty only in penalty mode', async () => {
    renderEditor('/question/new?kind=numerical');
    await typeTitle('Rod');
    type('Value or formula of answer 1', '1');
    fireEvent.click(screen.getByRole('button', { name: /Add answer$/ }));
    type('Value or formula of answer 2', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Move answer 2 up' }));
    expect(screen.getByLabelText('Value or formula of answer 1')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Remove answer 1' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove answer 1' }));
    expect(screen.getByLabelText('Value or formula of answer 1')).toHaveValue('1');
    // One key is the fewest.
    expect(screen.getByRole('button', { name: 'Remove answer 1' })).toBeDisabled();

    // Units chosen and given up again: the unnamed base unit they started with goes with them.
    await pick('Units in the answer', 'Required');
    expect(screen.getByLabelText('Name of unit 1')).toHaveValue('');
    await pick('Units in the answer', 'No units');
    expect(screen.queryByLabelText('Name of unit 1')).not.toBeInTheDocument();
    await pick('Units in the answer', 'Penalty when missing');
    type('Name of unit 1', 'm');
    type('Unit penalty', '25');
    expect((await createdBody()).content).toMatchObject({ unitHandling: 'penalty', unitPenalty: 25, answers: [{ value: '1', fraction: 100 }] });
  });

  it('shows the shared rules’ problems on their fields', async () => {
    renderEditor('/question/new?kind=numerical');
    await typeTitle('Rod');
    type('Value or formula of answer 1', '2 ** ');
    type('Points of answer 1', '50');
    await pick('Units in the answer', 'Required');
    type('Name of unit 1', 'cm');
    type('Multiplier of unit 1', '100');
    fireEvent.click(screen.getByRole('button', { name: /Add unit$/ }));
    type('Name of unit 2', 'cm');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    const answers = await screen.findByRole('region', { name: 'Accepted answers' }, FIND);
    expect(within(answers).getByRole('alert')).toHaveTextContent('At least one answer must be worth 100 % of the points.');
    expect(screen.getByLabelText('Value or formula of answer 1').closest('.ant-form-item')).toHaveTextContent(/^Value or formulaNeither a number nor a formula \(.+\)\./);
    expect(screen.getByLabelText('Name of unit 2').closest('.ant-form-item')).toHaveTextContent('Another unit is also called “cm”.');
    // Two units named cm, one of multiplier 1: still a base unit, so only the repeated name is wrong.
    type('Name of unit 2', 'mm');
    type('Multiplier of unit 2', '1000');
    const units = screen.getByRole('region', { name: 'Units' });
    expect(within(units).getByRole('alert')).toHaveTextContent('One unit must be the base unit, with multiplier 1: the answers are written in it.');
    expect(sentRequests('POST /courses/1/questions')).toHaveLength(0);
  });

  it('words the problems in Croatian for a Croatian teacher', async () => {
    await act(() => loadLanguage('hr'));
    renderEditor('/question/new?kind=numerical');
    fireEvent.change(await screen.findByLabelText('Naslov', {}, FIND), { target: { value: 'Štap' } });
    type('Vrijednost ili formula (odgovor 1)', '1,000.5');
    type('Bodovi (odgovor 1)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Stvori' }));
    const answers = await screen.findByRole('region', { name: 'Prihvaćeni odgovori' }, FIND);
    expect(within(answers).getByRole('alert')).toHaveTextContent('Barem jedan odgovor mora vrijediti 100 % bodova.');
    expect(screen.getByLabelText('Vrijednost ili formula (odgovor 1)').closest('.ant-form-item')).toHaveTextContent(/Nije ni broj ni formula/);

    // A decimal comma is read in the key's value and in the tolerance alike.
    type('Vrijednost ili formula (odgovor 1)', '2,5');
    type('Bodovi (odgovor 1)', '100');
    type('Tolerancija (odgovor 1)', '0,05');
    fireEvent.click(screen.getByRole('button', { name: 'Stvori' }));
    await waitFor(() => expect(sentRequests('POST /courses/1/questions')).toHaveLength(1));
    expect((sentRequests('POST /courses/1/questions')[0].body as QuestionInput).content).toMatchObject({
      answers: [{ value: '2,5', tolerance: 0.05, toleranceKind: 'absolute', fraction: 100 }],
    });
  });
});

describe('the numerical rules in the editor’s words', () => {
  it('words every rule, in English and in Croatian', async () => {
    const broken = input({
      answers: [
        { value: '10 ** 305', tolerance: 0.5, toleranceKind: 'significant-figures', fraction: 50 },
        { value: 'x + 1', tolerance: 0, toleranceKind: 'absolute', fraction: 20 },
      ],
      units: [{ name: 'cm', multiplier: 100 }, { name: 'cm', multiplier: 100 }],
      unitHandling: 'optional',
    });
    const english = {
      'content/answers/0/value': 'The result is too large or too small (beyond 10^±300).',
      'content/answers/0/tolerance': 'Significant figures: a whole number from 1 to 15.',
      'content/answers/1/value': 'Neither a number nor a formula (Unknown variable "x" at 1).',
      'content/answers': 'At least one answer must be worth 100 % of the points.',
      'content/units/1/name': 'Another unit is also called “cm”.',
      'content/units': 'One unit must be the base unit, with multiplier 1: the answers are written in it.',
    };
    expect(validateQuestion(broken)).toEqual(english);
    expect(validateQuestion(input({ unitHandling: 'penalty' }))).toEqual({ 'content/units': 'Add at least one unit, or choose “No units”.' });
    // A unit's name and a key's value are asked for; a multiplier must be more than 0.
    expect(validateQuestion(input({ answers: [{ value: ' ', tolerance: 0, toleranceKind: 'absolute', fraction: 100 }], units: [{ name: '', multiplier: 0 }] })))
      .toMatchObject({ 'content/answers/0/value': 'Required.', 'content/units/0/name': 'Required.', 'content/units/0/multiplier': 'Must be more than 0.' });

    await act(() => loadLanguage('hr'));
    expect(validateQuestion(broken)).toEqual({
      'content/answers/0/value': 'Rezultat je prevelik ili premalen (izvan 10^±300).',
      'content/answers/0/tolerance': 'Značajne znamenke: cijeli broj od 1 do 15.',
      'content/answers/1/value': 'Nije ni broj ni formula (Unknown variable "x" at 1).',
      'content/answers': 'Barem jedan odgovor mora vrijediti 100 % bodova.',
      'content/units/1/name': 'I druga jedinica zove se „cm“.',
      'content/units': 'Jedna jedinica mora biti osnovna, s množiteljem 1: u njoj su napisani odgovori.',
    });
    expect(validateQuestion(input({ unitHandling: 'required' }))).toEqual({ 'content/units': 'Dodajte barem jednu jedinicu ili odaberite „Bez jedinica“.' });
  });

  it('names the key or unit of a server problem', () => {
    const content = input({ units: [{ name: 'm', multiplier: 1 }] });
    expect(draftProblems([
      { path: 'body/question/content/answers', message: 'must NOT have fewer than 1 items' },
      { path: 'body/question/content/answers/0/tolerance', message: 'must be <= 1000000000000' },
      { path: 'body/question/content/units/0/name', message: 'must NOT have more than 30 characters' },
    ], content)).toEqual([
      'Accepted answers: add at least one accepted answer.',
      'Answer 1 · Tolerance: must be at most 1000000000000.',
      'Unit 1 · Name: is too long: at most 30 characters.',
    ]);
  });
});
