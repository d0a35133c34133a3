import {
  CopyOutlined, ExperimentOutlined, HistoryOutlined, LineChartOutlined, LoadingOutlined, PauseCircleOutlined, PlayCircleOutlined,
} from '@ant-design/icons';
import {
  Alert, Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Modal, Result, Row, Segmented, Select, Skeleton,
  Space, Switch, Tag, Typography,
} from 'antd';
import { Fragment, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  useCloneQuestionMutation, useCreateQuestionMutation, useGetQuestionQuery, useListQuestionVersionsQuery,
  useSetQuestionActiveMutation, useUpdateQuestionMutation, type Question, type QuestionInput, type QuestionKind,
  type QuestionFeedback, type QuestionTemplate,
} from '../../api/exam-api';
import { useAppSelector } from '../../core/hooks';
import { navigateTo } from '../../core/navigation';
import { useDocumentTitle } from '../../core/use-document-title';
import { ButtonLink } from '../../components/button-link';
import { FormLayout } from '../../components/form-buttons';
import { LazyCodeEditor } from '../../components/lazy-code-editor';
import { useT } from '../../i18n';
import { detailsByPath, serverErrorBody } from '../../lib/server-errors';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { useAlerts } from '../../core/alerts/alert-actions';
import { selectCurrCourseId } from '../../core/settings/settings-slice';
import { AttachmentUpload } from './components/attachment-upload';
import { KIND_LABELS, KindTag } from './components/kind-tag';
import { Markdown } from './components/markdown';
import { NodePicker } from './components/node-picker';
import { TagInput } from './components/tag-input';
import { randomSeed, TemplateEditor } from './components/template-editor';
import { VersionHistory } from './components/version-history';
import { ContentEditor } from './editors/content-editor';
import { defaultContent, feedbackOrNull } from './editors/defaults';
import { EditorContextProvider, Field, type EditorContextValue, type ErrorMap } from './editors/editor-context';
import { FeedbackEditor } from './editors/feedback-editor';
import { PreviewPanel } from './editors/preview-panel';
import { referenceProblem, type ProblemDetail } from './editors/problems';
import { validateQuestion } from './editors/validate';
import { isQuestionKind, QUESTION_KINDS } from './kinds';
import './messages-editors';
import './question-editor.css';
import { isFetchBaseQueryError } from '../../api/errors';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';

const FORM_KEY = 'question-edit';
/** One empty error map, so that "no errors" stays the same value from render to render. */
const NO_ERRORS: Readonly<Record<string, string>> = {};

// The draft changes on every keystroke and the form renders again: the parts a change leaves alone skip that
// render (their callbacks below keep their identity), which keeps typing into a long question quick.
const StableContentEditor = memo(ContentEditor);
const StableTemplateEditor = memo(TemplateEditor);
const StableNodePicker = memo(NodePicker);
const StableTagInput = memo(TagInput);

function newInput(kind: QuestionKind): QuestionInput {
  return {
    title: '', text: '', content: defaultContent(kind), template: null, isActive: true, timeLimitSeconds: null,
    comment: null, feedback: null, tags: [], nodeIds: [],
  };
}

function toInput(question: Question): QuestionInput {
  return {
    title: question.title,
    text: question.text,
    content: question.content,
    template: question.template,
    isActive: question.isActive,
    timeLimitSeconds: question.timeLimitSeconds,
    comment: question.comment,
    feedback: question.feedback,
    tags: question.tags,
    nodeIds: question.nodes.map((node) => node.id),
  };
}

/** What is sent: trimmed title, and no empty strings where the contract means "none". */
function toBody(input: QuestionInput): QuestionInput {
  return {
    ...input, title: input.title.trim(), comment: input.comment?.trim() ? input.comment : null, feedback: feedbackOrNull(input.feedback),
  };
}

type SaveMode = 'create' | 'in-place' | 'new-version';

