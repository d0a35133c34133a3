import { ArrowLeftOutlined, ArrowRightOutlined, CheckCircleOutlined, HomeOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSubmitMyInstanceMutation, type MyInstance, type MyResult } from '../../api/exam-api';
import { errorMessage } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { paths } from '../../config/paths';
import type { RootState } from '../../core/store';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { roundPoints } from '../../i18n/format';
import { openAnswerStore } from './answer-store';
import type { AnswerSync, OpenedExam, SyncSnapshot, UnavailableReason } from './answer-sync';
import { isAnswered } from './answered';
import { secondsLeft, warningFor } from './clock';
import { AnswerRun } from './components/answer-run';
import { ConnectionBanner } from './components/connection-banner';
import { useExamMessages } from './components/exam-messages';
import { ExamResult } from './components/exam-result';
import { ExamTimer } from './components/exam-timer';
import { FullscreenButton } from './components/fullscreen-button';
import { QuestionNav, type NavItem } from './components/question-nav';
import { QuestionTickets, usePendingTicketOrdinals } from './components/question-tickets';
import { SaveStatus } from './components/save-status';
import { SubmitDialog, type SubmitPhase } from './components/submit-dialog';
import './exam-page.css';
import './messages';
import { registerOfflineShell } from './offline-shell';
import { useTakingKit } from './taking-kit';
import { useExamLive } from './use-exam-live';
import { useExamSession, useServerNow, useSyncState } from './use-exam-session';

/** How long an automatic submit at the deadline waits before trying again (offline, server failing). */
const AUTO_SUBMIT_RETRY_MS = 5000;

/**
 * The student's exam (/take/{instanceId}): full screen, its own chunk. Answers are written to IndexedDB first and
 * sent by the save queue (answer-sync.ts); the page works on offline and opens offline from the kept copy.
 */
export default function ExamPage() {
  const t = useT();
  const { id } = useParams();
  const instanceId = Number(id);
  useDocumentTitle(t('examPage.documentTitle'));
  if (!Number.isInteger(instanceId) || instanceId <= 0) return <Unavailable reason="not-found" />;
  return <ExamSession key={instanceId} instanceId={instanceId} />;
}

function ExamSession({ instanceId }: { instanceId: number }) {
  const kit = useTakingKit();
  useEffect(() => {
    kit.preload?.();
    registerOfflineShell();
  }, [kit]);
  const session = useExamSession(instanceId);
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'failed') return <Unavailable reason={session.error.reason} onRetry={session.retry} />;
  return <OpenedExamView opened={session.opened} />;
}

