import { absDecimal, decimalToString, multiplyDecimals, subtractDecimals, type Decimal } from '../../rules/numbers.js';
import {
  categoryPath,
  emptySourceQuestion,
  exactNumber,
  MalformedImportError,
  richText,
  type RichText,
  type SourceAnswer,
  type SourceQuestion,
  type TextFormat,
} from './source.js';

/*
 * GIFT, read as Moodle's own reader (question/format/gift/format.php) reads it: questions are separated by blank
 * lines, whole-line `//` comments are dropped, `::name::` names a question, the first `{…}` holds the answers,
 * and the kind follows from the answer block's shape. Escaped control characters are swapped for private-use
 * characters first, so no rule below mistakes `\=` or `\{` for syntax, and swapped back in every text at the end.
 */

const escapes: Array<[string, string]> = [
  ['\\\\', '\uE000'],
  ['\\~', '\uE001'],
  ['\\=', '\uE002'],
  ['\\#', '\uE003'],
  ['\\{', '\uE004'],
  ['\\}', '\uE005'],
  ['\\:', '\uE006'],
  ['\\n', '\n'],
];

function protect(text: string): string {
  return escapes.reduce((result, [escaped, placeholder]) => result.split(escaped).join(placeholder), text);
}

function restore(text: string): string {
  return text
    .replace(/\uE000/g, '\\')
    .replace(/\uE001/g, '~')
    .replace(/\uE002/g, '=')
    .replace(/\uE003/g, '#')
    .replace(/\uE004/g, '{')
    .replace(/\uE005/g, '}')
    .replace(/\uE006/g, ':');
}

const formatMarkers: Record<string, TextFormat> = {
  html: 'html',
  moodle: 'moodle_auto_format',
  plain: 'plain_text',
  markdown: 'markdown',
};

/** A leading `[html]`, `[moodle]`, `[plain]` or `[markdown]` sets the text's format (Moodle's default: moodle). */
function formatted(raw: string, fallback: TextFormat = 'moodle_auto_format'): RichText {
  const text = raw.trim();
  const marker = /^\[(html|moodle|plain|markdown)\]/.exec(text);
  if (!marker) return richText(restore(text), fallback);
  return richText(restore(text.slice(marker[0].length).trim()), formatMarkers[marker[1]]);
}

/** `%50%` in front of an answer: its weight in percent. */
function weighted(raw: string): { weight: number | null; rest: string } {
  const match = /^%(-?\d+(?:\.\d+)?)%/.exec(raw);
  return match ? { weight: Number(match[1]), rest: raw.slice(match[0].length) } : { weight: null, rest: raw };
}

/**
 * Splits `answer#feedback` at the first `#`. As in Moodle, the feedback (like the answer) is in the question text's
 * format unless it starts with a format marker of its own.
 */
function withFeedback(raw: string, format: TextFormat): { answer: string; feedback: RichText } {
  const hash = raw.indexOf('#');
  return hash < 0 ? { answer: raw, feedback: richText('', format) } : { answer: raw.slice(0, hash), feedback: formatted(raw.slice(hash + 1), format) };
}

function answer(text: RichText, fraction: number, feedback: RichText, tolerance: string | null = null): SourceAnswer {
  return { text, fraction, feedback, tolerance, toleranceType: null, display: null, correct: null };
}

function choiceAnswers(block: string, format: TextFormat): SourceAnswer[] {
  return block
    .replace(/=/g, '~=')
    .split('~')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const correct = part.startsWith('=');
      const { weight, rest } = weighted(correct ? part.slice(1).trim() : part);
      const { answer: text, feedback } = withFeedback(rest, format);
      return answer(formatted(text, format), weight ?? (correct ? 100 : 0), feedback);
    });
}

function shortAnswers(block: string, format: TextFormat): SourceAnswer[] {
  return block
    .split('=')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const { weight, rest } = weighted(part);
      const { answer: text, feedback } = withFeedback(rest, format);
      return answer(formatted(text, format), weight ?? 100, feedback);
    });
}

const HALF: Decimal = { coefficient: 5n, exponent: -1 };

/**
 * `value`, `value:tolerance` or `min..max`, as Moodle tells them apart (a `..` first, then a `:`); `*` is Moodle's
 * "any other answer". A range is its middle with half its width as the tolerance, computed exactly: `3.141..3.142`
 * is 3.1415 ± 0.0005. Values and tolerances stay decimal text, so nothing passes through binary floating point.
 */
function numericalValue(raw: string): { value: string; tolerance: string | null } | null {
  const text = raw.trim();
  if (text === '*') return { value: '*', tolerance: null };
  const dots = text.indexOf('..');
  if (dots > 0) {
    const [min, max] = [exactNumber(text.slice(0, dots)), exactNumber(text.slice(dots + 2))];
    if (!min || !max) return null;
    const half = multiplyDecimals(subtractDecimals(max, min), HALF);
    return { value: decimalToString(subtractDecimals(max, half)), tolerance: decimalToString(absDecimal(half)) };
  }
  const colon = text.indexOf(':');
  const value = exactNumber(colon < 0 ? text : text.slice(0, colon));
  const tolerance = colon < 0 ? { coefficient: 0n, exponent: 0 } : exactNumber(text.slice(colon + 1));
  if (!value || !tolerance) return null;
  return { value: decimalToString(value), tolerance: decimalToString(absDecimal(tolerance)) };
}

