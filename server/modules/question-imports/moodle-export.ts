import { XMLBuilder } from 'fast-xml-parser';
import type {
  ChoiceOption,
  MultipleChoiceContent,
  NumericalContent,
  NumericalKey,
  Question,
  QuestionFeedback,
  QuestionTemplate,
  TemplateVariable,
  TextCompletionContent,
  TextGap,
} from '../../generated/contract-types.js';
import { drawValues } from '../../grading/template.js';
import { absDecimal, decimalOfNumber, decimalToString, magnitudeOf, multiplyDecimals, readNumber, type Decimal } from '../../rules/numbers.js';
import { normaliseText } from '../../rules/text.js';
import { clozeEscape, parseCloze, writeCloze } from './cloze.js';
import { bankToMoodle, FormulaError, parseFormula, powerBases, printFormula, type Formula } from './formula.js';

/** What the export reads of a question. */
export type ExportableQuestion = Pick<Question, 'id' | 'title' | 'text' | 'content' | 'template' | 'feedback' | 'tags'>;

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

/** Feedback on an answer or of the question (Markdown, with its images); an empty one as Moodle writes it. */
function feedbackElement(tag: string, text: string | undefined, attachments: ReadonlyMap<number, ExportAttachment>): XmlNode {
  return text === undefined || text.trim() === '' ? element(tag, [textElement('')], { format: 'html' }) : richElement(tag, text, 'markdown', attachments);
}

/** Context of an export: the course's images, and (for a templated question) how its placeholders are written. */
interface Writer {
  attachments: ReadonlyMap<number, ExportAttachment>;
  /** A text with the template's placeholders as Moodle's wildcards and formulas; the identity without a template. */
  text(markdown: string): string;
}

const answer = (writer: Writer, value: number, body: XmlNode[], format = 'markdown', feedback?: string, extra: XmlNode[] = []) =>
  element('answer', [...body, ...extra, feedbackElement('feedback', feedback === undefined ? undefined : writer.text(feedback), writer.attachments)], {
    fraction: fraction(value),
    format,
  });

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

/**
 * The grades Moodle lets an answer have (question_bank::fraction_options_full, which its import checks each grade
 * against): these percentages and their negatives.
 */
const moodleGrades = [100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5, 0];
const isMoodleGrade = (value: number) => moodleGrades.some((grade) => Math.abs(Math.abs(value) - grade) < 0.001);

type Body = { type: string; body: XmlNode[] };

/**
 * A multiple-choice question, by its scoring:
 * - `penalties` (or none): multichoice with the grades of choiceFractions;
 * - `all-or-nothing`: Moodle's all-or-nothing type, qtype_multichoiceset (a correct option 100, the others 0), which
 *   gives full marks for exactly the correct options and nothing otherwise;
 * - `right-minus-wrong`: multichoice, each of the k correct options +100/k %, each of the n − k others −100/(n − k) %:
 *   Moodle adds the chosen options' grades and keeps the total at 0 or more, which is the bank's rule exactly — where
 *   Moodle has those grades (k and n − k among 1–10 and 20); otherwise the question is listed with the reason.
 * With one correct option (radio buttons) every scoring gives the key full marks and any other choice nothing: a
 * multichoice of 100 % and 0 %.
 */
function choiceBody(content: MultipleChoiceContent, statement: XmlNode, writer: Writer, answerExtra: XmlNode[] = []): Body | string {
  const scoring = content.scoring ?? 'penalties';
  const correct = content.options.filter((option) => option.correct).length;
  const wrong = content.options.length - correct;
  let type = 'multichoice';
  let fractions: number[];
  if (scoring === 'penalties') {
    fractions = choiceFractions(content.options, content.multipleCorrect);
  } else if (!content.multipleCorrect || scoring === 'all-or-nothing') {
    if (content.multipleCorrect) type = 'multichoiceset';
    fractions = content.options.map((option) => (option.correct ? 100 : 0));
  } else {
    if (!isMoodleGrade(100 / correct) || (wrong > 0 && !isMoodleGrade(100 / wrong))) {
      return `right-minus-wrong scoring would give each correct option 100/${correct} % and each wrong one −100/${wrong} %, grades Moodle does not have (it has 100/n % for n = 1 to 10 and 20)`;
    }
    fractions = content.options.map((option) => (option.correct ? 100 / correct : -100 / wrong));
  }
  return {
    type,
    body: [
      statement,
      ...(type === 'multichoice' ? [valueElement('single', content.multipleCorrect ? 'false' : 'true')] : []),
      valueElement('shuffleanswers', content.shuffle ? 'true' : 'false'),
      valueElement('answernumbering', 'abc'),
      ...content.options.map((option, index) =>
        answer(writer, fractions[index], textWithFiles(writer.text(option.text), writer.attachments), 'markdown', option.feedback, answerExtra),
      ),
    ],
  };
}

