import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { GradeResult, QuestionAnswer, QuestionKind, QuestionView, SubQuestionView } from '../../api/exam-api';

/**
 * What the exam pages use of the question bank: its renderers (a question exactly as a student sees it), its grade
 * view, its node picker, its markdown and its kind tags. Features do not import each other, so the app hands these
 * in (src/app/question-bank-kit.tsx) and the exam pages read them here.
 */
export interface QuestionBankKit {
  /** A question's view with the answer controls of its kind (read-only when `disabled`). */
  QuestionView: ComponentType<{
    view: QuestionView;
    answer: QuestionAnswer | null;
    onChange: (answer: QuestionAnswer) => void;
    disabled?: boolean;
  }>;
  /** A grade: outcome, score, tests, SQL runs, sub-questions. */
  GradeResult: ComponentType<{ result: GradeResult; subquestions?: SubQuestionView[] }>;
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

const KitContext = createContext<QuestionBankKit | null>(null);

export function QuestionBankKitProvider({ kit, children }: { kit: QuestionBankKit; children: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}

export function useQuestionBankKit(): QuestionBankKit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('The exam pages need the question bank (QuestionBankKitProvider).');
  return kit;
}
