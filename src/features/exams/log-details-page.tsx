import { ArrowLeftOutlined, HistoryOutlined } from '@ant-design/icons';
import {
  Button, Card, Checkbox, DatePicker, Descriptions, Drawer, Empty, Flex, InputNumber, Result, Select, Skeleton, Table, Tag, Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  useGetAnswerHistoryQuery, useGetExamInstanceQuery, useListExamInstanceEventsQuery,
  type AnswerHistoryEntry, type ExamActivitySummary, type ExamInstanceSummary, type ExamEvent, type ExamEventKind, type QuestionAnswer,
} from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { t as translate, useT } from '../../i18n';
import { formatDateTime, formatMoment } from '../../i18n/format';
import { studentName } from './exam-format';
import './exams.css';
import './messages';
import { useExamLiveUpdates } from './use-exam-live-updates';

export const EVENT_KINDS: ExamEventKind[] = [
  'started', 'answer-saved', 'late-answer', 'code-run', 'focus-lost', 'focus-regained', 'fullscreen-left', 'fullscreen-entered',
  'reconnected', 'contact-lost', 'contact-regained', 'address-changed', 'browser-changed', 'submitted', 'extended', 'unsubmitted',
  'message-displayed', 'ticket-raised',
];

const WARNING_KINDS = new Set<ExamEventKind>(['focus-lost', 'fullscreen-left', 'contact-lost', 'address-changed', 'browser-changed', 'late-answer']);
const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 1000;

