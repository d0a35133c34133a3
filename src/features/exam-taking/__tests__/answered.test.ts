import { isAnswered } from '../answered';

describe('isAnswered', () => {
  it('counts a numerical answer once a number is typed, even one that does not read', () => {
    expect(isAnswered({ kind: 'numerical', value: null, unit: null })).toBe(false);
    // A unit alone says nothing.
    expect(isAnswered({ kind: 'numerical', value: '  ', unit: 'cm' })).toBe(false);
    expect(isAnswered({ kind: 'numerical', value: '3,14', unit: null })).toBe(true);
    expect(isAnswered({ kind: 'numerical', value: '1,000.5', unit: null })).toBe(true);
  });

  it('counts a complex answer with an answered numerical part', () => {
    expect(isAnswered({ kind: 'complex', parts: [{ subquestionId: 'a', answer: { kind: 'numerical', value: '', unit: null } }] })).toBe(false);
    expect(isAnswered({ kind: 'complex', parts: [{ subquestionId: 'a', answer: { kind: 'numerical', value: '2', unit: null } }] })).toBe(true);
  });
});
