import { decodeHTML } from 'entities';
import type { SourceEmbedded, SourceEmbeddedAnswer } from './source.js';

/*
 * Moodle's embedded answers (Cloze) syntax, read and written: `{2:SHORTANSWER:=right#feedback~%50%partly~wrong}` in a
 * question text is a sub-question worth 2 marks. Moodle's XML export (type="cloze") writes the sub-questions into the
 * text in this syntax, and its import (qtype_multianswer_extract_question) finds them with one regular expression.
 * That expression backtracks without bound on some texts, so it is read here by a scanner that ends each part where
 * the expression does on well-formed text: an answer at the first `~`, `#` or `}` that no `\` or `&` (an entity's
 * `&#…;`) comes right before; its feedback at the first `~` or `}` that no `\` comes right before.
 */

/** What a sub-question of each type is: Moodle's ANSWER_TYPE_DEF_REGEX, with its short names. */
export interface ClozeType {
  kind: 'shortanswer' | 'numerical' | 'multichoice' | 'multiresponse';
  /** shortanswer: SHORTANSWER_C compares with case. */
  caseSensitive: boolean;
  /** multichoice and multiresponse: a drop-down, or radio buttons / check boxes in a column or a row. */
  layout: 'dropdown' | 'vertical' | 'horizontal';
  /** multichoice and multiresponse: the `_S` variants shuffle the options. */
  shuffle: boolean;
}

const type = (kind: ClozeType['kind'], layout: ClozeType['layout'] = 'dropdown', shuffle = false, caseSensitive = false): ClozeType => ({
  kind,
  caseSensitive,
  layout,
  shuffle,
});

const types: Record<string, ClozeType> = {};
const define = (names: string[], value: ClozeType) => names.forEach((name) => (types[name] = value));
define(['NUMERICAL', 'NM'], type('numerical'));
define(['SHORTANSWER', 'SA', 'MW'], type('shortanswer'));
define(['SHORTANSWER_C', 'SAC', 'MWC'], type('shortanswer', 'dropdown', false, true));
define(['MULTICHOICE', 'MC'], type('multichoice'));
define(['MULTICHOICE_S', 'MCS'], type('multichoice', 'dropdown', true));
define(['MULTICHOICE_V', 'MCV'], type('multichoice', 'vertical'));
define(['MULTICHOICE_VS', 'MCVS'], type('multichoice', 'vertical', true));
define(['MULTICHOICE_H', 'MCH'], type('multichoice', 'horizontal'));
define(['MULTICHOICE_HS', 'MCHS'], type('multichoice', 'horizontal', true));
define(['MULTIRESPONSE', 'MR'], type('multiresponse', 'vertical'));
define(['MULTIRESPONSE_S', 'MRS'], type('multiresponse', 'vertical', true));
define(['MULTIRESPONSE_H', 'MRH'], type('multiresponse', 'horizontal'));
define(['MULTIRESPONSE_HS', 'MRHS'], type('multiresponse', 'horizontal', true));

/** The type a sub-question's type name (as written) stands for. */
export const clozeType = (name: string): ClozeType => types[name];

