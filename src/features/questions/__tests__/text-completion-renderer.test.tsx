import { act, configure, fireEvent, screen } from '@testing-library/react';
import type { TextCompletionAnswer, TextCompletionView } from '../../../api/exam-api';
import { loadLanguage } from '../../../i18n';
import { renderAnswering } from '../__fixtures__/renderer';

// A text completion's number gaps (read as a numerical answer is, with the same "Read as" line) and its weights.

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => act(() => loadLanguage('en')));

const numberAndWord: TextCompletionView = {
  kind: 'text-completion', gapText: 'The car covers [[1]] km in [[2]] hours.', gaps: [{ options: [], numerical: true }, { options: [] }],
};

const weighted: TextCompletionView = {
  kind: 'text-completion', gapText: 'Speed [[1]], unit [[2]], in words [[3]].',
  gaps: [{ options: [], numerical: true, weight: 2 }, { options: ['km/h', 'm/s'], weight: 1 }, { options: [], weight: 0.5 }],
};

const renderGaps = (body: TextCompletionView, initial: TextCompletionAnswer | null = null, disabled = false) => (
  renderAnswering(body, { initial, disabled, text: 'Fill in the gaps.' })
);

describe('text completion renderer — number gaps and weights', () => {
  it('reads a number gap as a numerical answer, with the reading line the field is described by', () => {
    const gaps = renderGaps(numberAndWord);
    const number = screen.getByRole('textbox', { name: 'Gap 1' });
    expect(number).toHaveAttribute('inputmode', 'decimal');
    expect(number).toHaveAttribute('autocomplete', 'off');
    // A typed gap is plain text.
    expect(screen.getByRole('textbox', { name: 'Gap 2' })).not.toHaveAttribute('inputmode');

    fireEvent.change(number, { target: { value: '2,5' } });
    expect(number).toHaveAccessibleDescription('Read as 2.5');
    expect(screen.getByRole('status')).toHaveTextContent('Read as 2.5');
    expect(gaps.latest()).toEqual({ kind: 'text-completion', gaps: ['2,5', null] });

    fireEvent.change(number, { target: { value: '1,000.5' } });
    expect(number).toHaveAccessibleDescription('Write the number without thousands separators (e.g. 1000.5).');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    // Kept as typed, as a numerical answer is.
    expect(gaps.latest()).toEqual({ kind: 'text-completion', gaps: ['1,000.5', null] });
    fireEvent.change(number, { target: { value: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(gaps.latest()).toEqual({ kind: 'text-completion', gaps: [null, null] });
  });

  it('reads with the student’s decimal separator in Croatian', async () => {
    await act(() => loadLanguage('hr'));
    renderGaps(numberAndWord);
    const number = screen.getByRole('textbox', { name: 'Praznina 1' });
    fireEvent.change(number, { target: { value: '2.5' } });
    expect(number).toHaveAccessibleDescription('Pročitano kao 2,5');
  });

  it('shows each gap’s weight beside it when the gaps do not count alike', () => {
    renderGaps(weighted);
    expect(screen.getByText('×2')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('×1')).toBeInTheDocument();
    expect(screen.getByText('×0.5')).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Gap 1' });
    // Nothing read yet: the description is the weight alone.
    expect(number).toHaveAccessibleDescription(/^\s*weight 2$/);
    fireEvent.change(number, { target: { value: '90' } });
    expect(number).toHaveAccessibleDescription('Read as 90 weight 2');
    expect(screen.getByRole('combobox', { name: 'Gap 2' })).toHaveAccessibleDescription('weight 1');
    expect(screen.getByRole('textbox', { name: 'Gap 3' })).toHaveAccessibleDescription('weight 0.5');
  });

  it('shows no weights when the gaps count alike, and words them in Croatian', async () => {
    renderGaps(numberAndWord);
    expect(screen.queryByText(/^×/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gap 2' })).not.toHaveAttribute('aria-describedby');

    await act(() => loadLanguage('hr'));
    renderGaps(weighted);
    expect(screen.getByText('×0,5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Praznina 3' })).toHaveAccessibleDescription('težina 0,5');
  });

  it('shows a number gap’s answer and its reading in a review', () => {
    renderGaps(weighted, { kind: 'text-completion', gaps: ['2,5', 'km/h', null] }, true);
    const number = screen.getByRole('textbox', { name: 'Gap 1' });
    expect(number).toBeDisabled();
    expect(number).toHaveValue('2,5');
    expect(number).toHaveAccessibleDescription('Read as 2.5 weight 2');
    // Nothing changes in a review: no live region to announce.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Read as 2.5')).toBeInTheDocument();
  });
});
