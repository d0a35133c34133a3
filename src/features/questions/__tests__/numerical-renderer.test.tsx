import { act, configure, fireEvent, screen } from '@testing-library/react';
import type { NumericalAnswer, NumericalView } from '../../../api/exam-api';
import { loadLanguage } from '../../../i18n';
import { emptyAnswer } from '../renderers/empty-answer';
import { renderAnswering } from '../__fixtures__/renderer';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => act(() => loadLanguage('en')));

const noUnits: NumericalView = { kind: 'numerical', unitHandling: 'none', units: [] };
const optionalUnits: NumericalView = { kind: 'numerical', unitHandling: 'optional', units: ['m', 'cm'] };

/** The numerical renderer answering "How long is the rod?"; `latest()` is the last answer it reported. */
const renderNumerical = (body: NumericalView, initial: NumericalAnswer | null = null, disabled = false) => (
  renderAnswering(body, { initial, disabled, text: 'How long is the rod?' })
);

const typeAnswer = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: text } });
const reading = () => screen.getByRole('status');

describe('numerical renderer', () => {
  it('reads a decimal comma and says what it read, in a live line the input is described by', () => {
    const numerical = renderNumerical(noUnits);
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByRole('group', { name: 'How long is the rod?' })).toBeInTheDocument();
    typeAnswer('3,14');
    expect(reading()).toHaveTextContent('Read as 3.14');
    expect(reading()).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAccessibleDescription('Read as 3.14');
    expect(numerical.latest()).toEqual({ kind: 'numerical', value: '3,14', unit: null });
    // Exactly, with no float in between: 0.1 stays 0.1, a small power of ten its digits.
    typeAnswer('1,2·10^-3');
    expect(reading()).toHaveTextContent('Read as 0.0012');
    typeAnswer('0.1');
    expect(reading()).toHaveTextContent('Read as 0.1');
  });

  it('keeps a number that does not read as typed and says why', () => {
    const numerical = renderNumerical(noUnits);
    typeAnswer('1,000.5');
    expect(reading()).toHaveTextContent('Write the number without thousands separators (e.g. 1000.5).');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('aria-invalid', 'true');
    expect(numerical.latest()).toEqual({ kind: 'numerical', value: '1,000.5', unit: null });
    typeAnswer('abc');
    expect(reading()).toHaveTextContent('Not a number: write it like 3.14, 3,14 or 2.5e-3.');
    typeAnswer('Infinity');
    expect(reading()).toHaveTextContent('Not a finite number.');
    typeAnswer('1e999');
    expect(reading()).toHaveTextContent('The number is too large or too small.');
    typeAnswer('25 cm');
    expect(reading()).toHaveTextContent('Write the number only: this question has no units.');
    expect(numerical.latest()).toEqual({ kind: 'numerical', value: '25 cm', unit: null });
    typeAnswer('');
    expect(reading()).toHaveTextContent('');
    expect(numerical.latest()).toEqual({ kind: 'numerical', value: null, unit: null });
  });

  it('offers the question’s units, with no unit as a choice of its own, and reads a typed unit', async () => {
    const numerical = renderNumerical(optionalUnits);
    typeAnswer('25');
    expect(reading()).toHaveTextContent('Read as 25');
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    fireEvent.mouseDown(unit);
    expect(await screen.findAllByRole('option', { name: 'No unit' }, FIND)).not.toHaveLength(0);
    fireEvent.click((await screen.findAllByTitle('cm', {}, FIND)).at(-1)!);
    expect(numerical.latest()).toEqual({ kind: 'numerical', value: '25', unit: 'cm' });
    expect(reading()).toHaveTextContent('Read as 25 cm');
    fireEvent.mouseDown(unit);
    fireEvent.click((await screen.findAllByTitle('No unit', {}, FIND)).at(-1)!);
    expect(numerical.latest()).toEqual({ kind: 'numerical', value: '25', unit: null });
    // A unit typed after the number counts; one the question does not have is named.
    typeAnswer('25 m');
    expect(reading()).toHaveTextContent('Read as 25 m');
    typeAnswer('25 kg');
    expect(reading()).toHaveTextContent('“kg” is not one of this question’s units: choose one from the list.');
  });

  it('says which unit a number without one is read in, where the view names the base unit', async () => {
    renderNumerical({ ...optionalUnits, baseUnit: 'm' });
    typeAnswer('250');
    expect(reading()).toHaveTextContent('Read as 250 m');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Unit' }));
    expect(await screen.findAllByRole('option', { name: 'No unit (in m)' }, FIND)).not.toHaveLength(0);
  });

  it('asks for a unit where one is required, with no empty choice', async () => {
    renderNumerical({ kind: 'numerical', unitHandling: 'required', units: ['m', 'cm'] });
    typeAnswer('2.5');
    expect(reading()).toHaveTextContent('Read as 2.5, without a unit: choose one from the list.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Unit' }));
    expect(await screen.findAllByRole('option', { name: 'cm' }, FIND)).not.toHaveLength(0);
    expect(screen.queryAllByRole('option', { name: 'No unit' })).toHaveLength(0);
  });

  it('penalises rather than refuses an unknown unit in penalty mode', () => {
    renderNumerical({ kind: 'numerical', unitHandling: 'penalty', units: ['m'] });
    typeAnswer('2.5');
    expect(reading()).toHaveTextContent('Read as 2.5, without a unit: an answer without one loses points.');
    typeAnswer('2.5 kg');
    expect(reading()).toHaveTextContent('Read as 2.5, but “kg” is not one of this question’s units: choose one from the list.');
  });

  it('writes the reading with a decimal comma in Croatian', async () => {
    await act(() => loadLanguage('hr'));
    renderNumerical(optionalUnits);
    fireEvent.change(screen.getByRole('textbox', { name: 'Vaš odgovor' }), { target: { value: '1.2e-3 cm' } });
    expect(screen.getByRole('status')).toHaveTextContent('Pročitano kao 0,0012 cm');
    fireEvent.change(screen.getByRole('textbox', { name: 'Vaš odgovor' }), { target: { value: '1.000.000' } });
    expect(screen.getByRole('status')).toHaveTextContent('Napišite broj bez razdjelnika tisućica (npr. 1000,5).');
  });

  it('shows a saved answer read-only: as typed, with its unit and what it reads as', () => {
    renderNumerical(optionalUnits, { kind: 'numerical', value: '0,5', unit: 'cm' }, true);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByTestId('numerical-typed')).toHaveTextContent('0,5 cm');
    expect(screen.getByText('Read as 0.5 cm')).toBeInTheDocument();
  });

  it('read-only, says what was read without asking the student to change it', () => {
    renderNumerical(optionalUnits, { kind: 'numerical', value: '2.5 kg', unit: null }, true);
    expect(screen.getByText('“kg” is not one of this question’s units.')).toBeInTheDocument();
  });

  it('read-only, a number with thousands separators says it was not read', () => {
    renderNumerical(noUnits, { kind: 'numerical', value: '1 000', unit: null }, true);
    expect(screen.getByText('Not read as a number: it has thousands separators.')).toBeInTheDocument();
  });

  it('says so when a read-only question was not answered', () => {
    renderNumerical(noUnits, null, true);
    expect(screen.getByText('No answer')).toBeInTheDocument();
  });

  it('answers a part of a complex question', () => {
    const complex = renderAnswering({ kind: 'complex', subquestions: [{ id: 'p1', text: 'Length?', weight: 1, body: optionalUnits }] });
    typeAnswer('2,5 cm');
    expect(complex.latest()).toEqual({ kind: 'complex', parts: [{ subquestionId: 'p1', answer: { kind: 'numerical', value: '2,5 cm', unit: null } }] });
  });

  it('starts with neither a number nor a unit', () => {
    expect(emptyAnswer(optionalUnits)).toEqual({ kind: 'numerical', value: null, unit: null });
  });
});
