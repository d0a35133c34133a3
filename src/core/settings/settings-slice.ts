import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormButtonsPosition, Language, UserSettings } from '../../api/generated/exam-api';
import { DEFAULT_FORM_BUTTONS_POSITION } from '../../components/ui-preferences';
import { signedIn } from '../auth/auth-slice';

export type ThemeSettings = UserSettings['theme'];
export type MyActivityKind = 'exam' | 'question' | 'ticket' | 'grade';

// The settings of docs/requirements.md#what-is-kept. Persisted locally (redux-persist key `settings`) and saved to the server as a whole
// object on any deep change (settings-listeners.ts). The course and academic year are chosen ids; the lists they
// are chosen from are server data and stay in the RTK Query cache (src/core/course-context.ts).
export interface SettingsState {
  username: string;
  currCourseId: number;
  currAcademicYearId: number;
  markWhitespace: boolean;
  showQuestionHeader: boolean;
  theme: ThemeSettings;
  maxAcademicYears: number;
  stateValue: string | null;
  dictFormButtonsPosition: Record<string, FormButtonsPosition>;
  myActivityOnlyThisCourse: boolean;
  myActivityFilter: MyActivityKind[];
  manualGradingFilter: string | undefined;
  /** Local only (never in the saved payload): the columns each data table hides, by table key. */
  tableColumns: Record<string, TableColumnsSettings>;
  /** The language of the interface; undefined until the user chooses one (the browser's language is used). */
  language?: Language;
  /**
   * Local only: the saved payload the server last confirmed (stable JSON), persisted with the settings so that a
   * reload does not save the same settings again.
   */
  savedPayload?: string | null;
}

export interface TableColumnsSettings {
  hidden: string[];
}

export const MAX_ACADEMIC_YEARS = 10;
const FORM_BUTTONS_CYCLE: FormButtonsPosition[] = ['right', 'top-right', 'bottom-right'];

export const initialSettingsState: SettingsState = {
  username: '',
  currCourseId: 0,
  currAcademicYearId: 0,
  markWhitespace: false,
  showQuestionHeader: false,
  theme: {
    activeDarkTheme: 'default-dark',
    activeLightTheme: 'default',
    fontFamily: 'Poppins',
    fontSize: '16px',
    darkModeActive: false,
    codeMirrorTheme: 'Solarized Dark',
  },
  maxAcademicYears: MAX_ACADEMIC_YEARS,
  stateValue: null,
  dictFormButtonsPosition: {},
  myActivityOnlyThisCourse: false,
  myActivityFilter: ['exam', 'question', 'ticket', 'grade'],
  manualGradingFilter: undefined,
  tableColumns: {},
};

