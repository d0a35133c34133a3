import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useListOnlineUsersQuery, type OnlineUser } from '../../api/exam-api';
import { useAppSelector } from '../../core/hooks';
import { t } from '../../i18n';
import { selectDbUser } from '../../core/auth/auth-slice';
import { AdminPage } from './components/admin-page';
import { RelativeTime } from '../../components/relative-time';
import { formatDateTime, formatTime } from '../../i18n/format';
import './messages';
import { tableEmptyText } from '../../components/load-state';
import { roleLabel } from '../../lib/access';

/** The list is asked for again this often while the page is open. */
export const ONLINE_USERS_POLL_MS = 10_000;

/** /admin/online-users: who is signed in and active now, live. */
export default function OnlineUsersPage() {
  const me = useAppSelector(selectDbUser);
  const onlineQuery = useListOnlineUsersQuery(undefined, {
    pollingInterval: ONLINE_USERS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const { data, isLoading, isFetching, fulfilledTimeStamp, refetch } = onlineQuery;
  const sessions = data?.data ?? [];
  // Relative times are computed against the moment of the answer, so every poll refreshes them.
  const now = fulfilledTimeStamp ?? 0;

  const columns: ColumnsType<OnlineUser> = [
    {
      key: 'user', title: t('admin.online.user'),
      render: (_, session) => (
        <Space orientation="vertical" size={0}>
          <Space size={4} wrap>
            <Typography.Text strong>{session.fullName}</Typography.Text>
            {me?.id === session.userId && <Tag color="processing">{t('admin.users.you')}</Tag>}
          </Space>
          {session.username && <Typography.Text type="secondary">{session.username}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'role', title: t('admin.online.role'), dataIndex: 'roleName',
      render: (role: string) => <Tag color={role === 'Admin' ? 'gold' : role === 'Student' ? 'green' : 'default'}>{roleLabel(role)}</Tag>,
    },
    {
      key: 'course', title: t('admin.online.course'), dataIndex: 'courseAcronym',
      render: (acronym: string | null) => acronym ? <Tag>{acronym}</Tag> : <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'route', title: t('admin.online.route'), dataIndex: 'route',
      render: (route: string | null) => route
        ? <Typography.Text code ellipsis={{ tooltip: route }} style={{ maxWidth: 280 }}>{route}</Typography.Text>
        : <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'lastSeen', title: t('admin.online.lastSeen'), dataIndex: 'lastSeenAt', defaultSortOrder: 'descend',
      sorter: (a, b) => a.lastSeenAt.localeCompare(b.lastSeenAt),
      render: (iso: string) => <RelativeTime iso={iso} now={now || Date.parse(iso)} />,
    },
    {
      key: 'signedIn', title: t('admin.online.signedInAt'), dataIndex: 'signedInAt', responsive: ['sm'],
      sorter: (a, b) => a.signedInAt.localeCompare(b.signedInAt),
      render: (iso: string) => formatDateTime(iso),
    },
    {
      key: 'ip', title: t('admin.online.ip'), dataIndex: 'ip', responsive: ['md'],
      render: (ip: string | null) => ip ? <Typography.Text code>{ip}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>,
    },
  ];

  return (
    <AdminPage title={t('pages.adminOnlineUsers')} help={t('admin.online.help')}>
      <Card
        title={t('admin.online.cardTitle', { count: sessions.length })}
        extra={(
          <Space wrap>
            <Typography.Text type="secondary" aria-live="polite">
              {fulfilledTimeStamp
                ? t('admin.online.lastUpdated', { time: formatTime(fulfilledTimeStamp) })
                : t('common.loading')}
            </Typography.Text>
            <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()} aria-label={t('admin.online.refresh')} />
          </Space>
        )}
      >
        <Table<OnlineUser>
          aria-label={t('pages.adminOnlineUsers')}
          rowKey="sessionId"
          columns={columns}
          dataSource={onlineQuery.isError ? [] : sessions}
          loading={isLoading && !onlineQuery.isError}
          size="middle"
          scroll={{ x: 'max-content' }}
          pagination={sessions.length > 50 ? { pageSize: 50 } : false}
          showSorterTooltip={false}
          locale={{ emptyText: tableEmptyText(onlineQuery, t('admin.online.what'), <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.online.empty')} />) }}
        />
      </Card>
    </AdminPage>
  );
}
