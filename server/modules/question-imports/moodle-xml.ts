import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  categoryPath,
  emptySourceQuestion,
  MalformedImportError,
  richText,
  type EmbeddedFile,
  type RichText,
  type SourceAnswer,
  type SourceQuestion,
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
  isArray: (_name, jpath) => /^quiz\.question$|^quiz\.question\.(answer|subquestion|hint|file|tags\.tag)$|\.file$/.test(String(jpath)),
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

function answersOf(question: XmlElement, defaultFormat: TextFormat): SourceAnswer[] {
  return all(question.answer).map((answer) => ({
    text: richOf(answer, defaultFormat),
    fraction: numberOf(attribute(answer, 'fraction')) ?? 0,
    feedback: textOf(element(answer)?.feedback).trim(),
    tolerance: numberOf(textOf(element(answer)?.tolerance)),
  }));
}

const combinedFeedback = ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'];

function readQuestion(node: XmlElement, type: string, index: number, category: string | null): SourceQuestion {
  const question = emptySourceQuestion(index, type, category);
  question.name = textOf(node.name).trim();
  question.text = richOf(node.questiontext);
  question.generalFeedback = textOf(node.generalfeedback).trim();
  question.hints = all(node.hint).map((hint) => textOf(hint).trim()).filter(Boolean);
  question.tags = all(element(node.tags)?.tag).map((tag) => textOf(tag).trim()).filter(Boolean);
  question.combinedFeedback = combinedFeedback.map((name) => textOf(node[name]).trim()).filter(Boolean);
  const legacy = textOf(node.image_base64).replace(/\s+/g, '');
  if (legacy) question.legacyImage = { name: textOf(node.image).trim() || 'image', base64: legacy };

  switch (type) {
    case 'multichoice':
      question.single = booleanOf(node.single, true);
      question.shuffle = booleanOf(node.shuffleanswers, true);
      question.answers = answersOf(node, 'html');
      break;
    case 'truefalse':
    case 'numerical':
      question.answers = answersOf(node, 'moodle_auto_format');
      question.units = all(element(node.units)?.unit).map((unit) => textOf(element(unit)?.unit_name).trim()).filter(Boolean);
      break;
    case 'shortanswer':
      question.caseSensitive = booleanOf(node.usecase, false);
      question.answers = answersOf(node, 'moodle_auto_format');
      break;
    case 'essay':
      question.graderInfo = richOf(node.graderinfo);
      question.responseTemplate = textOf(node.responsetemplate).trim();
      break;
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
