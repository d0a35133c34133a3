// Strings of the shell: header, menus, search, layouts, pages.
export const shell = {
  footer: {
    text: 'ExamHall — an exam web application for university courses',
  },
} as const;
