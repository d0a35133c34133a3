import type { ReactNode } from 'react';
import { useAppSelector } from '../core/hooks';
import { selectTheme } from '../core/settings/settings-slice';
import { UiPreferencesProvider } from '../core/ui-preferences-provider';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { LocaleProvider } from './locale-provider';

/** Between the store and the router: the user's theme, language and the shared components' preferences. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);
  return (
    <AppThemeProvider settings={theme}>
      <LocaleProvider>
        <UiPreferencesProvider>{children}</UiPreferencesProvider>
      </LocaleProvider>
    </AppThemeProvider>
  );
}
