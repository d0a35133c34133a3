/** What every kind's renderer takes: the student's view of the question, the answer so far, and where a change goes. */
export interface RendererProps<View, Answer> {
  view: View;
  /** Null until the student has answered. */
  answer: Answer | null;
  onChange: (answer: Answer) => void;
  disabled?: boolean;
  /** The id of the element with the question's text, which names the answer controls for assistive technology. */
  labelledBy?: string;
}
