import type { ReactNode } from 'react';

// Placeholder until the theme system lands: applies the user's theme to Ant Design and the page.
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
