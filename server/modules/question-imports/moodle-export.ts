import type { ChoiceOption, QuestionContent, QuestionTemplate } from '../../generated/contract-types.js';

/** What the export reads of a question. */
export interface ExportableQuestion {
  id: number;
  title: string;
  text: string;
  content: QuestionContent;
  template: QuestionTemplate | null;
  tags: string[];
}

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

function xmlText(text: string): string {
  return text.replace(invalidXmlChars, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const xmlAttribute = (text: string) => xmlText(text).replace(/"/g, '&quot;');

/** Moodle's fractions: percent with at most seven decimals. */
function fraction(value: number): string {
  return String(Math.round(value * 1e7) / 1e7);
}

const textElement = (text: string) => `<text>${xmlText(text)}</text>`;

/**
 * Puts `@@PLUGINFILE@@/name` in place of each `attachment:ID` of the text and returns the `<file>` elements that
 * carry those images. A reference to an attachment the course does not have stays as it is.
 */
function embedAttachments(text: string, attachments: ReadonlyMap<number, ExportAttachment>): { text: string; files: string[] } {
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
  const files = [...names].map(
    ([id, name]) => `<file name="${xmlAttribute(name)}" path="/" encoding="base64">${(attachments.get(id) as ExportAttachment).data.toString('base64')}</file>`,
  );
  return { text: rewritten, files };
}

function richElement(
  tag: string,
  text: string,
  format: 'markdown' | 'moodle_auto_format',
  attachments: ReadonlyMap<number, ExportAttachment>,
): string {
  const embedded = embedAttachments(text, attachments);
  return `<${tag} format="${format}">${textElement(embedded.text)}${embedded.files.join('')}</${tag}>`;
}

const answer = (value: number, body: string, format = 'markdown') =>
  `<answer fraction="${fraction(value)}" format="${format}">${body}<feedback format="html"><text></text></feedback></answer>`;

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

function questionBody(question: ExportableQuestion, attachments: ReadonlyMap<number, ExportAttachment>): { type: string; body: string } | string {
  const content = question.content;
  const text = (value: string) => richElement('questiontext', value, 'markdown', attachments);
  switch (content.kind) {
    case 'multiple-choice': {
      const fractions = choiceFractions(content.options, content.multipleCorrect);
      const answers = content.options.map((option, index) => {
        const embedded = embedAttachments(option.text, attachments);
        return answer(fractions[index], textElement(embedded.text) + embedded.files.join(''));
      });
      return {
        type: 'multichoice',
        body: [
          text(question.text),
          `<single>${content.multipleCorrect ? 'false' : 'true'}</single>`,
          `<shuffleanswers>${content.shuffle ? 'true' : 'false'}</shuffleanswers>`,
          '<answernumbering>abc</answernumbering>',
          ...answers,
        ].join(''),
      };
    }
    case 'true-false':
      return {
        type: 'truefalse',
        body: [
          text(question.text),
          answer(content.correct ? 100 : 0, textElement('true'), 'moodle_auto_format'),
          answer(content.correct ? 0 : 100, textElement('false'), 'moodle_auto_format'),
        ].join(''),
      };
    case 'free-text':
      return {
        type: 'essay',
        body: [
          text(question.text),
          '<responseformat>editor</responseformat><responserequired>1</responserequired><responsefieldlines>15</responsefieldlines>',
          '<attachments>0</attachments><attachmentsrequired>0</attachmentsrequired>',
          richElement('graderinfo', content.modelAnswer ?? '', 'markdown', attachments),
          '<responsetemplate format="html"><text></text></responsetemplate>',
        ].join(''),
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
          `<usecase>${gap.caseSensitive ? 1 : 0}</usecase>`,
          ...gap.answers.map((accepted) => answer(100, textElement(escapeWildcard(accepted)), 'moodle_auto_format')),
        ].join(''),
      };
    }
    case 'connected-elements': {
      const subquestions: string[] = [];
      for (const left of content.left) {
        const pairs = content.pairs.filter((pair) => pair.leftId === left.id);
        if (pairs.length !== 1) {
          return `in Moodle's matching every item has exactly one answer; “${left.text}” has ${pairs.length}`;
        }
        const right = content.right.find((item) => item.id === pairs[0].rightId);
        if (!right) return `the pair of “${left.text}” names no right element`;
        const embedded = embedAttachments(left.text, attachments);
        subquestions.push(
          `<subquestion format="markdown">${textElement(embedded.text)}${embedded.files.join('')}<answer>${textElement(right.text)}</answer></subquestion>`,
        );
      }
      // Answers no item asks for are Moodle's distractors: subquestions without text.
      for (const right of content.right) {
        if (!content.pairs.some((pair) => pair.rightId === right.id)) {
          subquestions.push(`<subquestion format="markdown"><text></text><answer>${textElement(right.text)}</answer></subquestion>`);
        }
      }
      return { type: 'matching', body: [text(question.text), '<shuffleanswers>true</shuffleanswers>', ...subquestions].join('') };
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
    const tags = question.tags.length === 0 ? '' : `<tags>${question.tags.map((tag) => `<tag>${textElement(tag)}</tag>`).join('')}</tags>`;
    elements.push(
      [
        `<!-- question: ${question.id} -->`,
        `<question type="${result.type}">`,
        `<name>${textElement(question.title)}</name>`,
        result.body,
        '<generalfeedback format="markdown"><text></text></generalfeedback>',
        '<defaultgrade>1</defaultgrade><penalty>0</penalty><hidden>0</hidden>',
        tags,
        '</question>',
      ].join('\n'),
    );
  }
  const content = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...elements, '</quiz>', ''].join('\n');
  return { content, exported: elements.length, skipped };
}
