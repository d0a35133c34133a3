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
  feedback: string;
  /** Numerical answers only: the accepted error (0 = exact). */
  tolerance: number | null;
}

export interface SourceSubquestion {
  /** Empty for a matching distractor: an answer no question asks for. */
  text: RichText;
  answer: string;
}

export interface SourceQuestion {
  /** Position among the file's questions (categories are not counted), from 1. */
  index: number;
  /** Moodle's type name: multichoice, truefalse, shortanswer, essay, matching, numerical, cloze, … */
  type: string;
  name: string;
  /** The category path the question was under, without Moodle's context prefix (`$course$/`). */
  category: string | null;
  text: RichText;
  /** Moodle's legacy (1.9) `<image_base64>`, shown below the question text. */
  legacyImage: EmbeddedFile | null;
  generalFeedback: string;
  answers: SourceAnswer[];
  subquestions: SourceSubquestion[];
  /** multichoice: radio buttons (one answer) rather than check boxes. */
  single: boolean;
  shuffle: boolean;
  /** shortanswer: answers are compared with case. */
  caseSensitive: boolean;
  /** essay: the notes for graders. */
  graderInfo: RichText;
  /** Moodle's correct / partially correct / incorrect feedback (non-empty ones). */
  combinedFeedback: string[];
  /** essay: the text the answer box starts with. */
  responseTemplate: string;
  hints: string[];
  tags: string[];
  /** Numerical units (they change the accepted answers) — not supported. */
  units: string[];
  /** Set by a reader that recognised the question but could not read it whole; the question is skipped. */
  problem: string | null;
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
    generalFeedback: '',
    answers: [],
    subquestions: [],
    single: true,
    shuffle: true,
    caseSensitive: false,
    graderInfo: richText(''),
    combinedFeedback: [],
    responseTemplate: '',
    hints: [],
    tags: [],
    units: [],
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
