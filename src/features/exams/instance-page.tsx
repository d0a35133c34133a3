import {
  ArrowLeftOutlined, ClockCircleOutlined, DeleteOutlined, FieldTimeOutlined, RollbackOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import {
  Alert, Button, Card, Collapse, Descriptions, Empty, Flex, Modal, Result, Skeleton, Space, Table, Tag, Timeline, Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  useDeleteExamInstanceMutation, useExtendExamInstanceMutation, useGetExamInstanceQuery, useUnsubmitExamInstanceMutation,
  type ExamAction, type ExamInstanceDetail, type ExamLateAnswer, type StaffInstanceQuestion,
} from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useAlerts } from '../../core/alerts/alert-actions';
import { navigateTo } from '../../core/navigation';
import { useDocumentTitle } from '../../core/use-document-title';
import { t as translate, useT } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { ExamPageHeading } from './components/exam-page-heading';
import { ScorePercent, SubmittedBy, TimeLeft } from './components/instance-bits';
import { InstanceQuestion } from './components/instance-question';
import { MinutesDialog } from './components/minutes-dialog';
import { CardTitle, formatMinutes, formatScore, GradingStateTag, InstanceStateTag, PassedTag, studentName } from './exam-format';
import { instanceListPath } from './exam-paths';
import { useQuestionBankKit } from './question-bank-kit';
import { useServerNow } from './use-server-now';
import './exams.css';
import './messages';
import { useExamLiveUpdates } from './use-exam-live-updates';

/** An action of the history as a sentence, with its details (minutes, the new deadline, how many). */
export function actionText(action: ExamAction): string {
  const minutes = typeof action.detail.minutes === 'number' ? action.detail.minutes : 0;
  switch (action.action) {
    case 'unsubmit':
      return typeof action.detail.deadline === 'string'
        ? translate('exams.instance.history.unsubmit', { deadline: formatDateTime(action.detail.deadline) })
        : translate('exams.instance.history.unsubmitted');
    case 'extend':
      return translate('exams.instance.history.extend', { minutes: formatMinutes(minutes) });
    case 'delete':
      return translate('exams.instance.history.delete');
    case 'delete-not-started':
      return translate('exams.instance.history.deleteNotStarted', { count: typeof action.detail.deleted === 'number' ? action.detail.deleted : 0 });
    case 'submit':
      return translate('exams.instance.history.submit');
    case 'let-in':
      return translate('exams.instance.history.letIn');
  }
}

/** One question of the instance: the student's answer (read-only), its grade and the correct answer. */
function AnsweredQuestion({ question }: { question: StaffInstanceQuestion }) {
  const t = useT();
  const { GradeResult, QuestionView } = useQuestionBankKit();
  const answered = question.answer !== null;
  return (
    <InstanceQuestion
      question={question}
      answer={question.answer}
      readOnly
      tags={(
        <>
          {question.score !== null && <Tag color="blue">{t('exams.instance.scored', { score: formatScore(question.score), max: formatScore(question.maxPoints) })}</Tag>}
          {!answered && <Tag>{t('exams.instance.notAnswered')}</Tag>}
        </>
      )}
    >
      <Flex vertical gap={12} className="eh-exam-answer-extra">
        {question.savedAt && (
          <Typography.Text type="secondary">{t('exams.instance.savedAt', { when: formatDateTime(question.savedAt), seq: question.seq })}</Typography.Text>
        )}
        {question.grade && (
          <Card size="small" title={<CardTitle level={3}>{t('exams.instance.grade')}</CardTitle>}>
            <GradeResult result={question.grade} subquestions={question.view.body.kind === 'complex' ? question.view.body.subquestions : []} />
          </Card>
        )}
        <Collapse
          size="small"
          destroyOnHidden
          items={[{
            key: 'solution',
            label: t('exams.instance.solution'),
            children: question.solution === null
              ? <Typography.Text type="secondary">{t('exams.preview.noSolution')}</Typography.Text>
              : <QuestionView view={question.view} answer={question.solution} onChange={() => {}} disabled />,
          }]}
        />
      </Flex>
    </InstanceQuestion>
  );
}

