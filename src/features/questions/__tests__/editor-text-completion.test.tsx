import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { QuestionInput, TextCompletionContent, TextGap } from '../../../api/exam-api';
import { loadLanguage } from '../../../i18n';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { createdBody, FIND, question, renderEditor, setUpEditorApi, type, typeTitle } from '../__fixtures__/editor';
import { draftProblems } from '../editors/problems';
import { withGapType } from '../editors/text-gap-editor';
import { validateQuestion } from '../editors/validate';

// The text-completion editor's gap types (typed answer, drop-down, number), the percents of partly right answers,
// the gaps' weights, and the gap rules' problems on their fields in the teacher's language.

setUpEditorApi();
afterEach(() => act(() => loadLanguage('en')));

/** Chooses gap `n`'s (from 1) type by the radio's name. */
const chooseType = (n: number, name: string) => fireEvent.click(screen.getAllByRole('radio', { name })[n - 1]);

const input = (gaps: TextGap[]): QuestionInput => ({
  title: 'Speed', text: '', template: null, isActive: true, timeLimitSeconds: null, comment: null, tags: [], nodeIds: [],
  content: { kind: 'text-completion', gapText: gaps.map((_gap, i) => `[[${i + 1}]]`).join(' '), gaps },
});

const typed = (answers: string[], extra: Partial<TextGap> = {}): TextGap => ({ answers, caseSensitive: false, options: [], ...extra });
const key = (value: string, fraction = 100) => ({ value, tolerance: 0, toleranceKind: 'absolute' as const, fraction });

