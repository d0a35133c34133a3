import { XMLBuilder } from 'fast-xml-parser';
import type { ChoiceOption, Question } from '../../generated/contract-types.js';

/** What the export reads of a question. */
export type ExportableQuestion = Pick<Question, 'id' | 'title' | 'text' | 'content' | 'template' | 'tags'>;

/** An image a question's text refers to as `attachment:ID`, embedded in the file as Moodle does. */
export interface ExportAttachment {
  id: number;
  fileName: string;
  data: Buffer;
}

export interface MoodleExport {
  content: string;
  exported: number;
  skipped: Array<{ questionId: number; title: string; reason: string }>;
}

/** Characters XML 1.0 cannot carry at all, even escaped. */
const invalidXmlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * An element as fast-xml-parser's builder takes it in its order-preserving form: `{ name: children, ':@': attributes }`.
 * Texts and attribute values are escaped by the builder.
 */
type XmlNode = { [name: string]: XmlNode[] | Record<string, string> } | { '#text': string };

const xmlText = (text: string): XmlNode => ({ '#text': text.replace(invalidXmlChars, '') });

function element(name: string, children: XmlNode[] = [], attributes: Record<string, string> = {}): XmlNode {
  const entries = Object.entries(attributes).map(([key, value]) => [`@_${key}`, value.replace(invalidXmlChars, '')]);
  return entries.length === 0 ? { [name]: children } : { [name]: children, ':@': Object.fromEntries(entries) };
}

const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, commentPropName: '#comment', suppressEmptyNode: false });

/** Moodle's fractions: percent with at most seven decimals. */
function fraction(value: number): string {
  return String(Math.round(value * 1e7) / 1e7);
}

const textElement = (text: string) => element('text', [xmlText(text)]);

/**
 * Puts `@@PLUGINFILE@@/name` in place of each `attachment:ID` of the text and returns the `<file>` elements that
 * carry those images. A reference to an attachment the course does not have stays as it is.
 */
function embedAttachments(text: string, attachments: ReadonlyMap<number, ExportAttachment>): { text: string; files: XmlNode[] } {
  const names = new Map<number, string>();
  const used = new Set<string>();
  const rewritten = text.replace(/attachment:(\d+)(?!\d)/g, (whole, digits: string) => {
    const attachment = attachments.get(Number(digits));
    if (!attachment) return whole;
    let name = names.get(attachment.id);
    if (!name) {
      // Two attachments of one text may share a file name; Moodle's files of a text are keyed by name.
      name = used.has(attachment.fileName) ? `${attachment.id}-${attachment.fileName}` : attachment.fileName;
      used.add(name);
      names.set(attachment.id, name);
    }
    return `@@PLUGINFILE@@/${encodeURIComponent(name)}`;
  });
  const files = [...names].map(([id, name]) =>
    element('file', [xmlText((attachments.get(id) as ExportAttachment).data.toString('base64'))], { name, path: '/', encoding: 'base64' }),
  );
  return { text: rewritten, files };
}

/** A text with the images it refers to: `<text>` and a `<file>` for each. */
function textWithFiles(text: string, attachments: ReadonlyMap<number, ExportAttachment>): XmlNode[] {
  const embedded = embedAttachments(text, attachments);
  return [textElement(embedded.text), ...embedded.files];
}

function richElement(
  tag: string,
  text: string,
  format: 'markdown' | 'moodle_auto_format',
  attachments: ReadonlyMap<number, ExportAttachment>,
): XmlNode {
  return element(tag, textWithFiles(text, attachments), { format });
}

const answer = (value: number, body: XmlNode[], format = 'markdown') =>
  element('answer', [...body, element('feedback', [textElement('')], { format: 'html' })], { fraction: fraction(value), format });

const valueElement = (name: string, value: string | number) => element(name, [xmlText(String(value))]);

/**
 * Single choice: choosing option X instead of the key loses the key's penalty plus X's (capped at 100 %), so X
 * is worth the rest. Several options: Moodle adds the grades of the chosen options, which is the bank's rule when
 * a correct option is worth its penalty and a wrong one costs its penalty.
 */
function choiceFractions(options: ChoiceOption[], multipleCorrect: boolean): number[] {
  if (multipleCorrect) return options.map((option) => (option.correct ? option.penalty : -option.penalty));
  const key = options.find((option) => option.correct);
  return options.map((option) => (option.correct ? 100 : 100 - Math.min(100, (key?.penalty ?? 0) + option.penalty)));
}

/** Moodle's short-answer wildcard is `*`; a literal asterisk is written `\*`. */
const escapeWildcard = (text: string) => text.replace(/\*/g, '\\*');

/** Moodle writes the place of a short answer in the text as a run of underscores. */
export const exportBlank = '__________';

