import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RootState } from '../../core/store';
import type { GradeResult, QuestionAnswer, QuestionView, SubQuestionView } from '../../api/exam-api';

/**
 * What the student's exam pages use of the question bank: its renderers (a question as the student answers it) and
 * its grade view. Features do not import each other, so the app hands these in (src/app/exam-taking-kit.tsx), each
 * in its own lazy chunk: the exam page's chunk stays small and the renderers load beside it.
 */
export interface TakingKit {
  /** A question's view with the answer controls of its kind (read-only when `disabled`). */
  QuestionView: ComponentType<{
    view: QuestionView;
    answer: QuestionAnswer | null;
    onChange: (answer: QuestionAnswer) => void;
    disabled?: boolean;
  }>;
  /** A grade: outcome, score, tests, SQL runs, sub-questions. */
  GradeResult: ComponentType<{ result: GradeResult; subquestions?: SubQuestionView[] }>;
  /** Starts loading the renderers (while the instance loads), so the first question shows sooner. */
  preload?: () => void;
  /** Starts loading the images the views show, so that they show later without the network. */
  preloadImages?: (views: QuestionView[], state: RootState) => void;
}

const KitContext = createContext<TakingKit | null>(null);

export function TakingKitProvider({ kit, children }: { kit: TakingKit; children: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}

export function useTakingKit(): TakingKit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('The exam pages need the question bank (TakingKitProvider).');
  return kit;
}
