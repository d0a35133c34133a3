import type { QuestionAnswer, SubQuestionAnswer } from '../../api/exam-api';

/** Whether an answer says anything (the navigation's "answered", the submit summary's "unanswered"). */
export function isAnswered(answer: QuestionAnswer | SubQuestionAnswer | null | undefined): boolean {
  if (!answer) return false;
  switch (answer.kind) {
    case 'multiple-choice': return answer.choices.length > 0;
    case 'true-false':
    case 'scale': return answer.value !== null;
    case 'free-text':
    case 'json': return answer.text.trim() !== '';
    case 'code': return answer.source.trim() !== '';
    case 'sql': return answer.query.trim() !== '';
    // A unit chosen without a number says nothing; a number that does not read is still an answer (graded wrong).
    case 'numerical': return answer.value !== null && answer.value.trim() !== '';
    // Any order the student arranged is an answer (the untouched order is never saved).
    case 'ordered-elements': return answer.order.length > 0;
    case 'connected-elements': return answer.pairs.length > 0;
    case 'text-completion': return answer.gaps.some((gap) => gap !== null && gap.trim() !== '');
    case 'diagram': return answer.diagram.nodes.length > 0 || answer.diagram.edges.length > 0;
    case 'complex': return answer.parts.some((part) => isAnswered(part.answer));
  }
}
