import { CheckCircleFilled, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { FilterInput } from '../../components/filter-input';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  useCreateAcademicYearMutation,
  useCreateCourseMutation,
  useDeleteAcademicYearMutation,
  useDeleteCourseMutation,
  useListAdminCoursesQuery,
  useSetCurrentAcademicYearMutation,
  useUpdateAcademicYearMutation,
  useUpdateCourseMutation,
  type AcademicYear,
  type AcademicYearInput,
  type AdminCourse,
  type CourseInput,
} from '../../api/exam-api';
import { useListAcademicYearsQuery } from '../../api/session-api';
import { useAppDispatch } from '../../core/hooks';
import { t } from '../../i18n';
import { showFlashSuccess } from '../../core/alerts/alert-actions';
import { sessionResumed } from '../../core/auth/auth-slice';
import { AdminPage } from './components/admin-page';
import { DeleteButton } from './components/delete-button';
import { EditDrawer } from './components/edit-drawer';
import { formatDate } from '../../i18n/format';
import './messages';
import { tableEmptyText } from '../../components/load-state';

const COURSE_ACRONYM = /^[A-Za-z0-9_-]+$/;

/** Why a course cannot be deleted (what still uses it), or null. */
export function courseInUseReason(course: AdminCourse): string | null {
  const uses = [
    [course.teacherCount, 'teachers'], [course.enrolmentCount, 'enrolments'], [course.examCount, 'exams'], [course.nodeCount, 'nodes'],
  ] as const;
  const parts = uses.filter(([count]) => count > 0).map(([count, kind]) => t(`admin.courses.uses.${kind}`, { count }));
  return parts.length > 0 ? t('admin.courses.inUse', { uses: parts.join(', ') }) : null;
}

/** Why an academic year cannot be deleted (the current one, or what belongs to it), or null. */
export function yearInUseReason(year: AcademicYear): string | null {
  if (year.isCurrent) return t('admin.years.currentCannotDelete');
  if (year.hasExams && year.hasEnrolments) return t('admin.years.hasExamsAndEnrolments');
  if (year.hasExams) return t('admin.years.hasExams');
  if (year.hasEnrolments) return t('admin.years.hasEnrolments');
  return null;
}

type CourseForm = { courseName: string; courseAcronym: string; description?: string };