/** Moodle's short-answer wildcard is `*`; a literal asterisk is written `\*`. */
const escapeWildcard = (text: string) => text.replace(/\*/g, '\\*');

/** Moodle writes the place of a short answer in the text as a run of underscores. */
export const exportBlank = '__________';

const ZERO: Decimal = { coefficient: 0n, exponent: 0 };
const HUNDREDTH: Decimal = { coefficient: 1n, exponent: -2 };

/** A power of ten (0.001, 1, 100): numbers keep their significant figures in such a unit. */
const isPowerOfTen = (value: number) => decimalOfNumber(value).coefficient === 1n;

/**
 * A key's tolerance as Moodle's, which is absolute (in the base unit). For a question without a template the
 * bank's other tolerances convert exactly: a relative tolerance t of the value v accepts
 * what the absolute t × |v| accepts, in every unit (the bank scales both with the unit); n significant figures of v
 * accept what half a unit of the n-th figure, 5 × 10^(magnitude(v) − n), accepts (0 for v = 0, which only 0 matches)
 * — in the base unit and in every unit whose multiplier is a power of ten, which the caller checks.
 */
function absoluteTolerance(key: NumericalKey, value: Decimal): Decimal {
  switch (key.toleranceKind) {
    case 'absolute':
      return decimalOfNumber(key.tolerance);
    case 'relative':
      return multiplyDecimals(decimalOfNumber(key.tolerance), absDecimal(value));
    case 'significant-figures':
      if (value.coefficient === 0n) return ZERO;
      return { coefficient: 5n, exponent: magnitudeOf(value) - Math.max(1, Math.floor(key.tolerance)) };
  }
}

/**
 * Moodle's options for the bank's unit handling (the importer maps them back): `none` is showunits 3, units not
 * used; `optional` is unitgradingtype 0, units optional; `penalty` is unitgradingtype 1, the penalty as a share of
 * the answer's grade, as the bank takes it; `required` is the same with a penalty of 100 %, under which an answer
 * without one of the units scores 0, as here. Moodle's unit is typed after the number (showunits 0, unitsleft 0).
 */
function unitOptions(content: NumericalContent): { gradingType: number; penalty: Decimal; showUnits: number } {
  switch (content.unitHandling) {
    case 'none':
      return { gradingType: 0, penalty: ZERO, showUnits: 3 };
    case 'optional':
      return { gradingType: 0, penalty: ZERO, showUnits: 0 };
    case 'required':
      return { gradingType: 1, penalty: { coefficient: 1n, exponent: 0 }, showUnits: 0 };
    case 'penalty':
      return { gradingType: 1, penalty: multiplyDecimals(decimalOfNumber(content.unitPenalty), HUNDREDTH), showUnits: 0 };
  }
}

/** The units (Moodle's base unit, multiplier 1, first) and unit options; numerical and calculated share them. */
function unitElements(content: NumericalContent): XmlNode[] {
  const units = [...content.units].sort((a, b) => Number(b.multiplier === 1) - Number(a.multiplier === 1));
  const options = unitOptions(content);
  return [
    ...(units.length === 0
      ? []
      : [
          element(
            'units',
            units.map((unit) =>
              element('unit', [valueElement('multiplier', decimalToString(decimalOfNumber(unit.multiplier))), valueElement('unit_name', unit.name)]),
            ),
          ),
        ]),
    valueElement('unitgradingtype', options.gradingType),
    valueElement('unitpenalty', decimalToString(options.penalty)),
    valueElement('showunits', options.showUnits),
    valueElement('unitsleft', 0),
  ];
}

