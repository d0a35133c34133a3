import type {
  ChoiceOption,
  ConnectedElementsContent,
  LabelledItem,
  QuestionContent,
  QuestionImportItem,
  QuestionInput,
  QuestionKind,
} from '../../generated/contract-types.js';
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
import type { RichText, SourceAnswer, SourceQuestion } from './source.js';

/** One question of the file: what it becomes (or why it does not), and the images it brings along. */
export interface MappedQuestion {
  item: QuestionImportItem;
  /** The question to create (nodeIds empty: the import's nodes are added when it is applied); null when skipped. */
  input: QuestionInput | null;
  images: PendingImage[];
}

/** Why a question of the file cannot be imported; its message is the item's reason. */
class Skip extends Error {}

const skip = (reason: string): never => {
  throw new Skip(reason);
};

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

/** Per-answer feedback, hints and combined feedback have no place in the bank's kinds. */
function lostFeedback(source: SourceQuestion, warnings: string[]): void {
  const answerFeedback = source.answers.filter((answer) => htmlToText(answer.feedback) !== '').length;
  if (answerFeedback > 0) {
    warnings.push(`Feedback on ${plural(answerFeedback, 'answer', 'answers')} was left out: the bank has no per-answer feedback.`);
  }
  if (source.combinedFeedback.length > 0) {
    warnings.push('The correct / partially correct / incorrect feedback was left out.');
  }
  if (source.hints.length > 0) warnings.push(`${plural(source.hints.length, 'hint was', 'hints were')} left out.`);
}

const optionId = (position: number) => String.fromCharCode(97 + position);

function multipleChoice(source: SourceQuestion, text: (rich: RichText) => string, warnings: string[]): QuestionContent {
  const answers = source.answers;
  if (answers.length < 2) skip('a multiple-choice question needs at least two options');
  if (answers.length > 26) skip(`it has ${answers.length} options; at most 26 are supported`);
  const texts = answers.map((answer) => text(answer.text));
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
      return { id: optionId(position), text: texts[position], correct: isKey, penalty: round(penalty) };
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
    return { id: optionId(position), text: texts[position], correct, penalty: round(Math.min(100, penalty)) };
  });
  return { kind: 'multiple-choice', multipleCorrect: true, shuffle: source.shuffle, options };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function trueFalse(source: SourceQuestion, warnings: string[]): QuestionContent {
  const key = source.answers.find((answer) => isFull(answer.fraction));
  const value = key ? plainAnswer(key.text).toLowerCase() : '';
  if (value !== 'true' && value !== 'false') skip('neither “true” nor “false” is marked as the correct answer');
  if (source.answers.some((answer) => answer.fraction > 0 && !isFull(answer.fraction))) {
    warnings.push('Partial credit for the other answer was left out.');
  }
  return { kind: 'true-false', correct: value === 'true' };
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

/** The answers a gap accepts: the fully correct ones; anything with partial credit becomes a warning. */
function acceptedAnswers(source: SourceQuestion, warnings: string[], label: (answer: SourceAnswer) => string): string[] {
  const accepted: string[] = [];
  for (const answer of source.answers) {
    const written = label(answer);
    // Moodle's `*` matches anything; `\*` is a literal asterisk.
    const value = written.replace(/\\\*/g, '*');
    if (isFull(answer.fraction)) {
      if (value === '') skip('a fully correct answer is empty');
      if (/(^|[^\\])\*/.test(written)) skip(`the correct answer “${written}” uses the * wildcard, which gaps do not support`);
      if (value.length > 500) skip('a correct answer is longer than 500 characters');
      if (!accepted.includes(value)) accepted.push(value);
    } else if (answer.fraction > 0) {
      warnings.push(`The answer “${value}” (${percent(answer.fraction)}) was left out: a gap accepts an answer in full or not at all.`);
    }
    // Answers graded 0 % (often the catch-all `*`) only carried feedback: any other answer is wrong here too.
  }
  if (accepted.length === 0) skip('no answer is fully correct (100 %)');
  if (accepted.length > 20) skip(`it accepts ${accepted.length} answers; a gap accepts at most 20`);
  return accepted;
}

function shortAnswer(source: SourceQuestion, gapText: string, warnings: string[]): QuestionContent {
  const answers = acceptedAnswers(source, warnings, (answer) => plainAnswer(answer.text));
  return { kind: 'text-completion', gapText, gaps: [{ answers, caseSensitive: source.caseSensitive, options: [] }] };
}

function numerical(source: SourceQuestion, gapText: string, warnings: string[]): QuestionContent {
  if (source.answers.some((answer) => answer.fraction > 0 && (answer.tolerance ?? 0) !== 0)) {
    skip('numerical tolerance is not supported');
  }
  if (source.units.length > 0) {
    warnings.push(`The units (${source.units.join(', ')}) were left out: the number is expected without a unit.`);
  }
  const answers = acceptedAnswers(source, warnings, (answer) => plainAnswer(answer.text));
  warnings.push(`The number is compared as text: ${answers.map((answer) => `“${answer}”`).join(', ')} ${answers.length === 1 ? 'is' : 'are'} accepted as written.`);
  return { kind: 'text-completion', gapText, gaps: [{ answers, caseSensitive: false, options: [] }] };
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
  cloze: 'embedded answers (Cloze) questions are not supported',
  multianswer: 'embedded answers (Cloze) questions are not supported',
  gapselect: 'select missing words (gapselect) questions are not supported',
  ddwtos: 'drag and drop into text (ddwtos) questions are not supported',
  random: 'a random question is a rule for drawing questions, not a question',
  randomsamatch: 'random short-answer matching (randomsamatch) questions are not supported',
};

function reasonForType(type: string): string {
  return unsupported[type] ?? `the Moodle question type “${type}” is not supported`;
}

const kinds: Record<string, QuestionKind> = {
  multichoice: 'multiple-choice',
  truefalse: 'true-false',
  shortanswer: 'text-completion',
  numerical: 'text-completion',
  essay: 'free-text',
  matching: 'connected-elements',
};

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
  const markdown = (rich: RichText) => embedFiles(questionMarkdown(rich, lost), rich.files, collector, prefix);
  try {
    let text = markdown(source.text);
    if (source.legacyImage) text = appendLegacyImage(text, source.legacyImage, collector, prefix);
    let content: QuestionContent;
    switch (source.type) {
      case 'multichoice':
        content = multipleChoice(source, markdown, warnings);
        break;
      case 'truefalse':
        content = trueFalse(source, warnings);
        break;
      case 'shortanswer':
      case 'numerical': {
        const placed = placeGap(text);
        text = placed.text;
        content = source.type === 'shortanswer' ? shortAnswer(source, placed.gapText, warnings) : numerical(source, placed.gapText, warnings);
        break;
      }
      case 'essay':
        content = freeText(source, markdown, warnings);
        break;
      default:
        content = matching(source, markdown);
        break;
    }
    lostFeedback(source, warnings);
    if (collector.images.length > 0) {
      warnings.push(`${plural(collector.images.length, 'embedded image becomes an attachment', 'embedded images become attachments')} of the course.`);
    }
    const generalFeedback = htmlToText(source.generalFeedback);
    if (generalFeedback) warnings.push('The general feedback is kept as the question’s comment (staff only).');
    assertLimits(text, content);
    const input: QuestionInput = {
      title: titleOf(source),
      text,
      content,
      template: null,
      isActive: true,
      timeLimitSeconds: null,
      comment: generalFeedback === '' ? null : generalFeedback.slice(0, 4000),
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
