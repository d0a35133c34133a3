import { Card, Empty, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useListStudentTicketsQuery, type ExamTicket } from '../../../api/exam-api';
import { tableEmptyText } from '../../../components/load-state';
import { RelativeTime } from '../../../components/relative-time';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import '../messages';

const statusColour = { open: 'warning', reopened: 'warning', closed: 'default' } as const;

/** The student page's tickets: what the student asked the staff, on every exam the caller may see. */
export function StudentTicketsCard({ studentId }: { studentId: number }) {
  const t = useT();
  const query = useListStudentTicketsQuery({ studentId });
  const rows = query.data?.data ?? [];
  return (
    <Card title={t('studentPage.tickets')}>
      <Table<ExamTicket>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        aria-label={t('studentPage.tickets')}
        locale={{ emptyText: tableEmptyText(query, t('studentPage.what.tickets'), <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studentPage.noTickets')} />) }}
        columns={[
          {
            key: 'question',
            title: t('studentPage.columns.question'),
            render: (_value, row) => (
              <span>
                <Link to={paths.examTickets(row.examId)}>{row.examTitle}</Link>
                <br />
                <Typography.Text type="secondary">{t('studentPage.questionNo', { ordinal: row.ordinal, title: row.questionTitle })}</Typography.Text>
              </span>
            ),
          },
          {
            key: 'asked',
            title: t('studentPage.columns.asked'),
            render: (_value, row) => {
              const first = row.entries[0];
              return <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 360 }}>{first?.text ?? '—'}</Typography.Paragraph>;
            },
          },
          {
            key: 'status',
            title: t('studentPage.columns.status'),
            render: (_value, row) => <Tag color={statusColour[row.status]}>{t(`studentPage.ticketStatus.${row.status}`)}</Tag>,
          },
          {
            key: 'assignedTo',
            title: t('studentPage.columns.assignedTo'),
            render: (_value, row) => row.assignedToName ?? <Typography.Text type="secondary">{t('studentPage.unassigned')}</Typography.Text>,
          },
          { key: 'updatedAt', title: t('studentPage.columns.updatedAt'), render: (_value, row) => <RelativeTime iso={row.updatedAt} /> },
        ]}
      />
    </Card>
  );
}