describe('QuestionEditPage — text completion gaps', () => {
  it('sends a number gap’s keys with no text answers or options, a partly right answer’s percent and a weight', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Speed');
    type('Text with gaps', 'v = [[1]] m/s, in words [[2]]');
    expect(screen.getAllByRole('radio', { name: 'Typed answer' }).map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, true]);

    chooseType(1, 'Number');
    expect(screen.getAllByRole('radio', { name: 'Number' })[0]).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Accepted answer 1 of gap 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Accepted numbers of gap 1' })).toBeInTheDocument();
    type('Value or formula of answer 1 of gap 1', '2,5');
    type('Tolerance of answer 1 of gap 1', '0.1');
    type('Weight of gap 1', '2');
    expect(screen.getAllByText('The gap’s share of the points against the other gaps’ (empty: 1).')).toHaveLength(2);

    type('Accepted answer 1 of gap 2', 'two and a half');
    fireEvent.click(screen.getByRole('button', { name: /Add accepted answer$/ }));
    type('Accepted answer 2 of gap 2', 'two');
    type('Points % of answer 2 of gap 2', '50');

    expect((await createdBody()).content).toEqual({
      kind: 'text-completion',
      gapText: 'v = [[1]] m/s, in words [[2]]',
      gaps: [
        { answers: [], caseSensitive: false, options: [], weight: 2, numerical: { answers: [{ value: '2,5', tolerance: 0.1, toleranceKind: 'absolute', fraction: 100 }] } },
        { answers: ['two and a half', 'two'], fractions: [100, 50], caseSensitive: false, options: [] },
      ],
    });
  });

  it('leaves the percents out while every answer is worth 100 %, and the weight while it is empty', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Keys');
    type('Text with gaps', 'A [[1]] key');
    type('Accepted answer 1 of gap 1', 'primary');
    fireEvent.click(screen.getByRole('button', { name: /Add accepted answer$/ }));
    type('Accepted answer 2 of gap 1', 'candidate');
    type('Points % of answer 2 of gap 1', '40');
    type('Points % of answer 2 of gap 1', '100');
    type('Weight of gap 1', '3');
    type('Weight of gap 1', '');
    // Moving an answer moves its percent with it.
    type('Points % of answer 2 of gap 1', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Move answer 2 of gap 1 up' }));
    expect(screen.getByLabelText('Points % of answer 1 of gap 1')).toHaveValue('40');
    fireEvent.click(screen.getByRole('button', { name: 'Remove answer 1 of gap 1' }));
    expect(screen.getByLabelText('Accepted answer 1 of gap 1')).toHaveValue('primary');
    expect(screen.getByRole('button', { name: 'Remove answer 1 of gap 1' })).toBeDisabled();

    expect((await createdBody()).content).toEqual({
      kind: 'text-completion', gapText: 'A [[1]] key', gaps: [{ answers: ['primary'], caseSensitive: false, options: [] }],
    });
  });

  it('keeps what it can when a gap changes type', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Pi');
    type('Text with gaps', 'π is about [[1]], a [[2]] number');
    type('Accepted answer 1 of gap 1', '3,14');
    type('Points % of answer 1 of gap 1', '80');
    fireEvent.click(screen.getAllByRole('button', { name: /Add accepted answer$/ })[0]);
    type('Accepted answer 2 of gap 1', 'pi');

    // To a number: the answers that are numbers become its keys, with their percents.
    chooseType(1, 'Number');
    expect(screen.getByLabelText('Value or formula of answer 1 of gap 1')).toHaveValue('3,14');
    expect(screen.getByLabelText('Points of answer 1 of gap 1')).toHaveValue('80');
    expect(screen.queryByLabelText('Value or formula of answer 2 of gap 1')).not.toBeInTheDocument();
    type('Points of answer 1 of gap 1', '100');

    // Back to typed: the keys' values are the answers again.
    chooseType(1, 'Typed answer');
    expect(screen.getByLabelText('Accepted answer 1 of gap 1')).toHaveValue('3,14');
    expect(screen.queryByLabelText('Drop-down options of gap 1')).not.toBeInTheDocument();

    // A drop-down offers the accepted answers to start with; typed again, it has no options.
    chooseType(1, 'Drop-down');
    const options = screen.getByRole('combobox', { name: 'Drop-down options of gap 1' });
    expect(options.closest('.ant-select')).toHaveTextContent('3,14');
    chooseType(1, 'Typed answer');
    expect(screen.queryByRole('combobox', { name: 'Drop-down options of gap 1' })).not.toBeInTheDocument();

    // A drop-down chosen before it has answers or options stays a drop-down.
    chooseType(2, 'Drop-down');
    expect(screen.getAllByRole('radio', { name: 'Drop-down' })[1]).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Drop-down options of gap 2' })).toBeInTheDocument();
    type('Accepted answer 1 of gap 2', 'real');
    expect(screen.getAllByRole('radio', { name: 'Drop-down' })[1]).toBeChecked();
  });

  it('shows the gap rules’ problems on their fields', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Speed');
    type('Text with gaps', '[[1]] [[2]] [[3]]');
    chooseType(1, 'Number');
    type('Value or formula of answer 1 of gap 1', 'fast');
    type('Points of answer 1 of gap 1', '50');
    type('Accepted answer 1 of gap 2', 'x');
    type('Points % of answer 1 of gap 2', '50');
    type('Weight of gap 2', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    const numbers = await screen.findByRole('region', { name: 'Accepted numbers of gap 1' }, FIND);
    expect(within(numbers).getByRole('alert')).toHaveTextContent('At least one answer must be worth 100 % of the points.');
    expect(screen.getByLabelText('Value or formula of answer 1 of gap 1').closest('.ant-form-item')).toHaveTextContent(/Neither a number nor a formula/);
    expect(within(screen.getByRole('region', { name: 'Accepted answers of gap 2' })).getByRole('alert')).toHaveTextContent('At least one answer must be worth 100 % of the points.');
    expect(within(screen.getByRole('region', { name: 'Accepted answers of gap 3' })).getByRole('alert')).toHaveTextContent('Add an accepted answer.');
    expect(screen.getByLabelText('Weight of gap 2').closest('.ant-form-item')).toHaveTextContent('Must be more than 0.');
    expect(sentRequests('POST /courses/1/questions')).toHaveLength(0);
  });

  it('says on its card that an imported number gap has text answers, and drops them when its numbers are edited', async () => {
    const content: TextCompletionContent = {
      kind: 'text-completion', gapText: 'g = [[1]] m/s²',
      gaps: [{ answers: ['9.81'], caseSensitive: false, options: [], numerical: { answers: [key('9.81')] } }],
    };
    server.use(
      http.get(apiUrl('/questions/5'), () => ok(question(5, content))),
      http.get(apiUrl('/questions/5/versions'), () => ok([])),
      http.put(apiUrl('/questions/5'), async ({ request }) => ok({ ...question(5, content), ...((await request.json()) as QuestionInput) })),
    );
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('9.81', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Number' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save in place' }));
    const gaps = screen.getByRole('list', { name: 'Gaps' });
    expect(await within(gaps).findByText(/^A number gap takes no text answers and no drop-down options/, {}, FIND)).toHaveAttribute('role', 'alert');
    expect(sentRequests('PUT /questions/5')).toHaveLength(0);

    type('Tolerance of answer 1 of gap 1', '0.05');
    fireEvent.click(screen.getByRole('button', { name: 'Save in place' }));
    await waitFor(() => expect(sentRequests('PUT /questions/5')).toHaveLength(1));
    expect((sentRequests('PUT /questions/5')[0].body as QuestionInput).content).toEqual({
      ...content, gaps: [{ answers: [], caseSensitive: false, options: [], numerical: { answers: [{ ...key('9.81'), tolerance: 0.05 }] } }],
    });
  });

  it('words the gap rules in Croatian for a Croatian teacher', async () => {
    await act(() => loadLanguage('hr'));
    renderEditor('/question/new?kind=text-completion');
    fireEvent.change(await screen.findByLabelText('Naslov', {}, FIND), { target: { value: 'Brzina' } });
    type('Tekst s prazninama', '[[1]] [[2]]');
    chooseType(1, 'Broj');
    type('Vrijednost ili formula (odgovor 1, praznina 1)', '2,5');
    type('Bodovi (odgovor 1, praznina 1)', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Stvori' }));

    const numbers = await screen.findByRole('region', { name: 'Prihvaćeni brojevi (praznina 1)' }, FIND);
    expect(within(numbers).getByRole('alert')).toHaveTextContent('Barem jedan odgovor mora vrijediti 100 % bodova.');
    expect(within(screen.getByRole('region', { name: 'Prihvaćeni odgovori (praznina 2)' })).getByRole('alert')).toHaveTextContent('Dodajte prihvaćeni odgovor.');
    expect(screen.getAllByText('Udio praznine u bodovima u odnosu na ostale praznine (prazno: 1).')).toHaveLength(2);
  });
});

