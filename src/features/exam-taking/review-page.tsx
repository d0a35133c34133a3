import { HomeOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Tag, Typography, theme } from 'antd';
import { useParams } from 'react-router-dom';
import { examApi, useGetMyReviewQuery, type MyReviewQuestion, type ReviewFeedback } from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime, formatPoints, roundPoints } from '../../i18n/format';
import { RESULT_POLL_MS } from './components/exam-result';
import { QuestionTickets, useMyTicketsLive } from './components/question-tickets';
import { ResultSummary } from './components/result-summary';
import './messages';
import { useTakingKit } from './taking-kit';

const nothing = () => undefined;

/**
 * What the question's feedback says to this student (only when the exam shows feedback or solutions): the general
 * feedback, the feedback for how the answer was graded, and the feedback of what they answered. Teachers' Markdown,
 * sanitised by the same renderer as the question's text.
 */
function FeedbackBlock({ feedback, ordinal }: { feedback: ReviewFeedback; ordinal: number }) {
  const t = useT();
  const kit = useTakingKit();
  const { token } = theme.useToken();
  const headingId = `eh-review-q${ordinal}-feedback`;
  return (
    <section
      aria-labelledby={headingId}
      className="eh-review-feedback"
      style={{
        padding: token.paddingSM, borderRadius: token.borderRadius, background: token.colorFillAlter,
        border: `1px solid ${token.colorBorderSecondary}`, borderInlineStart: `3px solid ${token.colorPrimaryBorder}`,
      }}
    >
      <Typography.Title level={3} id={headingId} style={{ fontSize: token.fontSizeLG, marginTop: 0 }}>{t('examReview.feedback')}</Typography.Title>
      <Flex vertical gap={token.marginXS}>
        {feedback.general !== null && <kit.Markdown source={feedback.general} />}
        {feedback.outcome !== null && <kit.Markdown source={feedback.outcome} />}
        {feedback.answers.length > 0 && (
          <div>
            <Typography.Text strong id={`${headingId}-answers`}>{t('examReview.answerFeedback')}</Typography.Text>
            <ul aria-labelledby={`${headingId}-answers`} style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
              {/* The same text can come twice (two options with one feedback): the position keeps them apart. */}
              {feedback.answers.map((text, index) => <li key={index}><kit.Markdown source={text} /></li>)}
            </ul>
          </div>
        )}
      </Flex>
    </section>
  );
}

/**
 * One question of the review: the student's answer read-only, its points and grade, the question's feedback and the
 * solution when the exam shows them.
 */
function ReviewQuestion({ question, instanceId }: { question: MyReviewQuestion; instanceId: number }) {
  const t = useT();
  const kit = useTakingKit();
  const { token } = theme.useToken();
  const headingId = `eh-review-q${question.ordinal}`;
  const subquestions = question.view.body.kind === 'complex' ? question.view.body.subquestions : undefined;
  return (
    <Card
      title={<Typography.Title level={2} id={headingId} className="eh-card-title">{t('examReview.question', { ordinal: question.ordinal })}</Typography.Title>}
      extra={(
        <Typography.Text strong>
          {question.score === null
            ? t('examReview.notGraded', { max: formatPoints(question.maxPoints), maxCount: roundPoints(question.maxPoints) })
            : t('examReview.points', { score: formatPoints(question.score), max: formatPoints(question.maxPoints), maxCount: roundPoints(question.maxPoints) })}
        </Typography.Text>
      )}
    >
      <section aria-labelledby={headingId}>
        <Flex vertical gap={16}>
          {question.answer === null && <Tag style={{ alignSelf: 'start' }}>{t('examReview.unanswered')}</Tag>}
          <kit.QuestionView view={question.view} answer={question.answer} onChange={nothing} disabled />
          {question.grade && <kit.GradeResult result={question.grade} subquestions={subquestions} />}
          {question.comment && (
            // Plain text, never markup: React escapes it, and line breaks are kept.
            <div
              role="note"
              aria-label={t('examReview.teacherComment')}
              style={{ padding: token.paddingSM, borderRadius: token.borderRadius, background: token.colorInfoBg, border: `1px solid ${token.colorInfoBorder}` }}
            >
              <Typography.Text strong>{t('examReview.teacherComment')}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{question.comment}</Typography.Paragraph>
            </div>
          )}
          {question.feedback && <FeedbackBlock feedback={question.feedback} ordinal={question.ordinal} />}
          {question.solution && (
            <div className="eh-review-solution">
              {/* The renderer titles the view it draws: here the solution, without the question's text again. */}
              <kit.QuestionView view={{ ...question.view, title: t('examReview.solution'), text: '' }} answer={question.solution} onChange={nothing} disabled />
            </div>
          )}
          <QuestionTickets instanceId={instanceId} ordinal={question.ordinal} canAsk />
        </Flex>
      </section>
    </Card>
  );
}

/**
 * A submitted exam's review (/review/{instanceId}): the result, and during the review period each question with the
 * student's answer, its points and grade, and the solution when the exam shows solutions.
 */
export default function ReviewPage() {
  const t = useT();
  const { token } = theme.useToken();
  const { id } = useParams();
  const instanceId = Number(id);
  const valid = Number.isInteger(instanceId) && instanceId > 0;
  const arg = { examInstanceId: valid ? instanceId : 0 };
  const known = examApi.endpoints.getMyReview.useQueryState(arg).currentData?.data.result;
  const pending = known?.gradingState === 'pending';
  const query = useGetMyReviewQuery(arg, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
    pollingInterval: pending ? RESULT_POLL_MS : 0,
  });
  const review = query.currentData?.data;
  useDocumentTitle(review ? t('examReview.documentTitle', { title: review.examTitle }) : t('examReview.title'));
  // The review takes questions to the staff: their answers show at once; a grading still running says when it is done.
  useMyTicketsLive(instanceId, Boolean(valid && (review?.reviewUntil || pending)), pending ? () => void query.refetch() : undefined);

  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      <PageHeader
        title={review ? t('examReview.heading', { title: review.examTitle }) : t('examReview.title')}
        subtitle={review?.courseName}
        actions={<ButtonLink icon={<HomeOutlined />} to={paths.home}>{t('examResult.home')}</ButtonLink>}
      />
      <LoadState query={query} what={t('examReview.what')} isEmpty={!valid || !review}>
        {() => review && (
          <Flex vertical gap={token.marginLG}>
            <Card title={<Typography.Title level={2} className="eh-card-title">{t('examReview.resultTitle')}</Typography.Title>}>
              {review.result
                ? <ResultSummary result={review.result} />
                : <Typography.Text>{t('examReview.notSubmitted')}</Typography.Text>}
            </Card>
            {review.reviewUntil
              ? <Typography.Text type="secondary">{t('examReview.openUntil', { until: formatDateTime(review.reviewUntil) })}</Typography.Text>
              : <Alert type="info" showIcon title={t('examReview.closed')} />}
            {review.questions.map((question) => <ReviewQuestion key={question.ordinal} question={question} instanceId={review.instanceId} />)}
          </Flex>
        )}
      </LoadState>
    </div>
  );
}
