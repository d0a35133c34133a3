import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setupStore, type AppStore, type RootState } from '../core/store';
import { AntdTestStyles } from './antd-test-styles';

/** Renders `ui` inside a real store (setupStore), as the app does, with antd's styles reduced for jsdom. */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, store = setupStore(preloadedState), ...options }: { preloadedState?: Partial<RootState>; store?: AppStore } & RenderOptions = {},
) {
  return { store, ...render(<AntdTestStyles><Provider store={store}>{ui}</Provider></AntdTestStyles>, options) };
}
