import { Card, Result, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useGetExamQuery } from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import type { useT } from '../../i18n';

/** The exam a page's route names by `:id` (`examId` null when the id is not one) and its getExam query. */
export function useRouteExam() {
  const { id } = useParams();
  const examId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const examQuery = useGetExamQuery({ examId: examId ?? 0 }, { skip: examId === null });
  return { id: id ?? '', examId, examQuery, exam: examQuery.data?.data };
}

/**
 * What a page of one exam shows instead of the exam: loading, a failed load with Retry, or "not found" (an id that
 * is not one, or an exam the server does not show); null once the exam is there.
 */
export function examGate(t: ReturnType<typeof useT>, { examId, examQuery, exam }: ReturnType<typeof useRouteExam>): ReactElement | null {
  if (examId !== null && examQuery.isLoading) return <Card><Skeleton active /></Card>;
  if (examId !== null && examQuery.isError && !(isFetchBaseQueryError(examQuery.error) && examQuery.error.status === 404)) {
    return <Card><LoadFailed what={t('exams.editor.what')} error={examQuery.error} onRetry={examQuery.refetch} /></Card>;
  }
  if (examId === null || !exam) {
    return <Result status="404" title={<h1 className="eh-result-title">{t('exams.editor.notFound')}</h1>} extra={<Link to={paths.examList}>{t('exams.toList')}</Link>} />;
  }
  return null;
}