/** Moodle gives a number the first answer that accepts it, the bank the best key: best first, both give the same. */
const bestFirst = <T extends { key: NumericalKey }>(answers: T[]) => [...answers].sort((a, b) => b.key.fraction - a.key.fraction);

/** The answers, units and unit options of a Moodle numerical question; or why the question has none. */
function numericalBody(content: NumericalContent, writer: Writer): XmlNode[] | string {
  const usedUnits = content.unitHandling === 'none' ? [] : content.units;
  const answers: Array<{ key: NumericalKey; value: Decimal; tolerance: Decimal }> = [];
  for (const [index, key] of content.answers.entries()) {
    const reading = readNumber(key.value);
    // A formula's value (rounded to 15 significant figures) is not the formula; Moodle's answers are numbers.
    if (!reading.ok || reading.rest !== '') return `answer ${index + 1} “${key.value}” is a formula; Moodle's numerical answers are numbers`;
    if (key.toleranceKind === 'significant-figures' && reading.value.coefficient !== 0n && !usedUnits.every((unit) => isPowerOfTen(unit.multiplier))) {
      return `answer ${index + 1} counts significant figures, which Moodle's absolute tolerance gives only in units whose multiplier is a power of ten`;
    }
    answers.push({ key, value: reading.value, tolerance: absoluteTolerance(key, reading.value) });
  }
  return [
    ...bestFirst(answers).map(({ key, value, tolerance }) =>
      element(
        'answer',
        [
          textElement(decimalToString(value)),
          feedbackElement('feedback', key.feedback, writer.attachments),
          valueElement('tolerance', decimalToString(tolerance)),
        ],
        { fraction: fraction(key.fraction), format: 'moodle_auto_format' },
      ),
    ),
    ...unitElements(content),
  ];
}

/** Why a question cannot be exported, found while writing it (a template's placeholder Moodle cannot hold). */
class NotExportable extends Error {}

const placeholder = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * The writer of a templated question: int and float variables are Moodle's wildcards (`{{a}}` → `{a}`); an expr
 * variable has no Moodle equivalent, so its formula takes its place — `{={a} * {b}}` in a text, `({a} * {b})` in a
 * key's formula; a choice variable cannot be written (Moodle's datasets hold numbers drawn from a range).
 */
function templateWriter(template: QuestionTemplate, attachments: ReadonlyMap<number, ExportAttachment>) {
  const byName = new Map(template.variables.map((variable) => [variable.name, variable]));
  const resolve = (name: string): { kind: 'wildcard' } | { kind: 'formula'; formula: Formula } => {
    const variable = byName.get(name);
    if (!variable) throw new FormulaError(`names {{${name}}}, which is no variable of the template`);
    if (variable.type === 'int' || variable.type === 'float') return { kind: 'wildcard' };
    if (variable.type === 'expr') return { kind: 'formula', formula: parseFormula(variable.expr ?? '', 'expr') };
    throw new FormulaError(`uses the choice variable ${name}, which Moodle’s datasets (numbers drawn from a range) cannot hold`);
  };
  const moodle = (formula: Formula, what: string) => {
    try {
      const converted = bankToMoodle(formula, { resolve });
      // An expr variable alone (a text's {={a} * {b}}) needs no parentheses around its formula.
      return printFormula(formula.type === 'variable' && converted.type === 'group' ? converted.inner : converted, 'moodle');
    } catch (error) {
      if (error instanceof FormulaError) throw new NotExportable(`${what} ${error.message}`);
      throw error;
    }
  };
  const writer: Writer = {
    attachments,
    text: (markdown) =>
      markdown.replace(placeholder, (whole, name: string) => {
        const variable = byName.get(name);
        if (!variable) return whole;
        if (variable.type === 'int' || variable.type === 'float') return `{${name}}`;
        return `{=${moodle({ type: 'variable', name }, `the placeholder {{${name}}}`)}}`;
      }),
  };
  /** A key's value as Moodle's formula: a number as it is, a formula in Moodle's spelling. */
  const keyFormula = (value: string, position: number): string => {
    const reading = readNumber(value);
    if (reading.ok && reading.rest === '') return decimalToString(reading.value);
    let formula: Formula;
    try {
      formula = parseFormula(value, 'bank');
    } catch (error) {
      if (error instanceof FormulaError) throw new NotExportable(`answer ${position} “${value}” ${error.message}`);
      throw error;
    }
    // The bank fills a value in as text, so −2 as the base of ** reads −(2 ** 2); Moodle puts it in parentheses.
    for (const name of powerBases(formula)) {
      const variable = byName.get(name);
      if (!(variable && (variable.type === 'int' || variable.type === 'float') && (variable.min ?? 0) >= 0)) {
        throw new NotExportable(
          `answer ${position} raises {{${name}}} to a power, which Moodle computes differently for a negative value ((−2) ** 2 = 4, here −2 ** 2 = −4); write ({{${name}}}) ** …`,
        );
      }
    }
    return moodle(formula, `answer ${position} “${value}”`);
  };
  return { writer, keyFormula };
}

