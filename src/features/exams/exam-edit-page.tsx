import {
  CheckCircleOutlined, CloudUploadOutlined, EyeOutlined, InboxOutlined, LockOutlined, NotificationOutlined, PlusOutlined, QuestionCircleOutlined,
  RollbackOutlined, TeamOutlined, ThunderboltOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import {
  Alert, Button, Card, Checkbox, Col, DatePicker, Empty, Flex, Form, Input, InputNumber, Result, Row, Segmented,
  Skeleton, Space, Switch, Tag, Tooltip, Typography,
} from 'antd';
import dayjs from 'dayjs';
import { Fragment, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useCreateExamMutation, useGetExamQuery, useLazyGetExamValidationQuery, useListGradingModelsQuery,
  useSetExamArchivedMutation, useSetExamPublishedMutation, useUpdateExamMutation, useValidateExamDraftMutation,
  type Exam, type ExamInput, type ExamValidation, type QuestionSummary,
} from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { FormLayout } from '../../components/form-buttons';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useAlerts } from '../../core/alerts/alert-actions';
import { selectAllAcademicYears, useContextLists } from '../../core/course-context';
import { useAppSelector } from '../../core/hooks';
import { navigateTo } from '../../core/navigation';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../core/settings/settings-slice';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime, formatRelative } from '../../i18n/format';
import { serverErrorBody } from '../../lib/server-errors';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { ExamEditorContextProvider, ExamField, focusPath } from './components/exam-field';
import { PartEditor } from './components/part-editor';
import { ValidationPanel } from './components/validation-panel';
import {
  ABBREVIATION_MAX, clientChecks, draftOf, fieldPaths, inputOf, move, nearestField, newExamDraft, newPart,
  questionInfosOf, type ExamDraft, type LockReason, type PartDraft, type QuestionInfo,
} from './exam-draft';
import { CardTitle, formatMinutes, formatScore, PhaseTag } from './exam-format';
import { instanceListPath, NEW_EXAM_ID } from './exam-paths';
import { pathLabel } from './exam-problems';
import { useQuestionBankKit } from './question-bank-kit';
import './exams.css';
import { AccessRulesCard } from './components/access-rules-card';
import { OverridesCard } from './components/overrides-card';
import { StalkLink } from './components/stalk-link';
import './message-strings';
import './messages';
import './tickets-messages';

const FORM_KEY = 'exam-edit';
const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The exam editor: /exam/edit/{id}, and /exam/edit/new for an exam not saved yet. */
export default function ExamEditPage() {
  const { id } = useParams();
  const examId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (id !== NEW_EXAM_ID && examId === null) return <NotFound />;
  // A fresh editor per exam: after "Create" the page shows the new id.
  return <ExamEditor key={examId ?? NEW_EXAM_ID} examId={examId} />;
}

function NotFound() {
  const t = useT();
  return (
    <Result
      status="404"
      title={<h1 className="eh-result-title">{t('exams.editor.notFound')}</h1>}
      subTitle={t('exams.editor.notFoundHelp')}
      extra={<Link to={paths.examList}>{t('exams.toList')}</Link>}
    />
  );
}

function ExamEditor({ examId }: { examId: number | null }) {
  const t = useT();
  const courseId = useAppSelector(selectCurrCourseId);
  const academicYearId = useAppSelector(selectCurrAcademicYearId);
  const examQuery = useGetExamQuery({ examId: examId ?? 0 }, { skip: examId === null });
  const modelsQuery = useListGradingModelsQuery();
  const exam = examQuery.data?.data;
  const title = examId === null ? t('exams.editor.newTitle') : t('pages.examEdit', { id: examId });
  useDocumentTitle(title);

  if (examId !== null && examQuery.isLoading) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  // Another course's exam answers as a missing one (404): "not found". Any other failure says so and offers Retry.
  if (examId !== null && examQuery.isError && !(isFetchBaseQueryError(examQuery.error) && examQuery.error.status === 404)) {
    return <Card><LoadFailed what={t('exams.editor.what')} error={examQuery.error} onRetry={examQuery.refetch} /></Card>;
  }
  if (examId !== null && !exam) return <NotFound />;
  if (examId === null && (courseId === 0 || academicYearId === 0)) {
    return (
      <div className="eh-exam-page">
        <Typography.Title level={1} className="eh-page-title">{title}</Typography.Title>
        <Card><Empty description={courseId === 0 ? t('exams.noCourse') : t('exams.noYear')} /></Card>
      </div>
    );
  }
  return (
    <EditorForm
      exam={exam ?? null}
      courseId={exam?.courseId ?? courseId}
      academicYearId={exam?.academicYearId ?? academicYearId}
      pageTitle={title}
      gradingModels={modelsQuery.data?.data ?? []}
    />
  );
}

