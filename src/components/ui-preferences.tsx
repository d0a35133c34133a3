import { createContext, use } from 'react';
import type { FormButtonsPosition } from '../api/generated/exam-api';

/** Where a form's buttons sit until the user moves them (docs/requirements.md#session-and-alerts, #rules-and-fallbacks). */
export const DEFAULT_FORM_BUTTONS_POSITION: FormButtonsPosition = 'right';

/**
 * The user's display preferences that shared components follow: the code editor's theme and whitespace marks,
 * where each form's buttons sit, which columns each table hides. The components do not know where these are kept:
 * the core layer provides them from the user's settings (src/core/ui-preferences-provider.tsx). Without a provider
 * the defaults apply and changes are not remembered.
 */
export interface UiPreferences {
  /** A name of src/theme/code-editor-themes.ts; undefined → the default theme. */
  codeEditorTheme: string | undefined;
  markWhitespace: boolean;
  /** By form key; a form without an entry uses DEFAULT_FORM_BUTTONS_POSITION. */
  formButtonsPositions: Readonly<Record<string, FormButtonsPosition>>;
  /** By table key: the keys of the columns the table hides. */
  hiddenColumns: Readonly<Record<string, readonly string[]>>;
  /** right → top-right → bottom-right → right. */
  cycleFormButtonsPosition(formKey: string): void;
  setHiddenColumns(tableKey: string, hidden: string[]): void;
}

const defaults: UiPreferences = {
  codeEditorTheme: undefined,
  markWhitespace: false,
  formButtonsPositions: {},
  hiddenColumns: {},
  cycleFormButtonsPosition: () => {},
  setHiddenColumns: () => {},
};

export const UiPreferencesContext = createContext<UiPreferences>(defaults);

export function useUiPreferences(): UiPreferences {
  return use(UiPreferencesContext);
}
