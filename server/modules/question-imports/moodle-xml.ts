import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseCloze } from './cloze.js';
import {
  categoryPath,
  emptySourceQuestion,
  MalformedImportError,
  richText,
  type EmbeddedFile,
  type RichText,
  type SourceAnswer,
  type SourceChoice,
  type SourceDataset,
  type SourceQuestion,
  type SourceUnit,
  type TextFormat,
} from './source.js';

/** A parsed element: text, or an object of children and `@_` attributes; repeated children become arrays. */
type XmlValue = string | XmlElement | XmlValue[];
interface XmlElement {
  [name: string]: XmlValue;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Everything stays text: "1.0000000", "true" and "0" are read by the field that knows what it means.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Moodle writes apostrophes and the like as numeric references (&#039;) outside CDATA.
  htmlEntities: true,
  // Questions in order, whether the file has one or many; a question's answers likewise.
  isArray: (_name, jpath) =>
    /^quiz\.question$|^quiz\.question\.(answer|subquestion|hint|file|tags\.tag|selectoption|dragbox)$|\.file$|\.dataset_definition$|\.dataset_item$/.test(String(jpath)),
});

function first(value: XmlValue | undefined): XmlValue | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function element(value: XmlValue | undefined): XmlElement | undefined {
  const node = first(value);
  return node !== undefined && typeof node === 'object' && !Array.isArray(node) ? node : undefined;
}

