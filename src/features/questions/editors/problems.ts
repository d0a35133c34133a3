import type { QuestionContent, QuestionInput, SubQuestionContent } from '../../../api/exam-api';
import { t } from '../../../i18n';
import { FEEDBACK_FIELDS } from './defaults';
import { validateQuestion } from './validate';

// The server's problems with a question (a 400's or a 422's details: a path and an English message) in the
// editor's words: which field, in the teacher's language, and what to do.

export interface ProblemDetail {
  path: string;
  message: string;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** List fields whose "at least n" has a sentence of its own (the rest say it generically). */
const MIN_ITEMS_SENTENCES = new Set(['options', 'tests', 'elements', 'left', 'right', 'gaps', 'labels', 'subquestions', 'answers']);

/** The editor's labels of the content's own fields, by kind and field (literal keys, so unused ones show). */
const CONTENT_FIELD_LABELS: Record<string, string> = {
  'code/language': 'questionEditor.code.language',
  'code/timeLimitMs': 'questionEditor.code.timeLimitMs',
  'code/memoryLimitMb': 'questionEditor.code.memoryLimitMb',
  'code/sourceTemplate': 'questionEditor.code.sourceTemplate',
  'code/prefix': 'questionEditor.code.prefix',
  'code/suffix': 'questionEditor.code.suffix',
  'code/referenceSolution': 'questionEditor.code.referenceSolution',
  'code/tests': 'questionEditor.code.tests',
  'code/input': 'questionEditor.code.input',
  'code/expectedOutput': 'questionEditor.code.expectedOutput',
  'code/weight': 'questionEditor.code.weight',
  'code/name': 'questionEditor.code.testName',
  'sql/fixture': 'questionEditor.sql.fixture',
  'sql/hiddenFixture': 'questionEditor.sql.hiddenFixture',
  'sql/referenceSolution': 'questionEditor.sql.referenceSolution',
  'json/reference': 'questionEditor.json.reference',
  'free-text/modelAnswer': 'questionEditor.ft.modelAnswer',
  'free-text/maxLength': 'questionEditor.ft.maxLength',
  'multiple-choice/options': 'questionEditor.mc.options',
  'multiple-choice/scoring': 'questionEditor.mc.scoring',
  'multiple-choice/feedback': 'questionEditor.answerFeedback.label',
  'true-false/trueFeedback': 'questionEditor.tf.trueFeedback',
  'true-false/falseFeedback': 'questionEditor.tf.falseFeedback',
  'numerical/feedback': 'questionEditor.numerical.feedback',
  'ordered-elements/elements': 'questionEditor.ordered.elements',
  'connected-elements/left': 'questionEditor.connected.left',
  'connected-elements/right': 'questionEditor.connected.right',
  'connected-elements/pairs': 'questionEditor.connected.pairs',
  'text-completion/gapText': 'questionEditor.gaps.gapText',
  'text-completion/gaps': 'questionEditor.gaps.gaps',
  'text-completion/answers': 'questionEditor.gaps.answers',
  'text-completion/options': 'questionEditor.gaps.options',
  'text-completion/fractions': 'questionEditor.gaps.fraction',
  'text-completion/weight': 'questionEditor.gaps.weight',
  'text-completion/numerical': 'questionEditor.gaps.numbers',
  'text-completion/value': 'questionEditor.numerical.value',
  'text-completion/tolerance': 'questionEditor.numerical.tolerance',
  'text-completion/toleranceKind': 'questionEditor.numerical.toleranceKind',
  'text-completion/fraction': 'questionEditor.numerical.fraction',
  'text-completion/feedback': 'questionEditor.numerical.feedback',
  'diagram/reference': 'questionEditor.diagram.nodes',
  'scale/labels': 'questionEditor.scale.labels',
  'scale/correctValue': 'questionEditor.scale.correctValue',
  'complex/subquestions': 'questionEditor.complex.subquestions',
  'numerical/answers': 'questionEditor.numerical.answers',
  'numerical/value': 'questionEditor.numerical.value',
  'numerical/tolerance': 'questionEditor.numerical.tolerance',
  'numerical/toleranceKind': 'questionEditor.numerical.toleranceKind',
  'numerical/fraction': 'questionEditor.numerical.fraction',
  'numerical/units': 'questionEditor.numerical.units',
  'numerical/name': 'questionEditor.numerical.unitName',
  'numerical/multiplier': 'questionEditor.numerical.multiplier',
  'numerical/unitHandling': 'questionEditor.numerical.unitHandling',
  'numerical/unitPenalty': 'questionEditor.numerical.unitPenalty',
};

function contentFieldLabel(part: SubQuestionContent | QuestionContent | undefined, field: string): string | null {
  if (field === 'kind') return t('questionEditor.kind');
  const key = part ? CONTENT_FIELD_LABELS[`${part.kind}/${field}`] : undefined;
  return key ? t(key) : null;
}

/** An item of a list by its index: "test 2 “Empty input”", "option 3", "gap 1". */
function itemLabel(part: SubQuestionContent | QuestionContent | undefined, list: string, index: number): string | null {
  const n = index + 1;
  switch (list) {
    case 'tests': {
      const name = part?.kind === 'code' ? part.tests[index]?.name.trim() : '';
      return name ? t('questionEditor.problems.testNamed', { n, name }) : t('questionEditor.code.testN', { n });
    }
    case 'options': return t('questionEditor.mc.optionN', { n });
    case 'elements': return t('questionEditor.ordered.elementN', { n });
    case 'left': return t('questionEditor.connected.leftN', { n });
    case 'right': return t('questionEditor.connected.rightN', { n });
    case 'gaps': return t('questionEditor.gaps.gapN', { n });
    case 'labels': return t('questionEditor.scale.pointN', { n });
    case 'subquestions': return t('questionEditor.complex.subN', { n });
    case 'answers': return part?.kind === 'numerical' ? t('questionEditor.numerical.answerN', { n }) : null;
    case 'units': return part?.kind === 'numerical' ? t('questionEditor.numerical.unitN', { n }) : null;
    default: return null;
  }
}

interface Located {
  /** "Sub-question 2" when the field is inside a sub-question. */
  part: string | null;
  /** The field's label, or the path itself when the editor has no name for it. */
  field: string;
  /** The last segment of the path, e.g. 'options' or 'answers'. */
  leaf: string;
}

/** Where a path points, in the editor's words. `path` is relative to the question (no body/ prefix). */
function locate(path: string, input: QuestionInput): Located {
  const segments = path.split('/');
  const leaf = segments[segments.length - 1];
  if (segments[0] !== 'content') {
    const top: Record<string, string> = {
      title: 'questionEditor.title', text: 'questionEditor.text', comment: 'questionEditor.comment',
      timeLimitSeconds: 'questionEditor.timeLimit', tags: 'questionEditor.tags', nodeIds: 'questionEditor.nodes',
      feedback: 'questionEditor.feedback.title',
    };
    const feedbackField = FEEDBACK_FIELDS.find((field) => field === segments[1]);
    if (segments[0] === 'feedback' && feedbackField) {
      return { part: null, field: t(`questionEditor.feedback.${feedbackField}`), leaf };
    }
    if (segments[0] === 'template' && segments[1] === 'variables' && segments[2] !== undefined) {
      return { part: null, field: capitalised(t('questionEditor.template.variableN', { n: Number(segments[2]) + 1 })), leaf };
    }
    return { part: null, field: top[segments[0]] ? t(top[segments[0]]) : path, leaf };
  }
  let rest = segments.slice(1);
  let part: string | null = null;
  let content: SubQuestionContent | QuestionContent | undefined = input.content;
  if (rest[0] === 'subquestions' && rest[1] !== undefined && rest[2] === 'content') {
    const index = Number(rest[1]);
    part = t('questionEditor.complex.subN', { n: index + 1 });
    content = input.content.kind === 'complex' ? input.content.subquestions[index]?.content : undefined;
    rest = rest.slice(3);
  }
  if (rest.length === 0) return { part, field: part ?? t('questionEditor.kind'), leaf };
  const [list, index, ...inner] = rest;
  const item = index !== undefined && /^\d+$/.test(index) ? itemLabel(content, list, Number(index)) : null;
  if (item !== null) {
    const innerLabel = inner.length > 0 ? contentFieldLabel(content, inner[inner.length - 1]) : null;
    return { part, field: capitalised(innerLabel ? `${item} · ${innerLabel}` : item), leaf };
  }
  return { part, field: contentFieldLabel(content, list) ?? rest.join('/'), leaf };
}

const inPart = (where: Located, text: string) => (where.part ? t('questionEditor.problems.inPart', { part: where.part, problem: text }) : text);

/** A schema or validator message in plain words, or null when it has none of the known forms. */
function plainMessage(message: string): string | null {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(message);
    return match ? Number(match[1]) : null;
  };
  const atLeastItems = number(/^must NOT have fewer than (\d+) items$/);
  if (atLeastItems !== null) return t('questionEditor.problems.atLeastItems', { count: atLeastItems });
  const atMostItems = number(/^must NOT have more than (\d+) items$/);
  if (atMostItems !== null) return t('questionEditor.problems.atMostItems', { count: atMostItems });
  const longest = number(/^must NOT have more than (\d+) characters$/);
  if (longest !== null) return t('questionEditor.problems.tooLong', { count: longest });
  if (/^must NOT have fewer than \d+ characters$/.test(message) || message === 'is blank') return t('questionEditor.problems.empty');
  if (message === 'is required') return t('questionEditor.problems.missing');
  const min = /^must be >=? (-?[\d.]+)$/.exec(message);
  if (min) return t('questionEditor.problems.atLeast', { limit: min[1] });
  const max = /^must be <=? (-?[\d.]+)$/.exec(message);
  if (max) return t('questionEditor.problems.atMost', { limit: max[1] });
  if (message === 'is not one of the kinds accepted here') return t('questionEditor.problems.kind');
  return null;
}

