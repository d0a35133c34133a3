// Strings of the student's pages; registered when they load (src/features/exam-taking/messages.ts).
export const student = {
  studentHome: {
    title: 'My exams',
    welcome: 'Welcome, {name}',
    intro: 'Your exams appear here when they are open to you.',
    openTitle: 'Open now',
    noneOpen: 'No exam is open to you right now.',
    noneOpenHint: 'When a teacher opens an exam for a course you are enrolled in, it appears here with the time you have left to start it.',
    settingsTitle: 'Your settings',
    settingsText: 'Language, dark mode, font and text size are yours to choose, and they follow you to any computer you sign in on.',
    settingsLink: 'Open settings',
  },
};
