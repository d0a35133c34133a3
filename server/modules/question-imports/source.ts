import { readNumber, type Decimal } from '../../rules/numbers.js';

/**
 * What both readers (Moodle XML and GIFT) turn a file into: Moodle's own model of a question, before any
 * decision about ExamHall's kinds. GIFT is read the way Moodle reads it, into the same fields, so that one
 * mapping (map.ts) decides what imports, what is skipped and what is lost for both formats.
 */

/** Moodle's text formats. `moodle_auto_format` is Moodle's plain text with line breaks kept and HTML allowed. */
export type TextFormat = 'html' | 'moodle_auto_format' | 'plain_text' | 'markdown';

/** A file embedded in the export (Moodle XML `<file encoding="base64">`), referenced as `@@PLUGINFILE@@/name`. */
export interface EmbeddedFile {
  name: string;
  base64: string;
}

export interface RichText {
  text: string;
  format: TextFormat;
  files: EmbeddedFile[];
}

export interface SourceAnswer {
  text: RichText;
  /** Percent of the mark, -100 … 100 (Moodle's fraction × 100). */
  fraction: number;
  /** What a student who gave this answer reads (empty text: none). */
  feedback: RichText;
  /** Numerical answers only: the accepted error as written (absolute, in the base unit); null or empty = exact. */
  tolerance: string | null;
  /** Calculated answers only: Moodle's tolerance type as written (1 relative, 2 nominal, 3 geometric); null = absent. */
  toleranceType: string | null;
  /**
   * Calculated answers only: how Moodle shows the computed value, `<correctanswerformat>` (1 decimals, 2 significant
   * figures) and `<correctanswerlength>`; null when absent.
   */
  display: { format: string; length: string } | null;
  /** multichoiceset only: the answer's `<correctanswer>` (older files), which overrides its fraction; null when absent. */
  correct: boolean | null;
}

/** A wildcard of a calculated question (`<dataset_definition>`), its fields as written. */
export interface SourceDataset {
  name: string;
  /** private (this question's own) or shared (with the category's other questions). */
  status: string;
  /** uniform or loguniform. */
  distribution: string;
  minimum: string;
  maximum: string;
  decimals: string;
  /** How many fixed values (`<dataset_item>`) the file lists. */
  items: number;
}

/** Moodle's feedback by how the answer was graded (empty texts where the file has none). */
export interface SourceCombinedFeedback {
  correct: RichText;
  partial: RichText;
  incorrect: RichText;
}

/** A unit of a numerical question as written: how many of it make one base unit (null when the file gives none). */
export interface SourceUnit {
  name: string;
  multiplier: string | null;
}

/** Moodle's unit options of a numerical question (its `question_numerical_options`), as the XML writes them. */
export interface SourceUnitOptions {
  /** 0: units are not graded; 1: a missing or unknown unit costs `penalty` of the answer's grade; 2: of the question's. */
  gradingType: number;
  /** The unit penalty as written: a fraction 0–1. */
  penalty: string;
  /** 0: the unit is typed after the number; 1: radio buttons; 2: a drop-down; 3: units are not shown (not used). */
  showUnits: number | null;
  /** The unit stands before the number ($ 5). */
  unitsLeft: boolean;
}

/** A choice of select missing words (`<selectoption>`) or drag and drop into text (`<dragbox>`), as written. */
export interface SourceChoice {
  /** The `<text>`, HTML as Moodle shows it. */
  text: string;
  /** The `<group>`; a gap's drop-down offers the choices of its correct choice's group. Absent: Moodle's 1. */
  group: string;
  /** ddwtos `<infinite/>`: the word may be dropped into several gaps. */
  infinite: boolean;
}

/** One answer of an embedded sub-question (`=right#feedback`, `%50%partly`, `~wrong`), as written in the text. */
export interface SourceEmbeddedAnswer {
  /** Percent of the sub-question's mark: `=` 100, `%p%` p, none 0. */
  fraction: number;
  /** The answer as written: HTML entities and backslash escapes (`\}`, `\#`, …) as they stand in the text. */
  text: string;
  /** The feedback as written (empty: none). */
  feedback: string;
}

