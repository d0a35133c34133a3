import { createSelector } from '@reduxjs/toolkit';
import { appApi } from '../api/app-api';
import { useListAcademicYearsQuery, useListCoursesQuery } from '../api/session-api';
import type { AcademicYear, Course } from '../api/generated/exam-api';
import { selectIsStaff } from './auth/auth-slice';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

// The header's course and academic-year context (docs/requirements.md#routes-and-navigation, #session-and-alerts, #rules-and-fallbacks, #constants). The settings hold the chosen
// ids; the lists they are chosen from are server data and live in the RTK Query cache (listCourses,
// listAcademicYears), which only staff ask for: a student has no context.
export const COURSE_PICKER_DIALOG_THRESHOLD = 150;
export const YEAR_PICKER_DIALOG_THRESHOLD = 10;

/** Shown when the current course id matches none of the user's courses. */
export const PLACEHOLDER_COURSE: Course = { id: 0, courseAcronym: '???', courseName: '???' };
export const UNKNOWN_ACADEMIC_YEAR_TITLE = '????';

// Stable empty lists, so that a component does not re-render for a list that is still empty.
const NO_COURSES: Course[] = [];
const NO_YEARS: AcademicYear[] = [];

export const selectCoursesResult = appApi.endpoints.listCourses.select();
export const selectAcademicYearsResult = appApi.endpoints.listAcademicYears.select();

/** The user's courses as the server last listed them (none before the first answer). */
export const selectCourses = createSelector([selectCoursesResult], (result): Course[] => result.data?.data ?? NO_COURSES);
/** Every academic year the server lists; beyond the first maxAcademicYears they are reached through a dialog. */
export const selectAllAcademicYears = createSelector(
  [selectAcademicYearsResult],
  (result): AcademicYear[] => result.data?.data ?? NO_YEARS,
);
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

/**
 * Keeps the course and year lists in the cache while a component that shows the context is mounted (fetching them
 * once if nobody has yet), for staff only. `loading`: no answer yet, so the context cannot be named.
 */
export function useContextLists(): { loading: boolean } {
  const staff = useAppSelector(selectIsStaff);
  const courses = useListCoursesQuery(undefined, { skip: !staff });
  const years = useListAcademicYearsQuery(undefined, { skip: !staff });
  return { loading: courses.isLoading || years.isLoading };
}