/** How many sets of values the export gives each calculated question, as Moodle's own default. */
const DATASET_ITEMS = 10;

/**
 * The int and float variables as Moodle's dataset definitions: uniform over the same range with the same decimals
 * (an int's range its whole numbers), and ten sets of values drawn as the bank draws them (seeds 1–10), which Moodle
 * needs to run the question at all.
 */
function datasetDefinitions(template: QuestionTemplate): XmlNode {
  const datasets = template.variables.filter((variable) => variable.type === 'int' || variable.type === 'float');
  const items: Array<Record<string, string>> = [];
  for (let seed = 1; items.length < DATASET_ITEMS && seed <= DATASET_ITEMS * 3; seed += 1) {
    try {
      items.push(drawValues(template, seed).text);
    } catch {
      // A seed whose variant fails (an expr dividing by zero) is no variant here either.
    }
  }
  const number = (value: number) => decimalToString(decimalOfNumber(value));
  const definition = (variable: TemplateVariable) => {
    const isInt = variable.type === 'int';
    const min = isInt ? Math.ceil(variable.min ?? 0) : (variable.min ?? 0);
    const max = isInt ? Math.floor(variable.max ?? 0) : (variable.max ?? 0);
    return element('dataset_definition', [
      element('status', [textElement('private')]),
      element('name', [textElement(variable.name)]),
      valueElement('type', 'calculated'),
      element('distribution', [textElement('uniform')]),
      element('minimum', [textElement(number(min))]),
      element('maximum', [textElement(number(max))]),
      element('decimals', [textElement(String(isInt ? 0 : (variable.decimals ?? 2)))]),
      valueElement('itemcount', items.length),
      element(
        'dataset_items',
        items.map((values, index) => element('dataset_item', [valueElement('number', index + 1), valueElement('value', values[variable.name])])),
      ),
      valueElement('number_of_items', items.length),
    ]);
  };
  return element('dataset_definitions', datasets.map(definition));
}

/**
 * A templated numerical question as Moodle's calculated: the keys' formulas with Moodle's tolerance types (absolute
 * is 2, nominal; relative is 1, relative), the units, and the int and float variables as datasets.
 */
function calculatedBody(
  question: ExportableQuestion,
  content: NumericalContent,
  template: QuestionTemplate,
  { writer, keyFormula }: ReturnType<typeof templateWriter>,
): Body | string {
  const answers: Array<{ key: NumericalKey; formula: string }> = [];
  for (const [index, key] of content.answers.entries()) {
    if (key.toleranceKind === 'significant-figures') {
      return `answer ${index + 1} counts significant figures, which Moodle's calculated tolerances (relative, nominal) cannot give for a computed value`;
    }
    answers.push({ key, formula: keyFormula(key.value, index + 1) });
  }
  return {
    type: 'calculated',
    body: [
      richElement('questiontext', writer.text(question.text), 'markdown', writer.attachments),
      valueElement('synchronize', 0),
      valueElement('single', 0),
      valueElement('answernumbering', 'abc'),
      valueElement('shuffleanswers', 0),
      ...bestFirst(answers).map(({ key, formula }) =>
        element(
          'answer',
          [
            textElement(formula),
            valueElement('tolerance', decimalToString(decimalOfNumber(key.tolerance))),
            valueElement('tolerancetype', key.toleranceKind === 'absolute' ? 2 : 1),
            // How Moodle shows the correct answer (4 significant figures); grading uses the unrounded value.
            valueElement('correctanswerformat', 2),
            valueElement('correctanswerlength', 4),
            feedbackElement('feedback', key.feedback === undefined ? undefined : writer.text(key.feedback), writer.attachments),
          ],
          { fraction: fraction(key.fraction) },
        ),
      ),
      ...unitElements(content),
      datasetDefinitions(template),
    ],
  };
}

