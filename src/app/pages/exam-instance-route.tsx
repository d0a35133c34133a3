import InstancePage from '../../features/exams/instance-page';
import { WithQuestionBank } from '../question-bank-kit';

/** /exam-instance/{id}: one student's instance for staff, answers drawn with the question bank's renderers. */
export default function ExamInstanceRoute() {
  return (
    <WithQuestionBank>
      <InstancePage />
    </WithQuestionBank>
  );
}
