import { paths } from '../../config/paths';

/** The instance lists of an exam: by state (/exam-instances/{state}/{id}) and all of them (/exam-instance/all/{id}). */
export const INSTANCE_LIST_STATES = ['all', 'generated', 'not-started', 'started', 'ongoing', 'submitted'] as const;
export type InstanceListState = (typeof INSTANCE_LIST_STATES)[number];

/** The list of an exam's instances in one state. */
export function instanceListPath(state: InstanceListState, examId: number | string): string {
  return state === 'all' ? paths.allInstances(examId) : paths.instancesInState(state, examId);
}

/** The id of the edit route that means "an exam not saved yet" (paths.examNew). */
export const NEW_EXAM_ID = 'new';