/** `/ts/{ts}`: an ISO time or milliseconds since 1970; null when it is neither. */
export function parseMoment(value: string | undefined): string | null {
  if (!value) return null;
  const time = /^\d{1,15}$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** `/limit/{n}`: 1 to 1000, else the default. */
export function parseLimit(value: string | undefined): number {
  const limit = value && /^\d{1,4}$/.test(value) ? Number(value) : DEFAULT_LIMIT;
  return limit >= 1 && limit <= MAX_LIMIT ? limit : DEFAULT_LIMIT;
}

const seconds = (value: number) => translate('exams.log.seconds', { count: value });

/** What an event says beyond its kind and time. */
export function eventDetail(event: ExamEvent): string {
  switch (event.kind) {
    case 'answer-saved':
    case 'late-answer':
      return translate('exams.log.detail.answer', { ordinal: event.ordinal ?? 0, seq: event.seq ?? 0, size: event.size ?? 0 });
    case 'code-run':
      return translate('exams.log.detail.question', { ordinal: event.ordinal ?? 0 });
    case 'reconnected':
      return event.offlineSeconds === null ? '' : translate('exams.log.detail.offline', { duration: seconds(event.offlineSeconds) });
    case 'contact-lost':
      return event.since ? translate('exams.log.detail.lostSince', { since: formatMoment(event.since) }) : '';
    case 'contact-regained':
      return event.since
        ? translate('exams.log.detail.gap', { since: formatMoment(event.since), until: formatMoment(event.at), duration: seconds(Math.round((Date.parse(event.at) - Date.parse(event.since)) / 1000)) })
        : '';
    case 'address-changed':
    case 'started':
      return [event.address, event.userAgent].filter(Boolean).join(' · ');
    case 'browser-changed':
      return event.userAgent ?? '';
    case 'extended':
    case 'unsubmitted':
      // How much, why (an accommodation or an override given more time rather than staff's extension) and by whom.
      return [
        event.kind === 'extended' && event.minutes !== null ? translate('exams.log.detail.extendedBy', { minutes: event.minutes }) : '',
        event.reason ? translate(`exams.log.detail.reason.${event.reason}`) : '',
        event.actorName ? translate('exams.log.detail.by', { name: event.actorName }) : '',
      ].filter(Boolean).join(' · ');
    default:
      return '';
  }
}

/** An answer as text to read and compare: the code, the query, the essay; other kinds as their JSON. */
export function answerText(answer: QuestionAnswer | null): string {
  if (!answer) return '';
  switch (answer.kind) {
    case 'code':
      return answer.source;
    case 'sql':
      return answer.query;
    case 'free-text':
      return answer.text;
    default:
      return JSON.stringify(answer, null, 2);
  }
}

function Summary({ summary, state }: { summary: ExamActivitySummary; state: ExamInstanceSummary['state'] }) {
  const t = useT();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
      <Descriptions.Item label={t('exams.log.summary.focusLosses')}>{summary.focusLosses}</Descriptions.Item>
      <Descriptions.Item label={t('exams.log.summary.fullscreenExits')}>{summary.fullscreenExits}</Descriptions.Item>
      <Descriptions.Item label={t('exams.log.summary.contactGaps')}>{summary.contactGaps}</Descriptions.Item>
      <Descriptions.Item label={t('exams.log.summary.addressChanges')}>{summary.addressChanges}</Descriptions.Item>
      <Descriptions.Item label={t('exams.log.summary.lastContact')}>{summary.lastContactAt ? formatDateTime(summary.lastContactAt) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('exams.log.summary.contact')}>
        {/* Contact is watched while the exam is ongoing; before the start and after the submit it says nothing. */}
        {state !== 'ongoing'
          ? <Typography.Text type="secondary">{t('exams.log.summary.onlyOngoing')}</Typography.Text>
          : summary.contactLostSince
            ? <Tag color="error">{t('exams.log.summary.lostSince', { since: formatDateTime(summary.contactLostSince) })}</Tag>
            : <Tag color="success">{t('exams.log.summary.inContact')}</Tag>}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Every answer saved for one question; two ticked are shown side by side. */
function AnswerHistory({ instanceId, ordinal, onClose }: { instanceId: number; ordinal: number; onClose: () => void }) {
  const t = useT();
  const query = useGetAnswerHistoryQuery({ examInstanceId: instanceId, ordinal });
  const entries = query.data?.data ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const shown = (picked.length > 0 ? picked : entries.length > 0 ? [entries.length - 1] : []).map((index) => entries[index]).filter(Boolean);
  const toggle = (index: number, on: boolean) => setPicked((current) => (on ? [...current.filter((i) => i !== index), index].slice(-2) : current.filter((i) => i !== index)).sort((a, b) => a - b));
  return (
    <Drawer open title={t('exams.log.history.title', { ordinal })} onClose={onClose} size={720}>
      {query.isLoading && <Skeleton active />}
      {query.isError && <LoadFailed what={t('exams.log.history.what')} error={query.error} onRetry={query.refetch} />}
      {query.isSuccess && entries.length === 0 && <Empty description={t('exams.log.history.none')} />}
      {entries.length > 0 && (
        <>
          <Typography.Paragraph type="secondary">{t('exams.log.history.hint')}</Typography.Paragraph>
          <ol className="eh-log-history">
            {entries.map((entry: AnswerHistoryEntry, index) => (
              <li key={`${entry.seq}-${index}`}>
                <Checkbox checked={picked.includes(index)} onChange={(event) => toggle(index, event.target.checked)}>
                  {t('exams.log.history.entry', { seq: entry.seq, at: formatMoment(entry.at) })}
                </Checkbox>
                {entry.late && <Tag color="warning">{t('exams.log.history.late')}</Tag>}
              </li>
            ))}
          </ol>
          <div className={shown.length === 2 ? 'eh-log-compare eh-log-compare-two' : 'eh-log-compare'}>
            {shown.map((entry) => (
              <section key={`${entry.seq}-${entry.at}`} aria-label={t('exams.log.history.entry', { seq: entry.seq, at: formatMoment(entry.at) })}>
                <Typography.Text strong>{t('exams.log.history.entry', { seq: entry.seq, at: formatMoment(entry.at) })}</Typography.Text>
                <pre className="eh-log-answer">{answerText(entry.answer)}</pre>
              </section>
            ))}
          </div>
        </>
      )}
    </Drawer>
  );
}

/**
 * /exam-instance/log-details/{id}[/ts/{ts} | /limit/{n}]: one instance's event log as a timeline — from a moment,
 * or the last n — filtered by kind, with the activity summary and each question's answer history. Live.
 */
export default function LogDetailsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id, ts, limit: limitParam } = useParams();
  const instanceId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const from = parseMoment(ts);
  const limit = parseLimit(limitParam);
  const [searchParams, setSearchParams] = useSearchParams();
  const kinds = (searchParams.get('kinds') ?? '').split(',').filter((kind): kind is ExamEventKind => (EVENT_KINDS as string[]).includes(kind));
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  useDocumentTitle(t('pages.logDetails', { id: id ?? '' }));

  const instance = useGetExamInstanceQuery({ examInstanceId: instanceId ?? 0 }, { skip: instanceId === null });
  const detail = instance.data?.data;
  const events = useListExamInstanceEventsQuery(
    { examInstanceId: instanceId ?? 0, limit, ...(from ? { from } : {}), ...(kinds.length > 0 ? { kinds } : {}) },
    { skip: instanceId === null },
  );
  useExamLiveUpdates(detail?.examId ?? null);
  const log = events.data?.data;

  const columns: ColumnsType<ExamEvent> = [
    {
      title: t('exams.log.columns.at'),
      key: 'at',
      width: 220,
      render: (_value, event) => (
        <Flex vertical>
          <span>{formatMoment(event.at)}</span>
          {event.clientAt && Math.abs(Date.parse(event.clientAt) - Date.parse(event.at)) > 2000 && (
            <Typography.Text type="secondary" className="eh-size-small">{t('exams.log.clientTime', { at: formatMoment(event.clientAt) })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('exams.log.columns.kind'),
      key: 'kind',
      width: 220,
      render: (_value, event) => <Tag color={WARNING_KINDS.has(event.kind) ? 'warning' : event.kind === 'submitted' ? 'success' : 'default'}>{t(`exams.log.kinds.${event.kind}`)}</Tag>,
    },
    {
      title: t('exams.log.columns.detail'),
      key: 'detail',
      render: (_value, event) => (
        <Flex wrap gap={8} align="center">
          <span>{eventDetail(event)}</span>
          {(event.kind === 'answer-saved' || event.kind === 'late-answer') && event.ordinal !== null && (
            <Button size="small" icon={<HistoryOutlined />} onClick={() => setHistoryOf(event.ordinal)}>
              {t('exams.log.history.open', { ordinal: event.ordinal })}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  if (instanceId !== null && (instance.isLoading || events.isLoading)) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (instanceId !== null && instance.isError && !(isFetchBaseQueryError(instance.error) && instance.error.status === 404)) {
    return <Card><LoadFailed what={t('exams.log.what')} error={instance.error} onRetry={instance.refetch} /></Card>;
  }
  if (instanceId === null || !detail) {
    return <Result status="404" title={<h1 className="eh-result-title">{t('exams.instance.notFound')}</h1>} extra={<Link to={paths.examList}>{t('exams.toList')}</Link>} />;
  }

  const setKinds = (next: ExamEventKind[]) => setSearchParams((current) => {
    const params = new URLSearchParams(current);
    if (next.length > 0) params.set('kinds', next.join(','));
    else params.delete('kinds');
    return params;
  }, { replace: true });
  const withKinds = (path: string) => (kinds.length > 0 ? `${path}?kinds=${kinds.join(',')}` : path);

  return (
    <div className="eh-exam-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>
          {t('exams.log.title', { name: studentName(detail.summary), exam: detail.examTitle })}
        </Typography.Title>
        <ButtonLink to={paths.examInstance(instanceId)} icon={<ArrowLeftOutlined />}>{t('exams.log.toInstance')}</ButtonLink>
      </Flex>
      <Card>
        <Flex vertical gap={16}>
          {log && <Summary summary={log.summary} state={detail.summary.state} />}
          <Flex wrap gap={12} align="center" className="eh-log-filters">
            <label className="eh-log-filter">
              <span>{t('exams.log.filters.kinds')}</span>
              <Select
                mode="multiple"
                allowClear
                className="eh-log-kinds"
                value={kinds}
                onChange={setKinds}
                placeholder={t('exams.log.filters.allKinds')}
                options={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`exams.log.kinds.${kind}`) }))}
                aria-label={t('exams.log.filters.kinds')}
              />
            </label>
            <label className="eh-log-filter">
              <span>{t('exams.log.filters.from')}</span>
              <DatePicker
                showTime
                value={from ? dayjs(from) : null}
                onChange={(value) => navigate(withKinds(value ? paths.logDetailsAt(instanceId, value.toISOString()) : paths.logDetails(instanceId)))}
                aria-label={t('exams.log.filters.from')}
              />
            </label>
            <label className="eh-log-filter">
              <span>{t('exams.log.filters.last')}</span>
              <InputNumber
                min={1}
                max={MAX_LIMIT}
                value={limit}
                onChange={(value) => {
                  if (typeof value === 'number' && value >= 1 && value <= MAX_LIMIT) navigate(withKinds(paths.logDetailsLimit(instanceId, value)));
                }}
                aria-label={t('exams.log.filters.last')}
              />
            </label>
          </Flex>
          {events.isError && <LoadFailed what={t('exams.log.what')} error={events.error} onRetry={events.refetch} />}
          {log && (
            <>
              <Typography.Text type="secondary">
                {from
                  ? t('exams.log.showingFrom', { count: log.items.length, total: log.total, from: formatMoment(from) })
                  : t('exams.log.showingLast', { count: log.items.length, total: log.total })}
              </Typography.Text>
              <Table<ExamEvent>
                size="small"
                rowKey="id"
                columns={columns}
                dataSource={log.items}
                pagination={false}
                locale={{ emptyText: <Empty description={t('exams.log.none')} /> }}
                rowClassName={(event) => (WARNING_KINDS.has(event.kind) ? 'eh-log-warning' : '')}
              />
            </>
          )}
        </Flex>
      </Card>
      {historyOf !== null && <AnswerHistory instanceId={instanceId} ordinal={historyOf} onClose={() => setHistoryOf(null)} />}
    </div>
  );
}