/** Whether saving this content runs its reference solution in a sandbox first (code and SQL, also as parts). */
function needsReferenceCheck(content: QuestionInput['content']): boolean {
  const kinds = content.kind === 'complex' ? content.subquestions.map((part) => part.content.kind) : [content.kind];
  return kinds.includes('code') || kinds.includes('sql');
}

/** A refused reference check: what failed, on which content (its labels), and the save that may be repeated. */
interface ReferenceFailure {
  details: ProblemDetail[];
  input: QuestionInput;
  /** The save to repeat as inactive; null when an activation was refused. */
  mode: SaveMode | null;
}

/** Where a save or a clone leads, and what to say once the page has changed (alerts are cleared on the way). */
interface GoTo {
  path: string;
  alerts: { kind: 'success' | 'warning'; text: string }[];
}

/** The new and edit pages of a question (/question/new, /question/edit/:id). */
export default function QuestionEditPage() {
  const { id } = useParams();
  const questionId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  if (id !== undefined && questionId === null) return <NotFound />;
  // A fresh editor per question: after "Save as new version" or "Clone" the page shows another id.
  return <QuestionEditor key={questionId ?? 'new'} questionId={questionId} />;
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('questionEditor.notFound')} extra={<Link to={paths.questionList}>{t('questionEditor.toList')}</Link>} />;
}

function QuestionEditor({ questionId }: { questionId: number | null }) {
  const t = useT();
  const courseId = useAppSelector(selectCurrCourseId);
  const questionQuery = useGetQuestionQuery({ questionId: questionId ?? 0 }, { skip: questionId === null });
  const { data, isLoading, isError, error } = questionQuery;
  const question = data?.data;
  const title = questionId === null ? t('pages.questionNew') : t('pages.questionEdit', { id: questionId });
  useDocumentTitle(title);

  if (questionId !== null && isLoading) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  // A missing question is "not found"; any other failure says what failed and offers Retry.
  if (questionId !== null && isError && !(isFetchBaseQueryError(error) && error.status === 404)) {
    return <Card><LoadFailed what={t('questionEditor.what')} error={error} onRetry={questionQuery.refetch} /></Card>;
  }
  if (questionId !== null && (isError || !question)) return <NotFound />;
  if (courseId === 0 && questionId === null) {
    return <Card><Empty description={t('questionEditor.noCourse')} /></Card>;
  }
  return <EditorForm key={question?.id ?? 'new'} question={question ?? null} courseId={question?.courseId ?? courseId} pageTitle={title} />;
}

interface EditorFormProps {
  question: Question | null;
  courseId: number;
  pageTitle: string;
}

