import { examApi } from '../../api/exam-api';
import { useAppDispatch } from '../../core/hooks';
import { useLiveChannel, type LiveChannelHandlers } from '../../core/live-channel';

/**
 * Keeps a staff page of one exam current without polling (docs/live.md): the exam's live channel invalidates what
 * an event touches — an instance's state, deadline or contact (the lists, counts and the instance's page and log),
 * tickets, messages and their receipts. `examId` null: closed.
 */
export function useExamLiveUpdates(examId: number | null, onStatus?: LiveChannelHandlers['onStatus']): void {
  const dispatch = useAppDispatch();
  useLiveChannel(examId === null ? null : `/exams/${examId}/live`, {
    onEvent: (event) => {
      if (event.kind === 'instance') {
        dispatch(examApi.util.invalidateTags([
          'Exams',
          ...(event.instanceId === null ? [] : [{ type: 'ExamInstance' as const, id: event.instanceId }, { type: 'ExamEvents' as const, id: event.instanceId }]),
        ]));
      } else if (event.kind === 'ticket') {
        dispatch(examApi.util.invalidateTags(['ExamTickets']));
      } else {
        dispatch(examApi.util.invalidateTags(['ExamMessages']));
      }
    },
    onReset: () => dispatch(examApi.util.invalidateTags(['Exams', 'ExamInstance', 'ExamEvents', 'ExamTickets', 'ExamMessages'])),
    onStatus,
  });
}