function questionBody(question: ExportableQuestion, attachments: ReadonlyMap<number, ExportAttachment>): { type: string; body: XmlNode[] } | string {
  const content = question.content;
  const text = (value: string) => richElement('questiontext', value, 'markdown', attachments);
  switch (content.kind) {
    case 'multiple-choice': {
      const fractions = choiceFractions(content.options, content.multipleCorrect);
      return {
        type: 'multichoice',
        body: [
          text(question.text),
          valueElement('single', content.multipleCorrect ? 'false' : 'true'),
          valueElement('shuffleanswers', content.shuffle ? 'true' : 'false'),
          valueElement('answernumbering', 'abc'),
          ...content.options.map((option, index) => answer(fractions[index], textWithFiles(option.text, attachments))),
        ],
      };
    }
    case 'true-false':
      return {
        type: 'truefalse',
        body: [
          text(question.text),
          answer(content.correct ? 100 : 0, [textElement('true')], 'moodle_auto_format'),
          answer(content.correct ? 0 : 100, [textElement('false')], 'moodle_auto_format'),
        ],
      };
    case 'free-text':
      return {
        type: 'essay',
        body: [
          text(question.text),
          valueElement('responseformat', 'editor'),
          valueElement('responserequired', 1),
          valueElement('responsefieldlines', 15),
          valueElement('attachments', 0),
          valueElement('attachmentsrequired', 0),
          richElement('graderinfo', content.modelAnswer ?? '', 'markdown', attachments),
          element('responsetemplate', [textElement('')], { format: 'html' }),
        ],
      };
    case 'text-completion': {
      if (content.gaps.length !== 1) return `Moodle's short answer has one gap; this question has ${content.gaps.length}`;
      const [gap] = content.gaps;
      if (gap.options.length > 0) return 'a drop-down gap has no Moodle short-answer equivalent';
      // A gap text that is the gap alone means the answer box after the text, which is Moodle's own layout.
      const statement =
        content.gapText.trim() === '[[1]]'
          ? question.text
          : [question.text.trim(), content.gapText.replace('[[1]]', exportBlank)].filter(Boolean).join('\n\n');
      return {
        type: 'shortanswer',
        body: [
          text(statement),
          valueElement('usecase', gap.caseSensitive ? 1 : 0),
          ...gap.answers.map((accepted) => answer(100, [textElement(escapeWildcard(accepted))], 'moodle_auto_format')),
        ],
      };
    }
    case 'connected-elements': {
      const subquestions: XmlNode[] = [];
      const subquestion = (left: XmlNode[], right: string) =>
        element('subquestion', [...left, element('answer', [textElement(right)])], { format: 'markdown' });
      for (const left of content.left) {
        const pairs = content.pairs.filter((pair) => pair.leftId === left.id);
        if (pairs.length !== 1) {
          return `in Moodle's matching every item has exactly one answer; “${left.text}” has ${pairs.length}`;
        }
        const right = content.right.find((item) => item.id === pairs[0].rightId);
        if (!right) return `the pair of “${left.text}” names no right element`;
        subquestions.push(subquestion(textWithFiles(left.text, attachments), right.text));
      }
      // Answers no item asks for are Moodle's distractors: subquestions without text.
      for (const right of content.right) {
        if (!content.pairs.some((pair) => pair.rightId === right.id)) subquestions.push(subquestion([textElement('')], right.text));
      }
      return { type: 'matching', body: [text(question.text), valueElement('shuffleanswers', 'true'), ...subquestions] };
    }
    default:
      return `Moodle XML has no question type for ${content.kind} questions`;
  }
}

/**
 * Writes the questions as a Moodle XML file: multiple choice, true/false, free text (essay), text completion with
 * one typed gap (short answer) and connected elements (matching). Other kinds and templated questions are listed
 * as skipped with the reason. Texts are written in Moodle's Markdown format, which is what the bank stores; staff
 * comments are not exported (Moodle would show them to students as general feedback).
 */
export function exportMoodleXml(questions: ExportableQuestion[], attachments: ReadonlyMap<number, ExportAttachment>): MoodleExport {
  const skipped: MoodleExport['skipped'] = [];
  const elements: string[] = [];
  for (const question of questions) {
    const result = question.template
      ? 'a templated question has no Moodle equivalent'
      : questionBody(question, attachments);
    if (typeof result === 'string') {
      skipped.push({ questionId: question.id, title: question.title, reason: result });
      continue;
    }
    const tags = question.tags.length === 0 ? [] : [element('tags', question.tags.map((tag) => element('tag', [textElement(tag)])))];
    const nodes: XmlNode[] = [
      { '#comment': [xmlText(` question: ${question.id} `)] },
      element(
        'question',
        [
          element('name', [textElement(question.title)]),
          ...result.body,
          element('generalfeedback', [textElement('')], { format: 'markdown' }),
          valueElement('defaultgrade', 1),
          valueElement('penalty', 0),
          valueElement('hidden', 0),
          ...tags,
        ],
        { type: result.type },
      ),
    ];
    // One question a line, so that a file of many questions stays readable.
    elements.push(builder.build(nodes) as string);
  }
  const content = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...elements, '</quiz>', ''].join('\n');
  return { content, exported: elements.length, skipped };
}