/** Where a sub-question may start: `{`, its mark (digits, perhaps none), `:`, a type name, `:`. */
const start = /\{(\d*):([A-Z_]+):/g;
/** Moodle's ANSWER_ALTERNATIVE_FRACTION_REGEX: `%50%`, `%-33.3%`, `%12,5%`. */
const percentage = /^%(-?\d+(?:[.,]\d*)?)%/;

const isAnswerEnd = (text: string, at: number) =>
  '~#}'.includes(text[at]) && text[at - 1] !== '\\' && text[at - 1] !== '&' && !(at >= 5 && text.startsWith('&amp;', at - 5));
const isFeedbackEnd = (text: string, at: number) => '~}'.includes(text[at]) && text[at - 1] !== '\\';

/** The answers from `at` (just after the type's colon) to the closing brace; null when the text ends first. */
function readAnswers(text: string, at: number): { answers: SourceEmbeddedAnswer[]; end: number } | null {
  const answers: SourceEmbeddedAnswer[] = [];
  let position = at;
  for (;;) {
    let fraction = 0;
    const percent = percentage.exec(text.slice(position, position + 40));
    if (text[position] === '=') {
      fraction = 100;
      position += 1;
    } else if (percent) {
      fraction = Number(percent[1].replace(',', '.'));
      position += percent[0].length;
    }
    // An answer has at least one character, whatever it is.
    let end = position + 1;
    while (end < text.length && !isAnswerEnd(text, end)) end += 1;
    if (end >= text.length) return null;
    const answer = { fraction, text: text.slice(position, end), feedback: '' };
    if (text[end] === '#') {
      let feedbackEnd = end + 1;
      while (feedbackEnd < text.length && !isFeedbackEnd(text, feedbackEnd)) feedbackEnd += 1;
      if (feedbackEnd >= text.length) return null;
      answer.feedback = text.slice(end + 1, feedbackEnd);
      end = feedbackEnd;
    }
    answers.push(answer);
    if (text[end] === '}') return { answers, end: end + 1 };
    position = end + 1;
  }
}

/**
 * The sub-questions of a Cloze text, in order, and the text with `{#k}` where sub-question k was (as Moodle stores
 * it). Anything that is not a sub-question of a known type stays text, as in Moodle. A sub-question the text never
 * closes ends the search: no later one could close either.
 */
export function parseCloze(text: string): { text: string; embedded: SourceEmbedded[] } {
  const embedded: SourceEmbedded[] = [];
  let rest = '';
  let last = 0;
  const pattern = new RegExp(start.source, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (!(match[2] in types)) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    const read = readAnswers(text, match.index + match[0].length);
    if (!read) break;
    embedded.push({ written: text.slice(match.index, read.end), weight: match[1] === '' ? 1 : Number(match[1]), type: match[2], answers: read.answers });
    rest += `${text.slice(last, match.index)}{#${embedded.length}}`;
    last = read.end;
    pattern.lastIndex = read.end;
  }
  return { text: rest + text.slice(last), embedded };
}

/** The escapes of the Cloze syntax (Moodle's documentation): a backslash before } # ~ / " or \. */
const escapes = /\\([}#~/"\\])/g;

/**
 * An answer's text: its escapes read, then its HTML entities decoded (Moodle's html_entity_decode). `kept` lists the
 * escapes Moodle itself does not read — it reads only `\}` and `\#`, so in Moodle the answer keeps their backslash.
 */
export function clozeAnswerText(written: string): { text: string; kept: string[] } {
  const kept = new Set<string>();
  const unescaped = written.replace(escapes, (whole, character: string) => {
    if (character !== '}' && character !== '#') kept.add(whole);
    return character;
  });
  return { text: decodeHTML(unescaped), kept: [...kept] };
}

/** Moodle's NUMBER_REGEX: a number as a numerical sub-question's answer or tolerance may be written. */
const number = '-?(?:\\d+[.,]?\\d*|[.,]\\d+)(?:[eE][-+]?\\d+)?';
const numberAnswer = new RegExp(`^(${number})(?::(${number}))?$`);

/** A numerical sub-question's answer `value:tolerance` (tolerance absent: 0); null for anything else (`*`, a word). */
export function clozeNumber(written: string): { value: string; tolerance: string } | null {
  const match = numberAnswer.exec(written);
  return match ? { value: match[1], tolerance: match[2] ?? '0' } : null;
}

/**
 * Text for an answer that Moodle reads back as it is: the characters the syntax gives a meaning to are written as
 * numeric character references, which Moodle decodes after it has split the answers (its backslash escapes other than
 * `\}` and `\#` would stay in the answer). A leading `=` or `%` would read as a grade.
 */
export function clozeEscape(text: string): string {
  const escaped = text.replace(/[&\\}#~]/g, (character) => (character === '&' ? '&amp;' : `&#${character.charCodeAt(0)};`));
  return escaped.replace(/^[=%]/, (character) => `&#${character.charCodeAt(0)};`);
}

/** Moodle's grades in the syntax: percent with at most seven decimals. */
function percentOf(fraction: number): string {
  return (Math.round(fraction * 1e7) / 1e7).toFixed(7).replace(/\.?0+$/, '');
}

/** A sub-question: `{weight:TYPE:=a~%50%b~c}`; each answer's text already escaped for the syntax. */
export function writeCloze(weight: number, typeName: string, answers: Array<{ fraction: number; text: string }>): string {
  const written = answers.map(({ fraction, text }) => `${fraction >= 100 ? '=' : fraction === 0 ? '' : `%${percentOf(fraction)}%`}${text}`);
  return `{${weight}:${typeName}:${written.join('~')}}`;
}