function LateAnswers({ detail }: { detail: ExamInstanceDetail }) {
  const t = useT();
  const { QuestionView } = useQuestionBankKit();
  if (detail.lateAnswers.length === 0) return null;
  const viewOf = (ordinal: number) => detail.questions.find((question) => question.ordinal === ordinal)?.view;
  return (
    <Card title={<CardTitle>{t('exams.instance.lateTitle', { count: detail.lateAnswers.length })}</CardTitle>}>
      <Typography.Paragraph type="secondary">{t('exams.instance.lateHelp')}</Typography.Paragraph>
      <Table<ExamLateAnswer>
        size="small"
        pagination={false}
        rowKey={(late) => `${late.ordinal}-${late.seq}`}
        dataSource={detail.lateAnswers}
        aria-label={t('exams.instance.lateTitle', { count: detail.lateAnswers.length })}
        expandable={{
          expandedRowRender: (late) => {
            const view = viewOf(late.ordinal);
            return view ? <QuestionView view={view} answer={late.answer} onChange={() => {}} disabled /> : null;
          },
        }}
        columns={[
          { key: 'question', title: t('exams.instance.lateQuestion'), render: (_, late) => t('exams.question.number', { n: late.ordinal }) },
          { key: 'receivedAt', title: t('exams.instance.lateReceived'), render: (_, late) => formatDateTime(late.receivedAt) },
          { key: 'clientSavedAt', title: t('exams.instance.lateClient'), render: (_, late) => (late.clientSavedAt ? formatDateTime(late.clientSavedAt) : '—') },
          { key: 'seq', title: t('exams.instance.lateSeq'), dataIndex: 'seq', align: 'right' },
          {
            key: 'why',
            title: t('exams.instance.lateWhy'),
            render: (_, late) => <Tag color={late.refused ? 'error' : 'default'}>{t(`exams.instance.lateReason.${late.refused ?? 'late'}`)}</Tag>,
          },
        ]}
      />
    </Card>
  );
}

