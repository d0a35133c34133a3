import { useSyncExternalStore } from 'react';

/** docs/requirements.md#constants: the minimum widths (px) of the screen sizes. Below sm is xs. */
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export type Breakpoint = 'xs' | keyof typeof BREAKPOINTS;

export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

const ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** Whether `current` is at least `min` (e.g. atLeast(bp, 'md') for a desktop layout). */
export function atLeast(current: Breakpoint, min: Breakpoint): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(min);
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The snapshot is the breakpoint name, not the width, so components re-render only when it changes.
const snapshot = () => breakpointFor(window.innerWidth);
const serverSnapshot = (): Breakpoint => 'md';

/** The current screen size by the spec's breakpoints. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
