import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupStore, type AppStore, type RootState } from '../core/store';
import { UiPreferencesProvider } from '../core/ui-preferences-provider';
import { AntdTestStyles } from './antd-test-styles';

/** What the app puts around its pages that tests need: the store and the shared components' preferences. */
export function TestProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <AntdTestStyles>
      <Provider store={store}>
        <UiPreferencesProvider>{children}</UiPreferencesProvider>
      </Provider>
    </AntdTestStyles>
  );
}

/** Renders `ui` inside a real store (setupStore), as the app does, with antd's styles reduced for jsdom. */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, store = setupStore(preloadedState), ...options }: { preloadedState?: Partial<RootState>; store?: AppStore } & RenderOptions = {},
) {
  return { store, ...render(<TestProviders store={store}>{ui}</TestProviders>, options) };
}
