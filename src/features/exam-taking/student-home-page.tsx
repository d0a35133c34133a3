import { ClockCircleOutlined, LockOutlined, PlayCircleOutlined, ReadOutlined, SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useListMyExamsQuery, type MyExam, type MyExams } from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import { selectDbUser } from '../../core/auth/auth-slice';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime, formatPoints, formatRelative, roundPoints } from '../../i18n/format';
import { openAnswerStore } from './answer-store';
import { formatCountdown, secondsLeft } from './clock';
import { SebConfigButton } from './components/seb-config-button';
import { StartExamDialog } from './components/start-exam-dialog';
import './messages';
import './student-home.css';
import { registerOfflineShell } from './offline-shell';
import { needsSending } from './save-queue';

/** How often the lists are asked for again while the home is open (a teacher may publish or extend meanwhile). */
const REFRESH_MS = 60_000;


/** The server's clock on this page: the list's serverNow plus the time since it arrived, ticking every second. */
function useListClock(serverNow: string | undefined, receivedAt: number | undefined): number {
  const [wall, setWall] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setWall(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const offset = serverNow && receivedAt ? Date.parse(serverNow) - receivedAt : 0;
  return wall + offset;
}

/** Asks for the lists again when the next exam opens or closes (on the server's clock). */
function useRefetchAtNextChange(data: MyExams | undefined, now: number, refetch: () => unknown) {
  const times = data
    ? [...data.upcoming.map((exam) => exam.availableFrom), ...data.open.map((exam) => exam.availableTo)].map((iso) => Date.parse(iso)).filter((at) => at > now)
    : [];
  const next = times.length > 0 ? Math.min(...times) : null;
  useEffect(() => {
    if (next === null) return undefined;
    // At most a day ahead (timers do not take longer waits); a second after, so the server agrees it changed.
    const timer = setTimeout(() => void refetch(), Math.min(next - Date.now() + 1000, 86_400_000));
    return () => clearTimeout(timer);
  }, [next, refetch]);
}

/** This computer keeps no copy of a submitted exam (unless an answer still waits to be sent). */
function useForgetSubmitted(data: MyExams | undefined) {
  const submittedIds = (data?.past ?? []).map((exam) => exam.instance).filter((instance) => instance?.state === 'submitted').map((instance) => instance!.instanceId);
  const key = submittedIds.join(',');
  useEffect(() => {
    if (!key) return;
    void openAnswerStore().then(async (store) => {
      for (const id of key.split(',').map(Number)) {
        if (!(await store.loadAnswers(id)).some(needsSending)) await store.forget(id);
      }
    });
  }, [key]);
}

/** Whether this page runs in Safe Exam Browser (its user agent says so; the server checks its headers either way). */
function inSafeExamBrowser(): boolean {
  return /SEB\//.test(navigator.userAgent);
}

function ExamItem({ exam, facts, action, past = false }: { exam: MyExam; facts: ReactNode; action?: ReactNode; past?: boolean }) {
  const t = useT();
  return (
    <li className="eh-my-exam">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography.Title level={3} className="eh-size-h5" style={{ margin: 0 }}>{exam.title}</Typography.Title>
          <Typography.Text type="secondary">{`${exam.courseName} · ${exam.academicYearTitle}`}</Typography.Text>
          {exam.description && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{exam.description}</Typography.Paragraph>}
          <Flex wrap gap={8} style={{ marginTop: 6 }} align="center">
            {facts}
            {!past && exam.extraMinutes > 0 && <Tag color="processing">{t('studentHome.extraTime', { minutes: exam.extraMinutes })}</Tag>}
            {exam.hasPassword && <Tag icon={<LockOutlined />}>{t('studentHome.password')}</Tag>}
            {!past && exam.sebRequired && <Tag icon={<SafetyCertificateOutlined />}>{t('studentHome.seb.needed')}</Tag>}
            {exam.scoreIgnored && <Tag>{t('studentHome.scoreIgnored')}</Tag>}
          </Flex>
        </div>
        {action}
      </Flex>
    </li>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Card title={<Typography.Title level={2} className="eh-card-title">{title}</Typography.Title>}>
      {children.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        : <ul className="eh-my-exams">{children}</ul>}
    </Card>
  );
}

/** A past exam's outcome: the score, "Being graded…", waiting for a teacher, or not taken. */
function PastFacts({ exam }: { exam: MyExam }) {
  const t = useT();
  const result = exam.instance?.result;
  if (!exam.instance || exam.instance.state !== 'submitted') return <Tag>{t('studentHome.past.notTaken')}</Tag>;
  if (!result) return null;
  if (result.gradingState === 'pending') return <Tag color="processing" icon={<ClockCircleOutlined />}>{t('studentHome.past.beingGraded')}</Tag>;
  const score = result.score === null ? null : t('studentHome.past.score', { score: formatPoints(result.score), max: formatPoints(result.maxScore), maxCount: roundPoints(result.maxScore) });
  return (
    <>
      {score && <Typography.Text strong>{score}</Typography.Text>}
      {result.scorePercent !== null && <Typography.Text type="secondary">{`${formatPoints(result.scorePercent)} %`}</Typography.Text>}
      {result.gradingState === 'manual' && <Tag color="processing">{t('studentHome.past.manual')}</Tag>}
      {result.gradingState === 'graded' && result.passed !== null && (
        <Tag color={result.passed ? 'success' : 'error'}>{result.passed ? t('examResult.passed') : t('examResult.failed')}</Tag>
      )}
    </>
  );
}

/**
 * A student's home (`/`): the exams open now (time left in the window, on the server's clock; start or resume),
 * the upcoming ones (when they open) and the past ones (score or "being graded", and the review while it is open).
 */
export default function StudentHomePage() {
  const t = useT();
  const { token } = theme.useToken();
  const dbUser = useAppSelector(selectDbUser);
  useDocumentTitle(t('studentHome.title'));
  const name = dbUser ? `${dbUser.firstName} ${dbUser.lastName}`.trim() : '';
  const query = useListMyExamsQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  const data = query.data?.data;
  const now = useListClock(data?.serverNow, query.fulfilledTimeStamp);
  const [starting, setStarting] = useState<MyExam | null>(null);
  useRefetchAtNextChange(data, now, query.refetch);
  useForgetSubmitted(data);
  useEffect(() => registerOfflineShell(), []);

  const openItems = (data?.open ?? []).map((exam) => {
    const ongoing = exam.instance?.state === 'ongoing' && exam.instance.deadlineAt !== null;
    const facts = ongoing
      ? (
        <>
          <Tag color="processing">{t('studentHome.open.inProgress')}</Tag>
          <Typography.Text>{t('studentHome.open.timeLeft', { time: formatCountdown(secondsLeft(Date.parse(exam.instance!.deadlineAt!), now)) })}</Typography.Text>
        </>
      )
      : (
        <>
          <Typography.Text>{t('studentHome.open.closes', { when: formatRelative(exam.availableTo, now), at: formatDateTime(exam.availableTo) })}</Typography.Text>
          <Tag icon={<ClockCircleOutlined />}>{t('studentHome.minutes', { minutes: exam.durationMinutes })}</Tag>
        </>
      );
    const action = ongoing
      ? <ButtonLink type="primary" icon={<PlayCircleOutlined />} to={paths.takeExam(exam.instance!.instanceId)}>{t('studentHome.open.resume')}</ButtonLink>
      : !exam.startAllowed
        ? <Typography.Text type="secondary" className="eh-my-exam-refused">{t('studentHome.open.notAllowed')}</Typography.Text>
        : exam.sebRequired && !inSafeExamBrowser()
          ? <SebConfigButton examId={exam.examId} title={exam.title} />
          : <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => setStarting(exam)} aria-label={t('studentHome.open.startNamed', { title: exam.title })}>{t('studentHome.open.start')}</Button>;
    return <ExamItem key={exam.examId} exam={exam} facts={facts} action={action} />;
  });

  const upcomingItems = (data?.upcoming ?? []).map((exam) => (
    <ExamItem
      key={exam.examId}
      exam={exam}
      facts={(
        <>
          <Typography.Text>{t('studentHome.upcoming.opens', { when: formatRelative(exam.availableFrom, now), at: formatDateTime(exam.availableFrom) })}</Typography.Text>
          <Tag icon={<ClockCircleOutlined />}>{t('studentHome.minutes', { minutes: exam.durationMinutes })}</Tag>
        </>
      )}
    />
  ));

  const pastItems = (data?.past ?? []).map((exam) => {
    const reviewUntil = exam.instance?.reviewUntil;
    const reviewOpen = reviewUntil !== null && reviewUntil !== undefined && Date.parse(reviewUntil) > now;
    return (
      <ExamItem
        key={exam.examId}
        exam={exam}
        past
        facts={<PastFacts exam={exam} />}
        action={reviewOpen ? (
          <Flex vertical align="end" gap={2}>
            <ButtonLink icon={<ReadOutlined />} to={paths.examReview(exam.instance!.instanceId)} aria-label={t('studentHome.past.reviewNamed', { title: exam.title })}>
              {t('studentHome.past.review')}
            </ButtonLink>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{t('studentHome.past.reviewUntil', { until: formatDateTime(reviewUntil!) })}</Typography.Text>
          </Flex>
        ) : undefined}
      />
    );
  });

  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      <div>
        <Typography.Title level={1} className="eh-page-title">{t('studentHome.welcome', { name })}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('studentHome.intro')}</Typography.Paragraph>
      </div>
      {query.isError && !data && (
        <Card><LoadFailed what={t('studentHome.what')} error={query.error} onRetry={query.refetch} /></Card>
      )}
      {query.isError && data && <Typography.Text type="warning" role="status">{t('studentHome.stale')}</Typography.Text>}
      {query.isLoading && <Card loading aria-busy="true" />}
      {data && (
        <>
          <Section title={t('studentHome.openTitle')} empty={t('studentHome.noneOpen')}>{openItems}</Section>
          <Section title={t('studentHome.upcomingTitle')} empty={t('studentHome.noneUpcoming')}>{upcomingItems}</Section>
          <Section title={t('studentHome.pastTitle')} empty={t('studentHome.nonePast')}>{pastItems}</Section>
        </>
      )}
      <Card title={<Typography.Title level={2} className="eh-card-title">{t('studentHome.settingsTitle')}</Typography.Title>}>
        <Typography.Paragraph>{t('studentHome.settingsText')}</Typography.Paragraph>
        <ButtonLink to={paths.settings} icon={<SettingOutlined />}>{t('studentHome.settingsLink')}</ButtonLink>
      </Card>
      <StartExamDialog exam={starting} onClose={() => setStarting(null)} />
    </div>
  );
}
