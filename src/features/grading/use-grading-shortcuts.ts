import { useEffect } from 'react';

/** Whether a key press goes to something the user types in (then J and K are letters, not shortcuts). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}

/**
 * Next / previous answer from the keyboard: J and K where nothing is being typed, Alt+→ and Alt+← anywhere (also
 * in the comment box, where they do not type anything). Not while a dialog is open.
 */
export function useGradingShortcuts(onNext: () => void, onPrevious: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      let direction: 'next' | 'previous' | null = null;
      if (event.altKey && !event.shiftKey) {
        if (event.key === 'ArrowRight') direction = 'next';
        else if (event.key === 'ArrowLeft') direction = 'previous';
      } else if (!event.altKey && !event.shiftKey && !isTyping(event.target)) {
        if (event.key === 'j' || event.key === 'J') direction = 'next';
        else if (event.key === 'k' || event.key === 'K') direction = 'previous';
      }
      if (!direction) return;
      event.preventDefault();
      if (direction === 'next') onNext();
      else onPrevious();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onNext, onPrevious]);
}
