import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  usePreviewExamSampleMutation, type QuestionAnswer, type StaffInstanceQuestion,
} from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatPoints } from '../../i18n/format';
import { serverErrorBody, serverErrorMessage } from '../../lib/server-errors';
import { ExamPageHeading } from './components/exam-page-heading';
import { InstanceQuestion } from './components/instance-question';
import { CardTitle, formatMinutes, formatScore, PhaseTag } from './exam-format';
import { useQuestionBankKit } from './question-bank-kit';
import { examGate, useRouteExam } from './route-exam';
import './exams.css';
import './messages';

/** The contract's largest seed. */
const MAX_SEED = 2_147_483_647;

function seedOf(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_SEED ? value : null;
}

/** One question of the sample: answerable as a student would, or showing its correct answer, read-only. */
function SampleQuestion({ question, showSolution }: { question: StaffInstanceQuestion; showSolution: boolean }) {
  const t = useT();
  const [answer, setAnswer] = useState<QuestionAnswer | null>(null);
  if (!showSolution) return <InstanceQuestion question={question} answer={answer} onChange={setAnswer} readOnly={false} />;
  return (
    <InstanceQuestion
      question={question}
      answer={question.solution}
      readOnly
      tags={<Tag color="success">{t('exams.preview.correctAnswer')}</Tag>}
    >
      {question.solution === null && <Alert type="info" showIcon title={t('exams.preview.noSolution')} className="eh-exam-note" />}
    </InstanceQuestion>
  );
}

/**
 * /fullscreen/exam-instance/preview/{id}: a sample instance of the exam exactly as a student would get it, drawn
 * for a seed (kept in the URL, so a reload shows the same sample), with the correct answers for staff.
 */
export default function ExamPreviewPage() {
  const t = useT();
  const route = useRouteExam();
  const { examId, exam } = route;
  useDocumentTitle(t('pages.instancePreview', { id: route.id }));
  const [params, setParams] = useSearchParams();
  const seed = seedOf(params.get('seed'));
  const [showSolutions, setShowSolutions] = useState(false);
  const [preview, previewState] = usePreviewExamSampleMutation();
  const { Markdown } = useQuestionBankKit();
  const sample = previewState.data?.data;

  // A page opened without a seed draws one and writes its seed into the URL, so that a reload shows the same
  // sample; the URL catching up with the sample shown draws nothing again.
  const drawnSeed = useRef<number | null>(null);
  useEffect(() => {
    if (examId === null || (seed !== null && seed === drawnSeed.current)) return undefined;
    const request = preview({ examId, examSampleRequest: { seed } });
    void request.unwrap().then((answer) => {
      drawnSeed.current = answer.data.seed;
      if (seed === null) {
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('seed', String(answer.data.seed));
          return next;
        }, { replace: true });
      }
    }, () => {});
    return () => request.abort();
  }, [examId, seed, preview, setParams]);

  const another = () => setParams((current) => {
    const next = new URLSearchParams(current);
    next.delete('seed');
    return next;
  });

  const gate = examGate(t, route);
  if (gate || !exam) return gate;

  const refusal = previewState.isError ? serverErrorBody(previewState.error) : undefined;
  const drawing = previewState.isLoading;

  return (
    <div className="eh-exam-page eh-exam-preview-page">
      <ExamPageHeading
        title={t('exams.preview.title', { title: exam.title })}
        details={(
          <Space wrap>
            <PhaseTag phase={exam.phase} />
            <Typography.Text type="secondary">{t('exams.preview.facts', { duration: formatMinutes(exam.durationMinutes) })}</Typography.Text>
          </Space>
        )}
        actions={<ButtonLink to={paths.examEdit(exam.id)} icon={<ArrowLeftOutlined />}>{t('exams.backToExam')}</ButtonLink>}
      />
      <Alert type="info" showIcon title={t('exams.preview.help')} />
      <Card size="small" className="eh-exam-preview-bar">
        <Flex gap={16} wrap align="center" justify="space-between">
          <Space wrap size={16}>
            <Typography.Text>
              {t('exams.preview.seed')}{' '}
              <Typography.Text code copyable={sample ? { text: String(sample.seed) } : false}>{sample ? String(sample.seed) : '…'}</Typography.Text>
            </Typography.Text>
            {sample && (
              <Typography.Text type="secondary">
                {t('exams.preview.summary', { count: sample.questions.length, points: formatScore(sample.points) })}
              </Typography.Text>
            )}
          </Space>
          <Space wrap size={16}>
            <Space size={6}>
              <Switch id="eh-preview-solutions" checked={showSolutions} onChange={setShowSolutions} disabled={!sample} />
              <label htmlFor="eh-preview-solutions">{t('exams.preview.showSolutions')}</label>
            </Space>
            <Button icon={<ReloadOutlined />} onClick={another} loading={drawing}>{t('exams.preview.another')}</Button>
          </Space>
        </Flex>
      </Card>
      {exam.description && (
        <Card size="small" title={<CardTitle>{t('exams.fields.description')}</CardTitle>}>
          <Markdown source={exam.description} />
        </Card>
      )}
      {drawing && !sample && <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>}
      {refusal && (
        <Result
          status="warning"
          title={<span role="alert">{t('exams.preview.cannotDraw')}</span>}
          subTitle={serverErrorMessage(previewState.error)}
          extra={<ButtonLink to={paths.examEdit(exam.id)}>{t('exams.backToExam')}</ButtonLink>}
        />
      )}
      {previewState.isError && !refusal && (
        <LoadFailed what={t('exams.preview.what')} error={previewState.error} onRetry={() => preview({ examId: exam.id, examSampleRequest: { seed } })} />
      )}
      {sample && sample.questions.length === 0 && <Card><Empty description={t('exams.preview.empty')} /></Card>}
      {sample && (
        <Flex vertical gap={16} aria-busy={drawing} className="eh-exam-questions">
          {sample.questions.map((question) => (
            <SampleQuestion key={`${sample.seed}-${question.ordinal}`} question={question} showSolution={showSolutions} />
          ))}
        </Flex>
      )}
      {sample && <Typography.Text type="secondary">{t('exams.preview.totalPoints', { points: formatPoints(sample.points) })}</Typography.Text>}
    </div>
  );
}
