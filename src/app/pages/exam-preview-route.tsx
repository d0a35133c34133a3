import ExamPreviewPage from '../../features/exams/exam-preview-page';
import { WithQuestionBank } from '../question-bank-kit';

/** /fullscreen/exam-instance/preview/{id}: a sample instance, drawn with the question bank's renderers. */
export default function ExamPreviewRoute() {
  return (
    <WithQuestionBank>
      <ExamPreviewPage />
    </WithQuestionBank>
  );
}
