import { act, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '../../config/paths';
import { http } from 'msw';
import { apiUrl, contextListHandlers, ok, server } from '../../test/api-server';
import { renderRoutes, setViewportWidth } from '../../test/render-shell';
import { signedInState } from '../../test/store-state';
import { routes } from '../routes';

jest.setTimeout(60_000);
const FIND = { timeout: 20_000 };

function Boom(): never {
  throw new Error('The page broke');
}

const [root] = routes;
const layouts = root.children!.filter((route) => route.children);
const LAYOUT_NAMES = ['main', 'exam-taking', 'full-screen', 'sign-in', 'public'];

/** The app's route table with a page that throws under each layout (/boom/<index>) and one beside them. */
function withThrowingPages(): RouteObject[] {
  return [{
    element: root.element,
    errorElement: root.errorElement,
    children: [
      ...root.children!.map((route, i) => (route.children ? { ...route, children: [...route.children, { path: `/boom/${i}`, element: <Boom /> }] } : route)),
      { path: '/boom/root', element: <Boom /> },
    ],
  }];
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setViewportWidth(1280);
  server.use(...contextListHandlers(), http.put(apiUrl('/user/presence'), () => ok()), http.put(apiUrl('/user/settings'), () => ok()));
  // React and React Router report the caught error; the page is what this test is about.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function expectErrorPage() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, FIND)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Go to the home page/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: /Reload the page/ })).toBeInTheDocument();
}

describe('a page that fails to render', () => {
  it('has an error element on every layout route and on the root', () => {
    expect(layouts).toHaveLength(LAYOUT_NAMES.length);
    for (const route of [root, ...layouts]) expect(route.errorElement).toBeTruthy();
  });

  it.each(layouts.map((_route, i) => [LAYOUT_NAMES[i], root.children!.indexOf(layouts[i])]))(
    'under the %s layout shows the error page with a way back',
    async (_name, index) => {
      renderRoutes(withThrowingPages(), `/boom/${index}`, signedInState());
      await expectErrorPage();
      expect(consoleError).toHaveBeenCalled();
    },
  );

  it('outside the layouts shows the error page too', async () => {
    renderRoutes(withThrowingPages(), '/boom/root', signedInState());
    await expectErrorPage();
  });

  it('leaves the error page for the home page', async () => {
    const mainIndex = root.children!.indexOf(layouts[0]);
    const { router } = renderRoutes(withThrowingPages(), `/boom/${mainIndex}`, signedInState());
    await expectErrorPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /Go to the home page/ }));
    });
    expect(router.state.location.pathname).toBe(routePatterns.home);
    expect(await screen.findByText('Welcome, Tea Cher', {}, FIND)).toBeInTheDocument();
  });
});

describe('the route table', () => {
  it('routes every path of src/config/paths.ts', () => {
    const walk = (list: RouteObject[]): string[] => list.flatMap((route) => [...(route.path ? [route.path] : []), ...walk(route.children ?? [])]);
    const routed = walk(routes);
    const { stalkArea: _area, ...patterns } = routePatterns;
    expect([...routed].sort()).toEqual([...Object.values(patterns), '*'].sort());
  });
});
