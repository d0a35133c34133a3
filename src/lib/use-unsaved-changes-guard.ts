import { Modal } from 'antd';
import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { t } from '../i18n';

export interface UnsavedChangesGuard {
  /** Render it once (inside the page): the confirmation dialog lives there and gets the page's theme. */
  contextHolder: ReactElement;
  /**
   * Asks 'You have unsaved changes. Leave this page?' when `dirty` and resolves whether to go on; for leaving a
   * form without navigating (closing its dialog or drawer).
   */
  confirmDiscard: () => Promise<boolean>;
}

/**
 * While `dirty`, in-app navigation (react-router's useBlocker) asks for confirmation first, and closing or
 * reloading the tab gets the browser's own warning (beforeunload; browsers show their own text).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [modal, contextHolder] = Modal.useModal();
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [dirty],
    ),
  );
  const asking = useRef(false);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('unsavedChanges.title'),
          content: t('unsavedChanges.text'),
          okText: t('unsavedChanges.leave'),
          okButtonProps: { danger: true },
          cancelText: t('unsavedChanges.stay'),
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void ask().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmDiscard = useCallback(() => (dirty ? ask() : Promise.resolve(true)), [dirty, ask]);

  return { contextHolder, confirmDiscard };
}
