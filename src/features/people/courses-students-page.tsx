import { Card, Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useListEnrolmentsQuery, type Enrolment } from '../../api/exam-api';
import { useListAcademicYearsQuery, useListCoursesQuery } from '../../api/session-api';
import { useAppSelector } from '../../core/hooks';
import { toQueryArgs, useTableParams, type DataTableColumn } from '../../components/data-table';
import { useT } from '../../i18n';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../core/settings/settings-slice';
import { AdminOnlyPage } from './components/admin-only';
import { CourseYearPickers, type CourseYear } from './components/course-year-pickers';
import { EnrolForm } from './components/enrol-form';
import { PeopleTable } from './components/people-table';
import { enrolmentControlColumns, studentColumns } from './components/student-columns';
import './people.css';
import './messages';

const SORT_KEYS = ['lastName', 'altId', 'classGroup'] as const;

function positiveId(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function CoursesStudents() {
  const t = useT();
  const currentCourseId = useAppSelector(selectCurrCourseId);
  const currentYearId = useAppSelector(selectCurrAcademicYearId);
  // The chosen course and year live in the URL (reload and Back keep them); the header's context is the default.
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = positiveId(searchParams.get('course')) ?? (currentCourseId || null);
  const academicYearId = positiveId(searchParams.get('year')) ?? (currentYearId || null);
  const [params, setParams] = useTableParams({ sortKeys: SORT_KEYS, defaultSortBy: 'lastName' });
  const ready = courseId !== null && academicYearId !== null;
  const listQuery = useListEnrolmentsQuery(
    { courseId: courseId ?? 0, academicYearId: academicYearId ?? 0, ...toQueryArgs(params) },
    { skip: !ready },
  );
  const { data: courses } = useListCoursesQuery();
  const { data: years } = useListAcademicYearsQuery();
  const course = courses?.data.find((c) => c.id === courseId);
  const year = years?.data.find((y) => y.id === academicYearId);

  const choose = (next: CourseYear) => {
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      if (next.courseId) result.set('course', String(next.courseId));
      if (next.academicYearId) result.set('year', String(next.academicYearId));
      result.delete('page');
      return result;
    });
  };

  const columns: DataTableColumn<Enrolment>[] = [
    ...studentColumns<Enrolment>(t, (row) => row.studentId),
    { key: 'email', title: t('people.columns.email'), render: (_value, row) => row.email ?? '—' },
    ...enrolmentControlColumns(t),
  ];

  const label = course && year ? `${course.courseAcronym} ${year.title}` : '';
  return (
    <>
      <CourseYearPickers value={{ courseId, academicYearId }} onChange={choose} />
      {!ready ? (
        <Card><Empty description={t('people.pickCourse')} /></Card>
      ) : (
        <>
          <EnrolForm
            key={`${courseId}-${academicYearId}`}
            target={{ courseId, academicYearId }}
            title={label ? `${t('coursesStudents.enrolTitle')} · ${label}` : t('coursesStudents.enrolTitle')}
            help={t('coursesStudents.enrolHelp')}
          />
          <Card title={`${t('coursesStudents.enrolments')}${label ? ` · ${label}` : ''}`}>
            <PeopleTable<Enrolment, (typeof SORT_KEYS)[number]>
              tableKey="courses-students"
              columns={columns}
              query={listQuery}
              what={t('people.what.enrolments')}
              params={params}
              onParamsChange={setParams}
              ariaLabel={t('coursesStudents.enrolments')}
              emptyText={t('coursesStudents.empty', { course: course?.courseAcronym ?? '', year: year?.title ?? '' })}
            />
          </Card>
        </>
      )}
    </>
  );
}

/** /admin/courses-students (Admin): who is enrolled in a course and academic year; enrol, regroup, unenrol. */
export default function CoursesStudentsPage() {
  const t = useT();
  return (
    <AdminOnlyPage title={t('pages.adminCoursesStudents')} help={t('coursesStudents.help')}>
      <CoursesStudents />
    </AdminOnlyPage>
  );
}
