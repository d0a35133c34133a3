import ReviewPage from '../../features/exam-taking/review-page';
import { WithTakingKit } from '../exam-taking-kit';

/** /review/{id}: a submitted exam's result and, while the review is open, the answers with their points. */
export default function ExamReviewRoute() {
  return (
    <WithTakingKit>
      <ReviewPage />
    </WithTakingKit>
  );
}
