/**
 * The words of an exported file, in the language the teacher uses (the SPA sends it). The file is read outside the
 * app, so its headers cannot go through the SPA's i18next; these are the only server-side strings of the export.
 */
export type ExportLanguage = 'en' | 'hr';

export interface ExportWords {
  summary: string;
  exam: string;
  studentNumber: string;
  lastName: string;
  firstName: string;
  classGroup: string;
  started: string;
  submitted: string;
  question: (place: number) => string;
  total: string;
  max: string;
  percent: string;
  passed: string;
  grading: string;
  yes: string;
  no: string;
  gradingStates: Record<'none' | 'pending' | 'manual' | 'graded', string>;
  examTotal: (abbrev: string) => string;
  examPercent: (abbrev: string) => string;
  examPassed: (abbrev: string) => string;
  results: string;
}

export const exportWords: Record<ExportLanguage, ExportWords> = {
  en: {
    summary: 'Summary',
    exam: 'Exam',
    studentNumber: 'Student number',
    lastName: 'Last name',
    firstName: 'First name',
    classGroup: 'Class group',
    started: 'Started',
    submitted: 'Submitted',
    question: (place) => `Q${place}`,
    total: 'Total',
    max: 'Max',
    percent: '%',
    passed: 'Passed',
    grading: 'Grading',
    yes: 'yes',
    no: 'no',
    gradingStates: { none: '', pending: 'being graded', manual: 'awaiting a teacher', graded: 'graded' },
    examTotal: (abbrev) => `${abbrev} total`,
    examPercent: (abbrev) => `${abbrev} %`,
    examPassed: (abbrev) => `${abbrev} passed`,
    results: 'results',
  },
  hr: {
    summary: 'Sažetak',
    exam: 'Ispit',
    studentNumber: 'JMBAG',
    lastName: 'Prezime',
    firstName: 'Ime',
    classGroup: 'Grupa',
    started: 'Započeto',
    submitted: 'Predano',
    question: (place) => `P${place}`,
    total: 'Ukupno',
    max: 'Najviše',
    percent: '%',
    passed: 'Prolaz',
    grading: 'Ocjenjivanje',
    yes: 'da',
    no: 'ne',
    gradingStates: { none: '', pending: 'ocjenjuje se', manual: 'čeka nastavnika', graded: 'ocijenjeno' },
    examTotal: (abbrev) => `${abbrev} ukupno`,
    examPercent: (abbrev) => `${abbrev} %`,
    examPassed: (abbrev) => `${abbrev} prolaz`,
    results: 'rezultati',
  },
};
