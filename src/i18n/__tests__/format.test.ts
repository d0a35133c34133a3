import { loadLanguage } from '..';
import { formatPoints, roundPoints } from '../format';

describe('formatPoints: one rule for points on every page', () => {
  afterEach(() => loadLanguage('en'));

  it('keeps at most two decimals, with the language\'s separators', async () => {
    await loadLanguage('en');
    expect(formatPoints(46.667)).toBe('46.67');
    expect(formatPoints(12)).toBe('12');
    expect(formatPoints(-12.333)).toBe('-12.33');
    expect(formatPoints(0.1 + 0.2)).toBe('0.3');
    await loadLanguage('hr');
    expect(formatPoints(46.667)).toBe('46,67');
  });

  it('rounds for plural messages the same way', () => {
    expect(roundPoints(3.3333)).toBe(3.33);
    expect(roundPoints(135)).toBe(135);
  });
});