/** right (default, also when unset) → top-right → bottom-right → right. */
export function nextFormButtonsPosition(current: FormButtonsPosition | undefined): FormButtonsPosition {
  const index = FORM_BUTTONS_CYCLE.indexOf(current ?? DEFAULT_FORM_BUTTONS_POSITION);
  return FORM_BUTTONS_CYCLE[(index + 1) % FORM_BUTTONS_CYCLE.length];
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    usernameSet(state, action: PayloadAction<string>) {
      state.username = action.payload;
    },
    currentCourseSet(state, action: PayloadAction<number>) {
      state.currCourseId = action.payload;
    },
    currentAcademicYearSet(state, action: PayloadAction<number>) {
      state.currAcademicYearId = action.payload;
    },
    markWhitespaceSet(state, action: PayloadAction<boolean>) {
      state.markWhitespace = action.payload;
    },
    showQuestionHeaderSet(state, action: PayloadAction<boolean>) {
      state.showQuestionHeader = action.payload;
    },
    darkModeSet(state, action: PayloadAction<boolean>) {
      state.theme.darkModeActive = action.payload;
    },
    /** Dark mode decides whether the dark or the light theme name changes. */
    themeChosen(state, action: PayloadAction<string>) {
      if (state.theme.darkModeActive) state.theme.activeDarkTheme = action.payload;
      else state.theme.activeLightTheme = action.payload;
    },
    fontFamilySet(state, action: PayloadAction<string>) {
      state.theme.fontFamily = action.payload;
    },
    fontSizeSet(state, action: PayloadAction<string>) {
      state.theme.fontSize = action.payload;
    },
    codeMirrorThemeSet(state, action: PayloadAction<string>) {
      state.theme.codeMirrorTheme = action.payload;
    },
    formButtonsPositionCycled(state, action: PayloadAction<string>) {
      state.dictFormButtonsPosition[action.payload] = nextFormButtonsPosition(state.dictFormButtonsPosition[action.payload]);
    },
    /** Forgets the position of one form, which then falls back to 'right'. */
    formButtonsPositionReset(state, action: PayloadAction<string>) {
      delete state.dictFormButtonsPosition[action.payload];
    },
    formButtonsPositionsResetAll(state) {
      state.dictFormButtonsPosition = {};
    },
    myActivityOnlyThisCourseSet(state, action: PayloadAction<boolean>) {
      state.myActivityOnlyThisCourse = action.payload;
    },
    myActivityFilterSet(state, action: PayloadAction<MyActivityKind[]>) {
      state.myActivityFilter = action.payload;
    },
    settingsSaved(state, action: PayloadAction<string | null>) {
      state.savedPayload = action.payload;
    },
    languageSet(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    manualGradingFilterSet(state, action: PayloadAction<string | undefined>) {
      state.manualGradingFilter = action.payload;
    },
    /** The hidden columns of one data table; none hidden forgets the table. */
    tableColumnsSet(state, action: PayloadAction<{ tableKey: string; hidden: string[] }>) {
      const { tableKey, hidden } = action.payload;
      // Rehydrated state from before this field existed has none.
      state.tableColumns ??= {};
      if (hidden.length === 0) delete state.tableColumns[tableKey];
      else state.tableColumns[tableKey] = { hidden };
    },
    /** Applies settings loaded from the server (after sign-in); local-only fields are kept. */
    serverSettingsLoaded(state, action: PayloadAction<UserSettings>) {
      const s = action.payload;
      state.username = s.username;
      state.currCourseId = s.currCourseId;
      state.currAcademicYearId = s.currAcademicYearId;
      state.markWhitespace = s.markWhitespace;
      state.showQuestionHeader = s.showQuestionHeader;
      state.theme = { ...state.theme, ...s.theme };
      state.dictFormButtonsPosition = s.dictFormButtonsPosition;
      // Settings saved before languages existed keep the language this browser shows.
      if (s.language) state.language = s.language;
    },
  },
  extraReducers: (builder) => {
    // Settings survive in this browser across sessions. When another user signs in, the previous user's course
    // and year would be sent as context headers (and refused with 403 CONTEXT_FORBIDDEN) until this user's own
    // settings arrive, so the context starts from "none"; display preferences are kept.
    builder.addCase(signedIn, (state, action) => {
      const username = action.payload.user.username;
      if (state.username === username) return;
      state.username = username;
      state.currCourseId = 0;
      state.currAcademicYearId = 0;
      state.savedPayload = null;
    });
  },
  selectors: {
    selectSettings: (state) => state,
    selectTheme: (state) => state.theme,
    selectDarkModeActive: (state) => state.theme.darkModeActive,
    selectCurrCourseId: (state) => state.currCourseId,
    selectCurrAcademicYearId: (state) => state.currAcademicYearId,
    selectMarkWhitespace: (state) => state.markWhitespace,
    selectShowQuestionHeader: (state) => state.showQuestionHeader,
    selectFormButtonsPosition: (state, formKey: string): FormButtonsPosition =>
      state.dictFormButtonsPosition[formKey] ?? DEFAULT_FORM_BUTTONS_POSITION,
    selectFormButtonsPositions: (state) => state.dictFormButtonsPosition,
    selectTableColumns: (state) => state.tableColumns,
    selectLanguage: (state) => state.language,
  },
});

/** The object sent for saving (docs/requirements.md#what-is-kept): username, course and year ids, the two display options, theme, button positions. */
export function selectSettingsPayload(state: { settings: SettingsState }): UserSettings {
  const s = state.settings;
  return {
    username: s.username,
    currCourseId: s.currCourseId,
    currAcademicYearId: s.currAcademicYearId,
    markWhitespace: s.markWhitespace,
    showQuestionHeader: s.showQuestionHeader,
    theme: s.theme,
    dictFormButtonsPosition: s.dictFormButtonsPosition,
    ...(s.language ? { language: s.language } : {}),
  };
}

export const settingsActions = settingsSlice.actions;
export const {
  selectSettings, selectTheme, selectDarkModeActive, selectCurrCourseId, selectCurrAcademicYearId, selectMarkWhitespace,
  selectShowQuestionHeader, selectFormButtonsPosition, selectFormButtonsPositions, selectTableColumns, selectLanguage,
} = settingsSlice.selectors;