function CoursesCard() {
  const dispatch = useAppDispatch();
  const coursesQuery = useListAdminCoursesQuery();
  const { data, isFetching } = coursesQuery;
  const [createCourse, creating] = useCreateCourseMutation();
  const [updateCourse, updating] = useUpdateCourseMutation();
  const [deleteCourse] = useDeleteCourseMutation();
  const [editing, setEditing] = useState<AdminCourse | 'new' | null>(null);
  const [filter, setFilter] = useState('');
  const courses = data?.data ?? [];
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = courses.filter((course) => {
    const text = `${course.courseName} ${course.courseAcronym} ${course.description ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });

  const save = async (values: CourseForm) => {
    const courseInput: CourseInput = {
      courseName: values.courseName.trim(),
      courseAcronym: values.courseAcronym.trim(),
      description: values.description?.trim() ? values.description.trim() : null,
    };
    if (editing === 'new') await createCourse({ courseInput }).unwrap();
    else if (editing) await updateCourse({ courseId: editing.id, courseInput }).unwrap();
    dispatch(showFlashSuccess(t('admin.courses.saved', { name: courseInput.courseName })));
    // The header's course list mirrors the server's (settings); refresh it.
    dispatch(sessionResumed());
  };

  const remove = async (course: AdminCourse) => {
    await deleteCourse({ courseId: course.id }).unwrap();
    dispatch(showFlashSuccess(t('admin.courses.deleted', { name: course.courseName })));
    dispatch(sessionResumed());
  };

  const count = (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>;
  const columns: ColumnsType<AdminCourse> = [
    {
      key: 'name', title: t('admin.courses.name'), dataIndex: 'courseName',
      sorter: (a, b) => a.courseName.localeCompare(b.courseName), defaultSortOrder: 'ascend',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'acronym', title: t('admin.courses.acronym'), dataIndex: 'courseAcronym',
      sorter: (a, b) => a.courseAcronym.localeCompare(b.courseAcronym), render: (acronym: string) => <Tag>{acronym}</Tag>,
    },
    {
      key: 'description', title: t('admin.courses.description'), dataIndex: 'description', responsive: ['md'],
      render: (text: string | null) => text
        ? <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ marginBottom: 0, maxWidth: 360 }}>{text}</Typography.Paragraph>
        : <Typography.Text type="secondary">—</Typography.Text>,
    },
    { key: 'teachers', title: t('admin.courses.teachers'), dataIndex: 'teacherCount', align: 'right', render: count, sorter: (a, b) => a.teacherCount - b.teacherCount },
    { key: 'enrolments', title: t('admin.courses.enrolments'), dataIndex: 'enrolmentCount', align: 'right', render: count, sorter: (a, b) => a.enrolmentCount - b.enrolmentCount },
    { key: 'exams', title: t('admin.courses.exams'), dataIndex: 'examCount', align: 'right', render: count, sorter: (a, b) => a.examCount - b.examCount },
    { key: 'nodes', title: t('admin.courses.nodes'), dataIndex: 'nodeCount', align: 'right', render: count, sorter: (a, b) => a.nodeCount - b.nodeCount },
    {
      key: 'actions', title: <span className="sr-only">{t('admin.common.actions')}</span>, align: 'right', fixed: 'right',
      render: (_, course) => (
        <Space size={0}>
          <Tooltip title={t('admin.common.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('admin.courses.editLabel', { name: course.courseName })} onClick={() => setEditing(course)} />
          </Tooltip>
          <DeleteButton
            label={t('admin.courses.deleteLabel', { name: course.courseName })}
            inUseReason={courseInUseReason(course)}
            confirmTitle={t('admin.courses.deleteConfirm', { name: course.courseName })}
            onConfirm={() => remove(course).catch(() => undefined)}
          />
        </Space>
      ),
    },
  ];

  const initial: Partial<CourseForm> = editing && editing !== 'new'
    ? { courseName: editing.courseName, courseAcronym: editing.courseAcronym, description: editing.description ?? '' }
    : { courseName: '', courseAcronym: '', description: '' };

  return (
    <Card
      title={t('admin.courses.cardTitle')}
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('admin.courses.new')}</Button>}
    >
      <FilterInput label={t('admin.courses.filter')} value={filter} onChange={setFilter} style={{ maxWidth: 320, marginBottom: 12 }} />
      <Table<AdminCourse>
        aria-label={t('admin.courses.cardTitle')}
        rowKey="id"
        columns={columns}
        dataSource={coursesQuery.isError ? [] : shown}
        loading={isFetching && !coursesQuery.isError}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        showSorterTooltip={false}
        locale={{
          emptyText: tableEmptyText(coursesQuery, t('admin.courses.what'), (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={words.length > 0 ? t('dataTable.noMatches', { query: filter }) : t('admin.courses.empty')}>
              {words.length === 0 && <Button type="primary" onClick={() => setEditing('new')}>{t('admin.courses.new')}</Button>}
            </Empty>
          )),
        }}
      />
      <EditDrawer<CourseForm>
        open={editing !== null}
        title={editing === 'new' ? t('admin.courses.new') : t('admin.courses.edit', { name: editing?.courseName ?? '' })}
        formKey="admin-course"
        initialValues={initial}
        saving={creating.isLoading || updating.isLoading}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="courseName"
          label={t('admin.courses.name')}
          rules={[{ required: true, whitespace: true, message: t('admin.validation.required') }, { max: 200, message: t('admin.validation.max', { max: 200 }) }]}
        >
          <Input autoFocus placeholder={t('admin.courses.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="courseAcronym"
          label={t('admin.courses.acronym')}
          extra={t('admin.courses.acronymHelp')}
          rules={[
            { required: true, whitespace: true, message: t('admin.validation.required') },
            { max: 20, message: t('admin.validation.max', { max: 20 }) },
            { pattern: COURSE_ACRONYM, message: t('admin.courses.acronymInvalid') },
          ]}
        >
          <Input placeholder="DB" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="description" label={t('admin.courses.description')} rules={[{ max: 4000, message: t('admin.validation.max', { max: 4000 }) }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </EditDrawer>
    </Card>
  );
}

type YearForm = AcademicYearInput;

function AcademicYearsCard() {
  const dispatch = useAppDispatch();
  const yearsQuery = useListAcademicYearsQuery();
  const { data, isFetching } = yearsQuery;
  const [createYear, creating] = useCreateAcademicYearMutation();
  const [updateYear, updating] = useUpdateAcademicYearMutation();
  const [deleteYear] = useDeleteAcademicYearMutation();
  const [setCurrent, settingCurrent] = useSetCurrentAcademicYearMutation();
  const [editing, setEditing] = useState<AcademicYear | 'new' | null>(null);
  const years = data?.data ?? [];

  const refreshHeader = () => dispatch(sessionResumed());

  const save = async (values: YearForm) => {
    const academicYearInput: AcademicYearInput = { title: values.title.trim(), startDate: values.startDate, endDate: values.endDate };
    if (editing === 'new') await createYear({ academicYearInput }).unwrap();
    else if (editing) await updateYear({ academicYearId: editing.id, academicYearInput }).unwrap();
    dispatch(showFlashSuccess(t('admin.years.saved', { title: academicYearInput.title })));
    refreshHeader();
  };

  const makeCurrent = async (year: AcademicYear) => {
    await setCurrent({ academicYearId: year.id }).unwrap();
    dispatch(showFlashSuccess(t('admin.years.madeCurrent', { title: year.title })));
    refreshHeader();
  };

  const remove = async (year: AcademicYear) => {
    await deleteYear({ academicYearId: year.id }).unwrap();
    dispatch(showFlashSuccess(t('admin.years.deleted', { title: year.title })));
    refreshHeader();
  };

  const columns: ColumnsType<AcademicYear> = [
    { key: 'title', title: t('admin.years.title'), dataIndex: 'title', render: (title: string) => <Typography.Text strong>{title}</Typography.Text> },
    { key: 'start', title: t('admin.years.start'), dataIndex: 'startDate', render: formatDate },
    { key: 'end', title: t('admin.years.end'), dataIndex: 'endDate', render: formatDate },
    {
      key: 'current', title: t('admin.years.current'),
      render: (_, year) => year.isCurrent
        ? <Tag color="success" icon={<CheckCircleFilled />}>{t('admin.years.isCurrent')}</Tag>
        : (
          <Popconfirm
            title={t('admin.years.makeCurrentConfirm', { title: year.title })}
            description={t('admin.years.makeCurrentHelp')}
            okText={t('admin.years.makeCurrent')}
            cancelText={t('common.cancel')}
            onConfirm={() => makeCurrent(year).catch(() => undefined)}
          >
            <Button size="small" icon={<StarOutlined />} loading={settingCurrent.isLoading && settingCurrent.originalArgs?.academicYearId === year.id}>
              {t('admin.years.makeCurrent')}
            </Button>
          </Popconfirm>
        ),
    },
    {
      key: 'actions', title: <span className="sr-only">{t('admin.common.actions')}</span>, align: 'right', fixed: 'right',
      render: (_, year) => (
        <Space size={0}>
          <Tooltip title={t('admin.common.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('admin.years.editLabel', { title: year.title })} onClick={() => setEditing(year)} />
          </Tooltip>
          <DeleteButton
            label={t('admin.years.deleteLabel', { title: year.title })}
            inUseReason={yearInUseReason(year)}
            confirmTitle={t('admin.years.deleteConfirm', { title: year.title })}
            onConfirm={() => remove(year).catch(() => undefined)}
          />
        </Space>
      ),
    },
  ];

  const initial: Partial<YearForm> = editing && editing !== 'new'
    ? { title: editing.title, startDate: editing.startDate.slice(0, 10), endDate: editing.endDate.slice(0, 10) }
    : { title: '', startDate: '', endDate: '' };

  return (
    <Card
      title={t('admin.years.cardTitle')}
      extra={<Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('admin.years.new')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t('admin.years.help')}</Typography.Paragraph>
      <Table<AcademicYear>
        aria-label={t('admin.years.cardTitle')}
        rowKey="id"
        columns={columns}
        dataSource={yearsQuery.isError ? [] : years}
        loading={isFetching && !yearsQuery.isError}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: tableEmptyText(yearsQuery, t('admin.years.what'), <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.years.empty')} />) }}
      />
      <EditDrawer<YearForm>
        open={editing !== null}
        title={editing === 'new' ? t('admin.years.new') : t('admin.years.edit', { title: editing?.title ?? '' })}
        formKey="admin-academic-year"
        initialValues={initial}
        saving={creating.isLoading || updating.isLoading}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="title"
          label={t('admin.years.title')}
          extra={t('admin.years.titleHelp')}
          rules={[{ required: true, whitespace: true, message: t('admin.validation.required') }, { max: 50, message: t('admin.validation.max', { max: 50 }) }]}
        >
          <Input autoFocus placeholder="2025/2026" style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="startDate" label={t('admin.years.start')} rules={[{ required: true, message: t('admin.validation.required') }]}>
          <Input type="date" style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('admin.years.end')}
          dependencies={['startDate']}
          rules={[
            { required: true, message: t('admin.validation.required') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) => {
                const start = getFieldValue('startDate') as string;
                return !value || !start || value >= start ? Promise.resolve() : Promise.reject(new Error(t('admin.years.endBeforeStart')));
              },
            }),
          ]}
        >
          <Input type="date" style={{ maxWidth: 240 }} />
        </Form.Item>
      </EditDrawer>
    </Card>
  );
}

/** /admin/courses: the courses, and below them the academic years. */
export default function CoursesPage() {
  return (
    <AdminPage title={t('pages.adminCourses')} help={t('admin.courses.help')}>
      <CoursesCard />
      <AcademicYearsCard />
    </AdminPage>
  );
}
