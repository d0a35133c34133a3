import type {
  CodeContent,
  ConnectedElementsContent,
  LabelledItem,
  MultipleChoiceContent,
  OrderedElementsContent,
  Question,
  QuestionContent,
  QuestionView,
  QuestionViewBody,
  ScaleContent,
  SubQuestionContent,
  SubQuestionViewBody,
  TextCompletionContent,
} from '../generated/contract-types.js';
import { createRandom, deriveSeed, shuffle } from './random.js';
import { instantiate } from './template.js';

/** What a student's view is made of: a question's version (`id` null for a draft not saved yet). */
export type ViewableQuestion = Pick<Question, 'version' | 'kind' | 'title' | 'text' | 'content' | 'template' | 'timeLimitSeconds'> & {
  id: number | null;
};

// Every projection below copies the fields a student may see, one by one: a field added to a content schema
// later stays private until someone decides to show it.

const labelled = (item: LabelledItem): LabelledItem => ({ id: item.id, text: item.text });

const isIdentity = (shuffled: readonly LabelledItem[], original: readonly LabelledItem[]) =>
  shuffled.every((item, index) => item.id === original[index].id);

function multipleChoiceView(content: MultipleChoiceContent, seed: number): SubQuestionViewBody {
  const options = content.options.map((option) => ({ id: option.id, text: option.text }));
  return {
    kind: 'multiple-choice',
    multipleCorrect: content.multipleCorrect,
    options: content.shuffle ? shuffle(options, createRandom(deriveSeed(seed, 'options'))) : options,
  };
}

/**
 * Shown in the key's order the question answers itself, so an identity shuffle is shuffled again and, should
 * that be the identity too, rotated by one.
 */
function orderedElementsView(content: OrderedElementsContent, seed: number): SubQuestionViewBody {
  const elements = content.elements.map(labelled);
  const random = createRandom(deriveSeed(seed, 'elements'));
  let shuffled = shuffle(elements, random);
  if (elements.length >= 2 && isIdentity(shuffled, elements)) shuffled = shuffle(elements, random);
  if (elements.length >= 2 && isIdentity(shuffled, elements)) shuffled = [...elements.slice(1), elements[0]];
  return { kind: 'ordered-elements', elements: shuffled };
}

/**
 * Whether students may connect a left item to several right items: the author's choice, or for a question saved
 * before there was one, what its key does.
 */
export function connectsSeveral(content: ConnectedElementsContent): boolean {
  if (content.multiple !== undefined) return content.multiple;
  const paired = new Set<string>();
  for (const pair of content.pairs) {
    if (paired.has(pair.leftId)) return true;
    paired.add(pair.leftId);
  }
  return false;
}

function connectedElementsView(content: ConnectedElementsContent, seed: number): SubQuestionViewBody {
  return {
    kind: 'connected-elements',
    multiple: connectsSeveral(content),
    left: content.left.map(labelled),
    right: shuffle(content.right.map(labelled), createRandom(deriveSeed(seed, 'right'))),
  };
}

function textCompletionView(content: TextCompletionContent, seed: number): SubQuestionViewBody {
  // Weights are shown only when the gaps do not count alike.
  const weighted = content.gaps.some((gap) => (gap.weight ?? 1) !== (content.gaps[0].weight ?? 1));
  return {
    kind: 'text-completion',
    gapText: content.gapText,
    gaps: content.gaps.map((gap, index) => ({
      options: gap.numerical === undefined ? shuffle(gap.options, createRandom(deriveSeed(seed, `gap:${index}`))) : [],
      ...(gap.numerical === undefined ? {} : { numerical: true }),
      ...(weighted ? { weight: gap.weight ?? 1 } : {}),
    })),
  };
}

function codeView(content: CodeContent): SubQuestionViewBody {
  const publicTests = content.tests.filter((test) => test.public);
  return {
    kind: 'code',
    language: content.language,
    sourceTemplate: content.sourceTemplate,
    timeLimitMs: content.timeLimitMs,
    publicTests: publicTests.map((test) => ({
      id: test.id,
      name: test.name,
      input: test.input,
      expectedOutput: test.expectedOutput,
    })),
    hiddenTestCount: content.tests.length - publicTests.length,
  };
}

function scaleView(content: ScaleContent): SubQuestionViewBody {
  return { kind: 'scale', labels: content.labels.map((label) => ({ value: label.value, label: label.label })) };
}

function partView(content: SubQuestionContent, seed: number): SubQuestionViewBody {
  switch (content.kind) {
    case 'multiple-choice':
      return multipleChoiceView(content, seed);
    case 'true-false':
      return { kind: 'true-false' };
    case 'free-text':
      return { kind: 'free-text', maxLength: content.maxLength };
    case 'code':
      return codeView(content);
    case 'sql':
      return { kind: 'sql', fixture: content.fixture };
    case 'json':
      return { kind: 'json' };
    case 'ordered-elements':
      return orderedElementsView(content, seed);
    case 'connected-elements':
      return connectedElementsView(content, seed);
    case 'text-completion':
      return textCompletionView(content, seed);
    case 'diagram':
      return { kind: 'diagram' };
    case 'scale':
      return scaleView(content);
    case 'numerical':
      return {
        kind: 'numerical',
        unitHandling: content.unitHandling,
        units: content.unitHandling === 'none' ? [] : content.units.map((unit) => unit.name),
        baseUnit: content.unitHandling === 'none' ? null : (content.units.find((unit) => unit.multiplier === 1)?.name ?? null),
      };
  }
}

/** The student's part of already instantiated content, shuffled by the seed. */
export function viewBody(content: QuestionContent, seed: number): QuestionViewBody {
  if (content.kind !== 'complex') return partView(content, seed);
  return {
    kind: 'complex',
    subquestions: content.subquestions.map((part) => ({
      id: part.id,
      text: part.text,
      weight: part.weight,
      body: partView(part.content, deriveSeed(seed, `part:${part.id}`)),
    })),
  };
}

/**
 * Exactly what a student receives of a question for a seed: the template's variant, then the kind's view —
 * never keys, penalties, reference solutions, hidden tests, the hidden fixture or model answers.
 */
export function toView(question: ViewableQuestion, seed: number): QuestionView {
  const variant = instantiate(question, seed);
  return {
    questionId: question.id,
    version: question.version,
    kind: question.kind,
    title: question.title,
    text: variant.text,
    seed,
    timeLimitSeconds: question.timeLimitSeconds,
    body: viewBody(variant.content, seed),
  };
}
