import type { QuestionContent, SubQuestionContent } from '../generated/contract-types.js';

function partWords(content: SubQuestionContent): string[] {
  switch (content.kind) {
    case 'multiple-choice':
      return content.options.map((option) => option.text);
    case 'free-text':
      return content.modelAnswer === null ? [] : [content.modelAnswer];
    case 'ordered-elements':
      return content.elements.map((element) => element.text);
    case 'connected-elements':
      return [...content.left, ...content.right].map((item) => item.text);
    case 'text-completion':
      return [content.gapText, ...content.gaps.flatMap((gap) => [...gap.answers, ...gap.options])];
    case 'diagram':
      return content.reference === null
        ? []
        : [...content.reference.nodes.map((node) => node.label), ...content.reference.edges.map((edge) => edge.label)];
    case 'scale':
      return content.labels.map((label) => label.label);
    case 'numerical':
      return content.units.map((unit) => unit.name);
    // Code, SQL and JSON are programs and data: their words would only add noise to a search.
    case 'true-false':
    case 'code':
    case 'sql':
    case 'json':
      return [];
  }
}

/** The words of a question's content a full-text search should find, beyond its title and text. */
export function answerText(content: QuestionContent): string {
  const words =
    content.kind === 'complex'
      ? content.subquestions.flatMap((part) => [part.text, ...partWords(part.content)])
      : partWords(content);
  return words.filter((text) => text.trim() !== '').join('\n');
}
