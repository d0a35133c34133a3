import { formatDuration } from '../duration';
import { percentColor } from '../percent-color';
import { trimText } from '../text';

describe('trimText', () => {
  it("cuts to max - 3 characters and appends '...'", () => {
    expect(trimText('Introduction to databases', 10)).toBe('Introdu...');
    expect(trimText('Introduction to databases', 10)).toHaveLength(10);
  });
  it('leaves short texts and handles empty input', () => {
    expect(trimText('Short', 10)).toBe('Short');
    expect(trimText('exactly10!', 10)).toBe('exactly10!');
    expect(trimText(null, 10)).toBe('');
    expect(trimText(undefined, 10)).toBe('');
  });
});

describe('formatDuration', () => {
  it.each([
    [93784, '1d:02:03:04'],
    [3723, '01:02:03'],
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [86400 * 12 + 5, '12d:00:00:05'],
    [-65, '-00:01:05'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
  it('gives an empty text for a non-number', () => {
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('percentColor', () => {
  it('hits the five stops', () => {
    expect(percentColor(0)).toBe('#f44336');
    expect(percentColor(25)).toBe('#ff9800');
    expect(percentColor(50)).toBe('#ffeb3b');
    expect(percentColor(75)).toBe('#8bc34a');
    expect(percentColor(100)).toBe('#4caf50');
  });
  it('interpolates between stops and clamps', () => {
    expect(percentColor(12.5)).toBe('#fa6e1b');
    expect(percentColor(-10)).toBe('#f44336');
    expect(percentColor(150)).toBe('#4caf50');
    expect(percentColor(Number.NaN)).toBe('#f44336');
  });
});
