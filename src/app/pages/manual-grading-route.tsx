import ManualGradingPage from '../../features/grading/manual-grading-page';
import { ManualGradingKitProvider, type ManualGradingKit } from '../../features/grading/manual-grading-kit';
import { questionBankKit } from '../question-bank-kit';

// The answers are drawn with the question bank's renderers and grade view, as on the exam instance page.
const kit: ManualGradingKit = { QuestionView: questionBankKit.QuestionView, GradeResult: questionBankKit.GradeResult };

/** /exam/manual-grading/{id}: the manual grading page with the question bank's parts it uses. */
export default function ManualGradingRoute() {
  return (
    <ManualGradingKitProvider kit={kit}>
      <ManualGradingPage />
    </ManualGradingKitProvider>
  );
}
