import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DebouncedSelect, SELECT_DEBOUNCE_MS } from '../debounced-select';
import { useDebouncedValue } from '../use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value once it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('DebouncedSelect', () => {
  it('waits 500 ms by default, then searches once with the last text', async () => {
    expect(SELECT_DEBOUNCE_MS).toBe(500);
    const user = userEvent.setup();
    const fetchOptions = jest.fn(async (search: string) => [{ label: `Student ${search}`, value: 1 }]);
    render(<DebouncedSelect aria-label="Student" fetchOptions={fetchOptions} style={{ width: 200 }} />);
    await user.type(screen.getByRole('combobox', { name: 'Student' }), 'ana');
    expect(fetchOptions).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchOptions).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(fetchOptions).toHaveBeenCalledWith('ana');
    expect(await screen.findByText('Student ana')).toBeInTheDocument();
  });
});
