import { useMemo, type ReactNode } from 'react';
import { UiPreferencesContext, type UiPreferences } from '../components/ui-preferences';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectFormButtonsPositions, selectMarkWhitespace, selectTableColumns, selectTheme, settingsActions } from './settings/settings-slice';

/** Gives the shared components (code editor, form buttons, data tables) the user's preferences from the settings. */
export function UiPreferencesProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const codeEditorTheme = useAppSelector(selectTheme).codeMirrorTheme;
  const markWhitespace = useAppSelector(selectMarkWhitespace);
  const formButtonsPositions = useAppSelector(selectFormButtonsPositions);
  const tableColumns = useAppSelector(selectTableColumns);
  const value = useMemo((): UiPreferences => ({
    codeEditorTheme,
    markWhitespace,
    formButtonsPositions,
    // Rehydrated settings from before the column settings existed have none.
    hiddenColumns: Object.fromEntries(Object.entries(tableColumns ?? {}).map(([key, { hidden }]) => [key, hidden])),
    cycleFormButtonsPosition: (formKey) => dispatch(settingsActions.formButtonsPositionCycled(formKey)),
    setHiddenColumns: (tableKey, hidden) => dispatch(settingsActions.tableColumnsSet({ tableKey, hidden })),
  }), [codeEditorTheme, markWhitespace, formButtonsPositions, tableColumns, dispatch]);
  return <UiPreferencesContext value={value}>{children}</UiPreferencesContext>;
}
