import type { Exam, ExamInput, ExamPartInput, ExamPartSource, QuestionKind } from '../../api/exam-api';
import { examInputOf } from '../../../server/rules/exam-input';
import { t } from '../../i18n';

/** The contract's abbreviation: letters, digits, '_' and '-', at most 20. */
export const ABBREVIATION_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ABBREVIATION_MAX = 20;

/** A part as the editor holds it: the contract's part and a key that stays while parts move. */
export interface PartDraft extends ExamPartInput {
  key: string;
}

/** The exam as the editor holds it (ExamInput with keyed parts). */
type AlwaysSent = 'showFeedback' | 'accommodationsApply' | 'sebRequired' | 'sebConfigKeys' | 'sebBrowserExamKeys' | 'allowedNetworks';

export interface ExamDraft extends Omit<ExamInput, 'parts' | AlwaysSent> {
  showFeedback: boolean;
  accommodationsApply: boolean;
  sebRequired: boolean;
  sebConfigKeys: string[];
  sebBrowserExamKeys: string[];
  allowedNetworks: string[];
  parts: PartDraft[];
}

/** What the editor shows of a fixed part's question. */
export interface QuestionInfo {
  id: number;
  title: string;
  kind: QuestionKind;
  version: number;
  isActive: boolean;
}

/** The fields that stop changing once instances exist (the server's `lockedFields`). */
export type LockReason = 'instances-exist' | 'started';

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `part-${keys}`;
};

/** A new exam: tomorrow 09:00–11:00 local time, an hour long, half to pass, no parts yet. */
export function newExamDraft(academicYearId: number, now = new Date()): ExamDraft {
  const from = new Date(now);
  from.setDate(from.getDate() + 1);
  from.setHours(9, 0, 0, 0);
  const to = new Date(from.getTime() + 2 * 3_600_000);
  return {
    academicYearId,
    title: '',
    abbreviation: '',
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: from.toISOString(),
    availableTo: to.toISOString(),
    durationMinutes: 60,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    showFeedback: false,
    reviewMinutes: 0,
    forwardOnly: false,
    asyncGrading: false,
    scoreIgnored: false,
    allowAnonymousStalk: false,
    accommodationsApply: true,
    sebRequired: false,
    sebConfigKeys: [],
    sebBrowserExamKeys: [],
    allowedNetworks: [],
    maxCodeRuns: 10,
    parts: [],
  };
}

export function newPart(source: ExamPartSource, gradingModelId: number): PartDraft {
  return {
    key: nextKey(), id: null, ordinal: 0, title: null, source, nodeId: null, minQuestions: 1, maxQuestions: 1,
    gradingModelId, questionIds: [],
  };
}

/** The editor's draft of a saved exam. */
export function draftOf(exam: Exam): ExamDraft {
  const input = examInputOf(exam);
  return {
    ...input,
    showFeedback: exam.showFeedback,
    accommodationsApply: exam.accommodationsApply,
    sebRequired: exam.sebRequired,
    sebConfigKeys: exam.sebConfigKeys,
    sebBrowserExamKeys: exam.sebBrowserExamKeys,
    allowedNetworks: exam.allowedNetworks,
    parts: input.parts.map((part) => ({ key: nextKey(), ...part })),
  };
}

/** The questions a saved exam's fixed parts list, for showing them before anything is fetched. */
export function questionInfosOf(exam: Exam): Map<number, QuestionInfo> {
  return new Map(exam.parts.flatMap((part) => part.questions.map((question) => [question.id, {
    id: question.id, title: question.title, kind: question.kind, version: question.version, isActive: question.isActive,
  }] as const)));
}

const blankToNull = (text: string | null) => (text === null || text.trim() === '' ? null : text);

/**
 * What is sent: trimmed title and abbreviation, empty texts as null, parts numbered in their order, and of each
 * part only what its source uses (a node part lists no questions; a fixed part names no node).
 */
export function inputOf(draft: ExamDraft): ExamInput {
  return {
    ...draft,
    title: draft.title.trim(),
    abbreviation: draft.abbreviation.trim(),
    description: blankToNull(draft.description),
    password: blankToNull(draft.password),
    parts: draft.parts.map(({ key: _key, ...part }, index) => ({
      ...part,
      ordinal: index + 1,
      title: blankToNull(part.title)?.trim() ?? null,
      ...(part.source === 'node'
        ? { questionIds: [] }
        : { nodeId: null, minQuestions: 0, maxQuestions: 0 }),
    })),
  };
}

/** The checks the editor makes before saving, by field path; the server checks the rest. */
export function clientChecks(draft: ExamDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.title.trim() === '') errors.title = t('exams.editor.checks.titleRequired');
  const abbreviation = draft.abbreviation.trim();
  if (abbreviation === '') errors.abbreviation = t('exams.editor.checks.abbreviationRequired');
  else if (!ABBREVIATION_PATTERN.test(abbreviation)) errors.abbreviation = t('exams.editor.checks.abbreviationPattern');
  if (!(new Date(draft.availableTo).getTime() > new Date(draft.availableFrom).getTime())) {
    errors.availableTo = t('exams.editor.checks.windowOrder');
  }
  draft.parts.forEach((part, index) => {
    if (!(part.gradingModelId > 0)) errors[`parts/${index}/gradingModelId`] = t('exams.editor.checks.gradingModelRequired');
    if (part.source === 'node' && part.minQuestions > part.maxQuestions) {
      errors[`parts/${index}/maxQuestions`] = t('exams.editor.checks.rangeOrder');
    }
  });
  return errors;
}

/** Every field path the editor shows for a draft (where a problem or a server detail can be placed). */
export function fieldPaths(draft: ExamDraft): Set<string> {
  const paths = new Set<string>([
    'academicYearId', 'title', 'abbreviation', 'ordinal', 'description', 'password', 'availableFrom', 'availableTo',
    'durationMinutes', 'maxScore', 'passPercentage', 'showSolutions', 'showFeedback', 'reviewMinutes', 'forwardOnly', 'asyncGrading',
    'scoreIgnored', 'allowAnonymousStalk', 'accommodationsApply', 'sebRequired', 'sebConfigKeys', 'sebBrowserExamKeys',
    'allowedNetworks', 'maxCodeRuns', 'parts',
  ]);
  draft.parts.forEach((part, index) => {
    const base = `parts/${index}`;
    paths.add(base);
    for (const field of ['title', 'source', 'gradingModelId']) paths.add(`${base}/${field}`);
    if (part.source === 'node') {
      for (const field of ['nodeId', 'minQuestions', 'maxQuestions']) paths.add(`${base}/${field}`);
    } else {
      paths.add(`${base}/questionIds`);
      part.questionIds.forEach((_id, questionIndex) => paths.add(`${base}/questionIds/${questionIndex}`));
    }
  });
  return paths;
}

/** The shown field nearest to `path` (itself, or the closest ancestor), or null. */
export function nearestField(path: string, shown: ReadonlySet<string>): string | null {
  const segments = path.split('/');
  for (let n = segments.length; n > 0; n -= 1) {
    const candidate = segments.slice(0, n).join('/');
    if (shown.has(candidate)) return candidate;
  }
  return null;
}

/** Moves item `from` to `to` (both in range). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
