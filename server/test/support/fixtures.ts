/** A settings document as the SPA saves it. */
export function validSettings(username: string) {
  return {
    username,
    currCourseId: 1,
    currAcademicYearId: 3,
    markWhitespace: false,
    showQuestionHeader: true,
    theme: {
      activeDarkTheme: 'default-dark',
      activeLightTheme: 'default',
      fontFamily: 'Poppins',
      fontSize: '16px',
      darkModeActive: false,
      codeMirrorTheme: 'Solarized Dark',
    },
    dictFormButtonsPosition: { 'exam-form': 'top-right', 'question-form': 'right' },
  };
}
