import ExamPage from '../../features/exam-taking/exam-page';
import { WithTakingKit } from '../exam-taking-kit';

/** /take/{id}: the student's exam page, its own chunk (the renderers follow in theirs). */
export default function TakeExamRoute() {
  return (
    <WithTakingKit>
      <ExamPage />
    </WithTakingKit>
  );
}
