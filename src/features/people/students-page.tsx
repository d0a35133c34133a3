import { CheckCircleOutlined, EditOutlined, MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Segmented, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListEnrolmentsQuery, useListStudentsQuery, type Enrolment, type Student } from '../../api/exam-api';
import { selectCurrentAcademicYearTitle, selectCurrentCourse, useContextLists } from '../../core/course-context';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { toQueryArgs, useTableParams, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n';
import { selectRoleName } from '../../core/auth/auth-slice';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../core/settings/settings-slice';
import { PeopleTable } from './components/people-table';
import { studentColumns } from './components/student-columns';
import { StudentFormDrawer } from './components/student-form-drawer';
import { StudentImportModal } from './import/student-import-modal';
import './people.css';
import './messages';

const ENROLMENT_SORT_KEYS = ['lastName', 'altId', 'classGroup'] as const;
const STUDENT_SORT_KEYS = ['lastName', 'firstName', 'altId', 'email', 'classGroup'] as const;

function ClassGroup({ value }: { value: string | null }) {
  const t = useT();
  return value ? <Tag>{value}</Tag> : <Typography.Text type="secondary">{t('people.noClassGroup')}</Typography.Text>;
}

/** The students enrolled in the header's course and academic year. */
function CourseStudents() {
  const t = useT();
  const courseId = useAppSelector(selectCurrCourseId);
  const academicYearId = useAppSelector(selectCurrAcademicYearId);
  const course = useAppSelector(selectCurrentCourse);
  const year = useAppSelector(selectCurrentAcademicYearTitle);
  const [params, setParams] = useTableParams({ sortKeys: ENROLMENT_SORT_KEYS, defaultSortBy: 'lastName', urlPrefix: 'e' });
  const ready = courseId !== 0 && academicYearId !== 0;
  const enrolmentsQuery = useListEnrolmentsQuery({ courseId, academicYearId, ...toQueryArgs(params) }, { skip: !ready });

  if (!ready) return <Card><Empty description={t('studentsPage.noCourse')} /></Card>;

  const columns: DataTableColumn<Enrolment>[] = [
    ...studentColumns<Enrolment>(t, (row) => row.studentId),
    {
      key: 'email',
      title: t('people.columns.email'),
      render: (_value, row) => (row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : '—'),
    },
    { key: 'classGroup', title: t('people.columns.classGroup'), sortKey: 'classGroup', render: (_value, row) => <ClassGroup value={row.classGroup} /> },
  ];

  return (
    <Card>
      <PeopleTable<Enrolment, (typeof ENROLMENT_SORT_KEYS)[number]>
        tableKey="course-students"
        columns={columns}
        query={enrolmentsQuery}
        what={t('people.what.students')}
        params={params}
        onParamsChange={setParams}
        ariaLabel={t('pages.adminStudents')}
        emptyText={(
          <>
            <div>{t('studentsPage.empty', { course: course.courseAcronym, year })}</div>
            <Typography.Text type="secondary">{t('studentsPage.emptyHint')}</Typography.Text>
          </>
        )}
      />
    </Card>
  );
}

/** The student register (Admin): every student, with edit, new and CSV import. */
function AllStudents() {
  const t = useT();
  const [params, setParams] = useTableParams({ sortKeys: STUDENT_SORT_KEYS, defaultSortBy: 'lastName', urlPrefix: 's' });
  const studentsQuery = useListStudentsQuery(toQueryArgs(params));
  const [editing, setEditing] = useState<Student | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: DataTableColumn<Student>[] = [
    ...studentColumns<Student>(t, (row) => row.id),
    {
      key: 'email',
      title: t('people.columns.email'),
      sortKey: 'email',
      render: (_value, row) => (row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : '—'),
    },
    { key: 'classGroup', title: t('people.columns.classGroup'), sortKey: 'classGroup', render: (_value, row) => <ClassGroup value={row.classGroup} /> },
    {
      key: 'account',
      title: t('people.columns.account'),
      render: (_value, row) => (row.hasAccount
        ? <Tooltip title={t('studentPage.hasAccount')}><CheckCircleOutlined aria-label={t('people.yes')} style={{ color: 'var(--eh-positive, #06ba63)' }} /></Tooltip>
        : <Tooltip title={t('studentPage.noAccount')}><MinusCircleOutlined aria-label={t('people.no')} style={{ opacity: 0.45 }} /></Tooltip>),
    },
    {
      key: 'actions',
      title: t('people.columns.actions'),
      hideable: false,
      align: 'right',
      render: (_value, row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('studentsPage.editStudent', { name: `${row.firstName} ${row.lastName}` })}
          onClick={() => setEditing(row)}
        >
          {t('studentsPage.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <PeopleTable<Student, (typeof STUDENT_SORT_KEYS)[number]>
        tableKey="student-register"
        columns={columns}
        query={studentsQuery}
        what={t('people.what.students')}
        params={params}
        onParamsChange={setParams}
        ariaLabel={t('studentsPage.allStudents')}
        emptyText={t('studentsPage.emptyAll')}
        toolbar={(
          <>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('studentsPage.importCsv')}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('studentsPage.newStudent')}</Button>
          </>
        )}
      />
      <StudentFormDrawer student={editing} onClose={() => setEditing(null)} />
      <StudentImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}

type View = 'course' | 'all';

/** /admin/students: the current course's students; for Admin also the whole register. */
export default function StudentsPage() {
  const t = useT();
  const isAdmin = useAppSelector(selectRoleName) === 'Admin';
  // The course and year lists name the context here and in CourseStudents below.
  useContextLists();
  const course = useAppSelector(selectCurrentCourse);
  const year = useAppSelector(selectCurrentAcademicYearTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = isAdmin && searchParams.get('view') === 'all' ? 'all' : 'course';
  useDocumentTitle(t('pages.adminStudents'));

  const setView = (next: View) => {
    setSearchParams(next === 'all' ? { view: 'all' } : {});
  };

  return (
    <div className="eh-people-page">
      <PageHeader title={t('pages.adminStudents')} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
          {view === 'all' ? t('studentsPage.helpAll') : t('studentsPage.help')}
          {view === 'course' && course.id !== 0 && <> <Tag color="processing">{course.courseAcronym} · {year}</Tag></>}
        </Typography.Text>
        {isAdmin && (
          <Segmented<View>
            aria-label={t('studentsPage.viewLabel')}
            value={view}
            onChange={setView}
            options={[
              { value: 'course', label: t('studentsPage.thisCourse') },
              { value: 'all', label: t('studentsPage.allStudents') },
            ]}
          />
        )}
      </Flex>
      {view === 'all' ? <AllStudents /> : <CourseStudents />}
    </div>
  );
}
