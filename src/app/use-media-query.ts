import { useSyncExternalStore } from 'react';

// docs/requirements.md#constants screen breakpoints. The header collapses into a drawer below md.
export const BREAKPOINT_MD = 1024;
export const BREAKPOINT_LG = 1440;

export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export function useMinWidth(px: number) {
  return useMediaQuery(`(min-width: ${px}px)`);
}
