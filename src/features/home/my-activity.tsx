import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Empty, Flex, Skeleton, Switch, Typography, theme } from 'antd';
import { CheckSquareOutlined, FileTextOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ActivityEvent, ActivityKind } from '../../api/exam-api';
import { useListMyActivityQuery } from '../../api/session-api';
import { LoadFailed } from '../../components/load-state';
import { RelativeTime } from '../../components/relative-time';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { initialSettingsState, selectCurrCourseId, settingsActions } from '../../core/settings/settings-slice';
import { useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import './messages';

const KINDS: ActivityKind[] = ['exam', 'question', 'ticket', 'grade'];
const PAGE_SIZE = 10;

const kindIcons: Record<ActivityKind, ReactNode> = {
  exam: <FileTextOutlined />,
  question: <QuestionCircleOutlined />,
  ticket: <MessageOutlined />,
  grade: <CheckSquareOutlined />,
};

/** Where an event leads: the thing it is about. */
export function activityLink(event: ActivityEvent): string | null {
  const { examId, instanceId, questionId } = event;
  switch (event.action) {
    case 'question-created':
    case 'question-version':
    case 'question-updated':
      return questionId === null ? null : paths.questionEdit(questionId);
    case 'ticket-raised':
    case 'ticket-reopened':
    case 'ticket-assigned':
    case 'ticket-answered':
    case 'ticket-closed':
      return examId === null ? null : paths.examTickets(examId);
    case 'instance-unsubmitted':
    case 'instance-extended':
    case 'instance-submitted':
    case 'answer-graded':
      if (instanceId !== null) return paths.examInstance(instanceId);
      return examId === null ? null : paths.allInstances(examId);
    case 'instance-deleted':
    case 'instances-deleted':
      return examId === null ? null : paths.allInstances(examId);
    case 'instances-generated':
      return examId === null ? null : paths.instancesInState('generated', examId);
    case 'exam-regraded':
      return examId === null ? null : paths.instancesInState('submitted', examId);
    default:
      return examId === null ? null : paths.examEdit(examId);
  }
}

function EventItem({ event }: { event: ActivityEvent }) {
  const t = useT();
  const { token } = theme.useToken();
  const text = t(`activity.action.${event.action}`, {
    exam: event.examTitle ?? t('activity.unknownExam'),
    question: event.questionTitle ?? t('activity.unknownQuestion'),
    student: event.studentName ?? t('activity.someone'),
    version: event.version ?? 0,
    ordinal: event.ordinal ?? 0,
    count: event.count ?? 0,
    score: formatNumber(event.count ?? 0),
  });
  const link = activityLink(event);
  return (
    <li style={{ display: 'flex', gap: token.marginSM, padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <span aria-hidden style={{ color: token.colorPrimary, fontSize: 18, lineHeight: 1.4 }}>{kindIcons[event.kind]}</span>
      <div style={{ minWidth: 0 }}>
        <div>{link ? <Link to={link}>{text}</Link> : text}</div>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <RelativeTime iso={event.at} /> · {event.courseAcronym}
        </Typography.Text>
      </div>
    </li>
  );
}

interface PageProps {
  kinds: ActivityKind[];
  courseId: number | undefined;
  before: string | undefined;
  isFirst: boolean;
  /** The last page offers the next one; the others have handed theirs on. */
  onMore: ((cursor: string) => void) | null;
}

/** One page of events (the first page says when there are none). */
function ActivityPage({ kinds, courseId, before, isFirst, onMore }: PageProps) {
  const t = useT();
  const query = useListMyActivityQuery({ kinds, courseId, before, limit: PAGE_SIZE });
  if (query.isError) return <LoadFailed compact what={t('activity.what')} error={query.error} onRetry={query.refetch} />;
  if (query.isLoading || !query.data) return <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />;
  const { items, nextCursor } = query.data.data;
  if (isFirst && items.length === 0) {
    const filtered = kinds.length < KINDS.length || courseId !== undefined;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'activity.emptyFiltered' : 'activity.empty')} />;
  }
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((event) => <EventItem key={event.id} event={event} />)}
      </ul>
      {onMore && nextCursor ? (
        <Button type="link" onClick={() => onMore(nextCursor)} style={{ paddingInline: 0 }}>{t('activity.more')}</Button>
      ) : null}
    </>
  );
}

/** The pages shown so far; a new filter starts again from the newest (the parent keys this on the filter). */
function ActivityPages({ kinds, courseId }: { kinds: ActivityKind[]; courseId: number | undefined }) {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  return (
    <div aria-live="polite">
      {cursors.map((before, index) => (
        <ActivityPage
          key={before ?? 'newest'}
          kinds={kinds}
          courseId={courseId}
          before={before}
          isFirst={index === 0}
          onMore={index === cursors.length - 1 ? (cursor) => setCursors((list) => [...list, cursor]) : null}
        />
      ))}
    </div>
  );
}

/**
 * The home page's My activity: the signed-in staff member's recent exam, question, ticket and grade events, filtered
 * by the `myActivityFilter` setting and, with `myActivityOnlyThisCourse`, to the current course. Both settings are
 * changed here and take effect at once.
 */
export function MyActivity() {
  const t = useT();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const chosen = settings.myActivityFilter ?? initialSettingsState.myActivityFilter;
  // The contract's order, whatever order they were ticked in, so that equal filters share one cached answer.
  const kinds = KINDS.filter((kind) => chosen.includes(kind));
  const onlyThisCourse = settings.myActivityOnlyThisCourse ?? false;
  const currentCourseId = useAppSelector(selectCurrCourseId);
  const courseId = onlyThisCourse && currentCourseId > 0 ? currentCourseId : undefined;

  return (
    <div style={{ display: 'grid', gap: token.marginSM }}>
      <Flex wrap gap={token.marginSM} align="center" justify="space-between">
        <Checkbox.Group
          aria-label={t('activity.filterLabel')}
          value={kinds}
          onChange={(values) => dispatch(settingsActions.myActivityFilterSet(KINDS.filter((kind) => values.includes(kind))))}
          options={KINDS.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) }))}
        />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
          <Switch size="small" checked={onlyThisCourse} onChange={(checked) => dispatch(settingsActions.myActivityOnlyThisCourseSet(checked))} />
          {t('activity.onlyThisCourse')}
        </label>
      </Flex>
      {onlyThisCourse && currentCourseId <= 0 ? <Typography.Text type="secondary">{t('activity.noCourse')}</Typography.Text> : null}
      {kinds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.noKinds')} />
      ) : (
        <ActivityPages key={`${kinds.join(',')}|${courseId ?? ''}`} kinds={kinds} courseId={courseId} />
      )}
    </div>
  );
}
