import { createSelector } from '@reduxjs/toolkit';
import type { AcademicYear, Course } from '../api/generated/exam-api';
import type { RootState } from './store';

// The header's course and academic-year context (spec §2 "Search box", §4, §5, §9). Shared by the selectors in
// the header and the pages that show the context.
export const COURSE_PICKER_DIALOG_THRESHOLD = 150;
export const YEAR_PICKER_DIALOG_THRESHOLD = 10;

/** Shown when the current course id matches none of the user's courses. */
export const PLACEHOLDER_COURSE: Course = { id: 0, courseAcronym: '???', courseName: '???' };
export const UNKNOWN_ACADEMIC_YEAR_TITLE = '????';

export const selectCourses = (state: RootState): Course[] => state.settings.courses;
/** Every academic year the server lists; beyond the first maxAcademicYears they are reached through a dialog. */
export const selectAllAcademicYears = (state: RootState): AcademicYear[] => state.settings.academicYears;
const selectMaxAcademicYears = (state: RootState) => state.settings.maxAcademicYears;
const selectCourseId = (state: RootState) => state.settings.currCourseId;
const selectAcademicYearId = (state: RootState) => state.settings.currAcademicYearId;

export const selectCurrentCourse = createSelector(
  [selectCourses, selectCourseId],
  (courses, id): Course => courses.find((course) => course.id === id) ?? PLACEHOLDER_COURSE,
);

/** Only the first maxAcademicYears (10) years are offered. */
export const selectAcademicYears = createSelector(
  [selectAllAcademicYears, selectMaxAcademicYears],
  (years, max): AcademicYear[] => years.slice(0, max),
);


export const selectCurrentAcademicYearTitle = createSelector(
  [selectAllAcademicYears, selectAcademicYearId],
  (years, id): string => years.find((year) => year.id === id)?.title ?? UNKNOWN_ACADEMIC_YEAR_TITLE,
);
