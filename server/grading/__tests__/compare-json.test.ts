import { describe, expect, test } from '@jest/globals';
import { jsonDifference, parseJson } from '../compare-json.js';

describe('parseJson', () => {
  test('parses valid JSON', () => {
    expect(parseJson(' {"a": [1, 2.5, "x", null, true]} ')).toEqual({ ok: true, value: { a: [1, 2.5, 'x', null, true] } });
  });

  test.each([
    ['{"a":}', 'Not valid JSON at line 1, column 6: expected a value, found "}"'],
    ['{"a":1', 'Not valid JSON at line 1, column 7: expected "," or "}", found the end of the text'],
    ['', 'Not valid JSON at line 1, column 1: expected a value, found the end of the text'],
    ['[1,2,,3]', 'Not valid JSON at line 1, column 6: expected a value, found ","'],
    ['{"a":1}x', 'Not valid JSON at line 1, column 8: expected the end of the document, found "x"'],
    ['{\n  "a": tru\n}', 'Not valid JSON at line 2, column 11: expected "true", found "\\n"'],
    ["{'a': 1}", 'Not valid JSON at line 1, column 2: expected a property name in double quotes, found "\'"'],
    ['{"a": "\\x"}', 'Not valid JSON at line 1, column 9: expected an escape sequence, found "x"'],
    ['[01]', 'Not valid JSON at line 1, column 3: expected "," or "]", found "1"'],
    ['"line\nbreak"', 'Not valid JSON at line 1, column 6: expected no control character inside a string, found "\\n"'],
  ])('says where %j fails', (text, message) => {
    expect(parseJson(text)).toEqual({ ok: false, message });
  });

  test('a document nested too deeply for the scanner still gets a message', () => {
    const deep = '['.repeat(200_000);
    expect(parseJson(deep)).toEqual({
      ok: false,
      message: 'Not valid JSON at line 1, column 1: expected a less deeply nested document, found "["',
    });
  });
});

describe('jsonDifference', () => {
  test('object key order never matters; numbers compare by value', () => {
    expect(jsonDifference({ a: 1, b: { c: 2 } }, JSON.parse('{"b": {"c": 2.0}, "a": 1e0}'), 'strict')).toBeNull();
  });

  test('strict keeps array order, deep compares arrays as multisets', () => {
    expect(jsonDifference([1, 2, 2], [2, 1, 2], 'strict')).toBe('$[0] has a different value');
    expect(jsonDifference([1, 2, 2], [2, 1, 2], 'deep')).toBeNull();
    expect(jsonDifference([1, 2, 2], [2, 1, 1], 'deep')).toBe('$ has an element that does not match any expected one');
    expect(jsonDifference([{ a: [1, 2] }, { b: 1 }], [{ b: 1 }, { a: [2, 1] }], 'deep')).toBeNull();
    expect(jsonDifference([{ a: [1, 2] }, { b: 1 }], [{ b: 1 }, { a: [2, 1] }], 'strict')).toBe('$[0].a is missing');
  });

  test('names the first difference by its path, never the expected value', () => {
    expect(jsonDifference({ a: { b: [1, 2] } }, { a: { b: [1, 3] } }, 'strict')).toBe('$.a.b[1] has a different value');
    expect(jsonDifference({ a: 1 }, { a: 1, extra: true }, 'strict')).toBe('$.extra is not expected');
    expect(jsonDifference({ 'odd key': 1 }, {}, 'strict')).toBe('$["odd key"] is missing');
    expect(jsonDifference({ a: [1] }, { a: [1, 1] }, 'deep')).toBe('$.a should have 1 element, not 2');
    expect(jsonDifference({ a: [] }, { a: {} }, 'deep')).toBe('$.a should be an array');
    expect(jsonDifference({ a: {} }, { a: [] }, 'deep')).toBe('$.a should be an object');
  });

  // Elements are paired by their canonical text (one pass each way), never compared pair by pair: 20 000 elements
  // in reverse order with their inner arrays reversed match. (No time is asserted: tests run on busy machines.)
  test('deep multiset matching pairs the elements of large arrays in any order', () => {
    const expected = Array.from({ length: 20_000 }, (_, i) => ({ id: i, tags: [i % 3, i % 5] }));
    const actual = [...expected].reverse().map((item) => ({ tags: [...item.tags].reverse(), id: item.id }));
    expect(jsonDifference(expected, actual, 'deep')).toBeNull();
    actual[0] = { tags: [0, 0], id: -1 };
    expect(jsonDifference(expected, actual, 'deep')).toBe('$ has an element that does not match any expected one');
  });

  test('types are not coerced', () => {
    expect(jsonDifference(1, '1', 'deep')).toBe('$ has a different value');
    expect(jsonDifference(null, {}, 'deep')).toBe('$ has a different value');
    expect(jsonDifference(false, 0, 'deep')).toBe('$ has a different value');
  });
});
