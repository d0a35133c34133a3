import type {
  ChoiceOption,
  ConnectedElementsContent,
  LabelledItem,
  MultipleChoiceContent,
  NumericalContent,
  NumericalKey,
  NumericalUnit,
  QuestionContent,
  QuestionFeedback,
  QuestionImportItem,
  QuestionInput,
  QuestionKind,
  TextCompletionContent,
  TextGap,
  TrueFalseContent,
} from '../../generated/contract-types.js';
import { normaliseText } from '../../rules/text.js';
import { calculatedTemplate, type CalculatedTemplate } from './calculated.js';
import { clozeAnswerText, clozeNumber, clozeType } from './cloze.js';
import {
  appendLegacyImage,
  embedFiles,
  htmlToText,
  imageTokenPrefix,
  plainAnswer,
  questionMarkdown,
  type ImageCollector,
  type PendingImage,
} from './html.js';
import {
  absDecimal,
  compareDecimals,
  decimalToString,
  multiplyDecimals,
  ONE,
  subtractDecimals,
  type Decimal,
} from '../../rules/numbers.js';
import { Skip, skip } from './skip.js';
import {
  exactNumber,
  richText,
  type RichText,
  type SourceAnswer,
  type SourceEmbedded,
  type SourceQuestion,
  type SourceUnitOptions,
} from './source.js';

/** One question of the file: what it becomes (or why it does not), and the images it brings along. */
export interface MappedQuestion {
  item: QuestionImportItem;
  /** The question to create (nodeIds empty: the import's nodes are added when it is applied); null when skipped. */
  input: QuestionInput | null;
  images: PendingImage[];
}

/** Fractions are percentages written with up to seven decimals (83.33333); compare them with that slack. */
const isFull = (fraction: number) => Math.abs(fraction - 100) < 0.001;
const percent = (value: number) => `${Math.round(value * 100) / 100} %`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const maxTitle = 300;

function titleOf(source: SourceQuestion): string {
  // Names are plain text in both formats; a `<` in one is part of the name.
  const name = source.name.replace(/\s+/g, ' ').trim();
  if (name) return name.slice(0, maxTitle);
  // As Moodle names a question without a name: the start of its text.
  const text = htmlToText(source.text.text);
  if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  return `Question ${source.index}`;
}

function tagsOf(source: SourceQuestion, warnings: string[]): string[] {
  const tags = [...new Set(source.tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 50))];
  if (tags.length < source.tags.length) warnings.push('Tags longer than 50 characters or repeated were left out.');
  if (tags.length > 30) warnings.push(`Only the first 30 of ${tags.length} tags were kept.`);
  return tags.slice(0, 30);
}

/** A rich text of the file as the bank's Markdown; `display` is how Moodle shows a calculated answer's values. */
type ToMarkdown = (rich: RichText, display?: SourceAnswer['display']) => string;

/**
 * Feedback as the bank's Markdown, or undefined when there is none (or it is too long to keep, with a warning). A
 * formula in a calculated answer's feedback keeps all its decimals (Moodle showed it as it showed the answer).
 */
type FeedbackOf = (rich: RichText, what: string) => string | undefined;

/** The contract's longest per-answer feedback (options, keys, true and false) and question feedback. */
const MAX_ANSWER_FEEDBACK = 4000;
const MAX_QUESTION_FEEDBACK = 20000;

const hasText = (rich: RichText) => htmlToText(rich.text) !== '' || /<img\b/i.test(rich.text);

/** Feedback the bank's kinds have no place for: on a gap's accepted answers, and hints. */
function lostFeedback(source: SourceQuestion, kind: QuestionKind, warnings: string[]): void {
  if (kind === 'text-completion') {
    const answerFeedback = source.answers.filter((answer) => hasText(answer.feedback)).length;
    if (answerFeedback > 0) {
      warnings.push(`Feedback on ${plural(answerFeedback, 'answer', 'answers')} was left out: a gap has no feedback per accepted answer.`);
    }
  }
  if (source.hints.length > 0) warnings.push(`${plural(source.hints.length, 'hint was', 'hints were')} left out.`);
}

/** Moodle's general feedback and its feedback by outcome (correct, partially correct, incorrect); null for none. */
function questionFeedback(source: SourceQuestion, feedbackOf: FeedbackOf): QuestionFeedback | null {
  const feedback: QuestionFeedback = {
    general: feedbackOf(source.generalFeedback, 'general feedback') ?? '',
    correct: feedbackOf(source.combinedFeedback.correct, 'feedback for a correct answer') ?? '',
    partial: feedbackOf(source.combinedFeedback.partial, 'feedback for a partially correct answer') ?? '',
    incorrect: feedbackOf(source.combinedFeedback.incorrect, 'feedback for an incorrect answer') ?? '',
  };
  return Object.values(feedback).every((text) => text === '') ? null : feedback;
}

/** An item with its feedback, which is left out when there is none (the contract's field is optional). */
const withFeedback = <T extends object>(item: T, feedback: string | undefined): T & { feedback?: string } =>
  feedback === undefined ? item : { ...item, feedback };

const optionId = (position: number) => String.fromCharCode(97 + position);

