import { useMemo } from 'react';
import { useAppDispatch } from '../hooks';
import { alertDismissed, alertsCleared, alertShown, permanentSuccessShown } from './alerts-slice';

// Action creators for feature code: `dispatch(showSuccess(t('exams.saved')))`. Display times come from the slice
// (docs/requirements.md#constants); each alert fades during its last 2000 ms and is then removed by the alerts listener.
export const showSuccess = (message: string) => alertShown('success', message);
export const showFlashSuccess = (message: string) => alertShown('flash-success', message);
export const showFlashWarning = (message: string) => alertShown('flash-warning', message);
export const showWarning = (message: string) => alertShown('warning', message);
export const showError = (message: string) => alertShown('error', message);
/** A success alert that stays for 15 000 ms (and can still be closed or cleared). */
export const showPermanentSuccess = (message: string) => permanentSuccessShown(message);

/** The same helpers, bound to the store's dispatch, for components. */
export function useAlerts() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      showSuccess: (message: string) => dispatch(showSuccess(message)),
      showFlashSuccess: (message: string) => dispatch(showFlashSuccess(message)),
      showFlashWarning: (message: string) => dispatch(showFlashWarning(message)),
      showWarning: (message: string) => dispatch(showWarning(message)),
      showError: (message: string) => dispatch(showError(message)),
      showPermanentSuccess: (message: string) => dispatch(showPermanentSuccess(message)),
      dismiss: (id: string) => dispatch(alertDismissed(id)),
      clearAll: () => dispatch(alertsCleared()),
    }),
    [dispatch],
  );
}
