import ExamEditPage from '../../features/exams/exam-edit-page';
import { WithQuestionBank } from '../question-bank-kit';

/** /exam/edit/{id} (and /exam/edit/new): the exam editor, with the question bank's node picker and markdown. */
export default function ExamEditRoute() {
  return (
    <WithQuestionBank>
      <ExamEditPage />
    </WithQuestionBank>
  );
}