/** A sub-question embedded in the text of an embedded answers (Cloze) question: `{2:SHORTANSWER:=a~%50%b}`. */
export interface SourceEmbedded {
  /** The sub-question as it stands in the text. */
  written: string;
  /** Its mark: the number before the first colon (Moodle's 1 when there is none). */
  weight: number;
  /** The type as written: SHORTANSWER, SA, MULTICHOICE_V, MCV, NUMERICAL, … */
  type: string;
  answers: SourceEmbeddedAnswer[];
}

export interface SourceSubquestion {
  /** Empty for a matching distractor: an answer no question asks for. */
  text: RichText;
  answer: string;
}

export interface SourceQuestion {
  /** Position among the file's questions (categories are not counted), from 1. */
  index: number;
  /** Moodle's type name: multichoice, multichoiceset, truefalse, shortanswer, essay, matching, numerical, calculated, gapselect, cloze, … */
  type: string;
  name: string;
  /** The category path the question was under, without Moodle's context prefix (`$course$/`). */
  category: string | null;
  text: RichText;
  /** Moodle's legacy (1.9) `<image_base64>`, shown below the question text. */
  legacyImage: EmbeddedFile | null;
  generalFeedback: RichText;
  answers: SourceAnswer[];
  subquestions: SourceSubquestion[];
  /** multichoice, calculatedmulti: radio buttons (one answer) rather than check boxes. */
  single: boolean;
  shuffle: boolean;
  /** shortanswer: answers are compared with case. */
  caseSensitive: boolean;
  /** essay: the notes for graders. */
  graderInfo: RichText;
  /** Moodle's correct / partially correct / incorrect feedback. */
  combinedFeedback: SourceCombinedFeedback;
  /** essay: the text the answer box starts with. */
  responseTemplate: string;
  hints: string[];
  tags: string[];
  /** Numerical and calculated: the units, in the file's order. */
  units: SourceUnit[];
  unitOptions: SourceUnitOptions;
  /** Calculated questions: the wildcards, in the file's order. */
  datasets: SourceDataset[];
  /** gapselect and ddwtos: the choices, numbered from 1 in the file's order (the text's `[[n]]` is choice n). */
  choices: SourceChoice[];
  /** Embedded answers (Cloze): the sub-questions in the order of the text, which has `{#k}` where sub-question k was. */
  embedded: SourceEmbedded[];
  /** Set by a reader that recognised the question but could not read it whole; the question is skipped. */
  problem: string | null;
}

/** A number written alone, read exactly as the bank reads its keys (numbers.ts); null for anything else. */
export function exactNumber(text: string): Decimal | null {
  const reading = readNumber(text);
  return reading.ok && reading.rest === '' ? reading.value : null;
}

export function richText(text: string, format: TextFormat = 'html', files: EmbeddedFile[] = []): RichText {
  return { text, format, files };
}

export function emptySourceQuestion(index: number, type: string, category: string | null): SourceQuestion {
  return {
    index,
    type,
    name: '',
    category,
    text: richText(''),
    legacyImage: null,
    generalFeedback: richText(''),
    answers: [],
    subquestions: [],
    single: true,
    shuffle: true,
    caseSensitive: false,
    graderInfo: richText(''),
    combinedFeedback: { correct: richText(''), partial: richText(''), incorrect: richText('') },
    responseTemplate: '',
    hints: [],
    tags: [],
    units: [],
    // Moodle's XML import's defaults for options a file leaves out.
    unitOptions: { gradingType: 0, penalty: '0.1', showUnits: null, unitsLeft: false },
    datasets: [],
    choices: [],
    embedded: [],
    problem: null,
  };
}

/** A file that cannot be read at all (not XML, not a quiz, …): the whole import is refused with this message. */
export class MalformedImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedImportError';
  }
}

/**
 * Moodle's category path without its context token (`$course$/`, `$cat1$/`, `$system$/`, …) and without the
 * `top` level newer Moodle versions write; null for a path that is empty after that.
 */
export function categoryPath(raw: string): string | null {
  const path = raw
    .trim()
    .replace(/^\$[a-z0-9_]+\$\/?/i, '')
    .replace(/^top(\/|$)/, '')
    .trim();
  return path === '' ? null : path;
}
