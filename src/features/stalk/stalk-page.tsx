import { Alert, Card, Descriptions, Empty, Flex, Progress, Result, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetStalkQuery, type StalkInstance } from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { LoadFailed } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime, formatRelative, formatTime } from '../../i18n/format';
import { formatDuration } from '../../lib/duration';
import './messages';
import './stalk-page.css';

/** The page asks again this often (it is public: no live channel). The server allows STALK_RATE_LIMIT a minute. */
const REFRESH_SECONDS = 5;

const statusOf = (error: unknown) => (isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : null);

/** The server's clock now: its `serverNow` plus the time since the answer arrived, ticking every second. */
function useServerClock(serverNow: string | undefined, receivedAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const offset = serverNow && receivedAt ? Date.parse(serverNow) - receivedAt : 0;
  return Math.max(now, receivedAt ?? 0) + offset;
}

/**
 * /stalk/{course}/{exam}: the public page of an exam's progress for proctors and the curious (docs/live.md, Stalk).
 * Takers appear under the pseudonyms the server makes for this exam; nothing on it names a student.
 */
export default function StalkPage() {
  const t = useT();
  const { courseAbbrev = '', examAbbrev = '' } = useParams();
  const [gone, setGone] = useState(false);
  const query = useGetStalkQuery(
    { courseAcronym: encodeURIComponent(courseAbbrev), examAbbreviation: encodeURIComponent(examAbbrev) },
    { pollingInterval: gone ? 0 : REFRESH_SECONDS * 1000, skipPollingIfUnfocused: false },
  );
  const status = statusOf(query.error);
  // An exam without a public page (or a name that cannot be one) stays so: no point asking every few seconds.
  const notFound = query.isError && (status === 404 || status === 400);
  if (notFound && !gone) setGone(true);
  const data = query.data?.data;
  const now = useServerClock(data?.serverNow, query.fulfilledTimeStamp);
  useDocumentTitle(data ? t('stalk.title', { exam: data.examTitle, course: data.courseName }) : t('pages.stalk', { courseAbbrev, examAbbrev }));

  if (notFound) {
    return (
      <Result
        status="404"
        title={<Typography.Title level={1} className="eh-result-title">{t('stalk.notFound.title')}</Typography.Title>}
        subTitle={t('stalk.notFound.text')}
      />
    );
  }
  if (!data) {
    if (query.isError) return <Card><LoadFailed what={t('stalk.what')} error={query.error} onRetry={query.refetch} /></Card>;
    return (
      <Flex vertical gap={16} aria-busy="true">
        <PageHeader title={t('pages.stalk', { courseAbbrev, examAbbrev })} />
        <Card loading />
      </Flex>
    );
  }

  const ongoing = data.instances.filter((instance) => instance.state === 'ongoing').length;
  return (
    <div className="eh-stalk">
      <PageHeader title={t('stalk.title', { exam: data.examTitle, course: data.courseName })} subtitle={t('stalk.help', { seconds: REFRESH_SECONDS })} />
      {query.isError && (
        <Alert type="warning" showIcon title={status === 429 ? t('stalk.throttled') : t('stalk.stale')} />
      )}
      <Card size="small">
        <Descriptions
          className="eh-stalk-facts"
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'now', label: t('stalk.serverTime'), children: <span className="eh-stalk-clock">{formatTime(now)}</span> },
            { key: 'closes', label: t('stalk.closesAt'), children: formatDateTime(data.availableTo) },
            { key: 'updated', label: t('stalk.updatedAt'), children: formatTime(Date.parse(data.serverNow)) },
            { key: 'counts', label: null, children: t('stalk.counts', { ongoing, submitted: data.instances.length - ongoing }) },
          ]}
        />
      </Card>
      <Card>
        <Table<StalkInstance>
          className="eh-stalk-table"
          rowKey="pseudonym"
          dataSource={data.instances}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label={t('stalk.tableLabel', { exam: data.examTitle })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stalk.empty')} /> }}
          rowClassName={(row) => (row.contactLost ? 'eh-stalk-row-lost' : '')}
          columns={[
            { key: 'pseudonym', title: t('stalk.columns.pseudonym'), render: (_, row) => <Pseudonym value={row.pseudonym} /> },
            {
              key: 'state', title: t('stalk.columns.state'),
              render: (_, row) => <Tag color={row.state === 'ongoing' ? 'processing' : 'success'}>{t(`stalk.states.${row.state}`)}</Tag>,
            },
            { key: 'progress', title: t('stalk.columns.progress'), render: (_, row) => <Answered row={row} /> },
            {
              key: 'focusLosses', title: t('stalk.columns.focusLosses'), align: 'right',
              render: (_, row) => (row.focusLosses > 0
                ? <Tag color="warning">{t('stalk.focusLosses', { count: row.focusLosses })}</Tag>
                : <Typography.Text type="secondary">{t('stalk.focusLosses', { count: 0 })}</Typography.Text>),
            },
            { key: 'timeLeft', title: t('stalk.columns.timeLeft'), align: 'right', render: (_, row) => <TimeLeft row={row} now={now} /> },
            { key: 'contact', title: t('stalk.columns.contact'), render: (_, row) => <Contact row={row} now={now} /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** "Brave Otter 7F3A": the words, and the code that keeps two of them apart. */
function Pseudonym({ value }: { value: string }) {
  const cut = value.lastIndexOf(' ');
  return (
    <span className="eh-stalk-pseudonym">
      <strong>{cut > 0 ? value.slice(0, cut) : value}</strong>
      {cut > 0 && <Typography.Text type="secondary" className="eh-stalk-code">{value.slice(cut + 1)}</Typography.Text>}
    </span>
  );
}

function Answered({ row }: { row: StalkInstance }) {
  const t = useT();
  const percent = row.total === 0 ? 0 : Math.round((row.answered / row.total) * 100);
  return (
    <div className="eh-stalk-progress">
      <span className="eh-stalk-number">{t('stalk.progress', { answered: row.answered, total: row.total })}</span>
      <Progress percent={percent} showInfo={false} size="small" aria-label={t('stalk.progressLabel', { answered: row.answered, total: row.total })} />
    </div>
  );
}

function TimeLeft({ row, now }: { row: StalkInstance; now: number }) {
  const t = useT();
  if (row.state !== 'ongoing' || row.deadlineAt === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const seconds = Math.floor((Date.parse(row.deadlineAt) - now) / 1000);
  if (seconds <= 0) return <Tag color="error">{t('stalk.timeUp')}</Tag>;
  return <span className={`eh-stalk-number${seconds <= 300 ? ' eh-stalk-soon' : ''}`}>{formatDuration(seconds)}</span>;
}

function Contact({ row, now }: { row: StalkInstance; now: number }) {
  const t = useT();
  const when = row.lastContactAt && <time dateTime={row.lastContactAt}>{formatRelative(row.lastContactAt, now)}</time>;
  if (row.contactLost) {
    return (
      <Flex wrap gap={4} align="center">
        <Tag color="error">{t('stalk.contactLost')}</Tag>
        {when}
      </Flex>
    );
  }
  return when || <Typography.Text type="secondary">{t('stalk.never')}</Typography.Text>;
}