interface EditorFormProps {
  exam: Exam | null;
  courseId: number;
  academicYearId: number;
  pageTitle: string;
  gradingModels: NonNullable<ReturnType<typeof useListGradingModelsQuery>['data']>['data'];
}

interface ValidationState {
  result: ExamValidation | null;
  loading: boolean;
  /** The JSON of the input these problems are of. */
  of: string;
  reason: string | null;
}

function EditorForm({ exam, courseId, academicYearId, pageTitle, gradingModels }: EditorFormProps) {
  const t = useT();
  const alerts = useAlerts();
  const navigate = useNavigate();
  useContextLists();
  const years = useAppSelector(selectAllAcademicYears);

  // The draft starts once (the editor is keyed by the exam): later changes of the cached exam do not reset it.
  const [draft, setDraft] = useState<ExamDraft>(() => (exam ? draftOf(exam) : newExamDraft(academicYearId)));
  const [baseline, setBaseline] = useState(() => JSON.stringify(inputOf(draft)));
  const [questionInfos, setQuestionInfos] = useState<Map<number, QuestionInfo>>(() => (exam ? questionInfosOf(exam) : new Map()));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>(NO_ERRORS);
  const [lockRefusal, setLockRefusal] = useState<string[] | null>(null);
  const [validation, setValidation] = useState<ValidationState | null>(null);
  const [goTo, setGoTo] = useState<{ path: string; message: string } | null>(null);
  const [descriptionMode, setDescriptionMode] = useState<'write' | 'preview'>('write');

  const input = useMemo(() => inputOf(draft), [draft]);
  const inputJson = useMemo(() => JSON.stringify(input), [input]);
  const dirty = goTo === null && inputJson !== baseline;
  const guard = useUnsavedChangesGuard(dirty);

  const [createExam, createState] = useCreateExamMutation();
  const [updateExam, updateState] = useUpdateExamMutation();
  const [validateDraft] = useValidateExamDraftMutation();
  const [getValidation] = useLazyGetExamValidationQuery();
  const [setPublished, publishState] = useSetExamPublishedMutation();
  const [setArchived, archiveState] = useSetExamArchivedMutation();
  const saving = createState.isLoading || updateState.isLoading;

  // Navigating right after "Create" would be stopped by the guard of the render before it; the app's navigator
  // clears the old page's alerts as it starts, so the confirmation that follows it stays.
  useEffect(() => {
    if (goTo === null) return;
    navigateTo(goTo.path);
    alerts.showSuccess(goTo.message);
  }, [goTo, alerts]);

  const locked = useMemo(
    () => new Map<string, LockReason>((exam?.lockedFields ?? []).map((lock) => [lock.field, lock.reason])),
    [exam],
  );
  const partsLocked = locked.has('parts');

  const errors = useMemo(() => {
    const shown = fieldPaths(draft);
    const placed: Record<string, string> = {};
    const unplaced: [string, string][] = [];
    const all = { ...serverErrors, ...(checked ? clientChecks(draft) : {}) };
    for (const [path, message] of Object.entries(all)) {
      const target = nearestField(path, shown);
      if (target === null) unplaced.push([path, message]);
      else placed[target] = placed[target] ? `${placed[target]} ${message}` : message;
    }
    return { placed, unplaced };
  }, [draft, serverErrors, checked]);

  const context = useMemo(() => ({ errors: errors.placed, locked }), [errors.placed, locked]);

  const update = useCallback((patch: Partial<ExamDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors(NO_ERRORS);
    setLockRefusal(null);
  }, []);
  const setParts = (parts: PartDraft[]) => update({ parts });
  const rememberQuestions = (found: QuestionSummary[]) => setQuestionInfos((current) => {
    const next = new Map(current);
    for (const question of found) {
      next.set(question.id, { id: question.id, title: question.title, kind: question.kind, version: question.version, isActive: question.isActive });
    }
    return next;
  });

  const showValidation = async (run: () => Promise<ExamValidation | null>, of: string, reason: string | null = null) => {
    setValidation({ result: null, loading: true, of, reason });
    const result = await run();
    setValidation(result ? { result, loading: false, of, reason } : null);
  };

  const validateSaved = (examId: number, of: string, reason: string | null = null) => showValidation(async () => {
    const answer = await getValidation({ examId }, false);
    return answer.data?.data ?? null;
  }, of, reason);

  const validateInput = (body: ExamInput, reason: string | null = null) => showValidation(async () => {
    const answer = await validateDraft({ courseId, examInput: body });
    return answer.data?.data ?? null;
  }, JSON.stringify(body), reason);

  /** Unsaved changes are checked as they stand; a saved exam, as saved. */
  const validate = () => (exam && !dirty ? validateSaved(exam.id, inputJson) : validateInput(input));

  async function save() {
    setChecked(true);
    setServerErrors(NO_ERRORS);
    setLockRefusal(null);
    if (Object.keys(clientChecks(draft)).length > 0) {
      alerts.showWarning(t('exams.editor.fixErrors'));
      return;
    }
    const body = input;
    const result = exam
      ? await updateExam({ examId: exam.id, examInput: body })
      : await createExam({ courseId, examInput: body });
    if (result.error) {
      const refusal = serverErrorBody(result.error);
      const details: Record<string, string> = {};
      for (const detail of refusal?.details ?? []) {
        const path = detail.path.replace(/^body\/?/, '') || 'body';
        details[path] = refusal?.code === 'EXAM_LOCKED' ? t('exams.locked.cannotChange') : detail.message;
      }
      if (refusal?.code === 'EXAM_LOCKED') setLockRefusal(Object.keys(details));
      if (refusal?.code === 'EXAM_INVALID') {
        void validateInput(body, t('exams.validation.mustStayValid'));
        return;
      }
      setServerErrors(details);
      return;
    }
    const saved = result.data.data;
    setChecked(false);
    if (!exam) {
      setBaseline(inputJson);
      setGoTo({ path: paths.examEdit(saved.id), message: t('exams.editor.created', { title: saved.title }) });
      return;
    }
    const next = draftOf(saved);
    setDraft(next);
    const nextJson = JSON.stringify(inputOf(next));
    setBaseline(nextJson);
    setQuestionInfos((current) => new Map([...current, ...questionInfosOf(saved)]));
    alerts.showFlashSuccess(t('exams.saved'));
    if (validation) void validateSaved(saved.id, nextJson);
  }

  const publish = async (published: boolean) => {
    if (!exam) return;
    const result = await setPublished({ examId: exam.id, examPublishedInput: { published } });
    if (result.error) {
      if (serverErrorBody(result.error)?.code === 'EXAM_INVALID') void validateSaved(exam.id, inputJson, t('exams.validation.cannotPublish'));
      return;
    }
    alerts.showFlashSuccess(published ? t('exams.editor.published') : t('exams.editor.unpublished'));
  };

  const archive = async (archived: boolean) => {
    if (!exam) return;
    const result = await setArchived({ examId: exam.id, examArchivedInput: { archived } });
    if (!result.error) alerts.showFlashSuccess(archived ? t('exams.editor.archived') : t('exams.editor.restored'));
  };

  const addPart = (source: PartDraft['source']) => {
    const part = newPart(source, gradingModels[0]?.id ?? 0);
    setParts([...draft.parts, part]);
    // The new part's first field, once it is drawn.
    setTimeout(() => focusPath(`parts/${draft.parts.length}/title`), 0);
  };

  const lockedOf = (field: string) => locked.has(field);
  const published = exam?.publishedAt != null;
  const archived = exam?.archivedAt != null;
  const lockReason = exam?.lockedFields[0]?.reason;
  // The draft's own year: a new exam keeps the year it was started in, whatever the header shows later.
  const yearTitle = exam?.academicYearTitle ?? years.find((year) => year.id === draft.academicYearId)?.title ?? '';
  const windowMinutes = Math.max(0, Math.floor((new Date(draft.availableTo).getTime() - new Date(draft.availableFrom).getTime()) / 60_000));

  const actions = (
    <Space wrap>
      <Button icon={<CheckCircleOutlined />} onClick={() => void validate()} loading={validation?.loading}>
        {t('exams.editor.validate')}
      </Button>
      {exam && (
        <Tooltip title={dirty && !published ? t('exams.editor.saveFirst') : undefined}>
          <Button
            icon={published ? <RollbackOutlined /> : <CloudUploadOutlined />}
            type={published ? 'default' : 'primary'}
            ghost={!published}
            disabled={!published && dirty}
            loading={publishState.isLoading}
            onClick={() => void publish(!published)}
          >
            {published ? t('exams.actions.unpublish') : t('exams.actions.publish')}
          </Button>
        </Tooltip>
      )}
      {exam && (
        <Button icon={archived ? <RollbackOutlined /> : <InboxOutlined />} loading={archiveState.isLoading} onClick={() => void archive(!archived)}>
          {archived ? t('exams.actions.unarchive') : t('exams.actions.archive')}
        </Button>
      )}
    </Space>
  );

  const links = exam && (
    <Space wrap size={[8, 4]} className="eh-exam-links">
      <ButtonLink to={paths.instancePreview(exam.id)} icon={<EyeOutlined />}>{t('exams.editor.links.preview')}</ButtonLink>
      <ButtonLink to={paths.testGenerate(exam.id)} icon={<ThunderboltOutlined />}>{t('exams.editor.links.generate')}</ButtonLink>
      <ButtonLink to={instanceListPath('all', exam.id)} icon={<TeamOutlined />}>{t('exams.editor.links.instances')}</ButtonLink>
      <ButtonLink to={paths.examTickets(exam.id)} icon={<QuestionCircleOutlined />}>{t('examTickets.link')}</ButtonLink>
      <ButtonLink to={paths.examSendMessage(exam.id)} icon={<NotificationOutlined />}>{t('examMessages.link')}</ButtonLink>
      <ButtonLink to={paths.examList} icon={<UnorderedListOutlined />} type="text">{t('exams.toList')}</ButtonLink>
    </Space>
  );

  const switchField = (field: 'showSolutions' | 'showFeedback' | 'forwardOnly' | 'asyncGrading' | 'scoreIgnored' | 'allowAnonymousStalk' | 'accommodationsApply', help: ReactNode) => (
    <ExamField path={field} lockField={field} label={t(`exams.fields.${field}`)} htmlFor={`eh-exam-${field}`} extra={help} className="eh-exam-switch">
      <Switch id={`eh-exam-${field}`} checked={draft[field]} disabled={lockedOf(field)} onChange={(value) => update({ [field]: value })} />
    </ExamField>
  );

  const validationOpen = validation !== null;

  return (
    <div className="eh-exam-page eh-exam-edit-page">
      <Fragment key="unsaved-changes">{guard.contextHolder}</Fragment>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap align="center">
          <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>{pageTitle}</Typography.Title>
          {exam && <PhaseTag phase={exam.phase} />}
        </Space>
        {actions}
      </Flex>
      {exam && (
        <Flex gap={12} wrap align="center" justify="space-between">
          <Typography.Text type="secondary">
            {t('exams.editor.updated', { when: formatRelative(exam.updatedAt), who: exam.updatedByName ?? t('exams.someone') })}
            {published && <> · {t('exams.editor.publishedAt', { when: formatDateTime(exam.publishedAt!) })}</>}
          </Typography.Text>
          {links}
        </Flex>
      )}
      {exam && exam.lockedFields.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={lockReason === 'started' ? t('exams.locked.startedTitle') : t('exams.locked.instancesExistTitle')}
          description={t('exams.locked.explain', { fields: exam.lockedFields.map((lock) => pathLabel(lock.field)).join(', ') })}
        />
      )}
      {lockRefusal && (
        <Alert
          type="error"
          showIcon
          title={t('exams.locked.refused', { fields: lockRefusal.map(pathLabel).join(', ') })}
          description={t('exams.locked.refusedHelp')}
        />
      )}
      {errors.unplaced.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('exams.editor.otherErrors')}
          description={<ul>{errors.unplaced.map(([path, message]) => <li key={path}><code>{path}</code>: {message}</li>)}</ul>}
        />
      )}
      <ExamEditorContextProvider value={context}>
        <Row gutter={[24, 16]}>
          <Col xs={24} xxl={validationOpen ? 17 : 24} xl={validationOpen ? 16 : 24}>
            <Form layout="vertical" component="div" requiredMark={false}>
              <FormLayout
                formKey={FORM_KEY}
                onSave={() => void save()}
                onCancel={() => void navigate(paths.examList)}
                saveLabel={exam ? t('common.save') : t('exams.editor.create')}
                saving={saving}
                saveDisabled={saving}
              >
                <Flex vertical gap={16}>
                  <Card title={<CardTitle>{t('exams.editor.sections.general')}</CardTitle>}>
                    <Row gutter={16}>
                      <Col xs={24} lg={12}>
                        <ExamField path="title" label={t('exams.fields.title')} htmlFor="eh-exam-title">
                          <Input id="eh-exam-title" value={draft.title} maxLength={200} onChange={(event) => update({ title: event.target.value })} />
                        </ExamField>
                      </Col>
                      <Col xs={12} lg={8}>
                        <ExamField path="abbreviation" label={t('exams.fields.abbreviation')} htmlFor="eh-exam-abbreviation" extra={t('exams.fields.abbreviationHelp')}>
                          <Input id="eh-exam-abbreviation" value={draft.abbreviation} maxLength={ABBREVIATION_MAX} onChange={(event) => update({ abbreviation: event.target.value })} />
                        </ExamField>
                      </Col>
                      <Col xs={12} lg={4}>
                        <ExamField path="ordinal" label={t('exams.fields.ordinal')} htmlFor="eh-exam-ordinal" extra={t('exams.fields.ordinalHelp')}>
                          <InputNumber<number> id="eh-exam-ordinal" min={0} max={10000} precision={0} value={draft.ordinal} onChange={(value) => update({ ordinal: value ?? 0 })} style={{ width: '100%' }} />
                        </ExamField>
                      </Col>
                    </Row>
                    <ExamField path="academicYearId" label={t('exams.fields.academicYearId')} extra={exam ? t('exams.fields.academicYearHelp') : undefined}>
                      <Typography.Text>{yearTitle}</Typography.Text>
                    </ExamField>
                    <DescriptionField value={draft.description ?? ''} mode={descriptionMode} onMode={setDescriptionMode} onChange={(description) => update({ description })} />
                    <ExamField path="password" label={t('exams.fields.password')} htmlFor="eh-exam-password" extra={t('exams.fields.passwordHelp')}>
                      <Input id="eh-exam-password" value={draft.password ?? ''} maxLength={100} autoComplete="off" onChange={(event) => update({ password: event.target.value })} style={{ maxWidth: 320 }} />
                    </ExamField>
                  </Card>

                  <Card title={<CardTitle>{t('exams.editor.sections.time')}</CardTitle>}>
                    <Flex gap={16} wrap>
                      <ExamField path="availableFrom" label={t('exams.fields.availableFrom')} htmlFor="eh-exam-from">
                        <DatePicker
                          id="eh-exam-from"
                          showTime={{ format: 'HH:mm' }}
                          format={t('exams.editor.dateTimeFormat')}
                          allowClear={false}
                          value={dayjs(draft.availableFrom)}
                          onChange={(value) => value && update({ availableFrom: value.toISOString() })}
                        />
                      </ExamField>
                      <ExamField path="availableTo" label={t('exams.fields.availableTo')} htmlFor="eh-exam-to">
                        <DatePicker
                          id="eh-exam-to"
                          showTime={{ format: 'HH:mm' }}
                          format={t('exams.editor.dateTimeFormat')}
                          allowClear={false}
                          value={dayjs(draft.availableTo)}
                          onChange={(value) => value && update({ availableTo: value.toISOString() })}
                        />
                      </ExamField>
                      <ExamField path="durationMinutes" label={t('exams.fields.durationMinutes')} htmlFor="eh-exam-duration" extra={t('exams.fields.windowIs', { window: formatMinutes(windowMinutes) })}>
                        <InputNumber<number> id="eh-exam-duration" min={1} max={1440} precision={0} suffix={t('exams.minutesUnit')} value={draft.durationMinutes} onChange={(value) => update({ durationMinutes: value ?? 1 })} style={{ width: 150 }} />
                      </ExamField>
                      <ExamField path="reviewMinutes" label={t('exams.fields.reviewMinutes')} htmlFor="eh-exam-review" extra={t('exams.fields.reviewHelp')}>
                        <InputNumber<number> id="eh-exam-review" min={0} max={525600} precision={0} suffix={t('exams.minutesUnit')} value={draft.reviewMinutes} onChange={(value) => update({ reviewMinutes: value ?? 0 })} style={{ width: 150 }} />
                      </ExamField>
                    </Flex>
                  </Card>

                  <Card title={<CardTitle>{t('exams.editor.sections.scoring')}</CardTitle>}>
                    <Flex gap={16} wrap>
                      <ExamField
                        path="maxScore"
                        lockField="maxScore"
                        label={t('exams.fields.maxScore')}
                        htmlFor="eh-exam-max-score"
                        extra={exam ? t('exams.fields.pointsRange', { min: formatScore(exam.pointsRange.min), max: formatScore(exam.pointsRange.max) }) : undefined}
                      >
                        <Space wrap>
                          <Checkbox
                            checked={draft.maxScore === null}
                            disabled={lockedOf('maxScore')}
                            onChange={(event) => update({ maxScore: event.target.checked ? null : Math.max(1, exam?.pointsRange.max ?? 100) })}
                          >
                            {t('exams.fields.maxScoreSum')}
                          </Checkbox>
                          {draft.maxScore !== null && (
                            <InputNumber<number> id="eh-exam-max-score" min={0.001} max={100000} value={draft.maxScore} disabled={lockedOf('maxScore')} aria-label={t('exams.fields.maxScore')} onChange={(value) => update({ maxScore: value ?? 1 })} />
                          )}
                        </Space>
                      </ExamField>
                      <ExamField path="passPercentage" lockField="passPercentage" label={t('exams.fields.passPercentage')} htmlFor="eh-exam-pass">
                        <InputNumber<number> id="eh-exam-pass" min={0} max={100} suffix="%" value={draft.passPercentage} disabled={lockedOf('passPercentage')} onChange={(value) => update({ passPercentage: value ?? 0 })} style={{ width: 120 }} />
                      </ExamField>
                      <ExamField path="maxCodeRuns" label={t('exams.fields.maxCodeRuns')} htmlFor="eh-exam-runs" extra={t('exams.fields.maxCodeRunsHelp')}>
                        <InputNumber<number> id="eh-exam-runs" min={0} max={1000} precision={0} value={draft.maxCodeRuns} onChange={(value) => update({ maxCodeRuns: value ?? 0 })} style={{ width: 120 }} />
                      </ExamField>
                    </Flex>
                    <Row gutter={16}>
                      <Col xs={24} md={12}>{switchField('showSolutions', t('exams.fields.showSolutionsHelp'))}</Col>
                      <Col xs={24} md={12}>{switchField('showFeedback', t('exams.fields.showFeedbackHelp'))}</Col>
                      <Col xs={24} md={12}>{switchField('forwardOnly', t('exams.fields.forwardOnlyHelp'))}</Col>
                      <Col xs={24} md={12}>{switchField('asyncGrading', t('exams.fields.asyncGradingHelp'))}</Col>
                      <Col xs={24} md={12}>{switchField('scoreIgnored', t('exams.fields.scoreIgnoredHelp'))}</Col>
                      <Col xs={24} md={12}>{switchField('allowAnonymousStalk', (
                        <>
                          {t('exams.fields.allowAnonymousStalkHelp')}
                          {exam && <div><StalkLink exam={exam} /></div>}
                        </>
                      ))}</Col>
                      <Col xs={24} md={12}>{switchField('accommodationsApply', draft.accommodationsApply ? t('exams.fields.accommodationsApplyHelp') : t('exams.fields.accommodationsOffHelp'))}</Col>
                    </Row>
                  </Card>

                  <AccessRulesCard draft={draft} update={update} />

                  {exam && <OverridesCard exam={exam} />}

                  <Card
                    data-path="parts"
                    tabIndex={-1}
                    title={<CardTitle>{t('exams.parts.title', { count: draft.parts.length })}</CardTitle>}
                    extra={partsLocked && exam ? <Tag icon={<LockOutlined />}>{lockReason === 'started' ? t('exams.locked.started') : t('exams.locked.instancesExist')}</Tag> : undefined}
                  >
                    {errors.placed.parts && <Alert type="error" showIcon title={errors.placed.parts} className="eh-exam-parts-error" />}
                    {draft.parts.length === 0 && <Typography.Paragraph type="secondary">{t('exams.parts.none')}</Typography.Paragraph>}
                    <Flex vertical gap={12}>
                      {draft.parts.map((part, index) => (
                        <PartEditor
                          key={part.key}
                          part={part}
                          index={index}
                          count={draft.parts.length}
                          courseId={courseId}
                          gradingModels={gradingModels}
                          saved={part.id === null ? undefined : exam?.parts.find((candidate) => candidate.id === part.id)}
                          questions={questionInfos}
                          disabled={partsLocked}
                          onChange={(next) => setParts(draft.parts.map((candidate, i) => (i === index ? next : candidate)))}
                          onMove={(to) => setParts(move(draft.parts, index, to))}
                          onRemove={() => setParts(draft.parts.filter((_candidate, i) => i !== index))}
                          onQuestionsFound={rememberQuestions}
                        />
                      ))}
                    </Flex>
                    {!partsLocked && (
                      <Space wrap style={{ marginTop: 12 }}>
                        <Button icon={<PlusOutlined />} onClick={() => addPart('node')}>{t('exams.parts.addNode')}</Button>
                        <Button icon={<PlusOutlined />} onClick={() => addPart('fixed')}>{t('exams.parts.addFixed')}</Button>
                      </Space>
                    )}
                  </Card>
                </Flex>
              </FormLayout>
            </Form>
          </Col>
          {validationOpen && (
            <Col xs={24} xl={8} xxl={7}>
              <div className="eh-exam-validation-column">
                <ValidationPanel
                  validation={validation.result}
                  loading={validation.loading}
                  stale={validation.of !== inputJson}
                  reason={validation.reason}
                  onFocus={(path) => focusPath(path)}
                  onClose={() => setValidation(null)}
                />
              </div>
            </Col>
          )}
        </Row>
      </ExamEditorContextProvider>
      {exam && (
        <Typography.Text type="secondary" className="eh-exam-footnote">
          {t('exams.editor.summary', {
            parts: exam.parts.length,
            points: formatRange(exam.pointsRange.min, exam.pointsRange.max),
            duration: formatMinutes(exam.durationMinutes),
          })}
        </Typography.Text>
      )}
    </div>
  );
}

