import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { TakingKitProvider, type TakingKit } from '../features/exam-taking/taking-kit';

// The student's exam pages use the question bank's renderers and grade view. Features do not import each other, so
// the app composes them here, each in its own lazy chunk (the renderers bring markdown-it, KaTeX and, for code and
// SQL, CodeMirror): the exam page's own chunk stays small and the renderers load beside it.

const loadRenderer = () => import('../features/questions/renderers/question-renderer');
const QuestionRenderer = lazy(() => loadRenderer().then((module) => ({ default: module.QuestionRenderer })));
const GradeResultView = lazy(() => import('../features/questions/components/grade-result').then((module) => ({ default: module.GradeResultView })));
const Markdown = lazy(() => import('../features/questions/components/markdown').then((module) => ({ default: module.Markdown })));

function suspended<P extends object>(Lazy: ComponentType<P>): ComponentType<P> {
  function Suspended(props: P) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Suspended;
}

export const takingKit: TakingKit = {
  QuestionView: suspended<ComponentProps<TakingKit['QuestionView']>>(QuestionRenderer),
  GradeResult: suspended<ComponentProps<TakingKit['GradeResult']>>(GradeResultView),
  Markdown: suspended<ComponentProps<TakingKit['Markdown']>>(Markdown),
  preload: () => {
    void loadRenderer();
  },
  preloadImages: (views, state) => {
    const text = JSON.stringify(views);
    if (!text.includes('attachment:')) return;
    void import('../features/questions/components/markdown').then((module) => module.preloadAttachments(text, state));
  },
};

/** A student's exam page with the question bank's parts it uses. */
export function WithTakingKit({ children }: { children: ReactNode }) {
  return <TakingKitProvider kit={takingKit}>{children}</TakingKitProvider>;
}
