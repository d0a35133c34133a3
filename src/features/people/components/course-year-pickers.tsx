import { Select } from 'antd';
import { useId } from 'react';
import { useListAcademicYearsQuery, useListCoursesQuery } from '../../../api/session-api';
import { useT } from '../../../i18n';
import '../messages';

export interface CourseYear {
  courseId: number | null;
  academicYearId: number | null;
}

interface CourseYearPickersProps {
  value: CourseYear;
  onChange: (next: CourseYear) => void;
  /** Labels shown before the selects (false inside a form, whose items label them). */
  labels?: boolean;
  disabled?: boolean;
}

/** A course select and an academic-year select (every year, newest first as the API lists them). */
export function CourseYearPickers({ value, onChange, labels = true, disabled = false }: CourseYearPickersProps) {
  const t = useT();
  const courseId = useId();
  const yearId = useId();
  const { data: courses, isFetching: coursesLoading } = useListCoursesQuery();
  const { data: years, isFetching: yearsLoading } = useListAcademicYearsQuery();
  return (
    <div className="eh-context-pickers">
      <span className="eh-context-picker">
        {labels && <label htmlFor={courseId} style={{ marginInlineEnd: 8 }}>{t('people.course')}</label>}
        <Select
          id={courseId}
          aria-label={labels ? undefined : t('people.course')}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          loading={coursesLoading}
          placeholder={t('people.pickCourse')}
          value={value.courseId ?? undefined}
          onChange={(id: number) => onChange({ ...value, courseId: id })}
          options={(courses?.data ?? []).map((course) => ({ value: course.id, label: `${course.courseAcronym} — ${course.courseName}` }))}
          style={{ minWidth: 240 }}
        />
      </span>
      <span className="eh-context-picker">
        {labels && <label htmlFor={yearId} style={{ marginInlineEnd: 8 }}>{t('people.academicYear')}</label>}
        <Select
          id={yearId}
          aria-label={labels ? undefined : t('people.academicYear')}
          disabled={disabled}
          loading={yearsLoading}
          placeholder={t('people.pickYear')}
          value={value.academicYearId ?? undefined}
          onChange={(id: number) => onChange({ ...value, academicYearId: id })}
          options={(years?.data ?? []).map((year) => ({ value: year.id, label: year.title }))}
          style={{ minWidth: 140 }}
        />
      </span>
    </div>
  );
}
