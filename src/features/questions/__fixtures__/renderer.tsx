import { useState } from 'react';
import type { QuestionAnswer, QuestionViewBody } from '../../../api/exam-api';
import { renderWithStore } from '../../../test/render';
import { signedInState } from '../../../test/store-state';
import { QuestionRenderer } from '../renderers/question-renderer';

// Shared set-up of the renderers' tests: a question's view rendered for answering, its answer held as a page holds it.

export interface AnsweringOptions {
  /** The answer so far (null: not answered yet). */
  initial?: QuestionAnswer | null;
  /** Read-only, as in a review. */
  disabled?: boolean;
  /** The question's text, which names its answer controls. */
  text?: string;
}

/** The renderer with its answer held in state; `latest()` is the last answer it reported. */
export function renderAnswering(body: QuestionViewBody, { initial = null, disabled = false, text = 'Answer the question.' }: AnsweringOptions = {}) {
  const answers: QuestionAnswer[] = [];
  const view = { questionId: 1, version: 1, kind: body.kind, title: 'A question', text, seed: 7, timeLimitSeconds: null, body };
  function Harness() {
    const [answer, setAnswer] = useState<QuestionAnswer | null>(initial);
    return (
      <QuestionRenderer
        view={view}
        answer={answer}
        disabled={disabled}
        onChange={(next) => {
          answers.push(next);
          setAnswer(next);
        }}
      />
    );
  }
  renderWithStore(<Harness />, { preloadedState: signedInState() });
  return { latest: () => answers.at(-1), answers };
}
