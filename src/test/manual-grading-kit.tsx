import type { ReactNode } from 'react';
import { questionBankKit } from '../app/question-bank-kit';
import { ManualGradingKitProvider } from '../features/grading/manual-grading-kit';

/** The manual grading page as the app mounts it: with the question bank's renderers and grade view handed in. */
export function withManualGradingKit(ui: ReactNode) {
  return <ManualGradingKitProvider kit={{ QuestionView: questionBankKit.QuestionView, GradeResult: questionBankKit.GradeResult }}>{ui}</ManualGradingKitProvider>;
}