function Loading() {
  const t = useT();
  return (
    <div className="eh-exam-loading" aria-busy="true">
      <Typography.Text type="secondary" role="status">{t('examPage.loading')}</Typography.Text>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

function Unavailable({ reason, onRetry }: { reason: UnavailableReason; onRetry?: () => void }) {
  const t = useT();
  return (
    <Result
      status={reason === 'not-found' ? '404' : 'warning'}
      title={<Typography.Title level={1} className="eh-result-title">{t(`examPage.unavailable.${reason}.title`)}</Typography.Title>}
      subTitle={t(`examPage.unavailable.${reason}.text`)}
      extra={(
        <Flex wrap gap={8} justify="center">
          {onRetry && reason !== 'not-found' && <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>{t('examPage.unavailable.retry')}</Button>}
          <ButtonLink icon={<HomeOutlined />} to={paths.home}>{t('examResult.home')}</ButtonLink>
        </Flex>
      )}
    />
  );
}

function OpenedExamView({ opened }: { opened: OpenedExam }) {
  const { sync, instance } = opened;
  const snapshot = useSyncState(sync);
  // undefined: not submitted from this page; null: submitted, the result not known yet.
  const [result, setResult] = useState<MyResult | null | undefined>(undefined);
  const submitted = result !== undefined || snapshot.state === 'submitted' || instance.state === 'submitted';
  // The live channel, the heartbeat and the page's events for the log, while the exam is in progress.
  useExamLive(sync, instance.instanceId, !submitted && instance.state === 'ongoing');

  // A submitted instance leaves nothing on a shared computer: what is still unsent goes out first (kept as late).
  useEffect(() => {
    if (!submitted) return;
    void sync.flush().then(async (sent) => {
      if (sent) await (await openAnswerStore()).forget(instance.instanceId);
    });
  }, [submitted, sync, instance.instanceId]);

  if (snapshot.fatal === 'not-found' || snapshot.fatal === 'seb' || snapshot.fatal === 'network') return <Unavailable reason={snapshot.fatal} />;
  if (submitted) {
    const lateCount = [...snapshot.questions.values()].filter((question) => question.state === 'late').length;
    return (
      <main id="eh-main" className="eh-exam-result">
        <ExamResult instanceId={instance.instanceId} examTitle={instance.examTitle} courseName={instance.courseName} initial={result} lateCount={lateCount} />
      </main>
    );
  }
  if (instance.state !== 'ongoing') return <Unavailable reason="not-found" />;
  return <ExamScreen sync={sync} instance={instance} snapshot={snapshot} onSubmitted={setResult} />;
}

interface ExamScreenProps {
  sync: AnswerSync;
  instance: MyInstance;
  snapshot: SyncSnapshot;
  onSubmitted: (result: MyResult | null) => void;
}

function ExamScreen({ sync, instance, snapshot, onSubmitted }: ExamScreenProps) {
  const t = useT();
  const kit = useTakingKit();
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const questions = instance.questions;
  const total = questions.length;
  const forwardOnly = instance.forwardOnly;
  const requested = Number(params.get('q'));
  const current = forwardOnly
    ? Math.min(Math.max(1, snapshot.position), total)
    : (questions.some((question) => question.ordinal === requested) ? requested : questions[0]?.ordinal ?? 1);
  const index = questions.findIndex((question) => question.ordinal === current);
  const question = questions[index];

  const now = useServerNow(sync);
  const left = snapshot.deadlineAt ? secondsLeft(Date.parse(snapshot.deadlineAt), now) : null;
  const timeUp = left === 0;
  const warning = warningFor(left);
  const [dismissedWarning, setDismissedWarning] = useState<number | null>(null);
  const messages = useExamMessages(instance.instanceId);

  const pendingTickets = usePendingTicketOrdinals(instance.instanceId);
  const items: NavItem[] = questions.map((q) => {
    const state = snapshot.questions.get(q.ordinal);
    return { ordinal: q.ordinal, answered: isAnswered(state?.answer), state: state?.state ?? 'empty', ticketPending: pendingTickets.has(q.ordinal) };
  });
  const unanswered = items.filter((item) => !item.answered).map((item) => item.ordinal);
  const currentState = snapshot.questions.get(current);
  // Runs against the public tests used per question since the instance was read (the server counts them).
  const [runsUsed, setRunsUsed] = useState<Record<number, number>>({});

  // Every image of the exam loads now, while the network is there: a question opened later shows its images offline.
  const store = useStore<RootState>();
  useEffect(() => {
    kit.preloadImages?.(questions.map((q) => q.view), store.getState());
  }, [kit, questions, store]);

  // Moving to another question puts the keyboard and screen reader at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstQuestion = useRef(true);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    heading.current?.focus();
  }, [current]);

  const go = (ordinal: number) => {
    const next = new URLSearchParams(params);
    next.set('q', String(ordinal));
    setParams(next, { replace: true });
  };
  const moveOn = () => {
    const next = questions[index + 1];
    if (!next) return;
    if (!forwardOnly) {
      go(next.ordinal);
      return;
    }
    modal.confirm({
      title: t('examPage.forward.title', { ordinal: next.ordinal }),
      content: t('examPage.forward.text'),
      okText: t('examPage.forward.ok'),
      cancelText: t('examPage.forward.cancel'),
      onOk: () => sync.moveTo(next.ordinal),
    });
  };

  // Submitting: the queue is flushed first, so the server grades the newest answers.
  const [submitMyInstance] = useSubmitMyInstanceMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitNow = async (automatic: boolean): Promise<boolean> => {
    setSubmitError(null);
    setPhase('sending');
    const sent = await sync.flush();
    if (!sent && !automatic) {
      setPhase('idle');
      setSubmitError(t('examPage.submit.notSent'));
      return false;
    }
    setPhase('submitting');
    try {
      const response = await submitMyInstance({ examInstanceId: instance.instanceId }).unwrap();
      onSubmitted(response.data);
      return true;
    } catch (error) {
      setPhase('idle');
      setSubmitError(errorMessage(error));
      return false;
    }
  };

  // At the deadline the page sends what it has and submits; offline, it tries again until the server answers
  // (which, past the grace, has submitted the instance itself and answers with the result).
  const [autoAttempt, setAutoAttempt] = useState(0);
  const autoRunning = useRef(false);
  useEffect(() => {
    if (!timeUp || autoRunning.current) return;
    autoRunning.current = true;
    void submitNow(true).then((done) => {
      autoRunning.current = false;
      if (!done) setTimeout(() => setAutoAttempt((n) => n + 1), AUTO_SUBMIT_RETRY_MS);
    });
    // submitNow is a fresh closure on every render; the attempt counter is what starts a new try.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp, autoAttempt]);

  const saveSummary = snapshot.waiting === 0
    ? <Tag color="success" icon={<CheckCircleOutlined />}>{t('examPage.summary.allSaved')}</Tag>
    : snapshot.offline || snapshot.failing
      ? <Tag color="warning">{t('examPage.summary.waiting', { count: snapshot.waiting })}</Tag>
      : <Tag color="processing">{t('examPage.summary.saving')}</Tag>;

  return (
    <div className="eh-exam">
      <header className="eh-exam-bar">
        <div className="eh-exam-bar-title">
          <Typography.Title level={1} className="eh-exam-title">{instance.examTitle}</Typography.Title>
          <Typography.Text type="secondary" className="eh-exam-course">{instance.courseName}</Typography.Text>
        </div>
        <ExamTimer secondsLeft={left} />
        <div className="eh-exam-bar-summary">{saveSummary}</div>
        <FullscreenButton />
        {messages.button}
        <Button type="primary" icon={<SendOutlined />} onClick={() => setDialogOpen(true)} disabled={timeUp || (phase !== 'idle' && !dialogOpen)}>
          {t('examPage.submit.open')}
        </Button>
      </header>
      <ConnectionBanner snapshot={snapshot} onRetry={() => sync.retryNow()} />
      {messages.notices}
      {warning !== null && dismissedWarning !== warning && !timeUp && (
        <Alert
          key={warning}
          banner
          type={warning === 60 ? 'error' : 'warning'}
          showIcon
          role="alert"
          closable
          onClose={() => setDismissedWarning(warning)}
          className="eh-exam-banner"
          title={t('examPage.warning', { minutes: warning / 60 })}
        />
      )}
      {timeUp && (
        <Alert
          banner
          type="error"
          showIcon
          role="alert"
          className="eh-exam-banner"
          title={t('examPage.timeUp.title')}
          description={snapshot.offline ? t('examPage.timeUp.offline') : t('examPage.timeUp.text')}
        />
      )}
      <div className="eh-exam-body">
        <QuestionNav items={items} current={current} onGo={go} forwardOnly={forwardOnly} />
        <main id="eh-main" className="eh-exam-question" tabIndex={-1}>
          {question && (
            <section aria-labelledby="eh-exam-question-heading">
              <div className="eh-exam-qhead">
                <Typography.Title level={2} id="eh-exam-question-heading" ref={heading} tabIndex={-1} className="eh-size-h4 eh-exam-qtitle">
                  {t('examPage.questionOf', { ordinal: current, total })}
                </Typography.Title>
                <Typography.Text type="secondary">{t('examPage.points', { points: roundPoints(question.maxPoints) })}</Typography.Text>
                <SaveStatus state={currentState?.state ?? 'empty'} />
              </div>
              <div className="eh-exam-card">
                <kit.QuestionView
                  key={current}
                  view={question.view}
                  answer={currentState?.answer ?? null}
                  onChange={(answer) => sync.change(current, answer)}
                  disabled={timeUp}
                />
              </div>
              {question.runnable && (
                <AnswerRun
                  key={`run-${current}`}
                  instanceId={instance.instanceId}
                  ordinal={current}
                  answer={currentState?.answer ?? null}
                  runsUsed={runsUsed[current] ?? question.runsUsed}
                  maxRuns={instance.maxCodeRuns}
                  disabled={timeUp}
                  onRan={(used) => setRunsUsed((all) => ({ ...all, [current]: used }))}
                />
              )}
              <QuestionTickets instanceId={instance.instanceId} ordinal={current} canAsk={!timeUp} offline={snapshot.offline} />
              <nav className="eh-exam-pager" aria-label={t('examPage.pager.label')}>
                {!forwardOnly && index > 0
                  ? <Button icon={<ArrowLeftOutlined />} onClick={() => go(questions[index - 1].ordinal)}>{t('examPage.pager.previous')}</Button>
                  : <span />}
                {index < total - 1
                  // After the time, the page submits by itself: Next and Submit look as disabled as the answers are.
                  ? <Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={moveOn} disabled={timeUp}>{t('examPage.pager.next')}</Button>
                  : <Button type="primary" icon={<SendOutlined />} onClick={() => setDialogOpen(true)} disabled={timeUp}>{t('examPage.submit.open')}</Button>}
              </nav>
            </section>
          )}
        </main>
      </div>
      <SubmitDialog
        open={dialogOpen}
        total={total}
        unanswered={unanswered}
        waiting={snapshot.waiting}
        offline={snapshot.offline}
        phase={phase}
        error={submitError}
        onGo={forwardOnly ? undefined : (ordinal) => {
          setDialogOpen(false);
          go(ordinal);
        }}
        onCancel={() => {
          setDialogOpen(false);
          setSubmitError(null);
        }}
        onConfirm={() => void submitNow(false)}
      />
    </div>
  );
}