/**
 * A templated multiple-choice question as Moodle's calculatedmulti: the options as multichoice writes them, their
 * placeholders as wildcards and formulas, the int and float variables as datasets. Each option shows its formulas'
 * values to 15 significant figures (%.15g drops trailing zeros), as the bank shows an expr variable's value.
 */
function calculatedMultiBody(question: ExportableQuestion, content: MultipleChoiceContent, template: QuestionTemplate, writer: Writer): Body | string {
  const display = [
    valueElement('tolerance', 0),
    valueElement('tolerancetype', 1),
    valueElement('correctanswerformat', 2),
    valueElement('correctanswerlength', 15),
  ];
  const statement = richElement('questiontext', writer.text(question.text), 'markdown', writer.attachments);
  const choice = choiceBody(content, statement, writer, display);
  if (typeof choice === 'string') return choice;
  if (choice.type !== 'multichoice') return "all-or-nothing scoring of several correct options has no templated Moodle equivalent (calculatedmulti adds the chosen options' grades)";
  return { type: 'calculatedmulti', body: [...choice.body, valueElement('synchronize', 0), datasetDefinitions(template)] };
}

/**
 * A typed gap's answers in the order Moodle is to try them. Moodle gives a response the first answer it matches, the
 * bank the best one; that differs only where two answers match the same response, and there the better goes first.
 */
function typedAnswers(gap: TextGap): Array<{ text: string; fraction: number }> {
  const answers = gap.answers.map((text, index) => ({ text, fraction: gap.fractions?.[index] ?? 100, compared: normaliseText(text, gap.caseSensitive) }));
  const clash = answers.some((earlier, index) => answers.slice(index + 1).some((later) => later.compared === earlier.compared && later.fraction > earlier.fraction));
  return (clash ? [...answers].sort((a, b) => b.fraction - a.fraction) : answers).map(({ text, fraction }) => ({ text, fraction }));
}

/** One typed gap is Moodle's own short answer, whose text and answer box stay apart (a lone gap's weight changes no grade). */
const oneTypedGap = (content: TextCompletionContent) =>
  content.gaps.length === 1 && content.gaps[0].options.length === 0 && content.gaps[0].numerical === undefined;