/**
 * Why the server did not accept a draft (a 400's details), one sentence each in the teacher's language. The
 * editor's own check of the same field words it when it has an opinion; list minimums get sentences that say what
 * to add; anything else is the field's label and the server's message.
 */
export function draftProblems(details: readonly ProblemDetail[], input: QuestionInput): string[] {
  const own = validateQuestion(input);
  const required = t('questionEditor.validation.required');
  return details.map(({ path: fullPath, message }) => {
    const path = fullPath.replace(/^body\/(question\/)?/, '');
    const where = locate(path, input);
    const fewest = /^must NOT have fewer than (\d+) items$/.exec(message);
    if (fewest && MIN_ITEMS_SENTENCES.has(where.leaf)) {
      const sentence = t(`questionEditor.problems.min.${where.leaf}`, { count: Number(fewest[1]) });
      // A gap's accepted answers: say which gap.
      return inPart(where, where.leaf === 'answers' ? t('questionEditor.problems.withField', { field: where.field, problem: sentence }) : sentence);
    }
    const ownMessage = own[path];
    if (ownMessage && ownMessage !== required) return inPart(where, ownMessage);
    const plain = plainMessage(message) ?? message;
    return inPart(where, t('questionEditor.problems.withField', { field: where.field, problem: plain }));
  });
}

/** A failing reference check's detail (422 REFERENCE_FAILS) as the field it names and what went wrong there. */
export function referenceProblem(detail: ProblemDetail, input: QuestionInput): { field: string; problem: string } {
  const path = detail.path.replace(/^body\//, '');
  const where = locate(path, input);
  const got = /^expected (output matching )?(".*"), got (".*")$/s.exec(detail.message);
  const problem = got
    ? t(got[1] ? 'questionEditor.problems.expectedMatching' : 'questionEditor.problems.expectedGot', { expected: got[2], actual: got[3] })
    : detail.message;
  return { field: where.part ? t('questionEditor.problems.inPart', { part: where.part, problem: where.field }) : where.field, problem };
}
