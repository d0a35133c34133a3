import type { ComponentType } from 'react';
import { createKitContext } from '../../lib/kit-context';
import type { GradeResultProps, QuestionViewProps } from '../../lib/question-kit';

/**
 * What the manual grading page uses of the question bank: its renderers (an answer exactly as the student saw it)
 * and its grade view. Features do not import each other, so the app hands them in (src/app/pages/manual-grading-route.tsx).
 */
export interface ManualGradingKit {
  QuestionView: ComponentType<QuestionViewProps>;
  GradeResult: ComponentType<GradeResultProps>;
}

const kitContext = createKitContext<ManualGradingKit>('The manual grading page needs the question bank (ManualGradingKitProvider).');
export const ManualGradingKitProvider = kitContext.KitProvider;
export const useManualGradingKit = kitContext.useKit;
