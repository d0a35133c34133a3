import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Empty, Result, Segmented } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isFetchBaseQueryError } from '../../api/errors';
import {
  examApi, useListManualGradingAnswersQuery, useListManualGradingQuestionsQuery, type ManualGradingAnswer, type ManualGradingOverview,
} from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { settingsActions } from '../../core/settings/settings-slice';
import { useDocumentTitle } from '../../core/use-document-title';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useT } from '../../i18n';
import { AnswerGrader } from './components/answer-grader';
import { ApplyBar } from './components/apply-bar';
import { FilterBar } from './components/filter-bar';
import { GraderStatisticsPanel } from './components/grader-statistics';
import { QuestionPicker } from './components/question-picker';
import { StudentPicker } from './components/student-picker';
import { filterQuery, parseFilter, type GradingFilter } from './grading-filter';
import './manual-grading.css';
import './messages';

type Mode = 'question' | 'student';
const answerKey = (answer: Pick<ManualGradingAnswer, 'instanceId' | 'ordinal'>) => `${answer.instanceId}:${answer.ordinal}`;

/**
 * /exam/manual-grading/{id}: grading answers by hand (docs/grading.md, Manual grading). By question — one question,
 * every student's answer in turn — or by student; a score, rubric items and a comment per answer, saved into the
 * shadow set that students do not see until Apply; filters; J/K and Alt+arrows for next and previous.
 */
export default function ManualGradingPage() {
  const t = useT();
  const { id } = useParams();
  const examId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  useDocumentTitle(t('pages.examManualGrading', { id: id ?? '' }));
  const overview = useListManualGradingQuestionsQuery({ examId: examId ?? 0 }, { skip: examId === null });
  const notFound = examId === null || (isFetchBaseQueryError(overview.error) && overview.error.status === 404);
  if (notFound) {
    return <Result status="404" title={<h1 className="eh-result-title">{t('manualGrading.notFound')}</h1>} extra={<Link to={paths.examList}>{t('manualGrading.toExams')}</Link>} />;
  }
  return (
    <LoadState query={overview} what={t('manualGrading.what')} isEmpty={!overview.data} card>
      {() => <Grading overview={overview.data!.data} />}
    </LoadState>
  );
}

function Grading({ overview }: { overview: ManualGradingOverview }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'student' ? 'student' : 'question';
  const stored = useAppSelector((state) => state.settings.manualGradingFilter);
  const filter = useMemo(() => parseFilter(stored), [stored]);
  const setFilter = (next: GradingFilter) => dispatch(settingsActions.manualGradingFilterSet(JSON.stringify(next)));

  // The question (or student) chosen: from the address, else the first question that needs grading by hand.
  const requestedQuestion = Number(params.get('question'));
  const question = overview.questions.find((one) => one.questionRootId === requestedQuestion)
    ?? overview.questions.find((one) => one.needsManual) ?? overview.questions[0];
  const requestedInstance = Number(params.get('student'));
  const instance = overview.instances.find((one) => one.instanceId === requestedInstance) ?? overview.instances[0];
  const choose = (name: string, value: string) => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set(name, value);
    return next;
  }, { replace: true });

  // Typing a name range asks once the typing pauses, not at every letter.
  const asked = useDebouncedValue(filter, 300);
  const args = {
    examId: overview.examId,
    ...(mode === 'question' ? { questionRootId: question?.questionRootId } : { instanceId: instance?.instanceId }),
    ...filterQuery(asked),
  };
  const skip = mode === 'question' ? !question : !instance;
  const answersQuery = useListManualGradingAnswersQuery(args, { skip });
  const answers = useMemo(() => answersQuery.data?.data ?? [], [answersQuery.data]);

  const [currentKey, setCurrentKey] = useState<string | null>(null);
  const index = Math.max(0, answers.findIndex((answer) => answerKey(answer) === currentKey));
  const current = answers[index] as ManualGradingAnswer | undefined;
  const move = useCallback((step: number) => {
    const target = answers[index + step];
    if (target) setCurrentKey(answerKey(target));
  }, [answers, index]);

  /** A saved grade goes into the cached list at once (no refetch of every answer after each save). */
  const onSaved = (saved: ManualGradingAnswer) => {
    dispatch(examApi.util.updateQueryData('listManualGradingAnswers', args, (draft) => {
      const at = draft.data.findIndex((answer) => answerKey(answer) === answerKey(saved));
      if (at >= 0) draft.data[at] = saved;
    }));
  };

  return (
    <div className="eh-grading-page">
      <PageHeader
        title={t('manualGrading.title', { title: overview.examTitle })}
        subtitle={t('manualGrading.about')}
        actions={(
          <div className="eh-grading-actions">
            <ButtonLink to={paths.examList} icon={<ArrowLeftOutlined />}>{t('manualGrading.toExams')}</ButtonLink>
            <ButtonLink to={paths.allInstances(overview.examId)} icon={<TeamOutlined />}>{t('manualGrading.instances')}</ButtonLink>
          </div>
        )}
      />
      <ApplyBar
        examId={overview.examId}
        unapplied={overview.unapplied}
        toGrade={overview.questions.reduce((sum, one) => sum + one.toGrade, 0)}
      />
      <div className="eh-grading-layout">
        <Card size="small" className="eh-grading-side" title={(
          <Segmented<Mode>
            block
            aria-label={t('manualGrading.mode.label')}
            value={mode}
            onChange={(value) => choose('mode', value)}
            options={[
              { value: 'question', label: t('manualGrading.mode.question') },
              { value: 'student', label: t('manualGrading.mode.student') },
            ]}
          />
        )}>
          {mode === 'question' ? (
            <QuestionPicker
              questions={overview.questions}
              selected={question?.questionRootId ?? null}
              onSelect={(rootId) => {
                setCurrentKey(null);
                choose('question', String(rootId));
              }}
            />
          ) : (
            <StudentPicker
              instances={overview.instances}
              selected={instance?.instanceId ?? null}
              onSelect={(instanceId) => {
                setCurrentKey(null);
                choose('student', String(instanceId));
              }}
            />
          )}
        </Card>
        <div className="eh-grading-main">
          <FilterBar filter={filter} onChange={(next) => { setCurrentKey(null); setFilter(next); }} classGroups={overview.classGroups} />
          {overview.instances.length === 0 ? (
            <Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manualGrading.noInstances')} /></Card>
          ) : (
            <LoadState
              query={answersQuery}
              what={t('manualGrading.answersWhat')}
              isEmpty={answers.length === 0}
              card
              empty={<Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manualGrading.noAnswers')} /></Card>}
            >
              {() => current && (
                <AnswerGrader
                  // A new version of the grade (saved here, or another grader's loaded after a conflict) starts the form afresh.
                  key={`${answerKey(current)}:${current.grade?.version ?? 0}`}
                  examId={overview.examId}
                  answer={current}
                  position={index + 1}
                  total={answers.length}
                  showQuestionTitle={mode === 'student'}
                  onPrevious={index > 0 ? () => move(-1) : null}
                  onNext={index < answers.length - 1 ? () => move(1) : null}
                  onSaved={onSaved}
                  onReload={() => void answersQuery.refetch()}
                />
              )}
            </LoadState>
          )}
          <GraderStatisticsPanel examId={overview.examId} questionRootId={mode === 'question' ? question?.questionRootId ?? null : null} />
        </div>
      </div>
    </div>
  );
}
