import { StyleProvider, type CSSObject, type Transformer } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

// jsdom's getComputedStyle matches the element against every rule of every style sheet, through a cache of 1000
// compiled selectors. A page of antd components injects some 2,500 selectors, so the cache turns over on every
// call and each one recompiles them all (~100 ms a call). Testing Library computes styles for every role query
// and antd's auto-sized text areas for every change, which made a form's test cost minutes.
//
// Without layout, jsdom shows nothing of a style but what these properties decide: hidden from role queries
// (display, visibility), toBeVisible (also opacity) and user-event's clickability check (pointer-events). Rules
// left without one of them are dropped, which brings a page of antd under the cache's limit.
const OBSERVABLE = new Set(['display', 'visibility', 'opacity', 'pointerEvents', 'pointer-events']);

/** Keeps, of each CSS object antd registers, its nested rules and the declarations a test can observe. */
export const keepObservableStyles: Transformer = {
  visit: (css: CSSObject) => Object.fromEntries(
    Object.entries(css).filter(([key, value]) => (typeof value === 'object' && value !== null) || OBSERVABLE.has(key)),
  ) as CSSObject,
};

const TRANSFORMERS = [keepObservableStyles];

/**
 * Wraps antd components whose tests query the DOM a lot: antd's styles are injected with only what jsdom can
 * show of them (see keepObservableStyles), so that computing an element's style stays cheap.
 */
export function AntdTestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider transformers={TRANSFORMERS}>{children}</StyleProvider>;
}
