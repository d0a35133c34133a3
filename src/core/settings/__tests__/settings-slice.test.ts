import { teacherUser } from '../../../test/store-state';
import { signedIn } from '../../auth/auth-slice';
import {
  initialSettingsState, MAX_ACADEMIC_YEARS, nextFormButtonsPosition, selectFormButtonsPosition, selectSettingsPayload,
  settingsActions as a, settingsSlice,
} from '../settings-slice';

const reduce = settingsSlice.reducer;

describe('settings slice', () => {
  it('has the spec’s defaults', () => {
    expect(initialSettingsState).toMatchObject({
      currCourseId: 0, currAcademicYearId: 0, markWhitespace: false, showQuestionHeader: false, maxAcademicYears: 10,
      theme: { activeDarkTheme: 'default-dark', activeLightTheme: 'default', fontFamily: 'Poppins', fontSize: '16px',
        darkModeActive: false, codeMirrorTheme: 'Solarized Dark' },
      myActivityOnlyThisCourse: false, myActivityFilter: ['exam', 'question', 'ticket', 'grade'], manualGradingFilter: undefined,
    });
  });

  it('changes the dark or the light theme name depending on dark mode', () => {
    let state = reduce(initialSettingsState, a.themeChosen('quasarish'));
    expect(state.theme).toMatchObject({ activeLightTheme: 'quasarish', activeDarkTheme: 'default-dark' });
    state = reduce(reduce(state, a.darkModeSet(true)), a.themeChosen('neon-night'));
    expect(state.theme).toMatchObject({ activeLightTheme: 'quasarish', activeDarkTheme: 'neon-night', darkModeActive: true });
  });

  it('holds the chosen course and year ids, not the lists (server data stays in the API cache)', () => {
    expect(initialSettingsState).toMatchObject({ currCourseId: 0, currAcademicYearId: 0, maxAcademicYears: MAX_ACADEMIC_YEARS });
    expect(initialSettingsState).not.toHaveProperty('courses');
    expect(initialSettingsState).not.toHaveProperty('academicYears');
    expect(MAX_ACADEMIC_YEARS).toBe(10);
  });

  it('cycles form button positions right → top-right → bottom-right → right, starting from right when unset', () => {
    expect(nextFormButtonsPosition(undefined)).toBe('top-right');
    let state = reduce(initialSettingsState, a.formButtonsPositionCycled('exam'));
    expect(state.dictFormButtonsPosition.exam).toBe('top-right');
    state = reduce(state, a.formButtonsPositionCycled('exam'));
    expect(state.dictFormButtonsPosition.exam).toBe('bottom-right');
    state = reduce(state, a.formButtonsPositionCycled('exam'));
    expect(state.dictFormButtonsPosition.exam).toBe('right');
    expect(selectFormButtonsPosition({ settings: state }, 'question')).toBe('right');
    state = reduce(reduce(state, a.formButtonsPositionCycled('question')), a.formButtonsPositionReset('exam'));
    expect(state.dictFormButtonsPosition).toEqual({ question: 'top-right' });
    expect(reduce(state, a.formButtonsPositionsResetAll()).dictFormButtonsPosition).toEqual({});
  });

  it('builds the save payload from the spec’s fields only', () => {
    const state = reduce(initialSettingsState, a.tableColumnsSet({ tableKey: 'people', hidden: ['email'] }));
    expect(Object.keys(selectSettingsPayload({ settings: state })).sort()).toEqual([
      'currAcademicYearId', 'currCourseId', 'dictFormButtonsPosition', 'markWhitespace', 'showQuestionHeader', 'theme', 'username',
    ]);
  });

  it('applies server settings but keeps local-only fields', () => {
    const state = reduce(
      { ...initialSettingsState, myActivityOnlyThisCourse: true },
      a.serverSettingsLoaded({
        username: 'u', currCourseId: 2, currAcademicYearId: 3, markWhitespace: true, showQuestionHeader: true,
        theme: { ...initialSettingsState.theme, fontSize: '18px' }, dictFormButtonsPosition: { f: 'bottom-right' },
      }),
    );
    expect(state).toMatchObject({ username: 'u', currCourseId: 2, markWhitespace: true, myActivityOnlyThisCourse: true });
    expect(state.theme.fontSize).toBe('18px');
  });

  it('starts a different user from no course or year, keeping display preferences', () => {
    const login = signedIn({ user: teacherUser, token: 't', csrfToken: 'c', expiresAt: 'e' });
    const other = { ...initialSettingsState, username: 'other', currCourseId: 5, currAcademicYearId: 6, markWhitespace: true };
    expect(reduce(other, login)).toMatchObject({ username: 'teacher', currCourseId: 0, currAcademicYearId: 0, markWhitespace: true });
    const same = { ...other, username: 'teacher' };
    expect(reduce(same, login)).toBe(same);
  });
});