describe('the gap rules in the editor’s words', () => {
  const broken = input([
    // Imported so: a number gap that still has text answers.
    { answers: ['2.5'], caseSensitive: false, options: [], numerical: { answers: [key('2.5')] } },
    typed([]),
    typed(['a', 'b'], { fractions: [100] }),
    typed(['a'], { fractions: [40] }),
    { answers: [], caseSensitive: false, options: [], numerical: { answers: [{ ...key('x + 1', 50), toleranceKind: 'significant-figures', tolerance: 0.5 }] } },
  ]);

  it('words every rule on its path, in English and in Croatian', async () => {
    expect(validateQuestion(broken)).toEqual({
      'content/gaps/0': 'A number gap takes no text answers and no drop-down options: switch its type to keep them, or edit its numbers to drop them.',
      'content/gaps/1/answers': 'Add an accepted answer.',
      'content/gaps/2/fractions': 'Give one percent for each accepted answer.',
      'content/gaps/3/fractions': 'At least one answer must be worth 100 % of the points.',
      'content/gaps/4/numerical/answers/0/value': 'Neither a number nor a formula (Unknown variable "x" at 1).',
      'content/gaps/4/numerical/answers/0/tolerance': 'Significant figures: a whole number from 1 to 15.',
      'content/gaps/4/numerical/answers': 'At least one answer must be worth 100 % of the points.',
    });
    // A blank answer and a blank key are asked for; a weight must be more than 0.
    expect(validateQuestion(input([
      typed(['a', ' '], { weight: 0 }),
      { answers: [], caseSensitive: false, options: [], numerical: { answers: [key('')] } },
    ]))).toEqual({
      'content/gaps/0/answers/1': 'Required.',
      'content/gaps/0/weight': 'Must be more than 0.',
      'content/gaps/1/numerical/answers/0/value': 'Required.',
    });

    await act(() => loadLanguage('hr'));
    expect(validateQuestion(broken)).toEqual({
      'content/gaps/0': 'Praznina za broj nema tekstnih odgovora ni opcija padajućeg izbornika: promijenite joj vrstu da ih zadržite ili uredite njezine brojeve da ih uklonite.',
      'content/gaps/1/answers': 'Dodajte prihvaćeni odgovor.',
      'content/gaps/2/fractions': 'Navedite po jedan postotak za svaki prihvaćeni odgovor.',
      'content/gaps/3/fractions': 'Barem jedan odgovor mora vrijediti 100 % bodova.',
      'content/gaps/4/numerical/answers/0/value': 'Nije ni broj ni formula (Unknown variable "x" at 1).',
      'content/gaps/4/numerical/answers/0/tolerance': 'Značajne znamenke: cijeli broj od 1 do 15.',
      'content/gaps/4/numerical/answers': 'Barem jedan odgovor mora vrijediti 100 % bodova.',
    });
  });

  it('names the gap and its field of a server problem', () => {
    expect(draftProblems([
      { path: 'body/question/content/gaps/1/weight', message: 'must be <= 100' },
      { path: 'body/question/content/gaps/0/numerical/answers/0/tolerance', message: 'must be >= 0' },
    ], broken)).toEqual([
      'Gap 2 · Weight: must be at most 100.',
      'Gap 1 · Tolerance: must be at least 0.',
    ]);
  });

  it('converts a gap between types, keeping what the new type can hold', () => {
    const content = broken.content as TextCompletionContent;
    // The imported number gap's own text answers win over its keys when it becomes typed.
    expect(withGapType(content.gaps[0], 'typed')).toEqual(typed(['2.5']));
    expect(withGapType(typed(['1e3', 'kilo', '2 * 3'], { fractions: [100, 50, 20], weight: 2 }), 'number')).toEqual({
      answers: [], caseSensitive: false, options: [], weight: 2, numerical: { answers: [key('1e3'), key('2 * 3', 20)] },
    });
    expect(withGapType(typed(['kilo']), 'number').numerical).toEqual({ answers: [key('')] });
    expect(withGapType({ answers: [], caseSensitive: true, options: [], numerical: { answers: [key('3', 100), key(' ', 50), key('30', 10)] } }, 'dropdown'))
      .toEqual({ answers: ['3', '30'], fractions: [100, 10], caseSensitive: true, options: ['3', '30'] });
    expect(withGapType(typed(['a', 'a', 'b'], { options: ['a', 'c'] }), 'dropdown').options).toEqual(['a', 'c']);
    expect(withGapType(typed(['a', 'a', ' ']), 'dropdown').options).toEqual(['a']);
  });
});
