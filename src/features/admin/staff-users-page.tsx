import { EditOutlined, KeyOutlined, MailOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Popconfirm, Radio, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useAddTeacherCourseMutation,
  useCreateStaffUserMutation,
  useListStaffUsersQuery,
  useRemoveTeacherCourseMutation,
  useUpdateStaffUserMutation,
  type StaffUser,
  type StaffUserCreate,
  type StaffUserUpdate,
} from '../../api/exam-api';
import { useListCoursesQuery } from '../../api/session-api';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { DataTable, toQueryArgs, useTableParams, type DataTableColumn } from '../../components/data-table';
import { t } from '../../i18n';
import { showFlashSuccess } from '../../core/alerts/alert-actions';
import { selectDbUser } from '../../core/auth/auth-slice';
import { AdminPage } from './components/admin-page';
import { EditDrawer } from './components/edit-drawer';
import { RelativeTime } from '../../components/relative-time';
import './messages';

const SORT_KEYS = ['lastName', 'username', 'roleName', 'email'] as const;
const ROLES = ['Admin', 'Teacher'] as const;
type Role = (typeof ROLES)[number];
const USERNAME = /^[A-Za-z0-9._@-]+$/;

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', aai: 'AAI@EduHr' };

function SignInMethods({ user }: { user: StaffUser }) {
  const tags = [
    ...(user.hasPassword ? [<Tag key="local" icon={<KeyOutlined />}>{t('admin.users.localPassword')}</Tag>] : []),
    ...user.identities.map((identity) => (
      <Tooltip key={`${identity.provider}:${identity.subject}`} title={identity.issuer}>
        <Tag color="blue">{PROVIDER_NAMES[identity.provider] ?? identity.provider}</Tag>
      </Tooltip>
    )),
  ];
  if (tags.length > 0) return <div className="eh-admin-tags">{tags}</div>;
  return (
    <Tooltip title={t('admin.users.pendingHelp')}>
      <Tag icon={<MailOutlined />}>{t('admin.users.pendingOidc')}</Tag>
    </Tooltip>
  );
}

function TeacherCourses({ user }: { user: StaffUser }) {
  const dispatch = useAppDispatch();
  const [modal, contextHolder] = Modal.useModal();
  const { data: courseList } = useListCoursesQuery();
  const [addCourse, adding] = useAddTeacherCourseMutation();
  const [removeCourse] = useRemoveTeacherCourseMutation();
  const [picking, setPicking] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;
  const taught = new Set(user.courses.map((course) => course.id));
  const options = (courseList?.data ?? [])
    .filter((course) => !taught.has(course.id))
    .map((course) => ({ value: course.id, label: `${course.courseAcronym} — ${course.courseName}` }));

  const confirmRemove = (courseId: number, acronym: string) => {
    void modal.confirm({
      title: t('admin.users.removeCourseConfirm', { course: acronym, name }),
      okText: t('admin.users.removeCourse'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await removeCourse({ userId: user.id, courseId }).unwrap().catch(() => undefined);
      },
    });
  };

  return (
    <div className="eh-admin-tags">
      {contextHolder}
      {user.courses.map((course) => (
        <Tooltip key={course.id} title={course.courseName}>
          <Tag
            closable
            closeIcon={<span aria-label={t('admin.users.removeCourseLabel', { course: course.courseAcronym, name })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              confirmRemove(course.id, course.courseAcronym);
            }}
          >
            {course.courseAcronym}
          </Tag>
        </Tooltip>
      ))}
      {picking ? (
        <Select
          autoFocus
          defaultOpen
          showSearch={{ optionFilterProp: 'label' }}
          size="small"
          style={{ width: 220 }}
          placeholder={t('admin.users.pickCourse')}
          popupMatchSelectWidth={false}
          aria-label={t('admin.users.addCourseLabel', { name })}
          options={options}
          loading={adding.isLoading}
          notFoundContent={t('admin.users.noMoreCourses')}
          onBlur={() => setPicking(false)}
          onChange={(courseId: number) => {
            setPicking(false);
            void addCourse({ userId: user.id, courseId }).unwrap()
              .then(() => dispatch(showFlashSuccess(t('admin.users.courseAdded', { name }))))
              .catch(() => undefined);
          }}
        />
      ) : (
        <Tag
          className="eh-admin-add-tag"
          icon={<PlusOutlined />}
          role="button"
          tabIndex={0}
          aria-label={t('admin.users.addCourseLabel', { name })}
          onClick={() => setPicking(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setPicking(true);
            }
          }}
          style={{ borderStyle: 'dashed', cursor: 'pointer' }}
        >
          {t('admin.users.addCourse')}
        </Tag>
      )}
    </div>
  );
}

