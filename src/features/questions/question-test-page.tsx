import { ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, Empty, Flex, Form, InputNumber, Select, Skeleton, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  examApi, useGetGradingJobQuery, useListGradingModelsQuery, useListQuestionsQuery, usePreviewQuestionMutation, useTryQuestionMutation,
  type GradingJob, type QuestionAnswer,
} from '../../api/exam-api';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { selectCurrCourseId } from '../../core/settings/settings-slice';
import { GradeResultView } from './components/grade-result';
import { KindTag } from './components/kind-tag';
import { randomSeed } from './components/template-editor';
import './messages-renderers';
import './question-test-page.css';
import { emptyAnswer } from './renderers/empty-answer';
import { QuestionRenderer } from './renderers/question-renderer';
import { formatNumber } from '../../i18n/format';

/** The contract's largest seed. */
const MAX_SEED = 2_147_483_647;
/** How often a queued grading job is asked for. */
export const POLL_INTERVAL_MS = 500;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_SEED ? value : null;
}

function seedOf(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_SEED ? value : null;
}

interface Trial {
  key: string;
  /** The answer of tryQuestion: graded at once, or queued for a worker. */
  job: GradingJob;
  finishedAt: number | null;
}

const isWaiting = (job: GradingJob | null) => job !== null && (job.status === 'queued' || job.status === 'running');

/** Ticks while `running`, so the elapsed time of a grading shows. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The question test page (/question/q): a question of the current course as a student sees it, answered and graded
 * as a trial that saves nothing. `?id=` chooses the question and `?seed=` its variant, so other pages link here.
 */
