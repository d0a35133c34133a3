import type { GradeResult, QuestionAnswer, QuestionView, SubQuestionView } from '../api/exam-api';

// The question bank's components that the app hands to other features (exams, exam taking), typed once.

/** A question's view with the answer controls of its kind (read-only when `disabled`). */
export interface QuestionViewProps {
  view: QuestionView;
  answer: QuestionAnswer | null;
  onChange: (answer: QuestionAnswer) => void;
  disabled?: boolean;
}

/** A grade: outcome, score, tests, SQL runs, sub-questions. */
export interface GradeResultProps {
  result: GradeResult;
  subquestions?: SubQuestionView[];
}
