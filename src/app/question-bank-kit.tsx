import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { QuestionBankKitProvider, type QuestionBankKit } from '../features/exams/question-bank-kit';

// The exam pages use the question bank's renderers, grade view, node picker, markdown and kind tags. Features do not
// import each other, so the app composes them here. Each part is its own lazy chunk (the renderers bring KaTeX and
// CodeMirror), loaded when an exam page first shows it, never by the shell.

function suspended<P extends object>(Lazy: ComponentType<P>, inline = false): ComponentType<P> {
  function Suspended(props: P) {
    return (
      <Suspense fallback={inline ? null : <Skeleton active paragraph={{ rows: 2 }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Suspended;
}

const QuestionRenderer = lazy(() => import('../features/questions/renderers/question-renderer').then((module) => ({ default: module.QuestionRenderer })));
const GradeResultView = lazy(() => import('../features/questions/components/grade-result').then((module) => ({ default: module.GradeResultView })));
const NodePicker = lazy(() => import('../features/questions/components/question-filters').then((module) => ({ default: module.NodePicker })));
const Markdown = lazy(() => import('../features/questions/components/markdown').then((module) => ({ default: module.Markdown })));
const KindTag = lazy(() => import('../features/questions/components/kind-tag').then((module) => ({ default: module.KindTag })));

export const questionBankKit: QuestionBankKit = {
  QuestionView: suspended<ComponentProps<QuestionBankKit['QuestionView']>>(QuestionRenderer),
  GradeResult: suspended<ComponentProps<QuestionBankKit['GradeResult']>>(GradeResultView),
  // The bank's single-node picker: a node under several parents is offered under each of them.
  NodePicker: suspended<ComponentProps<QuestionBankKit['NodePicker']>>(NodePicker, true),
  Markdown: suspended<ComponentProps<QuestionBankKit['Markdown']>>(Markdown),
  KindTag: suspended<ComponentProps<QuestionBankKit['KindTag']>>(KindTag, true),
};

/** An exam page with the question bank's parts it uses. */
export function WithQuestionBank({ children }: { children: ReactNode }) {
  return <QuestionBankKitProvider kit={questionBankKit}>{children}</QuestionBankKitProvider>;
}
