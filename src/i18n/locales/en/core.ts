// Strings of the app core: alerts, errors, settings, loading screen, shared components.
export const core = {
  common: {
    appName: 'ExamHall',
  },
} as const;
