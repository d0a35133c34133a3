export type JsonCompareMode = 'deep' | 'strict';

export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The offset of the first syntax error in `text` and what was expected there. V8's JSON.parse messages give no
 * position for some errors and quote the whole text for others, so the location is found by this scanner.
 */
class SyntaxProblem {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {}
}

function locateSyntaxError(text: string): SyntaxProblem {
  let index = 0;
  const fail = (expected: string): never => {
    throw new SyntaxProblem(index, expected);
  };
  const skipSpace = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index])) index += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[index] !== char) fail(`"${word}"`);
      index += 1;
    }
  };
  const string = () => {
    index += 1;
    for (;;) {
      if (index >= text.length) fail('a closing quote');
      const char = text[index];
      if (char === '"') break;
      if (char < ' ') fail('no control character inside a string');
      if (char === '\\') {
        index += 1;
        if (text[index] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 1, index + 5))) fail('four hex digits after \\u');
          index += 4;
        } else if (!'"\\/bfnrt'.includes(text[index] ?? 'x')) fail('an escape sequence');
      }
      index += 1;
    }
    index += 1;
  };
  const value = (): void => {
    skipSpace();
    const char = text[index];
    if (char === '{') {
      index += 1;
      skipSpace();
      if (text[index] === '}') {
        index += 1;
        return;
      }
      for (;;) {
        skipSpace();
        if (text[index] !== '"') fail('a property name in double quotes');
        string();
        skipSpace();
        if (text[index] !== ':') fail('":"');
        index += 1;
        value();
        skipSpace();
        if (text[index] === ',') index += 1;
        else if (text[index] === '}') {
          index += 1;
          return;
        } else fail('"," or "}"');
      }
    }
    if (char === '[') {
      index += 1;
      skipSpace();
      if (text[index] === ']') {
        index += 1;
        return;
      }
      for (;;) {
        value();
        skipSpace();
        if (text[index] === ',') index += 1;
        else if (text[index] === ']') {
          index += 1;
          return;
        } else fail('"," or "]"');
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = index;
    if (!number.test(text)) fail('a value');
    index = number.lastIndex;
  };
  try {
    value();
    skipSpace();
    if (index < text.length) fail('the end of the document');
  } catch (problem) {
    if (problem instanceof SyntaxProblem) return problem;
    // Nesting deep enough to exhaust the stack here; JSON.parse refused it too.
    return new SyntaxProblem(0, 'a less deeply nested document');
  }
  return new SyntaxProblem(0, 'valid JSON');
}

/** Parses JSON text; on failure says where (line and column) it fails and what was expected there. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const { offset, expected } = locateSyntaxError(text);
    const lines = text.slice(0, offset).split(/\r\n|\r|\n/);
    const line = lines.length;
    const column = lines[lines.length - 1].length + 1;
    const found = offset < text.length ? JSON.stringify(text[offset]) : 'the end of the text';
    return { ok: false, message: `Not valid JSON at line ${line}, column ${column}: expected ${expected}, found ${found}` };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A text equal for two values exactly when they are equal in `deep` mode: object keys sorted, array elements
 * sorted by their own canonical text. Comparing these keeps multiset matching of large arrays near-linear.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).sort().join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function pathOf(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/**
 * Where `actual` first differs from `expected`, as a JSONPath-like location, or null when they are equal. Object
 * key order never matters and numbers compare by value (1.0 = 1); arrays compare in order (`strict`) or as
 * multisets (`deep`). Only the location is reported, never the expected value, so students can see it.
 */
export function jsonDifference(expected: unknown, actual: unknown, mode: JsonCompareMode, path = '$'): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path} should be an array`;
    if (expected.length !== actual.length) {
      return `${path} should have ${expected.length} element${expected.length === 1 ? '' : 's'}, not ${actual.length}`;
    }
    if (mode === 'strict') {
      for (let i = 0; i < expected.length; i += 1) {
        const difference = jsonDifference(expected[i], actual[i], mode, `${path}[${i}]`);
        if (difference !== null) return difference;
      }
      return null;
    }
    const unmatched = new Map<string, number>();
    for (const element of actual) {
      const key = canonical(element);
      unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
    }
    for (const element of expected) {
      const key = canonical(element);
      const count = unmatched.get(key) ?? 0;
      if (count === 0) return `${path} has an element that does not match any expected one`;
      unmatched.set(key, count - 1);
    }
    return null;
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return `${path} should be an object`;
    const missing = Object.keys(expected).find((key) => !Object.hasOwn(actual, key));
    if (missing !== undefined) return `${pathOf(path, missing)} is missing`;
    const extra = Object.keys(actual).find((key) => !Object.hasOwn(expected, key));
    if (extra !== undefined) return `${pathOf(path, extra)} is not expected`;
    for (const key of Object.keys(expected)) {
      const difference = jsonDifference(expected[key], actual[key], mode, pathOf(path, key));
      if (difference !== null) return difference;
    }
    return null;
  }
  return expected === actual ? null : `${path} has a different value`;
}