function EditorForm({ question, courseId, pageTitle }: EditorFormProps) {
  const t = useT();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [modal, modalHolder] = Modal.useModal();

  const kindParam = searchParams.get('kind') ?? '';
  // The draft starts once (the editor is keyed by the question): later changes go through the form.
  const [initial] = useState(() => (question ? toInput(question) : isQuestionKind(kindParam) ? newInput(kindParam) : null));
  const [input, setInput] = useState<QuestionInput | null>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [contentTouched, setContentTouched] = useState(false);
  const [validated, setValidated] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>(NO_ERRORS);
  const [seed, setSeed] = useState(() => randomSeed());
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [goTo, setGoTo] = useState<GoTo | null>(null);
  const [checking, setChecking] = useState(false);
  const [referenceFailure, setReferenceFailure] = useState<ReferenceFailure | null>(null);

  const readOnly = question !== null && !question.isLatest;
  // Once a save has chosen where to go, the page is being left on purpose: nothing is unsaved any more.
  const dirty = goTo === null && input !== null && !readOnly && JSON.stringify(input) !== baseline;
  const guard = useUnsavedChangesGuard(dirty);

  const [createQuestion, createState] = useCreateQuestionMutation();
  const [updateQuestion, updateState] = useUpdateQuestionMutation();
  const [cloneQuestion, cloneState] = useCloneQuestionMutation();
  const [setQuestionActive, activeState] = useSetQuestionActiveMutation();
  const saving = createState.isLoading || updateState.isLoading;

  // Navigating right after a save would be blocked by the guard of the render before it: navigate from the
  // render in which the page no longer counts as dirty. A plain navigation clears the alerts when it lands, so the
  // app's navigator (which clears them as it starts) goes first and the confirmation follows it.
  useEffect(() => {
    if (goTo === null) return;
    navigateTo(goTo.path);
    for (const alert of goTo.alerts) {
      if (alert.kind === 'success') alerts.showSuccess(alert.text);
      else alerts.showWarning(alert.text);
    }
  }, [goTo, alerts]);

  // Fields announce what they show; an error whose path has no field goes to its nearest shown ancestor (a
  // server detail on content/options/1/id lands on the option list), else to the list above the form.
  const [registered, setRegistered] = useState<ReadonlyMap<string, number>>(() => new Map());
  const register = useCallback((path: string) => {
    const change = (delta: number) => setRegistered((current) => {
      const next = new Map(current);
      const count = (next.get(path) ?? 0) + delta;
      if (count > 0) next.set(path, count);
      else next.delete(path);
      return next;
    });
    change(1);
    return () => change(-1);
  }, []);

  const clientErrors = useMemo(() => (validated && input ? validateQuestion(toBody(input)) : NO_ERRORS), [validated, input]);
  const { shown, unplaced } = useMemo(() => {
    const placed: Record<string, string> = {};
    const rest: [string, string][] = [];
    for (const [path, message] of Object.entries({ ...serverErrors, ...clientErrors })) {
      const parts = path.split('/');
      let target: string | null = null;
      for (let n = parts.length; n > 0 && target === null; n -= 1) {
        const candidate = parts.slice(0, n).join('/');
        if (registered.has(candidate)) target = candidate;
      }
      if (target === null) rest.push([path, message]);
      else placed[target] = placed[target] ? `${placed[target]} ${message}` : message;
    }
    return { shown: placed as ErrorMap, unplaced: rest };
  }, [serverErrors, clientErrors, registered]);

  const confirmKindChange = useCallback(
    () => new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('questionEditor.kindChange.title'),
        content: t('questionEditor.kindChange.text'),
        okText: t('questionEditor.kindChange.ok'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }),
    [modal, t],
  );

  const context = useMemo<EditorContextValue>(
    () => ({ errors: shown, readOnly, register, confirmKindChange }),
    [shown, readOnly, register, confirmKindChange],
  );

  const update = useCallback((patch: Partial<QuestionInput>) => {
    setInput((current) => (current ? { ...current, ...patch } : current));
    setServerErrors(NO_ERRORS);
  }, []);
  const setContent = useCallback((content: QuestionInput['content']) => {
    update({ content });
    setContentTouched(true);
  }, [update]);
  const setText = useCallback((text: string) => update({ text }), [update]);
  const setNodeIds = useCallback((nodeIds: number[]) => update({ nodeIds }), [update]);
  const setTags = useCallback((tags: string[]) => update({ tags }), [update]);
  const setTemplate = useCallback((template: QuestionTemplate | null) => update({ template }), [update]);
  const setFeedback = useCallback((feedback: QuestionFeedback | null) => update({ feedback }), [update]);

  const chooseKind = async (kind: QuestionKind) => {
    if (input === null) {
      const fresh = newInput(kind);
      setInput(fresh);
      setBaseline(JSON.stringify(fresh));
      setSearchParams({ kind }, { replace: true });
      return;
    }
    if (kind === input.content.kind) return;
    if ((question !== null || contentTouched) && !(await confirmKindChange())) return;
    update({ content: defaultContent(kind) });
    setContentTouched(false);
    if (question === null) setSearchParams({ kind }, { replace: true });
  };

  /** The server refused the reference check: the failures stay listed above the form until a save succeeds. */
  const refusedReference = (error: unknown, body: QuestionInput, mode: SaveMode | null): boolean => {
    const refusal = serverErrorBody(error);
    if (refusal?.code !== 'REFERENCE_FAILS') return false;
    const failure: ReferenceFailure = { details: refusal.details ?? [], input: body, mode };
    setReferenceFailure(failure);
    const list = <ReferenceProblems failure={failure} />;
    if (mode === null) {
      modal.warning({ title: t('questionEditor.reference.activateFails'), content: list, width: 640 });
    } else {
      modal.confirm({
        title: t('questionEditor.reference.failsTitle'),
        content: <>{list}<Typography.Paragraph>{t('questionEditor.reference.failsHelp')}</Typography.Paragraph></>,
        okText: t('questionEditor.reference.saveAnyway'),
        cancelText: t('questionEditor.reference.keepEditing'),
        width: 640,
        // The dialog stays open, its button busy, until the inactive save is done.
        onOk: () => save(mode, 'skip'),
      });
    }
    return true;
  };

  async function save(mode: SaveMode, referenceCheck: 'run' | 'skip' = 'run') {
    if (!input) return;
    const body = toBody(input);
    setValidated(true);
    setServerErrors(NO_ERRORS);
    if (Object.keys(validateQuestion(body)).length > 0) {
      alerts.showWarning(t('questionEditor.fixErrors'));
      return;
    }
    const check = referenceCheck === 'skip' ? { referenceCheck } : {};
    setChecking(referenceCheck === 'run' && needsReferenceCheck(body.content));
    const result = mode === 'create'
      ? await createQuestion({ courseId, questionInput: body, ...check })
      : await updateQuestion({ questionId: question!.id, mode, questionInput: body, ...check });
    setChecking(false);
    if (result.error) {
      if (!refusedReference(result.error, body, mode)) setServerErrors(detailsByPath(result.error));
      return;
    }
    setReferenceFailure(null);
    const saved = result.data.data;
    // Saved unchecked: the server made it inactive, which the teacher may not have asked for.
    const inactiveNote = referenceCheck === 'skip' && body.isActive && !saved.isActive ? t('questionEditor.reference.savedInactive') : null;
    setBaseline(JSON.stringify(input));
    setValidated(false);
    if (mode === 'in-place') {
      alerts.showFlashSuccess(t('questionEditor.savedInPlace'));
      if (inactiveNote) alerts.showWarning(inactiveNote);
      const savedInput = toInput(saved);
      setInput(savedInput);
      setBaseline(JSON.stringify(savedInput));
    } else {
      setGoTo({
        path: paths.questionEdit(saved.id),
        alerts: [
          { kind: 'success', text: mode === 'create' ? t('questionEditor.created') : t('questionEditor.savedNewVersion', { n: saved.version }) },
          ...(inactiveNote ? [{ kind: 'warning' as const, text: inactiveNote }] : []),
        ],
      });
    }
  }

  const clone = async () => {
    if (!question) return;
    // The copy is made of the saved version: edits not saved yet stay behind, so ask before leaving them.
    if (dirty && !(await guard.confirmDiscard())) return;
    const result = await cloneQuestion({ questionId: question.id });
    if ('data' in result && result.data) {
      setGoTo({ path: paths.questionEdit(result.data.data.id), alerts: [{ kind: 'success', text: t('questionEditor.cloned') }] });
    }
  };

  const toggleActive = async () => {
    if (!question || !input) return;
    const isActive = !input.isActive;
    setChecking(isActive && needsReferenceCheck(question.content));
    const result = await setQuestionActive({ questionId: question.id, questionActiveInput: { isActive } });
    setChecking(false);
    if (result.error) {
      refusedReference(result.error, toInput(question), null);
      return;
    }
    if ('data' in result && result.data) {
      alerts.showFlashSuccess(isActive ? t('questionEditor.activated') : t('questionEditor.deactivated'));
      // The flag is saved already: it must count as unchanged, whatever else is being edited.
      setInput((current) => (current ? { ...current, isActive } : current));
      setBaseline((saved) => JSON.stringify({ ...(JSON.parse(saved) as QuestionInput), isActive }));
    }
  };

  const cancel = () => void navigate(paths.questionList);

  const header = (
    <Flex justify="space-between" align="center" wrap gap={8} className="eh-qe-header">
      <Space wrap align="center">
        <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>{pageTitle}</Typography.Title>
        {input && <KindTag kind={input.content.kind} />}
        {question && (
          <Tag>{t('questionEditor.versionOf', { n: question.version, count: question.versionCount })}</Tag>
        )}
        {input && !input.isActive && <Tag color="warning">{t('questionEditor.inactive')}</Tag>}
      </Space>
      {question && (
        <Space wrap>
          <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)}>{t('questionEditor.versions.open')}</Button>
          <Button icon={<CopyOutlined />} loading={cloneState.isLoading} onClick={() => void clone()}>{t('questionEditor.clone')}</Button>
          {!readOnly && (
            <Button
              icon={input?.isActive ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
              loading={activeState.isLoading}
              onClick={() => void toggleActive()}
            >
              {input?.isActive ? t('questionEditor.deactivate') : t('questionEditor.activate')}
            </Button>
          )}
          <ButtonLink to={paths.questionTry(question.id)} icon={<ExperimentOutlined />}>{t('questionEditor.tryIt')}</ButtonLink>
          <ButtonLink to={paths.questionAnalyticsOf(question.id)} icon={<LineChartOutlined />}>{t('questionEditor.analytics')}</ButtonLink>
        </Space>
      )}
    </Flex>
  );

  if (input === null) {
    return (
      <div className="eh-qe-page">
        {header}
        <KindPicker onPick={(kind) => void chooseKind(kind)} />
      </div>
    );
  }

  const saveButtons = question === null ? null : (
    <Button onClick={() => void save('new-version')} loading={updateState.isLoading && updateState.originalArgs?.mode === 'new-version'} disabled={readOnly || saving}>
      {t('questionEditor.saveNewVersion')}
    </Button>
  );

  return (
    <div className="eh-qe-page">
      {/* Both holders carry the same key of their own: each needs a parent of its own. */}
      <Fragment key="kind-change">{modalHolder}</Fragment>
      <Fragment key="unsaved-changes">{guard.contextHolder}</Fragment>
      {header}
      {readOnly && question && <OlderVersionBanner question={question} />}
      {checking && (
        <Alert
          type="info"
          showIcon
          icon={<LoadingOutlined />}
          className="eh-qe-errors"
          title={t('questionEditor.reference.checking')}
          description={t('questionEditor.reference.checkingHelp')}
        />
      )}
      {referenceFailure && !checking && (
        <Alert
          type="error"
          showIcon
          className="eh-qe-errors"
          title={referenceFailure.mode === null ? t('questionEditor.reference.activateFails') : t('questionEditor.reference.failsTitle')}
          description={<ReferenceProblems failure={referenceFailure} />}
          action={referenceFailure.mode !== null && !readOnly ? (
            <Button size="small" loading={saving} onClick={() => void save(referenceFailure.mode!, 'skip')}>
              {t('questionEditor.reference.saveAnyway')}
            </Button>
          ) : undefined}
        />
      )}
      {unplaced.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="eh-qe-errors"
          title={t('questionEditor.otherErrors')}
          description={<ul>{unplaced.map(([path, message]) => <li key={path}><code>{path}</code>: {message}</li>)}</ul>}
        />
      )}
      <EditorContextProvider value={context}>
        <Row gutter={[24, 24]}>
          <Col xs={24} xxl={15}>
            <Form layout="vertical" disabled={readOnly} component="div" requiredMark={false}>
              <FormLayout
                formKey={FORM_KEY}
                onSave={() => void save(question === null ? 'create' : 'in-place')}
                onCancel={cancel}
                saveLabel={question === null ? t('questionEditor.create') : t('questionEditor.saveInPlace')}
                saving={createState.isLoading || (updateState.isLoading && updateState.originalArgs?.mode === 'in-place')}
                saveDisabled={readOnly || saving}
                extra={saveButtons}
              >
                <Card className="eh-qe-card">
                  <Row gutter={16}>
                    <Col xs={24} lg={16}>
                      <Field path="title" label={t('questionEditor.title')} htmlFor="question-title" required>
                        <Input id="question-title" value={input.title} maxLength={300} onChange={(event) => update({ title: event.target.value })} />
                      </Field>
                    </Col>
                    <Col xs={24} lg={8}>
                      <Field path="content/kind" label={t('questionEditor.kind')} htmlFor="question-kind">
                        <Select
                          id="question-kind"
                          value={input.content.kind}
                          onChange={(kind: QuestionKind) => void chooseKind(kind)}
                          options={QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                        />
                      </Field>
                    </Col>
                  </Row>
                  <QuestionTextField
                    courseId={courseId}
                    value={input.text}
                    readOnly={readOnly}
                    onChange={setText}
                  />
                  <Row gutter={16}>
                    <Col xs={24} lg={12}>
                      <Field path="nodeIds" label={t('questionEditor.nodes')} htmlFor="question-nodes">
                        <StableNodePicker id="question-nodes" courseId={courseId} value={input.nodeIds} disabled={readOnly} onChange={setNodeIds} />
                      </Field>
                    </Col>
                    <Col xs={24} lg={12}>
                      <Field path="tags" label={t('questionEditor.tags')} htmlFor="question-tags">
                        <StableTagInput id="question-tags" courseId={courseId} value={input.tags} disabled={readOnly} onChange={setTags} />
                      </Field>
                    </Col>
                  </Row>
                  <Flex gap={24} wrap>
                    <Field path="isActive" label={t('questionEditor.active')} htmlFor="question-active" extra={t('questionEditor.activeHelp')}>
                      <Switch id="question-active" checked={input.isActive} onChange={(isActive) => update({ isActive })} />
                    </Field>
                    <Field path="timeLimitSeconds" label={t('questionEditor.timeLimit')} htmlFor="question-time-limit" extra={t('questionEditor.timeLimitHelp')}>
                      <InputNumber
                        id="question-time-limit"
                        min={1}
                        max={86400}
                        precision={0}
                        suffix={t('questionEditor.seconds')}
                        value={input.timeLimitSeconds}
                        onChange={(timeLimitSeconds) => update({ timeLimitSeconds: timeLimitSeconds ?? null })}
                        style={{ width: 170 }}
                      />
                    </Field>
                  </Flex>
                  <Field path="comment" label={t('questionEditor.comment')} htmlFor="question-comment" extra={t('questionEditor.commentHelp')}>
                    <Input.TextArea
                      id="question-comment"
                      value={input.comment ?? ''}
                      autoSize={{ minRows: 1, maxRows: 6 }}
                      maxLength={4000}
                      onChange={(event) => update({ comment: event.target.value === '' ? null : event.target.value })}
                    />
                  </Field>
                </Card>

                <Card className="eh-qe-card" title={t('questionEditor.template.title')}>
                  <StableTemplateEditor value={input.template} onChange={setTemplate} seed={seed} onSeedChange={setSeed} />
                </Card>

                <Card className="eh-qe-card" title={t('questionEditor.answerOf', { kind: KIND_LABELS[input.content.kind] })}>
                  <StableContentEditor value={input.content} onChange={setContent} path="content" />
                </Card>

                <FeedbackEditor value={input.feedback ?? null} onChange={setFeedback} />
              </FormLayout>
            </Form>
          </Col>
          <Col xs={24} xxl={9}>
            <PreviewPanel courseId={courseId} input={input} seed={seed} onSeedChange={setSeed} />
          </Col>
        </Row>
      </EditorContextProvider>
      {question && <VersionHistory questionId={question.id} open={versionsOpen} onClose={() => setVersionsOpen(false)} />}
    </div>
  );
}