function ActiveSwitch({ user, self }: { user: StaffUser; self: boolean }) {
  const dispatch = useAppDispatch();
  const [updateUser, updating] = useUpdateStaffUserMutation();
  const name = `${user.firstName} ${user.lastName}`;
  const setActive = (isActive: boolean) =>
    updateUser({
      userId: user.id,
      staffUserUpdate: { firstName: user.firstName, lastName: user.lastName, email: user.email, roleName: user.roleName, isActive },
    }).unwrap()
      .then(() => dispatch(showFlashSuccess(t(isActive ? 'admin.users.activated' : 'admin.users.deactivated', { name }))))
      .catch(() => undefined);

  const control = (
    <Switch
      checked={user.isActive}
      disabled={self}
      loading={updating.isLoading}
      aria-label={t('admin.users.activeLabel', { name })}
      onChange={user.isActive ? undefined : () => void setActive(true)}
    />
  );
  if (self) return <Tooltip title={t('admin.users.selfChange')}><span tabIndex={0}>{control}</span></Tooltip>;
  if (!user.isActive) return control;
  return (
    <Popconfirm
      title={t('admin.users.deactivateConfirm', { name })}
      description={t('admin.users.deactivateHelp')}
      okText={t('admin.users.deactivate')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={() => setActive(false)}
    >
      {control}
    </Popconfirm>
  );
}

type UserForm = {
  kind: 'local' | 'oidc';
  username?: string;
  firstName: string;
  lastName: string;
  email?: string;
  roleName: Role;
  password?: string;
};

/** The fields of the staff user form; which ones show depends on the kind of account. */
function StaffUserFields({ isNew, hasUsername, self }: { isNew: boolean; hasUsername: boolean; self: boolean }) {
  const kind = (Form.useWatch('kind', Form.useFormInstance()) as UserForm['kind'] | undefined) ?? 'local';
  const local = isNew ? kind === 'local' : hasUsername;
  const oidc = isNew && kind === 'oidc';
  const required = { required: true, whitespace: true, message: t('admin.validation.required') };
  const max = (n: number) => ({ max: n, message: t('admin.validation.max', { max: n }) });
  return (
    <>
      {isNew && (
        <Form.Item name="kind" label={t('admin.users.kind')} rules={[{ required: true }]} extra={local ? t('admin.users.kindLocalHelp') : t('admin.users.kindOidcHelp')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'local', label: t('admin.users.kindLocal') },
              { value: 'oidc', label: t('admin.users.kindOidc') },
            ]}
          />
        </Form.Item>
      )}
      <Flex gap={12} wrap>
        <Form.Item name="firstName" label={t('admin.users.firstName')} style={{ flex: '1 1 180px' }} rules={[required, max(100)]}>
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={t('admin.users.lastName')} style={{ flex: '1 1 180px' }} rules={[required, max(100)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="username"
        label={t('admin.users.username')}
        extra={isNew ? undefined : t('admin.users.usernameFixed')}
        rules={[
          ...(isNew && local ? [required] : []),
          { pattern: USERNAME, message: t('admin.users.usernameInvalid') },
          max(100),
        ]}
      >
        <Input disabled={!isNew} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('admin.users.email')}
        extra={oidc ? t('admin.users.emailOidcHelp') : undefined}
        rules={[{ type: 'email', message: t('admin.users.emailInvalid') }, max(254), ...(oidc ? [required] : [])]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="roleName"
        label={t('admin.users.role')}
        extra={self ? t('admin.users.selfChange') : undefined}
        rules={[{ required: true, message: t('admin.validation.required') }]}
      >
        <Radio.Group disabled={self} options={ROLES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))} />
      </Form.Item>
      {local && (
        <Form.Item
          name="password"
          label={isNew ? t('admin.users.password') : t('admin.users.newPassword')}
          extra={isNew ? t('admin.users.passwordHelp') : t('admin.users.newPasswordHelp')}
          rules={[...(isNew ? [{ required: true, message: t('admin.validation.required') }] : []), { min: 8, message: t('admin.users.passwordShort') }, max(500)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}

function emptyToNull(value: string | undefined) {
  return value?.trim() ? value.trim() : null;
}

/** /admin and /admin/users, "Teachers - courses": the staff users, their sign-in methods and the courses they teach. */
export default function StaffUsersPage() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectDbUser);
  const [params, setParams] = useTableParams({ sortKeys: SORT_KEYS, defaultSortBy: 'lastName' });
  const [searchParams, setSearchParams] = useSearchParams();
  const roleFilter = ROLES.find((role) => role === searchParams.get('role'));
  const { data: courseList } = useListCoursesQuery();
  const courseFilter = Number(searchParams.get('course')) || undefined;
  const listQuery = useListStaffUsersQuery({ ...toQueryArgs(params), roleName: roleFilter, courseId: courseFilter });
  const { data, isFetching } = listQuery;
  const [createUser, creating] = useCreateStaffUserMutation();
  const [updateUser, updating] = useUpdateStaffUserMutation();
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);

  const setFilter = (key: 'role' | 'course', value: string | number | undefined) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
      next.delete('page');
      return next;
    });
  };

  const isSelf = (user: StaffUser) => me !== null && me.id === user.id;

  const save = async (values: UserForm) => {
    if (editing === 'new') {
      const local = values.kind === 'local';
      const staffUserCreate: StaffUserCreate = {
        username: emptyToNull(values.username),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: emptyToNull(values.email),
        roleName: values.roleName,
        ...(local && values.password ? { password: values.password } : {}),
      };
      await createUser({ staffUserCreate }).unwrap();
    } else if (editing) {
      const staffUserUpdate: StaffUserUpdate = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: emptyToNull(values.email),
        roleName: values.roleName,
        isActive: editing.isActive,
        ...(values.password ? { password: values.password } : {}),
      };
      await updateUser({ userId: editing.id, staffUserUpdate }).unwrap();
    }
    dispatch(showFlashSuccess(t('admin.users.saved', { name: `${values.firstName.trim()} ${values.lastName.trim()}` })));
  };

  const columns: DataTableColumn<StaffUser>[] = [
    {
      key: 'name', title: t('admin.users.name'), sortKey: 'lastName', hideable: false,
      render: (_, user) => (
        <Space size={4} wrap>
          <Typography.Text strong>{`${user.lastName}, ${user.firstName}`}</Typography.Text>
          {isSelf(user) && <Tag color="processing">{t('admin.users.you')}</Tag>}
          {!user.isActive && <Tag>{t('admin.users.inactive')}</Tag>}
        </Space>
      ),
    },
    { key: 'username', title: t('admin.users.username'), sortKey: 'username', render: (_, user) => user.username ?? <Typography.Text type="secondary">—</Typography.Text> },
    { key: 'email', title: t('admin.users.email'), sortKey: 'email', render: (_, user) => user.email ?? <Typography.Text type="secondary">—</Typography.Text> },
    {
      key: 'role', title: t('admin.users.role'), sortKey: 'roleName',
      render: (_, user) => <Tag color={user.roleName === 'Admin' ? 'gold' : 'default'}>{t(`admin.users.roles.${user.roleName}`)}</Tag>,
    },
    { key: 'signIn', title: t('admin.users.signIn'), render: (_, user) => <SignInMethods user={user} /> },
    { key: 'courses', title: t('admin.users.courses'), render: (_, user) => <TeacherCourses user={user} /> },
    {
      key: 'lastSeen', title: t('admin.users.lastSeen'),
      render: (_, user) => user.lastSeenAt
        ? <RelativeTime iso={user.lastSeenAt} />
        : <Typography.Text type="secondary">{t('admin.users.never')}</Typography.Text>,
    },
    { key: 'active', title: t('admin.users.active'), render: (_, user) => <ActiveSwitch user={user} self={isSelf(user)} /> },
    {
      key: 'actions', title: <span className="sr-only">{t('admin.common.actions')}</span>, label: t('admin.common.actions'), hideable: false,
      align: 'right', fixed: 'right',
      render: (_, user) => (
        <Tooltip title={t('admin.common.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('admin.users.editLabel', { name: `${user.firstName} ${user.lastName}` })}
            onClick={() => setEditing(user)}
          />
        </Tooltip>
      ),
    },
  ];

  const editingSelf = editing !== null && editing !== 'new' && isSelf(editing);
  const initial: Partial<UserForm> = editing && editing !== 'new'
    ? { firstName: editing.firstName, lastName: editing.lastName, email: editing.email ?? '', roleName: editing.roleName, username: editing.username ?? '', password: '' }
    : { kind: 'local', roleName: 'Teacher', firstName: '', lastName: '', email: '', username: '', password: '' };

  return (
    <AdminPage title={t('pages.adminUsers')} help={t('admin.users.help')}>
      <DataTable
        tableKey="admin-staff-users"
        ariaLabel={t('pages.adminUsers')}
        columns={columns}
        rowKey="id"
        data={data?.data}
        loading={isFetching}
        query={listQuery}
        what={t('admin.users.what')}
        params={params}
        onParamsChange={setParams}
        searchLabel={t('admin.users.search')}
        emptyText={t('admin.users.empty')}
        rowClassName={(user) => (user.isActive ? '' : 'eh-admin-muted-row')}
        toolbar={(
          <>
            <Select
              allowClear
              placeholder={t('admin.users.anyRole')}
              aria-label={t('admin.users.roleFilter')}
              value={roleFilter}
              onChange={(role: Role | undefined) => setFilter('role', role)}
              options={ROLES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))}
              style={{ width: 140 }}
            />
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('admin.users.anyCourse')}
              aria-label={t('admin.users.courseFilter')}
              value={courseFilter}
              onChange={(courseId: number | undefined) => setFilter('course', courseId)}
              options={(courseList?.data ?? []).map((course) => ({ value: course.id, label: course.courseAcronym, title: course.courseName }))}
              style={{ width: 160 }}
            />
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setEditing('new')}>{t('admin.users.new')}</Button>
          </>
        )}
      />
      <EditDrawer<UserForm>
        open={editing !== null}
        title={editing === 'new' ? t('admin.users.new') : t('admin.users.edit', { name: editing ? `${editing.firstName} ${editing.lastName}` : '' })}
        formKey="admin-staff-user"
        initialValues={initial}
        saving={creating.isLoading || updating.isLoading}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <StaffUserFields isNew={editing === 'new'} hasUsername={editing !== null && editing !== 'new' && Boolean(editing.username)} self={editingSelf} />
      </EditDrawer>
    </AdminPage>
  );
}