/** The options' texts and feedback, in the file's order. */
function optionParts(source: SourceQuestion, markdown: ToMarkdown, feedbackOf: FeedbackOf) {
  const answers = source.answers;
  if (answers.length < 2) skip('a multiple-choice question needs at least two options');
  if (answers.length > 26) skip(`it has ${answers.length} options; at most 26 are supported`);
  const texts = answers.map((answer) => markdown(answer.text, answer.display));
  const feedback = answers.map((answer, position) => feedbackOf(answer.feedback, `feedback on option ${optionId(position)}`));
  return { answers, texts, feedback };
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.001;

/**
 * Moodle's grades of a multiple-answer question that are exactly right-minus-wrong: each of the k correct options
 * +100/k %, each of the other n − k −100/(n − k) %. Moodle adds the chosen options' grades and keeps the sum at 0 or
 * more, which is the share of correct options chosen less the share of wrong ones, at least 0.
 */
function isRightMinusWrong(fractions: number[]): boolean {
  const right = fractions.filter((fraction) => fraction > 0);
  const wrong = fractions.filter((fraction) => fraction <= 0);
  return (
    right.length > 0 &&
    wrong.length > 0 &&
    right.every((fraction) => near(fraction, 100 / right.length)) &&
    wrong.every((fraction) => near(fraction, -100 / wrong.length))
  );
}

function multipleChoice(source: SourceQuestion, markdown: ToMarkdown, feedbackOf: FeedbackOf, warnings: string[]): MultipleChoiceContent {
  const { answers, texts, feedback } = optionParts(source, markdown, feedbackOf);
  if (source.single) {
    const correct = answers.filter((answer) => isFull(answer.fraction));
    if (correct.length === 0) skip('no option is fully correct (100 %)');
    if (correct.length > 1) skip(`${correct.length} options are fully correct, but a student may choose only one`);
    // Choosing option X instead of the key costs the key's penalty plus X's, so partial credit P of the best
    // wrong option is kept exactly: the key costs 100 − P, and each other option P − its own grade.
    const best = Math.max(0, ...answers.filter((answer) => !isFull(answer.fraction)).map((answer) => answer.fraction));
    if (answers.some((answer) => answer.fraction < 0)) {
      warnings.push('Negative grades count as 0 %: choosing such an option scores as a wrong answer.');
    }
    const options: ChoiceOption[] = answers.map((answer, position) => {
      const isKey = isFull(answer.fraction);
      const penalty = isKey ? 100 - best : Math.min(100, best - answer.fraction);
      return withFeedback({ id: optionId(position), text: texts[position], correct: isKey, penalty: round(penalty) }, feedback[position]);
    });
    return { kind: 'multiple-choice', multipleCorrect: false, shuffle: source.shuffle, options };
  }
  const positive = answers.filter((answer) => answer.fraction > 0);
  if (positive.length === 0) skip('no option has a positive grade');
  const total = positive.reduce((sum, answer) => sum + answer.fraction, 0);
  if (Math.abs(total - 100) > 0.5) {
    warnings.push(`The grades of the correct options add up to ${percent(total)}, not 100 %; each is kept as that option's penalty.`);
  }
  // Moodle adds up the grades of the chosen options, so an option graded 0 % costs nothing. When the question
  // has no negative grade at all, choosing every option scores full marks there; here each wrong option then
  // costs as much as the smallest correct one gains.
  const hasNegative = answers.some((answer) => answer.fraction < 0);
  const fallback = Math.min(...positive.map((answer) => answer.fraction));
  const zeroWrong = answers.filter((answer) => answer.fraction === 0).length;
  if (!hasNegative && zeroWrong > 0) {
    warnings.push(
      `Choosing a wrong option costs ${percent(fallback)} here; in Moodle the ${plural(zeroWrong, 'option', 'options')} graded 0 % cost nothing, so choosing every option scored full marks.`,
    );
  }
  const options: ChoiceOption[] = answers.map((answer, position) => {
    const correct = answer.fraction > 0;
    const penalty = correct ? answer.fraction : answer.fraction < 0 ? -answer.fraction : hasNegative ? 0 : fallback;
    return withFeedback({ id: optionId(position), text: texts[position], correct, penalty: round(Math.min(100, penalty)) }, feedback[position]);
  });
  // The penalties give the same grades; the scoring says what the grades mean, and keeps them exact (100/3 %).
  const scoring = isRightMinusWrong(answers.map((answer) => answer.fraction)) ? { scoring: 'right-minus-wrong' as const } : {};
  return { kind: 'multiple-choice', multipleCorrect: true, shuffle: source.shuffle, ...scoring, options };
}

/**
 * Moodle's all-or-nothing multiple choice (qtype_multichoiceset): full marks for choosing exactly the correct options,
 * none otherwise. An option is correct where its `<correctanswer>` (older files) or else its grade (above 0) says so,
 * as the plugin reads it. Every option's penalty is 100 %, so that the penalties, should the scoring change to them,
 * still give nothing for any mistake.
 */
function allOrNothing(source: SourceQuestion, markdown: ToMarkdown, feedbackOf: FeedbackOf): MultipleChoiceContent {
  const { answers, texts, feedback } = optionParts(source, markdown, feedbackOf);
  const options: ChoiceOption[] = answers.map((answer, position) =>
    withFeedback({ id: optionId(position), text: texts[position], correct: answer.correct ?? answer.fraction > 0, penalty: 100 }, feedback[position]),
  );
  if (!options.some((option) => option.correct)) skip('no option is marked correct');
  return { kind: 'multiple-choice', multipleCorrect: true, shuffle: source.shuffle, scoring: 'all-or-nothing', options };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The key, and each answer's feedback: what a student who answered true (or false) reads. */
function trueFalse(source: SourceQuestion, feedbackOf: FeedbackOf, warnings: string[]): TrueFalseContent {
  const key = source.answers.find((answer) => isFull(answer.fraction));
  const value = key ? plainAnswer(key.text).toLowerCase() : '';
  if (value !== 'true' && value !== 'false') skip('neither “true” nor “false” is marked as the correct answer');
  if (source.answers.some((answer) => answer.fraction > 0 && !isFull(answer.fraction))) {
    warnings.push('Partial credit for the other answer was left out.');
  }
  const feedback = (answer: 'true' | 'false') => {
    const found = source.answers.find((candidate) => plainAnswer(candidate.text).toLowerCase() === answer);
    return found ? feedbackOf(found.feedback, `feedback on the answer ${answer}`) : undefined;
  };
  const trueFeedback = feedback('true');
  const falseFeedback = feedback('false');
  return {
    kind: 'true-false',
    correct: value === 'true',
    ...(trueFeedback === undefined ? {} : { trueFeedback }),
    ...(falseFeedback === undefined ? {} : { falseFeedback }),
  };
}

/** Moodle's convention for where a short answer goes in the text: a run of underscores (GIFT writes five). */
const blank = /_{3,}/;

/**
 * Where the gap goes. With a blank in the text (GIFT's missing word, or `____` in Moodle), the text itself is the
 * gap text with the gap there; otherwise the answer box follows the text, as in Moodle: the text stays the
 * question's text and the gap text is the gap alone.
 */
function placeGap(text: string): { text: string; gapText: string } {
  if (/\[\[\d+\]\]/.test(text)) skip('its text already contains a gap marker [[n]]');
  return blank.test(text) ? { text: '', gapText: text.replace(blank, '[[1]]') } : { text, gapText: '[[1]]' };
}

/** An answer a student types, as written (Moodle's `\*` a literal asterisk), with its credit in percent. */
interface TypedAnswer {
  text: string;
  fraction: number;
}

/** Moodle's `*` matches any text; `\*` is a literal asterisk. */
const hasWildcard = (written: string) => /(^|[^\\])\*/.test(written);

/**
 * A typed gap (Moodle's short answer, alone or embedded in a Cloze text): each answer with credit, in the file's order,
 * its credit in `fractions` when one is partial. Moodle gives a response the first answer it matches, so a later answer
 * matching the same text is left out; answers without credit only carried feedback, and any other answer is wrong here
 * too. Gaps have no `*` wildcard: an answer using it is left out with a warning, or the question skipped when no other
 * answer is fully correct.
 */
function typedGap(answers: TypedAnswer[], caseSensitive: boolean, warnings: string[]): TextGap {
  const accepted: string[] = [];
  const fractions: number[] = [];
  const seen = new Set<string>();
  const wildcards: TypedAnswer[] = [];
  let over = false;
  for (const answer of answers) {
    if (answer.fraction <= 0) continue;
    if (hasWildcard(answer.text)) {
      wildcards.push(answer);
      continue;
    }
    const value = answer.text.replace(/\\\*/g, '*');
    const full = isFull(answer.fraction);
    over ||= answer.fraction > 100 && !full;
    if (value === '') {
      if (full) skip('a fully correct answer is empty');
      continue;
    }
    if (value.length > 500) skip('an accepted answer is longer than 500 characters');
    const compared = normaliseText(value, caseSensitive);
    if (seen.has(compared)) continue;
    seen.add(compared);
    accepted.push(value);
    fractions.push(full ? 100 : Math.min(100, answer.fraction));
  }
  if (!fractions.includes(100)) {
    const wildcard = wildcards.find((answer) => isFull(answer.fraction));
    if (wildcard) skip(`the correct answer “${wildcard.text}” uses the * wildcard, which gaps do not support`);
    skip('no answer is fully correct (100 %)');
  }
  for (const answer of wildcards) {
    warnings.push(`The answer “${answer.text}” (${percent(answer.fraction)}) was left out: a gap has no * wildcard, so what only it accepted is wrong here.`);
  }
  if (over) warnings.push('Grades above 100 % count as 100 %.');
  if (accepted.length > 20) skip(`it accepts ${accepted.length} answers; a gap accepts at most 20`);
  return { answers: accepted, ...(fractions.some((fraction) => fraction < 100) ? { fractions } : {}), caseSensitive, options: [] };
}

function shortAnswer(source: SourceQuestion, gapText: string, warnings: string[]): QuestionContent {
  const answers = source.answers.map((answer) => ({ text: plainAnswer(answer.text), fraction: answer.fraction }));
  return { kind: 'text-completion', gapText, gaps: [typedGap(answers, source.caseSensitive, warnings)] };
}

/** Private-use characters around a gap's number while the text becomes Markdown, which leaves them alone. */
const gapToken = (position: number) => `\uE020${position}\uE021`;
const gapTokens = /\uE020(\d+)\uE021/g;

/** The question text with a token where each gap goes; for gapselect and ddwtos, the choice each gap names. */
interface GapPlaces {
  text: RichText;
  count: number;
  choices: number[];
}

const missingWordTypes = ['gapselect', 'ddwtos'];
const clozeTypes = ['cloze', 'multianswer'];

/**
 * Where the gaps of a gapselect or ddwtos question (`[[n]]`, each occurrence a gap, numbered in order) or of a Cloze
 * question (`{#k}`, where the reader took sub-question k out) go, as tokens.
 */
function placeGaps(source: SourceQuestion): GapPlaces {
  const choices: number[] = [];
  if (missingWordTypes.includes(source.type)) {
    const text = source.text.text.replace(/\[\[(\d+)\]\]/g, (_whole, digits: string) => {
      choices.push(Number(digits));
      return gapToken(choices.length);
    });
    return { text: { ...source.text, text }, count: choices.length, choices };
  }
  if (/\[\[\d+\]\]/.test(source.text.text)) skip('its text already contains a gap marker [[n]]');
  const marks = [...source.text.text.matchAll(/\{#(\d+)\}/g)].map((match) => Number(match[1]));
  if (marks.length !== source.embedded.length || marks.some((mark, index) => mark !== index + 1)) {
    skip('its text contains “{#n}”, which Moodle shows as one of its embedded answers');
  }
  const text = source.text.text.replace(/\{#(\d+)\}/g, (_whole, digits: string) => gapToken(Number(digits)));
  return { text: { ...source.text, text }, count: marks.length, choices };
}

/** The converted text with `[[k]]` for each token; every gap must still be there, once and in order. */
function gapText(markdown: string, count: number): string {
  const found: number[] = [];
  const text = markdown.replace(gapTokens, (_whole, digits: string) => {
    found.push(Number(digits));
    return `[[${digits}]]`;
  });
  if (found.length !== count || found.some((position, index) => position !== index + 1)) {
    skip('a gap stands where its text shows nothing (inside an HTML comment or attribute)');
  }
  return text;
}

/** “Gap 2”, “Gaps 1, 3 and 4”. */
function gapList(positions: number[]): string {
  if (positions.length === 1) return `Gap ${positions[0]}`;
  return `Gaps ${positions.slice(0, -1).join(', ')} and ${positions[positions.length - 1]}`;
}

/** An HTML tag in a text that should be plain. */
const hasMarkup = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text);

/**
 * A drop-down's option: Moodle shows a choice (and a Cloze option) as HTML, so its text is what a reader sees there; a
 * drop-down shows plain text, and `lost` hears of markup.
 */
function optionText(html: string, lost: () => void): string {
  if (hasMarkup(html)) lost();
  return plainAnswer(richText(html, 'html'));
}

/**
 * Moodle's select missing words (gapselect) and drag and drop into text (ddwtos): the text's `[[n]]` is a gap whose
 * right answer is choice n and whose drop-down offers every choice of that choice's group, in Moodle's order (the
 * bank shuffles each student's). Every gap counts alike, as in Moodle; choices are chosen exactly (case included).
 */
function missingWords(source: SourceQuestion, places: GapPlaces, text: string, warnings: string[]): TextCompletionContent {
  if (places.count === 0) skip('its text has no gap [[n]]');
  if (places.count > 50) skip(`it has ${places.count} gaps; at most 50 are supported`);
  let markup = false;
  const texts = source.choices.map((choice) => optionText(choice.text, () => (markup = true)));
  // Moodle's default group when the file gives none.
  const groupOf = (index: number) => source.choices[index].group || '1';
  const gaps = places.choices.map((number, index): TextGap => {
    if (number < 1 || number > source.choices.length) {
      skip(`the gap [[${number}]] names no choice (there ${source.choices.length === 1 ? 'is 1' : `are ${source.choices.length}`})`);
    }
    const answer = texts[number - 1];
    if (answer === '') skip(`choice ${number}, the answer of gap ${index + 1}, is empty`);
    if (answer.length > 500) skip(`choice ${number} is longer than 500 characters`);
    const options = [...new Set(texts.filter((option, other) => option !== '' && groupOf(other) === groupOf(number - 1)))];
    if (options.length > 20) skip(`gap ${index + 1} offers the ${options.length} choices of its group; a drop-down has at most 20`);
    return { answers: [answer], caseSensitive: true, options };
  });
  if (source.type === 'ddwtos') {
    const limited = source.choices.some((choice) => !choice.infinite);
    warnings.push(
      `Drag and drop into text becomes drop-down gaps, each offering the choices of its group${limited ? '; a choice may be chosen in several gaps (in Moodle a word could be dropped into one gap only, unless unlimited)' : ''}.`,
    );
  }
  if (!source.shuffle) warnings.push('Moodle listed the choices in the order written; here each student’s drop-downs are shuffled.');
  if (markup) warnings.push('The HTML of the choices was left out: a drop-down shows plain text.');
  return { kind: 'text-completion', gapText: text, gaps };
}

/** Runs the reading of gap `position`, its warnings and the reason it is skipped saying which gap they are about. */
function inGap(position: number, warnings: string[], read: (gapWarnings: string[]) => TextGap): TextGap {
  const gapWarnings: string[] = [];
  try {
    const gap = read(gapWarnings);
    warnings.push(...gapWarnings.map((warning) => `Gap ${position}: ${warning}`));
    return gap;
  } catch (error) {
    if (error instanceof Skip) skip(`gap ${position}: ${error.message}`);
    throw error;
  }
}

/** A number gap: Moodle's numerical sub-question, `value:tolerance` (an absolute tolerance) as the bank's keys. */
function numberGap(source: SourceQuestion, embedded: SourceEmbedded, warnings: string[]): TextGap {
  const answers: SourceAnswer[] = embedded.answers.map((answer) => {
    // As Moodle: what is not `value:tolerance` stays text (`*`, any number), and a word is not a number.
    const written = clozeNumber(answer.text);
    return {
      text: richText(written?.value ?? clozeAnswerText(answer.text).text, 'plain_text'),
      fraction: answer.fraction,
      feedback: richText(''),
      tolerance: written?.tolerance ?? null,
      toleranceType: null,
      display: null,
      correct: null,
    };
  });
  // Feedback is counted for the whole question (a gap keeps none).
  const keys = numericalKeys({ ...source, answers }, numberKey, () => undefined, warnings);
  return { answers: [], caseSensitive: false, options: [], numerical: { answers: keys } };
}

/** A Cloze multiple choice as a drop-down: every answer an option, those with credit accepted. */
function dropDownGap(embedded: SourceEmbedded, lost: () => void, warnings: string[]): TextGap {
  const options: string[] = [];
  const answers: string[] = [];
  const fractions: number[] = [];
  for (const answer of embedded.answers) {
    const text = optionText(clozeAnswerText(answer.text).text, lost);
    if (text === '') skip('an option is empty');
    if (text.length > 500) skip('an option is longer than 500 characters');
    // Two options alike would show twice; a student choosing either got the first one's grade.
    if (options.includes(text)) continue;
    options.push(text);
    if (answer.fraction > 0) {
      answers.push(text);
      fractions.push(isFull(answer.fraction) ? 100 : Math.min(100, answer.fraction));
    }
  }
  if (options.length < 2) skip('a drop-down needs at least two options');
  if (options.length > 20) skip(`it has ${options.length} options; a drop-down has at most 20`);
  if (!fractions.includes(100)) skip('no option is fully correct (100 %)');
  if (embedded.answers.some((answer) => answer.fraction < 0)) warnings.push('Negative grades count as 0 %.');
  if (embedded.answers.some((answer) => answer.fraction > 100 && !isFull(answer.fraction))) warnings.push('Grades above 100 % count as 100 %.');
  return { answers, ...(fractions.some((fraction) => fraction < 100) ? { fractions } : {}), caseSensitive: true, options };
}

/** A short answer's text as Moodle compares it: its escapes and entities read; HTML in it stays, to be typed. */
function typedText(written: string, warnings: string[]): string {
  const { text } = clozeAnswerText(written);
  if (hasMarkup(text)) warnings.push(`The answer “${text.trim()}” contains HTML, which a student has to type as it is written (as in Moodle).`);
  return text.trim();
}

/**
 * Moodle's embedded answers (Cloze): each sub-question is a gap where it stood, worth its mark (the weight; marks
 * above 100 are scaled down, the shares kept). SHORTANSWER (and _C, with case) is a typed gap; NUMERICAL a number gap,
 * its tolerances absolute; MULTICHOICE in every layout a drop-down, its answers with credit accepted (partial credit
 * kept). MULTIRESPONSE (check boxes) has no gap to become: the question is skipped. Feedback on answers is left out.
 */
function embeddedAnswers(source: SourceQuestion, text: string, warnings: string[]): TextCompletionContent {
  const { embedded } = source;
  if (embedded.length === 0) skip('its text has no embedded answer ({1:SHORTANSWER:…})');
  if (embedded.length > 50) skip(`it has ${embedded.length} embedded answers; at most 50 gaps are supported`);
  const radio: number[] = [];
  const ordered: number[] = [];
  const kept = new Set<string>();
  let feedback = 0;
  let markup = false;
  const gaps = embedded.map((sub, index) => {
    const position = index + 1;
    const type = clozeType(sub.type);
    if (type.kind === 'multiresponse') skip(`gap ${position} (${sub.type}) has check boxes, of which a student may tick several; a gap takes one answer`);
    if (sub.weight === 0) skip(`gap ${position} is worth 0 marks; a gap's weight must be above 0`);
    if (!Number.isFinite(sub.weight) || sub.weight > 1_000_000) skip(`gap ${position} is worth more marks than a gap can weigh (at most 1 000 000)`);
    feedback += sub.answers.filter((answer) => hasText(richText(answer.feedback))).length;
    if (type.kind !== 'numerical') for (const answer of sub.answers) clozeAnswerText(answer.text).kept.forEach((escape) => kept.add(escape));
    if (type.kind === 'multichoice') {
      if (type.layout !== 'dropdown') radio.push(position);
      if (!type.shuffle) ordered.push(position);
    }
    return inGap(position, warnings, (gapWarnings) => {
      switch (type.kind) {
        case 'numerical':
          return numberGap(source, sub, gapWarnings);
        case 'shortanswer': {
          const answers = sub.answers.map((answer) => ({ text: typedText(answer.text, gapWarnings), fraction: answer.fraction }));
          return typedGap(answers, type.caseSensitive, gapWarnings);
        }
        default:
          return dropDownGap(sub, () => (markup = true), gapWarnings);
      }
    });
  });
  const heaviest = Math.max(...embedded.map((sub) => sub.weight));
  const scale = heaviest > 100 ? 100 / heaviest : 1;
  if (scale !== 1) warnings.push(`The gaps’ marks (up to ${heaviest}) become weights of at most 100, in the same proportions.`);
  const weighted = gaps.map((gap, index) => {
    const weight = embedded[index].weight * scale;
    return weight === 1 ? gap : { ...gap, weight };
  });
  if (radio.length > 0) {
    warnings.push(`${gapList(radio)} showed ${radio.length === 1 ? 'its' : 'their'} options as radio buttons in Moodle; here ${radio.length === 1 ? 'it is a drop-down' : 'they are drop-downs'}.`);
  }
  if (ordered.length > 0) {
    warnings.push(`${gapList(ordered)} listed ${ordered.length === 1 ? 'its' : 'their'} options in the order written; here each student’s drop-down is shuffled.`);
  }
  if (markup) warnings.push('The HTML of drop-down options was left out: a drop-down shows plain text.');
  if (feedback > 0) warnings.push(`Feedback on ${plural(feedback, 'answer', 'answers')} of the gaps was left out: a gap has no feedback per answer.`);
  if (kept.size > 0) {
    warnings.push(`The answers use the escapes ${[...kept].join(' ')}, read here as the Cloze syntax describes; Moodle kept the backslash in the answer.`);
  }
  return { kind: 'text-completion', gapText: text, gaps: weighted };
}

const ZERO: Decimal = { coefficient: 0n, exponent: 0 };
const HUNDRED: Decimal = { coefficient: 1n, exponent: 2 };
const MINUS_ONE: Decimal = { coefficient: -1n, exponent: 0 };
/** The contract's largest tolerance (10^12) and unit multiplier (10^15). */
const MAX_TOLERANCE: Decimal = { coefficient: 1n, exponent: 12 };
const MAX_MULTIPLIER: Decimal = { coefficient: 1n, exponent: 15 };
const addDecimals = (a: Decimal, b: Decimal) => subtractDecimals(a, multiplyDecimals(b, MINUS_ONE));
const asNumber = (value: Decimal) => Number(decimalToString(value));

/**
 * The numbers an answer accepts: [value − tolerance, value + tolerance]; `any` for `*`; `unknown` for a formula,
 * whose value depends on the variant.
 */
type Accepted = { low: Decimal; high: Decimal } | 'any' | 'unknown';

function overlap(a: Accepted, b: Accepted): 'yes' | 'no' | 'maybe' {
  if (a === 'any' || b === 'any') return 'yes';
  if (a === 'unknown' || b === 'unknown') return 'maybe';
  return compareDecimals(a.low, b.high) <= 0 && compareDecimals(b.low, a.high) <= 0 ? 'yes' : 'no';
}

/** A key read from an answer (all but its fraction and feedback), and the numbers it accepts. */
type KeyReader = (answer: SourceAnswer, written: string, position: number) => { key: Omit<NumericalKey, 'fraction' | 'feedback'>; accepts: Accepted };

/** The size of an answer's tolerance as written (Moodle takes abs($tolerance)), at most the contract's 10^12. */
function toleranceOf(answer: SourceAnswer, label: string): Decimal {
  const written = answer.tolerance ?? '';
  const tolerance = written === '' ? ZERO : (exactNumber(written) ?? skip(`the tolerance “${written}” of ${label} is not a number`));
  const size = absDecimal(tolerance);
  if (compareDecimals(size, MAX_TOLERANCE) > 0) skip(`the tolerance of ${label} is above 10^12`);
  return size;
}

/** A numerical question's answer: a number, its tolerance absolute and in the base unit, as Moodle's are. */
const numberKey: KeyReader = (answer, written) => {
  const value = exactNumber(written) ?? skip(`the answer “${written}” is not a number`);
  const size = toleranceOf(answer, `the answer ${written}`);
  return {
    key: { value: decimalToString(value), tolerance: asNumber(size), toleranceKind: 'absolute' },
    accepts: { low: subtractDecimals(value, size), high: addDecimals(value, size) },
  };
};

/**
 * A calculated question's answer: its formula as the key's value, with Moodle's tolerance type — 1 relative (a share
 * of the value, as the bank's relative tolerance), 2 nominal (absolute), 3 geometric. A geometric tolerance t accepts
 * value ÷ (1 + t) … value × (1 + t); it is kept as the relative tolerance t (value × (1 − t) … value × (1 + t)), which
 * accepts every number Moodle accepted and a sliver more below the value (t²/(1 + t) of it: 0.0099 % for t = 1 %)
 * rather than skipping the question or turning some right answers wrong.
 */
function formulaKey(template: CalculatedTemplate, warnings: string[]): KeyReader {
  return (answer, written, position) => {
    const value = template.keyValue(written, position);
    const size = toleranceOf(answer, `answer ${position}`);
    const type = (answer.toleranceType ?? '').trim() || '1';
    if (type !== '1' && type !== '2' && type !== '3') skip(`answer ${position} has the tolerance type “${type}”, which Moodle does not have`);
    if (type === '3' && size.coefficient !== 0n) {
      const t = decimalToString(size);
      warnings.push(
        `Answer ${position}’s geometric tolerance (${t}) is kept as a relative one: it accepts every number Moodle accepted (from the value ÷ ${decimalToString(addDecimals(ONE, size))}) and a little more below the value (from the value × ${decimalToString(subtractDecimals(ONE, size))}).`,
      );
    }
    return { key: { value, tolerance: asNumber(size), toleranceKind: type === '2' ? 'absolute' : 'relative' }, accepts: 'unknown' };
  };
}

/** Moodle's answers as the bank's keys, each with its feedback. */
function numericalKeys(source: SourceQuestion, read: KeyReader, feedbackOf: FeedbackOf, warnings: string[]): NumericalKey[] {
  const keys: NumericalKey[] = [];
  const accepted: Array<{ position: number; range: Accepted; fraction: number }> = [];
  let negative = false;
  let over = false;
  let anyFull = false;
  source.answers.forEach((answer, index) => {
    const position = index + 1;
    const written = plainAnswer(answer.text);
    negative ||= answer.fraction < 0;
    over ||= answer.fraction > 100 && !isFull(answer.fraction);
    const fraction = isFull(answer.fraction) ? 100 : Math.min(100, Math.max(0, answer.fraction));
    // Moodle leaves out an empty answer worth nothing (a blank row of its form).
    if (written === '' && fraction === 0) return;
    if (written === '*') {
      // Moodle's `*` accepts any number no earlier answer accepts. A key cannot honestly say "any number" (its
      // tolerance is at most 10^12), so the catch-all is left out, with its feedback; worth 0 % it changed no grade.
      anyFull ||= fraction === 100;
      const feedback = hasText(answer.feedback);
      if (fraction > 0) {
        warnings.push(
          `The answer * (any other number, ${percent(fraction)}) was left out${feedback ? ' with its feedback' : ''}: here a number no answer accepts scores 0 %.`,
        );
      } else if (feedback) {
        warnings.push('The answer * (any other number) only carried feedback and was left out with it: here a number no answer accepts gets no feedback of its own.');
      }
      accepted.push({ position, range: 'any', fraction });
      return;
    }
    const { key, accepts } = read(answer, written, position);
    accepted.push({ position, range: accepts, fraction });
    keys.push(withFeedback({ ...key, fraction }, feedbackOf(answer.feedback, `feedback on answer ${position}`)));
  });
  if (negative) warnings.push('Negative grades count as 0 %.');
  if (over) warnings.push('Grades above 100 % count as 100 %.');
  // Moodle gives a number the first answer that accepts it, the bank the best key: they differ where an answer
  // accepts numbers that an earlier one, worth less, accepts too.
  for (const [later, second] of accepted.entries()) {
    const earlier = accepted.slice(0, later).filter((candidate) => candidate.fraction < second.fraction);
    const first = earlier.find((candidate) => overlap(candidate.range, second.range) === 'yes') ?? earlier.find((candidate) => overlap(candidate.range, second.range) === 'maybe');
    if (first) {
      const which = overlap(first.range, second.range) === 'yes' ? 'accept some of the same numbers' : 'may accept the same numbers in some variants';
      warnings.push(
        `Answers ${first.position} and ${second.position} ${which}: Moodle gave those the first one’s ${percent(first.fraction)}, here the better ${percent(second.fraction)} counts.`,
      );
    }
  }
  if (!keys.some((key) => key.fraction === 100)) {
    if (anyFull) skip('only the answer * (any number) is fully correct, and a key cannot accept every number');
    skip(keys.length === 0 ? 'it has no numerical answer' : 'no answer is fully correct (100 %)');
  }
  if (keys.length > 20) skip(`it has ${keys.length} answers; at most 20 are supported`);
  return keys;
}

/** Moodle's units as the bank's (how many of the unit make one base unit, as in Moodle), in the file's order. */
function numericalUnits(source: SourceQuestion, warnings: string[]): NumericalUnit[] {
  const units: NumericalUnit[] = [];
  for (const unit of source.units) {
    // Moodle drops a unit without a name or a multiplier (or with 0) when it saves the question.
    if (unit.name === '' || unit.multiplier === '') continue;
    // …and its XML import reads a unit without <multiplier> as 1.
    const multiplier = unit.multiplier === null ? ONE : (exactNumber(unit.multiplier) ?? skip(`the multiplier “${unit.multiplier}” of the unit ${unit.name} is not a number`));
    if (multiplier.coefficient === 0n) continue;
    if (multiplier.coefficient < 0n) skip(`the unit ${unit.name} has a negative multiplier`);
    if (compareDecimals(multiplier, MAX_MULTIPLIER) > 0) skip(`the multiplier of the unit ${unit.name} is above 10^15`);
    if (unit.name.length > 30) skip(`the unit name “${unit.name}” is longer than 30 characters`);
    if (units.some((kept) => kept.name === unit.name)) {
      warnings.push(`The unit ${unit.name} is listed twice; the first is kept, as Moodle does.`);
      continue;
    }
    units.push({ name: unit.name, multiplier: asNumber(multiplier) });
  }
  if (units.length > 20) skip(`it has ${units.length} units; at most 20 are supported`);
  return units;
}

/** Moodle's unit penalty (a fraction 0–1) in percent, exactly; an empty one is 0, as PHP reads it. */
function unitPenaltyOf(written: string): number {
  const penalty = written === '' ? ZERO : (exactNumber(written) ?? skip(`the unit penalty “${written}” is not a number`));
  return Math.min(100, Math.max(0, asNumber(multiplyDecimals(penalty, HUNDRED))));
}

/**
 * How Moodle treats the units (qtype_numerical's unitgradingtype, unitpenalty, showunits), as the bank's:
 * - no units, or showunits 3 ("units are not used at all, only the number is graded"): `none`;
 * - unitgradingtype 0 with units ("units are optional; a unit given converts the number to the base unit"):
 *   `optional`, no penalty;
 * - unitgradingtype 1 (a missing or unknown unit costs unitpenalty × the answer's grade): `penalty` with
 *   unitpenalty × 100 percent, which is the bank's rule exactly;
 * - unitgradingtype 2 (the same penalty off the question's mark): `penalty` too — the same for a fully correct
 *   answer, while a partially correct one loses less here (a warning says so when the question has one);
 * - a penalty of 100 % or more, of either kind: `required`, as an answer without a known unit scores 0 either way.
 * showunits 0 (typed after the number), 1 (radio buttons) and 2 (a drop-down) need nothing: the bank's answer takes
 * a unit chosen or typed after the number. unitsleft (the unit before the number) has no equivalent: a warning.
 * Moodle also grades a number whose unit's conversion misses as if it had no unit (a quirk of
 * qtype_numerical_question::get_matching_answer); the bank converts it, so such a number is wrong here: a warning.
 */
function unitHandlingOf(
  options: SourceUnitOptions,
  units: NumericalUnit[],
  keys: NumericalKey[],
  warnings: string[],
): Pick<NumericalContent, 'unitHandling' | 'unitPenalty'> {
  const graded = options.gradingType === 1 || options.gradingType === 2;
  const penalty = graded ? unitPenaltyOf(options.penalty) : 0;
  if (units.length === 0 || options.showUnits === 3) {
    if (graded && penalty > 0) {
      warnings.push(`Moodle took the unit penalty (${percent(penalty)}) off every answer, as none could give a unit; here there is no penalty.`);
    }
    return { unitHandling: 'none', unitPenalty: 0 };
  }
  if (options.unitsLeft) warnings.push('In Moodle the unit stood before the number; here it follows the number.');
  if (!graded) {
    warnings.push(
      'Units stay optional, but a number followed by a unit the question does not list, or right only without its unit’s conversion, is wrong here (Moodle graded the number alone).',
    );
    return { unitHandling: 'optional', unitPenalty: 0 };
  }
  if (penalty >= 100) return { unitHandling: 'required', unitPenalty: 100 };
  if (options.gradingType === 2 && penalty > 0 && keys.some((key) => key.fraction > 0 && key.fraction < 100)) {
    warnings.push(
      `Moodle took the unit penalty (${percent(penalty)}) off the question’s mark; here it is that share of the answer’s score, so a partially correct answer without its unit loses less.`,
    );
  }
  warnings.push('A number right only without its unit’s conversion is wrong here (Moodle graded it less the unit penalty).');
  return { unitHandling: 'penalty', unitPenalty: penalty };
}

/**
 * Moodle's numerical question (and the numerical part of a calculated one, whose keys are formulas): its answers,
 * units and unit handling as the bank's numerical kind.
 */
function numerical(source: SourceQuestion, read: KeyReader, feedbackOf: FeedbackOf, warnings: string[]): NumericalContent {
  const answers = numericalKeys(source, read, feedbackOf, warnings);
  const units = numericalUnits(source, warnings);
  // Moodle puts the answer box where a run of underscores stands in the text (GIFT writes one for an answer block
  // inside the text); the bank's answer box follows the text.
  if (/_____+/.test(source.text.text)) {
    warnings.push('The answer box follows the text; the blank (_____) in the text only shows where Moodle put it.');
  }
  return { kind: 'numerical', answers, units, ...unitHandlingOf(source.unitOptions, units, answers, warnings) };
}

function freeText(source: SourceQuestion, markdown: (rich: RichText) => string, warnings: string[]): QuestionContent {
  if (source.responseTemplate) warnings.push('The response template was left out: answers start empty.');
  const modelAnswer = markdown(source.graderInfo);
  return { kind: 'free-text', modelAnswer: modelAnswer === '' ? null : modelAnswer, maxLength: null };
}

function matching(source: SourceQuestion, text: (rich: RichText) => string): ConnectedElementsContent {
  const left: LabelledItem[] = [];
  const right: LabelledItem[] = [];
  const pairs: ConnectedElementsContent['pairs'] = [];
  const rightId = (answer: string) => {
    // Moodle offers each distinct answer once, however many questions share it.
    const existing = right.find((item) => item.text === answer);
    if (existing) return existing.id;
    const item = { id: `r${right.length + 1}`, text: answer };
    right.push(item);
    return item.id;
  };
  for (const sub of source.subquestions) {
    if (sub.answer === '') skip('a matching item has no answer');
    if (sub.answer.length > 2000) skip('a matching answer is longer than 2000 characters');
    const label = text(sub.text);
    const answerId = rightId(sub.answer);
    if (label === '') continue; // An answer without a question: a distractor.
    if (label.length > 2000) skip('a matching item is longer than 2000 characters');
    const id = `l${left.length + 1}`;
    left.push({ id, text: label });
    pairs.push({ leftId: id, rightId: answerId });
  }
  if (left.length === 0) skip('a matching question needs at least one item to match');
  if (left.length > 30 || right.length > 30) skip('a matching question may have at most 30 items on each side');
  return { kind: 'connected-elements', left, right, pairs, multiple: false };
}

/** The contract's length limits on what the mapping writes (the bank's API checks them on its own requests). */
function assertLimits(text: string, content: QuestionContent): void {
  if (text.length > 100000) skip('its text is longer than 100 000 characters');
  if (content.kind === 'multiple-choice' && content.options.some((option) => option.text.length > 4000)) {
    skip('an option is longer than 4 000 characters');
  }
  if (content.kind === 'text-completion' && content.gapText.length > 20000) skip('its text is longer than 20 000 characters');
  if (content.kind === 'free-text' && (content.modelAnswer ?? '').length > 20000) {
    skip('its information for graders is longer than 20 000 characters');
  }
}

const unsupported: Record<string, string> = {
  description: 'a description has no answer to grade',
  random: 'a random question is a rule for drawing questions, not a question',
  randomsamatch: 'random short-answer matching (randomsamatch) questions are not supported',
};

function reasonForType(type: string): string {
  return unsupported[type] ?? `the Moodle question type “${type}” is not supported`;
}

const kinds: Record<string, QuestionKind> = {
  multichoice: 'multiple-choice',
  multichoiceset: 'multiple-choice',
  truefalse: 'true-false',
  shortanswer: 'text-completion',
  numerical: 'numerical',
  calculated: 'numerical',
  calculatedsimple: 'numerical',
  calculatedmulti: 'multiple-choice',
  essay: 'free-text',
  matching: 'connected-elements',
  gapselect: 'text-completion',
  ddwtos: 'text-completion',
  cloze: 'text-completion',
  multianswer: 'text-completion',
};

const calculatedTypes = ['calculated', 'calculatedsimple', 'calculatedmulti'];

/**
 * Maps one question read from a file to the bank's QuestionInput, or to the reason it is skipped. Every change
 * the mapping makes, and everything it leaves out, is a warning on the item.
 */
export function mapQuestion(source: SourceQuestion): MappedQuestion {
  const warnings: string[] = [];
  const collector: ImageCollector = { images: [], warnings };
  const prefix = imageTokenPrefix(source.index);
  const base = { index: source.index, sourceType: source.type, name: titleOf(source), category: source.category };
  const skipped = (reason: string): MappedQuestion => ({
    item: { ...base, kind: kinds[source.type] ?? null, status: 'skip', reason, warnings: [] },
    input: null,
    images: [],
  });
  if (source.problem) return skipped(source.problem);
  const kind = kinds[source.type];
  if (!kind) return skipped(reasonForType(source.type));

  const lost = (what: string) => {
    const warning = `The HTML had ${what}.`;
    if (!warnings.includes(warning)) warnings.push(warning);
  };
  let calculated: CalculatedTemplate | null = null;
  // Texts, options and feedback are converted alike: HTML to Markdown, images to pending attachments, and in a
  // calculated question wildcards and formulas to placeholders (which the Markdown conversion must not touch).
  const markdown: ToMarkdown = (rich, display) => {
    const converted = embedFiles(questionMarkdown(calculated ? calculated.protect(rich, display) : rich, lost), rich.files, collector, prefix);
    return calculated ? calculated.restore(converted) : converted;
  };
  const feedbackOf = (limit: number): FeedbackOf => (rich, what) => {
    if (!hasText(rich)) return undefined;
    const feedback = markdown(rich);
    if (feedback === '') return undefined;
    if (feedback.length > limit) {
      warnings.push(`The ${what} is longer than ${limit.toLocaleString('en').replace(',', ' ')} characters and was left out.`);
      return undefined;
    }
    return feedback;
  };
  const answerFeedback = feedbackOf(MAX_ANSWER_FEEDBACK);
  try {
    if (calculatedTypes.includes(source.type)) calculated = calculatedTemplate(source, warnings);
    const places = missingWordTypes.includes(source.type) || clozeTypes.includes(source.type) ? placeGaps(source) : null;
    let text = markdown(places ? places.text : source.text);
    if (source.legacyImage) text = appendLegacyImage(text, source.legacyImage, collector, prefix);
    let content: QuestionContent;
    switch (source.type) {
      case 'multichoice':
      case 'calculatedmulti':
        content = multipleChoice(source, markdown, answerFeedback, warnings);
        break;
      case 'multichoiceset':
        content = allOrNothing(source, markdown, answerFeedback);
        break;
      case 'truefalse':
        content = trueFalse(source, answerFeedback, warnings);
        break;
      case 'shortanswer': {
        const placed = placeGap(text);
        text = placed.text;
        content = shortAnswer(source, placed.gapText, warnings);
        break;
      }
      case 'numerical':
        content = numerical(source, numberKey, answerFeedback, warnings);
        break;
      case 'calculated':
      case 'calculatedsimple':
        content = numerical(source, formulaKey(calculated as CalculatedTemplate, warnings), answerFeedback, warnings);
        break;
      case 'essay':
        content = freeText(source, markdown, warnings);
        break;
      case 'gapselect':
      case 'ddwtos':
        // The whole text is the gap text, as Moodle shows it (a legacy image included).
        content = missingWords(source, places as GapPlaces, gapText(text, (places as GapPlaces).count), warnings);
        text = '';
        break;
      case 'cloze':
      case 'multianswer':
        content = embeddedAnswers(source, gapText(text, (places as GapPlaces).count), warnings);
        text = '';
        break;
      default:
        content = matching(source, markdown);
        break;
    }
    const feedback = questionFeedback(source, feedbackOf(MAX_QUESTION_FEEDBACK));
    lostFeedback(source, kind, warnings);
    if (collector.images.length > 0) {
      warnings.push(`${plural(collector.images.length, 'embedded image becomes an attachment', 'embedded images become attachments')} of the course.`);
    }
    assertLimits(text, content);
    const input: QuestionInput = {
      title: titleOf(source),
      text,
      content,
      template: calculated ? { variables: calculated.variables } : null,
      isActive: true,
      timeLimitSeconds: null,
      comment: null,
      feedback,
      tags: tagsOf(source, warnings),
      nodeIds: [],
    };
    return { item: { ...base, kind, status: 'import', reason: null, warnings }, input, images: collector.images };
  } catch (error) {
    if (error instanceof Skip) return skipped(error.message);
    throw error;
  }
}

/** Checks a mapped question the way the bank checks a saved one; a message means it is skipped with it. */
export type QuestionCheck = (input: QuestionInput) => string | null;

export interface ImportPlan {
  questions: MappedQuestion[];
  total: number;
  importable: number;
  skipped: number;
}

/** Maps every question of a file, skipping those the bank's own validation refuses (with its message). */
export function planImport(sources: SourceQuestion[], check: QuestionCheck): ImportPlan {
  const questions = sources.map((source) => {
    const mapped = mapQuestion(source);
    if (!mapped.input) return mapped;
    const problem = check(mapped.input);
    if (problem === null) return mapped;
    return { item: { ...mapped.item, status: 'skip' as const, reason: problem, warnings: [] }, input: null, images: [] };
  });
  const importable = questions.filter((question) => question.input !== null).length;
  return { questions, total: questions.length, importable, skipped: questions.length - importable };
}