function formatRange(min: number, max: number) {
  return min === max ? formatScore(min) : `${formatScore(min)}–${formatScore(max)}`;
}

interface DescriptionFieldProps {
  value: string;
  mode: 'write' | 'preview';
  onMode: (mode: 'write' | 'preview') => void;
  onChange: (value: string) => void;
}

/** The description students read before they start: markdown, written or previewed as they will see it. */
function DescriptionField({ value, mode, onMode, onChange }: DescriptionFieldProps) {
  const t = useT();
  const { Markdown } = useQuestionBankKit();
  return (
    <ExamField path="description" label={t('exams.fields.description')} htmlFor="eh-exam-description" extra={t('exams.fields.descriptionHelp')}>
      <Flex justify="flex-end" style={{ marginBottom: 6 }}>
        <Segmented<'write' | 'preview'>
          size="small"
          value={mode}
          onChange={onMode}
          aria-label={t('exams.fields.descriptionMode')}
          options={[{ value: 'write', label: t('exams.fields.write') }, { value: 'preview', label: t('exams.fields.preview') }]}
        />
      </Flex>
      {mode === 'write' ? (
        <Input.TextArea id="eh-exam-description" value={value} maxLength={5000} autoSize={{ minRows: 3, maxRows: 14 }} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <div className="eh-exam-description-preview">
          {value.trim() ? <Markdown source={value} /> : <Typography.Text type="secondary">{t('exams.fields.noDescription')}</Typography.Text>}
        </div>
      )}
    </ExamField>
  );
}