/** Each failing test, data set or solution of a refused reference check, by the editor's names for them. */
function ReferenceProblems({ failure }: { failure: ReferenceFailure }) {
  return (
    <ul className="eh-qe-problems">
      {failure.details.map((detail) => {
        const { field, problem } = referenceProblem(detail, failure.input);
        return (
          <li key={detail.path}>
            <Typography.Text strong>{field}</Typography.Text>: <span className="eh-qe-problem-text">{problem}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** On /question/new without ?kind=: the kind comes first, because it decides everything below the text. */
function KindPicker({ onPick }: { onPick: (kind: QuestionKind) => void }) {
  const t = useT();
  return (
    <Card title={t('questionEditor.pickKind')}>
      <Row gutter={[16, 16]} role="list" aria-label={t('questionEditor.pickKind')}>
        {QUESTION_KINDS.map((kind) => (
          <Col key={kind} xs={24} sm={12} lg={8} xl={6} role="listitem">
            <Card hoverable size="small" className="eh-qe-kind-card" onClick={() => onPick(kind)}>
              {/* The card takes the click, also the one this button gets from the keyboard. */}
              <button type="button" className="eh-qe-kind-button">
                <KindTag kind={kind} />
              </button>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {t(`questionEditor.kindHelp.${kind}`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function OlderVersionBanner({ question }: { question: Question }) {
  const t = useT();
  const { data } = useListQuestionVersionsQuery({ questionId: question.id });
  const latest = data?.data.find((version) => version.isLatest);
  return (
    <Alert
      type="info"
      showIcon
      className="eh-qe-errors"
      title={t('questionEditor.olderVersion', { n: question.version })}
      description={latest ? (
        <Link to={paths.questionEdit(latest.id)}>{t('questionEditor.toLatest', { n: latest.version })}</Link>
      ) : undefined}
    />
  );
}

interface QuestionTextFieldProps {
  courseId: number;
  value: string;
  readOnly: boolean;
  onChange: (text: string) => void;
}

interface CodeMirrorHost extends HTMLElement {
  CodeMirror?: { replaceSelection: (text: string) => void; focus: () => void };
}

/** The question's markdown, written in the code editor with a Write | Preview switch and image uploads. */
const QuestionTextField = memo(function QuestionTextField({ courseId, value, readOnly, onChange }: QuestionTextFieldProps) {
  const t = useT();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const hostRef = useRef<HTMLDivElement>(null);

  const insert = (markdown: string) => {
    // CodeMirror 5 hangs its instance on its wrapper element: the image goes where the cursor is, as a
    // teacher expects; without an editor instance (preview shown) it goes at the end.
    const cm = hostRef.current?.querySelector<CodeMirrorHost>('.CodeMirror')?.CodeMirror;
    if (cm && mode === 'write') {
      cm.replaceSelection(markdown);
      cm.focus();
    } else {
      onChange(value === '' ? markdown : `${value}\n\n${markdown}`);
    }
  };

  return (
    <Field path="text" label={t('questionEditor.text')} extra={t('questionEditor.textHelp')}>
      <Flex justify="flex-end" gap={8} wrap className="eh-qe-text-tools">
        <Segmented<'write' | 'preview'>
          size="small"
          value={mode}
          onChange={setMode}
          aria-label={t('questionEditor.textMode')}
          options={[
            { value: 'write', label: t('questionEditor.write') },
            { value: 'preview', label: t('questionEditor.previewText') },
          ]}
        />
        <AttachmentUpload courseId={courseId} onUploaded={insert} disabled={readOnly} />
      </Flex>
      <div ref={hostRef}>
        {mode === 'write' ? (
          // Prose: lines wrap and the editor grows with the text, so nothing scrolls out of reach of the keyboard.
          <LazyCodeEditor
            language="text"
            value={value}
            onChange={onChange}
            readOnly={readOnly}
            height="auto"
            wrapLines
            className="eh-qe-text-editor"
            ariaLabel={t('questionEditor.text')}
          />
        ) : (
          <div className="eh-qe-text-preview">
            {value.trim() ? <Markdown source={value} /> : <Typography.Text type="secondary">{t('questionEditor.emptyText')}</Typography.Text>}
          </div>
        )}
      </div>
    </Field>
  );
});