function numericalAnswers(block: string, format: TextFormat): SourceAnswer[] | null {
  // `~#feedback` after the answers is the feedback for any other (wrong) answer.
  const [accepted, ...wrong] = block.split('~');
  // As Moodle: the answers are what `=` separates, the first kept unless it is empty (`{#=1822:0 =%50%1822:2}`).
  const parts = accepted.split('=');
  if (parts[0].trim() === '') parts.shift();
  const answers: SourceAnswer[] = [];
  for (const part of parts) {
    const { weight, rest } = weighted(part.trim());
    const { answer: value, feedback } = withFeedback(rest, format);
    const number = numericalValue(restore(value));
    if (!number) return null;
    answers.push(answer(richText(number.value, 'plain_text'), weight ?? 100, feedback, number.tolerance));
  }
  for (const part of wrong) {
    const { feedback } = withFeedback(part, format);
    if (feedback.text !== '') answers.push(answer(richText('*', 'plain_text'), 0, feedback));
  }
  return answers.length === 0 ? null : answers;
}

function readBlock(question: SourceQuestion, block: string): void {
  const trimmed = block.trim();
  // Moodle reads answers and feedback in the question text's format.
  const format = question.text.format;
  if (trimmed === '') {
    question.type = 'essay';
    return;
  }
  if (trimmed.startsWith('#')) {
    question.type = 'numerical';
    const answers = numericalAnswers(trimmed.slice(1), format);
    if (answers) question.answers = answers;
    else question.problem = `the numerical answer “${restore(trimmed)}” is not a number`;
    return;
  }
  if (trimmed.includes('~')) {
    question.type = 'multichoice';
    // As in Moodle: without a single answer marked `=` every option is weighted and several may be chosen.
    question.single = trimmed.includes('=');
    question.answers = choiceAnswers(trimmed, format);
    return;
  }
  if (trimmed.includes('=') && trimmed.includes('->')) {
    question.type = 'matching';
    question.subquestions = trimmed
      .split('=')
      .slice(1)
      .map((part) => {
        const arrow = part.indexOf('->');
        const [left, right] = arrow < 0 ? [part, ''] : [part.slice(0, arrow), part.slice(arrow + 2)];
        return { text: formatted(left, format), answer: restore(right.trim()) };
      });
    return;
  }
  const truth = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(trimmed);
  if (truth) {
    question.type = 'truefalse';
    const isTrue = truth[1].toUpperCase().startsWith('T');
    // {TRUE#feedback for a wrong answer#feedback for a right one}: Moodle's split_truefalse_comment. A student who
    // answers true is right when the key is TRUE, so the second feedback is true's there and the first is false's.
    const [, wrong = '', ...right] = trimmed.split('#');
    const wrongFeedback = formatted(wrong, format);
    const rightFeedback = formatted(right.join('#'), format);
    question.answers = [
      answer(richText('true', 'moodle_auto_format'), isTrue ? 100 : 0, isTrue ? rightFeedback : wrongFeedback),
      answer(richText('false', 'moodle_auto_format'), isTrue ? 0 : 100, isTrue ? wrongFeedback : rightFeedback),
    ];
    return;
  }
  question.type = 'shortanswer';
  if (!trimmed.startsWith('=')) {
    question.problem = `the answer block “${restore(trimmed)}” is none of GIFT's answer forms`;
    return;
  }
  question.answers = shortAnswers(trimmed, format);
}

/** Moodle's placeholder for the answer block of a "missing word" question. */
export const missingWordMarker = '_____';

function readQuestion(raw: string, index: number, category: string | null): SourceQuestion {
  const question = emptySourceQuestion(index, 'description', category);
  let text = protect(raw).trim();
  const name = /^::([\s\S]*?)::/.exec(text);
  if (name) {
    question.name = restore(name[1]).trim();
    text = text.slice(name[0].length).trim();
  }
  const start = text.indexOf('{');
  if (start < 0) {
    question.text = formatted(text);
    return question;
  }
  const finish = text.indexOf('}', start);
  if (finish < 0) {
    question.type = 'unknown';
    question.text = formatted(text.slice(0, start));
    question.problem = 'its answer block has no closing “}”';
    return question;
  }
  let block = text.slice(start + 1, finish);
  const before = text.slice(0, start).trim();
  const after = text.slice(finish + 1).trim();
  const joiner = /^[.,;:!?]/.test(after) ? '' : ' ';
  question.text = formatted(after === '' ? before : `${before} ${missingWordMarker}${joiner}${after}`);
  const general = block.indexOf('####');
  if (general >= 0) {
    question.generalFeedback = formatted(block.slice(general + 4), question.text.format);
    block = block.slice(0, general);
  }
  readBlock(question, block);
  return question;
}

/**
 * Reads a GIFT file. A `$CATEGORY:` entry sets the category of the questions after it; comment-only entries are
 * ignored. A file without a single question or category is refused.
 */
export function parseGift(content: string): SourceQuestion[] {
  const blocks: string[][] = [[]];
  for (const line of content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    if (line.trim() === '') {
      if (blocks[blocks.length - 1].length > 0) blocks.push([]);
    } else if (!line.trim().startsWith('//')) {
      blocks[blocks.length - 1].push(line);
    }
  }
  const questions: SourceQuestion[] = [];
  let category: string | null = null;
  let categories = 0;
  for (const lines of blocks) {
    if (lines.length === 0) continue;
    const raw = lines.join('\n');
    const categoryLine = /^\s*\$CATEGORY:\s*(.*)$/.exec(raw);
    if (categoryLine) {
      category = categoryPath(categoryLine[1]);
      categories += 1;
      continue;
    }
    questions.push(readQuestion(raw, questions.length + 1, category));
  }
  if (questions.length === 0 && categories === 0) {
    throw new MalformedImportError('The file holds no GIFT questions.');
  }
  return questions;
}
