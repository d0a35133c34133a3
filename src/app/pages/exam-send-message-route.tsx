import SendMessagePage from '../../features/exams/send-message-page';
import { WithQuestionBank } from '../question-bank-kit';

/** /exam/send-message/{id}: messages to an exam's takers, written and shown with the question bank's markdown. */
export default function ExamSendMessageRoute() {
  return (
    <WithQuestionBank>
      <SendMessagePage />
    </WithQuestionBank>
  );
}
