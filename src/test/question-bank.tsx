import type { ReactNode } from 'react';
import { WithQuestionBank } from '../app/question-bank-kit';

/** An exam page as the app mounts it: with the question bank's renderers, grade view and pickers handed in. */
export function withQuestionBank(ui: ReactNode) {
  return <WithQuestionBank>{ui}</WithQuestionBank>;
}