export default function QuestionTestPage() {
  const t = useT();
  useDocumentTitle(t('pages.questionTest'));
  const courseId = useAppSelector(selectCurrCourseId);
  const [params, setParams] = useSearchParams();
  const questionId = positiveInt(params.get('id'));
  const seed = seedOf(params.get('seed'));

  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const { data: questions, isFetching: questionsLoading } = useListQuestionsQuery(
    courseId ? { courseId, query: query || undefined, pageSize: 50, sortBy: query ? 'relevance' : 'updatedAt', sortOrder: 'desc' } : skipToken,
  );
  const { data: models } = useListGradingModelsQuery();
  const [gradingModelId, setGradingModelId] = useState(0);

  const [preview, previewState] = usePreviewQuestionMutation();
  const view = previewState.data?.data ?? null;
  // The answer and the grading belong to one variant of one question: another question or seed starts afresh.
  const variantKey = `${questionId}/${seed}`;
  const [typed, setTyped] = useState<{ key: string; answer: QuestionAnswer | null }>({ key: '', answer: null });
  const answer = typed.key === variantKey ? typed.answer : null;
  const setAnswer = (next: QuestionAnswer | null) => setTyped({ key: variantKey, answer: next });
  const [tryQuestion, tryState] = useTryQuestionMutation();
  const [trial, setTrial] = useState<Trial | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const submitted = trial?.key === variantKey ? trial : null;

  useEffect(() => {
    if (questionId === null || seed === null) return;
    const request = preview({ questionId, questionPreviewRequest: { seed } });
    return () => request.abort();
  }, [questionId, seed, preview]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  // A page opened without a seed gets one, written to the URL so that a reload shows the same variant.
  useEffect(() => {
    if (seed !== null) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('seed', String(randomSeed()));
      return next;
    }, { replace: true });
  }, [seed, setParams]);

  // A queued job is asked for until it is graded or has failed; the last answer then stands for the job.
  const polledJobId = submitted && isWaiting(submitted.job) ? submitted.job.jobId : null;
  const jobArg = polledJobId ? { gradingJobId: polledJobId } : skipToken;
  const { currentData: polled, fulfilledTimeStamp } = examApi.endpoints.getGradingJob.useQueryState(jobArg);
  const polledDone = polled !== undefined && polled.data.jobId === polledJobId && !isWaiting(polled.data);
  // The subscription keeps the job's final answer cached; polling stops as soon as that answer has come.
  useGetGradingJobQuery(jobArg, {
    pollingInterval: polledDone ? 0 : POLL_INTERVAL_MS, skipPollingIfUnfocused: false, refetchOnMountOrArgChange: true,
  });
  const job = polledDone ? polled.data : (submitted?.job ?? null);
  const finishedAt = polledDone ? (fulfilledTimeStamp ?? null) : (submitted?.finishedAt ?? null);
  const waiting = isWaiting(job);
  const grading = tryState.isLoading || waiting;
  const now = useNow(grading);

  const grade = async () => {
    if (!view || questionId === null || seed === null) return;
    setTrial(null);
    setStartedAt(Date.now());
    try {
      const response = await tryQuestion({
        questionId,
        trialRequest: { seed, answer: answer ?? emptyAnswer(view.body), gradingModelId: gradingModelId || null },
      }).unwrap();
      setTrial({
        key: variantKey, job: response.data, finishedAt: isWaiting(response.data) ? null : Date.now(),
      });
    } catch {
      // The base query has shown the failure as an alert.
    }
  };

  const questionOptions = useMemo(() => {
    const options = (questions?.data.items ?? []).map((item) => ({
      value: item.id,
      label: (
        <Flex gap={8} align="center" justify="space-between">
          <span className="eh-test-option-title">{item.title}</span>
          <KindTag kind={item.kind} />
        </Flex>
      ),
      title: item.title,
    }));
    // A question chosen by the URL may not be among the first results: it still needs a label.
    if (questionId !== null && !options.some((option) => option.value === questionId)) {
      const title = view?.questionId === questionId ? view.title : `#${questionId}`;
      options.unshift({ value: questionId, label: <span>{title}</span>, title });
    }
    return options;
  }, [questions, questionId, view]);

  const modelOptions = [
    { value: 0, label: t('questionTest.defaultModel') },
    ...(models?.data ?? []).map((model) => ({
      value: model.id,
      label: t('questionTest.model', {
        name: model.name, correct: model.correctScore, incorrect: model.incorrectScore, unanswered: model.unansweredScore,
      }),
    })),
  ];

  const result = job?.status === 'graded' ? job.result : null;

  return (
    <div className="eh-question-test-page">
      <Typography.Title level={1} className="eh-page-title">{t('pages.questionTest')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('questionTest.help')}</Typography.Paragraph>
      {courseId === 0 && <Alert type="info" showIcon title={t('questionTest.noCourse')} />}
      <Card size="small" className="eh-question-test-controls">
        <Form layout="vertical" component="div">
          <Flex gap={16} wrap align="end">
            <Form.Item label={t('questionTest.question')} htmlFor="eh-test-question" className="eh-test-question-field">
              <Select
                id="eh-test-question"
                showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
                value={questionId ?? undefined}
                placeholder={t('questionTest.pickQuestion')}
                loading={questionsLoading}
                disabled={courseId === 0}
                options={questionOptions}
                optionLabelProp="title"
                notFoundContent={questionsLoading ? <Spin size="small" /> : undefined}
                onChange={(id: number) => {
                  setSearch('');
                  update({ id: String(id) });
                }}
              />
            </Form.Item>
            <Form.Item label={t('questionTest.seed')} htmlFor="eh-test-seed">
              <Flex gap={8}>
                <InputNumber<number>
                  id="eh-test-seed"
                  min={0}
                  max={MAX_SEED}
                  precision={0}
                  value={seed}
                  style={{ width: 150 }}
                  onChange={(value) => {
                    if (value !== null) update({ seed: String(value) });
                  }}
                />
                <Button icon={<ReloadOutlined />} onClick={() => update({ seed: String(randomSeed()) })}>
                  {t('questionTest.newSeed')}
                </Button>
              </Flex>
            </Form.Item>
            <Form.Item label={t('questionTest.gradingModel')} htmlFor="eh-test-model">
              <Select id="eh-test-model" style={{ minWidth: 200 }} value={gradingModelId} options={modelOptions} onChange={setGradingModelId} />
            </Form.Item>
          </Flex>
        </Form>
      </Card>

      {questionId === null && <Empty description={t('questionTest.choose')} />}
      {questionId !== null && previewState.isError && <Alert type="error" showIcon title={t('questionTest.previewFailed')} />}
      {questionId !== null && previewState.isLoading && !view && <Skeleton active />}
      {view && (
        <Card className="eh-question-test-view" aria-busy={previewState.isLoading}>
          <QuestionRenderer key={`${view.questionId}-${view.seed}`} view={view} answer={answer} onChange={setAnswer} disabled={waiting} />
          <Flex gap={8} className="eh-question-test-actions">
            <Button type="primary" onClick={() => void grade()} loading={grading}>
              {t('questionTest.grade')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              disabled={waiting}
              onClick={() => {
                setAnswer(null);
                setTrial(null);
              }}
            >
              {t('questionTest.resetAnswer')}
            </Button>
          </Flex>
        </Card>
      )}

      {grading && (
        <Card size="small">
          <Flex gap={12} align="center" role="status">
            <Spin />
            <Typography.Text>{t('questionTest.grading', { seconds: formatNumber(Math.max(0, now - startedAt) / 1000, 1) })}</Typography.Text>
          </Flex>
        </Card>
      )}
      {job?.status === 'failed' && <Alert type="error" showIcon title={t('questionTest.gradingFailed')} description={job.error} />}
      {result && (
        <Card title={t('questionTest.result')} size="small" className="eh-question-test-result">
          <GradeResultView
            result={result}
            subquestions={view?.body.kind === 'complex' ? view.body.subquestions : []}
            elapsedMs={finishedAt === null ? null : finishedAt - startedAt}
          />
        </Card>
      )}
    </div>
  );
}