function all(value: XmlValue | undefined): XmlValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text content of an element: its own text, or that of its `<text>` child (Moodle's usual wrapping). */
function textOf(value: XmlValue | undefined): string {
  const node = first(value);
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return '';
  if ('text' in node) return textOf(node.text);
  const own = node['#text'];
  return typeof own === 'string' ? own : '';
}

function attribute(value: XmlValue | undefined, name: string): string | undefined {
  const node = element(value);
  const attr = node?.[`@_${name}`];
  return typeof attr === 'string' ? attr : undefined;
}

const formats: TextFormat[] = ['html', 'moodle_auto_format', 'plain_text', 'markdown'];

/** Moodle writes `moodle_auto_format` as `moodle` in places; an absent format is Moodle's default for the field. */
function formatOf(value: XmlValue | undefined, fallback: TextFormat): TextFormat {
  const raw = attribute(value, 'format');
  if (raw === 'moodle') return 'moodle_auto_format';
  return formats.find((format) => format === raw) ?? fallback;
}

function filesOf(value: XmlValue | undefined): EmbeddedFile[] {
  const node = element(value);
  if (!node) return [];
  return all(node.file).flatMap((file) => {
    const name = attribute(file, 'name');
    const encoding = attribute(file, 'encoding');
    const data = textOf(file).replace(/\s+/g, '');
    return name && encoding === 'base64' && data ? [{ name, base64: data }] : [];
  });
}

function richOf(value: XmlValue | undefined, fallback: TextFormat = 'html'): RichText {
  return richText(textOf(value).trim(), formatOf(value, fallback), filesOf(value));
}

function booleanOf(value: XmlValue | undefined, fallback: boolean): boolean {
  const raw = textOf(value).trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fallback;
}

function numberOf(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : null;
}

/** The text of an optional child, trimmed; null when the element is absent. */
function optionalText(value: XmlValue | undefined): string | null {
  return value === undefined ? null : textOf(value).trim();
}

/**
 * The answers, each with its feedback. As in Moodle's reader, feedback without a format attribute is in the question
 * text's format.
 */
function answersOf(question: XmlElement, defaultFormat: TextFormat, feedbackFormat: TextFormat): SourceAnswer[] {
  return all(question.answer).map((answer) => {
    const node = element(answer);
    const display = node?.correctanswerformat === undefined && node?.correctanswerlength === undefined
      ? null
      : { format: textOf(node?.correctanswerformat).trim(), length: textOf(node?.correctanswerlength).trim() };
    const correct = optionalText(node?.correctanswer);
    return {
      text: richOf(answer, defaultFormat),
      fraction: numberOf(attribute(answer, 'fraction')) ?? 0,
      feedback: richOf(node?.feedback, feedbackFormat),
      tolerance: optionalText(node?.tolerance),
      toleranceType: optionalText(node?.tolerancetype),
      display,
      correct: correct === null ? null : !['', '0', 'false'].includes(correct.toLowerCase()),
    };
  });
}

/** `<dataset_definitions><dataset_definition>…` of a calculated question, in the file's order. */
function datasetsOf(question: XmlElement): SourceDataset[] {
  return all(element(question.dataset_definitions)?.dataset_definition).map((definition) => {
    const node = element(definition);
    return {
      name: textOf(node?.name).trim(),
      status: textOf(node?.status).trim(),
      distribution: textOf(node?.distribution).trim(),
      minimum: textOf(node?.minimum).trim(),
      maximum: textOf(node?.maximum).trim(),
      decimals: textOf(node?.decimals).trim(),
      items: all(element(node?.dataset_items)?.dataset_item).length,
    };
  });
}

/** `<units><unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit>…</units>`, in the file's order. */
function unitsOf(question: XmlElement): SourceUnit[] {
  return all(element(question.units)?.unit).map((unit) => ({
    name: textOf(element(unit)?.unit_name).trim(),
    multiplier: optionalText(element(unit)?.multiplier),
  }));
}

/** A whole number of Moodle's options (unitgradingtype, showunits); null when absent or not one. */
function integerOf(value: XmlValue | undefined): number | null {
  const number = numberOf(optionalText(value) ?? undefined);
  return number !== null && Number.isInteger(number) ? number : null;
}

function readUnitOptions(node: XmlElement, question: SourceQuestion): void {
  question.units = unitsOf(node);
  const defaults = question.unitOptions;
  question.unitOptions = {
    gradingType: integerOf(node.unitgradingtype) ?? defaults.gradingType,
    penalty: optionalText(node.unitpenalty) ?? defaults.penalty,
    showUnits: integerOf(node.showunits),
    unitsLeft: booleanOf(node.unitsleft, defaults.unitsLeft),
  };
}

/** The choices of gapselect (`<selectoption>`) or ddwtos (`<dragbox>`), in the file's order. */
function choicesOf(choices: XmlValue | undefined): SourceChoice[] {
  return all(choices).map((choice) => {
    const node = element(choice);
    return { text: textOf(node?.text).trim(), group: textOf(node?.group).trim(), infinite: node?.infinite !== undefined };
  });
}

function readQuestion(node: XmlElement, type: string, index: number, category: string | null): SourceQuestion {
  const question = emptySourceQuestion(index, type, category);
  question.name = textOf(node.name).trim();
  question.text = richOf(node.questiontext);
  // Moodle's reader: feedback without a format attribute is in the question text's format.
  const feedbackFormat = question.text.format;
  question.generalFeedback = richOf(node.generalfeedback, feedbackFormat);
  question.hints = all(node.hint).map((hint) => textOf(hint).trim()).filter(Boolean);
  question.tags = all(element(node.tags)?.tag).map((tag) => textOf(tag).trim()).filter(Boolean);
  question.combinedFeedback = {
    correct: richOf(node.correctfeedback, feedbackFormat),
    partial: richOf(node.partiallycorrectfeedback, feedbackFormat),
    incorrect: richOf(node.incorrectfeedback, feedbackFormat),
  };
  const legacy = textOf(node.image_base64).replace(/\s+/g, '');
  if (legacy) question.legacyImage = { name: textOf(node.image).trim() || 'image', base64: legacy };

  switch (type) {
    case 'multichoice':
      question.single = booleanOf(node.single, true);
      question.shuffle = booleanOf(node.shuffleanswers, true);
      question.answers = answersOf(node, 'html', feedbackFormat);
      break;
    case 'multichoiceset':
      // The all-or-nothing plugin (qtype_multichoiceset): check boxes, shuffled unless the file says otherwise.
      question.single = false;
      question.shuffle = booleanOf(node.shuffleanswers, true);
      question.answers = answersOf(node, feedbackFormat, feedbackFormat);
      break;
    case 'truefalse':
      question.answers = answersOf(node, 'moodle_auto_format', feedbackFormat);
      break;
    case 'numerical':
      question.answers = answersOf(node, 'moodle_auto_format', feedbackFormat);
      readUnitOptions(node, question);
      break;
    case 'calculated':
    case 'calculatedsimple':
    case 'calculatedmulti':
      // One reader for the three, as Moodle's (qformat_xml::import_calculated). Formulas are plain text, and so are
      // the options of calculatedmulti unless their format attribute says otherwise (Moodle's reader does the same).
      question.single = booleanOf(node.single, true);
      question.shuffle = booleanOf(node.shuffleanswers, false);
      question.answers = answersOf(node, 'plain_text', feedbackFormat);
      question.datasets = datasetsOf(node);
      readUnitOptions(node, question);
      break;
    case 'shortanswer':
      question.caseSensitive = booleanOf(node.usecase, false);
      question.answers = answersOf(node, 'moodle_auto_format', feedbackFormat);
      break;
    case 'essay':
      question.graderInfo = richOf(node.graderinfo);
      question.responseTemplate = textOf(node.responsetemplate).trim();
      break;
    case 'gapselect':
    case 'ddwtos':
      // As Moodle's import of both (qtype_gapselect_base / qtype_ddwtos::import_from_xml): shuffled unless it says not.
      question.shuffle = booleanOf(node.shuffleanswers, true);
      question.choices = choicesOf(type === 'gapselect' ? node.selectoption : node.dragbox);
      break;
    case 'cloze':
    case 'multianswer': {
      // Moodle exports embedded answers as type="cloze" with the sub-questions written into the text, and reads both
      // names the same way: the sub-questions are found in the text.
      const { text, embedded } = parseCloze(question.text.text);
      question.text = { ...question.text, text };
      question.embedded = embedded;
      break;
    }
    case 'matching':
      question.shuffle = booleanOf(node.shuffleanswers, true);
      question.subquestions = all(node.subquestion).map((sub) => ({
        text: richOf(sub),
        answer: textOf(element(sub)?.answer).trim(),
      }));
      break;
    default:
      break;
  }
  return question;
}

/**
 * Reads a Moodle XML export (`<quiz>` of `<question type="…">`). Category entries are not questions: each sets
 * the category of the questions after it. A file that is not well-formed XML, or not a quiz, is refused with
 * the parser's line and column.
 */
export function parseMoodleXml(content: string): SourceQuestion[] {
  const validation = XMLValidator.validate(content);
  if (validation !== true) {
    const { line, col, msg } = validation.err;
    throw new MalformedImportError(`The file is not valid XML (line ${line}, column ${col}): ${msg}`);
  }
  const document = parser.parse(content) as XmlElement;
  if (!('quiz' in document)) {
    throw new MalformedImportError('The file is not a Moodle XML question export: its root element is not <quiz>.');
  }
  const quiz = element(document.quiz);
  const questions: SourceQuestion[] = [];
  let category: string | null = null;
  for (const node of all(quiz?.question)) {
    const question = element(node);
    if (!question) continue;
    const type = (attribute(question, 'type') ?? '').trim();
    if (type === 'category') {
      category = categoryPath(textOf(question.category));
      continue;
    }
    questions.push(readQuestion(question, type || 'unknown', questions.length + 1, category));
  }
  return questions;
}
