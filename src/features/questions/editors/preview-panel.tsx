import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { memo, useCallback, useEffect, useState } from 'react';
import {
  usePreviewQuestionDraftMutation, type QuestionAnswer, type QuestionInput, type QuestionView,
} from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { serverErrorBody, serverErrorMessage } from '../../../lib/server-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { randomSeed } from '../components/template-editor';
import { QuestionRenderer } from '../renderers/question-renderer';
import { draftProblems } from './problems';

/** Typing pauses this long before the preview is asked for again. */
const PREVIEW_DELAY_MS = 700;

// The panel renders again with every keystroke of the draft; the student's view changes only with the server's
// answer, so its renderer skips the renders in between.
const StableQuestionRenderer = memo(QuestionRenderer);

interface PreviewPanelProps {
  courseId: number;
  input: QuestionInput;
  seed: number;
  onSeedChange: (seed: number) => void;
}

/**
 * What a student gets of the draft, made by the server (previewQuestionDraft) exactly as an exam would make it —
 * template values, shuffles, nothing of the key — and shown with the student's renderer.
 */
export function PreviewPanel({ courseId, input, seed, onSeedChange }: PreviewPanelProps) {
  const t = useT();
  const draft = useDebouncedValue(input, PREVIEW_DELAY_MS);
  const [preview, { isLoading }] = usePreviewQuestionDraftMutation();
  const [view, setView] = useState<QuestionView | null>(null);
  // Why the server made no view of the draft: one sentence per problem of the draft's own kind.
  const [problems, setProblems] = useState<string[] | null>(null);
  const [typed, setTyped] = useState<{ key: string; answer: QuestionAnswer } | null>(null);

  useEffect(() => {
    let current = true;
    // A title is required to save, not to look: an untitled draft is previewed under a placeholder.
    const question = { ...draft, title: draft.title.trim() || t('questionEditor.preview.untitled') };
    void preview({ courseId, questionDraftPreviewRequest: { question, seed } }).then((result) => {
      if (!current) return;
      if ('data' in result && result.data) {
        setView(result.data.data);
        setProblems(null);
        return;
      }
      const body = serverErrorBody(result.error);
      setProblems(body?.code === 'VALIDATION_FAILED' && body.details?.length
        ? draftProblems(body.details, question)
        : [serverErrorMessage(result.error) ?? t('questionEditor.preview.failed')]);
    });
    return () => {
      current = false;
    };
  }, [draft, seed, courseId, preview, t]);

  // Another variant or another kind: the answer typed into the previous one means nothing here.
  const viewKey = view ? `${view.kind}:${view.seed}` : '';
  const answer = typed?.key === viewKey ? typed.answer : null;
  const onAnswer = useCallback((next: QuestionAnswer) => setTyped({ key: viewKey, answer: next }), [viewKey]);

  return (
    <Card
      className="eh-qe-preview"
      title={t('questionEditor.preview.title')}
      extra={(
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('questionEditor.preview.seed', { seed })}</Typography.Text>
          <Tooltip title={t('questionEditor.template.otherSeed')}>
            <Button size="small" icon={<ReloadOutlined />} aria-label={t('questionEditor.template.otherSeed')} onClick={() => onSeedChange(randomSeed())} />
          </Tooltip>
        </Flex>
      )}
    >
      <Typography.Paragraph type="secondary">{t('questionEditor.preview.help')}</Typography.Paragraph>
      {problems && (
        <Alert
          type="warning"
          showIcon
          title={t('questionEditor.preview.notNow')}
          description={problems.length === 1 ? problems[0] : <ul className="eh-qe-problems">{problems.map((text) => <li key={text}>{text}</li>)}</ul>}
          style={{ marginBottom: 16 }}
        />
      )}
      {view ? (
        <div aria-busy={isLoading} aria-label={t('questionEditor.preview.title')} role="region">
          <StableQuestionRenderer view={view} answer={answer} onChange={onAnswer} />
        </div>
      ) : !problems && <Skeleton active />}
    </Card>
  );
}
