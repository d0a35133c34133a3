import type { ComponentType } from 'react';
import type { RootState } from '../../core/store';
import type { QuestionView } from '../../api/exam-api';
import { createKitContext } from '../../lib/kit-context';
import type { GradeResultProps, QuestionViewProps } from '../../lib/question-kit';

/**
 * What the student's exam pages use of the question bank: its renderers (a question as the student answers it), its
 * grade view and its sanitising markdown. Features do not import each other, so the app hands these in
 * (src/app/exam-taking-kit.tsx), each in its own lazy chunk: the exam page's chunk stays small and the renderers load
 * beside it.
 */
export interface TakingKit {
  QuestionView: ComponentType<QuestionViewProps>;
  GradeResult: ComponentType<GradeResultProps>;
  /** Markdown as the question bank renders it, sanitised (the staff's messages). */
  Markdown: ComponentType<{ source: string }>;
  /** Starts loading the renderers (while the instance loads), so the first question shows sooner. */
  preload?: () => void;
  /** Starts loading the images the views show, so that they show later without the network. */
  preloadImages?: (views: QuestionView[], state: RootState) => void;
}

const kitContext = createKitContext<TakingKit>('The exam pages need the question bank (TakingKitProvider).');
export const TakingKitProvider = kitContext.KitProvider;
export const useTakingKit = kitContext.useKit;
