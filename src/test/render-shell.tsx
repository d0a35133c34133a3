import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { routes } from '../app/routes';
import { setupStore, type RootState } from '../core/store';
import { AntdTestStyles } from './antd-test-styles';

// Rendering helpers for the shell's tests: the real store and the real route table in a memory router.

/** Shows the router's current location, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The whole app (every route, guard and layout) at `path`. */
export function renderApp(path: string, state?: Partial<RootState>) {
  const store = setupStore(state);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AntdTestStyles>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </AntdTestStyles>,
  );
  return { ...view, store, router };
}

/** One component inside a router (at `path`) and the real store, with a LocationProbe beside it. */
export function renderInRouter(ui: ReactNode, { path = '/', state }: { path?: string; state?: Partial<RootState> } = {}) {
  const store = setupStore(state);
  const router = createMemoryRouter([{ path: '*', element: <>{ui}<LocationProbe /></> }], { initialEntries: [path] });
  const view = render(
    <AntdTestStyles>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </AntdTestStyles>,
  );
  return { ...view, store, router };
}

/** Makes `(min-width: Npx)` media queries answer as a window `width` pixels wide would (jsdom has no layout). */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query, onchange: null,
      addListener: () => {}, removeListener: () => {},
      addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