function History({ actions }: { actions: ExamAction[] }) {
  const t = useT();
  return (
    <Card title={<CardTitle>{t('exams.instance.historyTitle')}</CardTitle>}>
      {actions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exams.instance.noHistory')} />
      ) : (
        <Timeline
          items={actions.map((action, index) => ({
            key: index,
            content: (
              <div>
                <Typography.Text strong>{actionText(action)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {t('exams.instance.actedBy', { when: formatDateTime(action.actedAt), who: action.actedByName ?? t('exams.someone') })}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

/** /exam-instance/{id}: one student's instance for staff, with the actions on it. */
export default function InstancePage() {
  const t = useT();
  const { id } = useParams();
  const instanceId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  useDocumentTitle(t('pages.examInstance', { id: id ?? '' }));
  const query = useGetExamInstanceQuery({ examInstanceId: instanceId ?? 0 }, { skip: instanceId === null });
  const detail = query.data?.data;
  useExamLiveUpdates(detail?.examId ?? null);

  if (instanceId !== null && query.isLoading) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (instanceId !== null && query.isError && !(isFetchBaseQueryError(query.error) && query.error.status === 404)) {
    return <Card><LoadFailed what={t('exams.instance.what')} error={query.error} onRetry={query.refetch} /></Card>;
  }
  if (instanceId === null || !detail) {
    return <Result status="404" title={<h1 className="eh-result-title">{t('exams.instance.notFound')}</h1>} extra={<Link to={paths.examList}>{t('exams.toList')}</Link>} />;
  }
  return <Instance instanceId={instanceId} detail={detail} receivedAt={query.fulfilledTimeStamp} />;
}

function Instance({ instanceId, detail, receivedAt }: { instanceId: number; detail: ExamInstanceDetail; receivedAt: number | undefined }) {
  const t = useT();
  const alerts = useAlerts();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<'unsubmit' | 'extend' | null>(null);
  const [unsubmit, unsubmitState] = useUnsubmitExamInstanceMutation();
  const [extend, extendState] = useExtendExamInstanceMutation();
  const [remove] = useDeleteExamInstanceMutation();
  const { summary } = detail;
  const now = useServerNow(detail.serverNow, receivedAt, summary.state === 'ongoing');
  const name = studentName(summary);

  const doUnsubmit = async (minutes: number) => {
    const result = await unsubmit({ examInstanceId: instanceId, examUnsubmitInput: { minutes } });
    if (result.error) return;
    setDialog(null);
    alerts.showFlashSuccess(t('exams.instance.unsubmitted', { name }));
  };
  const doExtend = async (minutes: number) => {
    const result = await extend({ examInstanceId: instanceId, examExtensionInput: { minutes } });
    if (result.error) return;
    setDialog(null);
    alerts.showFlashSuccess(t('exams.instance.extended', { name, minutes: formatMinutes(minutes) }));
  };
  const confirmDelete = () => modal.confirm({
    title: t('exams.instance.deleteTitle', { name }),
    content: t('exams.instance.deleteText'),
    okText: t('exams.actions.delete'),
    okButtonProps: { danger: true },
    cancelText: t('common.cancel'),
    onOk: async () => {
      const result = await remove({ examInstanceId: instanceId });
      if (result.error) return;
      navigateTo(instanceListPath('all', detail.examId));
      alerts.showSuccess(t('exams.instance.deleted', { name }));
    },
  });

  const submitted = summary.state === 'submitted';
  const time = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

  return (
    <div className="eh-exam-page eh-exam-instance-page">
      {modalHolder}
      <ExamPageHeading
        title={t('exams.instance.title', { name, exam: detail.examTitle })}
        details={(
          <Space wrap>
            <InstanceStateTag state={summary.state} />
            {summary.state === 'submitted' && <GradingStateTag state={summary.gradingState} />}
            <PassedTag passed={summary.passed} />
          </Space>
        )}
        actions={(
          <Space wrap>
            {submitted && <Button icon={<RollbackOutlined />} onClick={() => setDialog('unsubmit')}>{t('exams.instance.unsubmit')}</Button>}
            {!submitted && <Button icon={<FieldTimeOutlined />} onClick={() => setDialog('extend')}>{t('exams.instance.extend')}</Button>}
            <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>{t('exams.actions.delete')}</Button>
            {summary.startedAt && <ButtonLink to={paths.logDetails(summary.instanceId ?? 0)} icon={<UnorderedListOutlined />}>{t('exams.instance.log')}</ButtonLink>}
            <ButtonLink to={instanceListPath('all', detail.examId)} icon={<ArrowLeftOutlined />}>{t('exams.instance.toList')}</ButtonLink>
          </Space>
        )}
      />
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={t('exams.instances.columns.student')}>
            <Link to={paths.student(summary.studentId)}>{name}</Link>
            {summary.altId && <Typography.Text type="secondary"> · {summary.altId}</Typography.Text>}
          </Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.classGroup')}>{summary.classGroup ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('exams.instance.exam')}><Link to={paths.examEdit(detail.examId)}>{detail.examTitle}</Link></Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.generatedAt')}>{time(summary.generatedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.startedAt')}>{time(summary.startedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('exams.instance.deadline')}>{time(summary.deadlineAt)}</Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.submittedAt')}>
            {time(summary.submittedAt)}
            <SubmittedBy by={summary.submittedBy} />
          </Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.timeLeft')}>
            {summary.state === 'ongoing' ? <><ClockCircleOutlined aria-hidden /> <TimeLeft row={summary} now={now} /></> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('exams.instance.extension')}>
            {summary.extensionMinutes > 0 ? formatMinutes(summary.extensionMinutes) : t('exams.instance.noExtension')}
          </Descriptions.Item>
          <Descriptions.Item label={t('exams.instance.duration')}>{formatMinutes(detail.durationMinutes)}</Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.startAddress')}>{summary.startAddress ? <code>{summary.startAddress}</code> : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.score')}>
            {summary.score === null ? '—' : t('exams.instance.scoreOf', { score: formatScore(summary.score), max: formatScore(detail.maxScore) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('exams.instances.columns.scorePercent')}>
            {summary.scorePercent === null ? '—' : <ScorePercent value={summary.scorePercent} />}
            <Typography.Text type="secondary"> {t('exams.instance.passAt', { percent: formatNumber(detail.passPercentage) })}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {summary.state === 'generated' && <Alert type="info" showIcon title={t('exams.instance.notStartedYet')} />}
      <Flex vertical gap={16} className="eh-exam-questions">
        {detail.questions.map((question) => <AnsweredQuestion key={question.ordinal} question={question} />)}
      </Flex>
      <LateAnswers detail={detail} />
      <History actions={detail.actions} />
      <MinutesDialog
        open={dialog === 'unsubmit'}
        title={t('exams.instance.unsubmitTitle', { name })}
        text={t('exams.instance.unsubmitText')}
        label={t('exams.instance.unsubmitMinutes')}
        okText={t('exams.instance.unsubmit')}
        initial={15}
        max={1440}
        loading={unsubmitState.isLoading}
        onOk={(minutes) => void doUnsubmit(minutes)}
        onCancel={() => setDialog(null)}
      />
      <MinutesDialog
        open={dialog === 'extend'}
        title={t('exams.instance.extendTitle', { name })}
        text={t('exams.instance.extendText')}
        label={t('exams.instance.extendMinutes')}
        okText={t('exams.instance.extend')}
        initial={10}
        max={600}
        loading={extendState.isLoading}
        onOk={(minutes) => void doExtend(minutes)}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