function shortAnswerBody(question: ExportableQuestion, content: TextCompletionContent, writer: Writer): Body {
  const [gap] = content.gaps;
  // A gap text that is the gap alone means the answer box after the text, which is Moodle's own layout.
  const statement =
    content.gapText.trim() === '[[1]]' ? question.text : [question.text.trim(), content.gapText.replace('[[1]]', exportBlank)].filter(Boolean).join('\n\n');
  return {
    type: 'shortanswer',
    body: [
      richElement('questiontext', writer.text(statement), 'markdown', writer.attachments),
      valueElement('usecase', gap.caseSensitive ? 1 : 0),
      ...typedAnswers(gap).map((accepted) => answer(writer, accepted.fraction, [textElement(escapeWildcard(accepted.text))], 'moodle_auto_format')),
    ],
  };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
/** The largest mark a gap gets when its weight is scaled to a whole number. */
const MAX_MARK = 1_000_000;

/**
 * Moodle's marks of the gaps, which are whole numbers: the weights as they are when every one is whole; otherwise all
 * multiplied by the least factor that makes them whole (a power of ten over their greatest common divisor: 0.5 and 1
 * become 1 and 2), so that each gap keeps its share of the question.
 */
function clozeMarks(gaps: TextGap[]): number[] {
  const weights = gaps.map((gap) => decimalOfNumber(gap.weight ?? 1));
  if (weights.every((weight) => weight.exponent >= 0)) return gaps.map((gap) => gap.weight ?? 1);
  const shift = -Math.min(...weights.map((weight) => weight.exponent));
  const whole = weights.map((weight) => weight.coefficient * 10n ** BigInt(weight.exponent + shift));
  const divisor = whole.reduce(gcd);
  const marks = whole.map((value) => Number(value / divisor));
  if (marks.some((mark) => mark > MAX_MARK)) {
    throw new NotExportable(`its gaps' weights (${gaps.map((gap) => gap.weight ?? 1).join(', ')}) need whole marks above ${MAX_MARK} in Moodle`);
  }
  return marks;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A gap as an embedded sub-question: a number gap is NUMERICAL (its tolerances absolute, as the numerical export
 * converts them; the best key first), a drop-down MULTICHOICE_S (shuffled, as the bank's are; each option with the
 * credit of the accepted answer it is), a typed gap SHORTANSWER, or SHORTANSWER_C with case. Feedback on a number
 * gap's keys is not written yet (Moodle's `#feedback` after an answer could hold it; the import drops it likewise).
 */
function clozeSubquestion(gap: TextGap, mark: number, position: number): string {
  if (gap.numerical !== undefined) {
    const keys = gap.numerical.answers.map((key, index) => {
      const reading = readNumber(key.value);
      if (!reading.ok || reading.rest !== '') {
        throw new NotExportable(`gap ${position}: answer ${index + 1} “${key.value}” is a formula; Moodle's numerical answers are numbers`);
      }
      return { key, value: reading.value, tolerance: absoluteTolerance(key, reading.value) };
    });
    const answers = bestFirst(keys).map(({ key, value, tolerance }) => ({ fraction: key.fraction, text: `${decimalToString(value)}:${decimalToString(tolerance)}` }));
    return writeCloze(mark, 'NUMERICAL', answers);
  }
  const empty = () => new NotExportable(`gap ${position} has an empty answer or option, which Moodle's embedded answers cannot hold`);
  if (gap.options.length > 0) {
    const credit = (option: string) =>
      Math.max(0, ...gap.answers.map((accepted, index) => (normaliseText(accepted, gap.caseSensitive) === normaliseText(option, gap.caseSensitive) ? (gap.fractions?.[index] ?? 100) : 0)));
    const answers = gap.options.map((option) => {
      if (option.trim() === '') throw empty();
      // Moodle shows an option as HTML once it has decoded the syntax's references.
      return { fraction: credit(option), text: clozeEscape(escapeHtml(option)) };
    });
    return writeCloze(mark, 'MULTICHOICE_S', answers);
  }
  const answers = typedAnswers(gap).map((accepted) => {
    if (accepted.text.trim() === '') throw empty();
    return { fraction: accepted.fraction, text: clozeEscape(escapeWildcard(accepted.text)) };
  });
  return writeCloze(mark, gap.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER', answers);
}

/**
 * Gaps Moodle's short answer cannot hold (several, drop-downs, numbers) as Moodle's embedded answers (Cloze): the
 * question's text and its gap text, each gap `[[k]]` written as its sub-question, worth its weight in marks.
 */
function clozeBody(question: ExportableQuestion, content: TextCompletionContent, text: (value: string) => XmlNode): Body {
  const prose = [question.text.trim(), content.gapText].filter(Boolean).join('\n\n');
  if (parseCloze(prose).embedded.length > 0 || /\{#\d+\}/.test(prose)) {
    throw new NotExportable('its text contains “{1:SHORTANSWER:…}” or “{#1}”, which Moodle would read as an embedded answer');
  }
  const marks = clozeMarks(content.gaps);
  const subquestions = content.gaps.map((gap, index) => clozeSubquestion(gap, marks[index], index + 1));
  const gaps = content.gapText.replace(/\[\[(\d+)\]\]/g, (whole, digits: string) => subquestions[Number(digits) - 1] ?? whole);
  return { type: 'cloze', body: [text([question.text.trim(), gaps].filter(Boolean).join('\n\n'))] };
}

function questionBody(question: ExportableQuestion, writer: Writer): Body | string {
  const content = question.content;
  const attachments = writer.attachments;
  const text = (value: string) => richElement('questiontext', writer.text(value), 'markdown', attachments);
  switch (content.kind) {
    case 'multiple-choice':
      return choiceBody(content, text(question.text), writer);
    case 'true-false':
      return {
        type: 'truefalse',
        body: [
          text(question.text),
          answer(writer, content.correct ? 100 : 0, [textElement('true')], 'moodle_auto_format', content.trueFeedback),
          answer(writer, content.correct ? 0 : 100, [textElement('false')], 'moodle_auto_format', content.falseFeedback),
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
    case 'text-completion':
      return oneTypedGap(content) ? shortAnswerBody(question, content, writer) : clozeBody(question, content, text);
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
    case 'numerical': {
      const body = numericalBody(content, writer);
      return typeof body === 'string' ? body : { type: 'numerical', body: [text(question.text), ...body] };
    }
    default:
      return `Moodle XML has no question type for ${content.kind} questions`;
  }
}

/** Moodle's feedback by outcome, as its types with combined feedback write it; blank ones are left out. */
function combinedFeedback(feedback: QuestionFeedback | null, writer: Writer): XmlNode[] {
  if (!feedback) return [];
  const parts: Array<[string, string]> = [
    ['correctfeedback', feedback.correct],
    ['partiallycorrectfeedback', feedback.partial],
    ['incorrectfeedback', feedback.incorrect],
  ];
  return parts.filter(([, text]) => text.trim() !== '').map(([tag, text]) => feedbackElement(tag, writer.text(text), writer.attachments));
}

/** The question's type and elements (feedback included), or why Moodle cannot hold it. */
function questionElements(question: ExportableQuestion, attachments: ReadonlyMap<number, ExportAttachment>): Body | string {
  const variables = question.template?.variables ?? [];
  let result: Body | string;
  let writer: Writer = { attachments, text: (markdown) => markdown };
  try {
    if (variables.length === 0) {
      result = questionBody(question, writer);
    } else if (!variables.some((variable) => variable.type === 'int' || variable.type === 'float')) {
      result = 'its template has no int or float variable, and a Moodle calculated question needs at least one wildcard';
    } else if (question.content.kind === 'numerical' && question.template) {
      const template = templateWriter(question.template, attachments);
      writer = template.writer;
      result = calculatedBody(question, question.content, question.template, template);
    } else if (question.content.kind === 'multiple-choice' && question.template) {
      writer = templateWriter(question.template, attachments).writer;
      result = calculatedMultiBody(question, question.content, question.template, writer);
    } else {
      result = `a templated ${question.content.kind} question has no Moodle equivalent (templated numerical and multiple-choice ones export as Moodle's calculated and calculatedmulti)`;
    }
    if (typeof result === 'string') return result;
    return {
      type: result.type,
      body: [
        ...result.body,
        feedbackElement('generalfeedback', writer.text(question.feedback?.general ?? ''), attachments),
        ...combinedFeedback(question.feedback, writer),
      ],
    };
  } catch (error) {
    if (error instanceof NotExportable) return error.message;
    throw error;
  }
}

/**
 * Writes the questions as a Moodle XML file: multiple choice (multichoice; multichoiceset for all-or-nothing scoring),
 * true/false, free text (essay), text completion (one typed gap: short answer; otherwise embedded answers, Cloze),
 * connected elements (matching), numerical (numerical, whose answers must be numbers, not formulas), templated
 * numerical (calculated) and templated multiple choice (calculatedmulti), each with its feedback: general and by
 * outcome, and on each option, key or truth value. Other kinds and other templated questions are listed as skipped
 * with the reason. Texts are written in Moodle's Markdown format, which is what the bank stores; staff comments are not
 * exported (Moodle would show them to students).
 */
export function exportMoodleXml(questions: ExportableQuestion[], attachments: ReadonlyMap<number, ExportAttachment>): MoodleExport {
  const skipped: MoodleExport['skipped'] = [];
  const elements: string[] = [];
  for (const question of questions) {
    const result = questionElements(question, attachments);
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
