import { createContext, Script } from 'node:vm';
import type { CodeTest } from '../generated/contract-types.js';

/** Longer output is not tested against a regular expression: the test fails. */
export const REGEX_OUTPUT_LIMIT = 100_000;
/**
 * A teacher's pattern can backtrack catastrophically on a student's output ((a+)+$); V8 checks for interrupts
 * while matching, so running the match under a vm timeout stops it.
 */
const REGEX_TIME_LIMIT_MS = 250;
const regexSandbox = createContext({ regex: /$^/, text: '' });
const regexTest = new Script('regex.test(text)');

export type OutputComparison = Pick<CodeTest, 'expectedOutput' | 'trimWhitespace' | 'ignoreCase' | 'anyOrder' | 'regex'>;

function normalise(text: string, test: OutputComparison): string {
  let result = text.replace(/\r\n?/g, '\n');
  if (test.trimWhitespace) {
    const lines = result.split('\n').map((line) => line.trim());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    result = lines.join('\n');
  }
  if (test.ignoreCase && !test.regex) result = result.toLowerCase();
  return result;
}

function matchesWhole(pattern: string, flags: string, text: string): boolean {
  if (text.length > REGEX_OUTPUT_LIMIT) return false;
  let regex: RegExp;
  try {
    regex = new RegExp(`^(?:${pattern})$`, flags);
  } catch {
    return false;
  }
  // One context for every match (creating one costs more than most matches); the match is synchronous, so
  // two matches never share it at the same time.
  regexSandbox.regex = regex;
  regexSandbox.text = text;
  try {
    return regexTest.runInContext(regexSandbox, { timeout: REGEX_TIME_LIMIT_MS }) === true;
  } catch {
    return false;
  } finally {
    regexSandbox.text = '';
  }
}

/**
 * Whether a program's output passes a test. Line ends are always normalised (\r\n and a lone \r become \n).
 * `trimWhitespace` trims every line and drops trailing empty lines; `ignoreCase` compares case-insensitively;
 * `anyOrder` compares the lines as a multiset; `regex` makes `expectedOutput` a pattern the whole output must
 * match (after the line normalisation; an invalid or runaway pattern never matches).
 */
export function compareOutput(test: OutputComparison, actual: string): boolean {
  const output = normalise(actual, test);
  if (test.regex) {
    const pattern = test.expectedOutput.replace(/\r\n?/g, '\n');
    return matchesWhole(pattern, test.ignoreCase ? 'i' : '', output);
  }
  const expected = normalise(test.expectedOutput, test);
  if (!test.anyOrder) return output === expected;
  const sortedLines = (text: string) => text.split('\n').sort();
  const left = sortedLines(expected);
  const right = sortedLines(output);
  return left.length === right.length && left.every((line, index) => line === right[index]);
}
