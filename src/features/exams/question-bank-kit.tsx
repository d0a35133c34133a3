import type { ComponentType } from 'react';
import type { QuestionKind } from '../../api/exam-api';
import { createKitContext } from '../../lib/kit-context';
import type { GradeResultProps, QuestionViewProps } from '../../lib/question-kit';

/**
 * What the exam pages use of the question bank: its renderers (a question exactly as a student sees it), its grade
 * view, its node picker, its markdown and its kind tags. Features do not import each other, so the app hands these
 * in (src/app/question-bank-kit.tsx) and the exam pages read them here.
 */
export interface QuestionBankKit {
  QuestionView: ComponentType<QuestionViewProps>;
  GradeResult: ComponentType<GradeResultProps>;
  /** One node of a course's structure (with its search), or none. */
  NodePicker: ComponentType<{
    courseId: number;
    value: number | null;
    onChange: (nodeId: number | null) => void;
    ariaLabel?: string;
    placeholder?: string;
  }>;
  /** Markdown as students see it (math, sanitised HTML, attachments). */
  Markdown: ComponentType<{ source: string }>;
  KindTag: ComponentType<{ kind: QuestionKind }>;
}

const kitContext = createKitContext<QuestionBankKit>('The exam pages need the question bank (QuestionBankKitProvider).');
export const QuestionBankKitProvider = kitContext.KitProvider;
export const useQuestionBankKit = kitContext.useKit;
