import { UserOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useGetStudentQuery, useListEnrolmentsQuery, type Enrolment, type Student } from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { toQueryArgs, useTableParams, type DataTableColumn } from '../../components/data-table';
import { useT } from '../../i18n';
import { AdminOnlyPage } from './components/admin-only';
import { EnrolForm } from './components/enrol-form';
import { StudentSelect } from './components/enrolment-controls';
import { PeopleTable } from './components/people-table';
import { enrolmentControlColumns } from './components/student-columns';
import { StudentAvatar } from './components/student-avatar';
import './people.css';
import './messages';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';

const SORT_KEYS = ['academicYear', 'course', 'classGroup'] as const;

function StudentEnrolments({ student }: { student: Student }) {
  const t = useT();
  const [params, setParams] = useTableParams({ sortKeys: SORT_KEYS, defaultSortBy: 'academicYear', defaultSortOrder: 'desc' });
  const listQuery = useListEnrolmentsQuery({ studentId: student.id, ...toQueryArgs(params) });
  const name = `${student.firstName} ${student.lastName}`;

  const columns: DataTableColumn<Enrolment>[] = [
    {
      key: 'course',
      title: t('people.columns.course'),
      sortKey: 'course',
      hideable: false,
      render: (_value, row) => <span><Typography.Text strong>{row.courseAcronym}</Typography.Text> {row.courseName}</span>,
    },
    { key: 'academicYear', title: t('people.columns.academicYear'), sortKey: 'academicYear', dataIndex: 'academicYear' },
    ...enrolmentControlColumns(t),
  ];

  return (
    <>
      <EnrolForm key={student.id} student={student} title={t('studentsCourses.enrolTitle', { name })} />
      <Card
        title={(
          <Flex gap={8} align="center">
            <StudentAvatar firstName={student.firstName} lastName={student.lastName} imageUrl={student.imageUrl} size="small" />
            <span>{t('studentsCourses.enrolments', { name })}</span>
          </Flex>
        )}
        extra={<ButtonLink to={paths.student(student.id)} size="small" icon={<UserOutlined />}>{t('studentsCourses.openStudent')}</ButtonLink>}
      >
        <PeopleTable<Enrolment, (typeof SORT_KEYS)[number]>
          tableKey="students-courses"
          columns={columns}
          query={listQuery}
          what={t('people.what.enrolments')}
          params={params}
          onParamsChange={setParams}
          ariaLabel={t('studentsCourses.enrolments', { name })}
          emptyText={t('studentsCourses.empty', { name })}
        />
      </Card>
    </>
  );
}

function StudentsCourses() {
  const t = useT();
  // The chosen student is in the URL, so a reload or a shared link shows the same student.
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('student'));
  const studentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const studentQuery = useGetStudentQuery({ studentId: studentId ?? 0 }, { skip: studentId === null });
  const { data, isLoading } = studentQuery;
  const student = data?.data.student.id === studentId ? data?.data.student : undefined;

  const choose = (next: Student | undefined) => setSearchParams(next ? { student: String(next.id) } : {});

  return (
    <>
      <div className="eh-context-pickers">
        <label htmlFor="eh-students-courses-student">{t('studentsCourses.pickStudent')}</label>
        <div style={{ flex: '1 1 280px', maxWidth: 480 }}>
          <StudentSelect id="eh-students-courses-student" value={studentId ?? undefined} initial={student} onChange={choose} />
        </div>
      </div>
      {student ? (
        <StudentEnrolments student={student} />
      ) : studentQuery.isError ? (
        <Card><LoadFailed what={t('people.what.student')} error={studentQuery.error} onRetry={studentQuery.refetch} /></Card>
      ) : isLoading ? (
        <Card><Skeleton active /></Card>
      ) : (
        <Card><Empty description={t('studentsCourses.noStudent')} /></Card>
      )}
    </>
  );
}

/** /admin/students-courses (Admin): one student's enrolments across courses and years; enrol, regroup, unenrol. */
export default function StudentsCoursesPage() {
  const t = useT();
  return (
    <AdminOnlyPage title={t('pages.adminStudentsCourses')} help={t('studentsCourses.help')}>
      <StudentsCourses />
    </AdminOnlyPage>
  );
}
