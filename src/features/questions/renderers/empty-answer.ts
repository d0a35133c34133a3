import type { QuestionAnswer, QuestionViewBody, SubQuestionAnswer, SubQuestionViewBody } from '../../../api/exam-api';

/**
 * The answer of a student who has not touched the question: what is sent for grading when nothing was entered.
 * A code question starts from its template, so that is its untouched answer.
 */
export function emptyAnswer(body: SubQuestionViewBody): SubQuestionAnswer;
export function emptyAnswer(body: QuestionViewBody): QuestionAnswer;
export function emptyAnswer(body: QuestionViewBody): QuestionAnswer {
  switch (body.kind) {
    case 'multiple-choice': return { kind: body.kind, choices: [] };
    case 'true-false': return { kind: body.kind, value: null };
    case 'free-text': return { kind: body.kind, text: '' };
    case 'code': return { kind: body.kind, source: body.sourceTemplate };
    case 'sql': return { kind: body.kind, query: '' };
    case 'json': return { kind: body.kind, text: '' };
    case 'complex': return { kind: body.kind, parts: [] };
    case 'ordered-elements': return { kind: body.kind, order: body.elements.map((element) => element.id) };
    case 'connected-elements': return { kind: body.kind, pairs: [] };
    case 'text-completion': return { kind: body.kind, gaps: body.gaps.map(() => null) };
    case 'diagram': return { kind: body.kind, diagram: { nodes: [], edges: [] } };
    case 'scale': return { kind: body.kind, value: null };
    case 'numerical': return { kind: body.kind, value: null, unit: null };
  }
}
