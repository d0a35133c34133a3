import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/app-root';
import { routes } from '../app/routes';
import { setupStore, type RootState } from '../core/store';
import { TestProviders } from './render';

// Rendering helpers for the shell's tests: the real store and the real route table in a memory router.

/** Shows the router's current location, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** `routeTable` in a memory router at `path`, inside the real store. */
export function renderRoutes(routeTable: RouteObject[], path: string, state?: Partial<RootState>) {
  const store = setupStore(state);
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, store, router };
}

/** The whole app (every route, guard and layout) at `path`. */
export function renderApp(path: string, state?: Partial<RootState>) {
  return renderRoutes(routes, path, state);
}

/** One component inside a router (at `path`) and the real store, with a LocationProbe beside it. */
export function renderInRouter(ui: ReactNode, { path = '/', state }: { path?: string; state?: Partial<RootState> } = {}) {
  return renderRoutes([{ path: '*', element: <>{ui}<LocationProbe /></> }], path, state);
}

/**
 * `children` routes under the app's root route, which clears the alerts on navigation and gives the app its
 * navigator, as in the app, without the layouts.
 */
export function renderUnderAppRoot(children: RouteObject[], { path, state }: { path: string; state?: Partial<RootState> }) {
  return renderRoutes([{ element: <AppRoot />, children }], path, state);
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
