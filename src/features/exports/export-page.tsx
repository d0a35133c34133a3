import { DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Flex, Progress, Radio, Switch, theme, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiSessionExpired } from '../../api/api-events';
import { alertError } from '../../api/errors';
import { useListExamsQuery, type ExamSummary, type ExportResultsApiArg } from '../../api/exam-api';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { useAlerts } from '../../core/alerts/alert-actions';
import { selectCsrfToken, selectToken } from '../../core/auth/auth-slice';
import { selectCurrentAcademicYearTitle, selectCurrentCourse, useContextLists } from '../../core/course-context';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../core/settings/settings-slice';
import { useDocumentTitle } from '../../core/use-document-title';
import { currentLanguage, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { saveFile } from '../../lib/browser';
import { browserTimeZone, DownloadError, downloadResults, type DownloadProgress } from './download-results';
import './export.css';
import './messages';

/** The contract's bound on exams per file (openapi.yaml, exportResults). */
export const MAX_EXPORT_EXAMS = 20;

type Format = ExportResultsApiArg['format'];
type Instances = NonNullable<ExportResultsApiArg['instances']>;

const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;

/**
 * /export: the results of the course's exams in the header's academic year, per student and per question, as CSV
 * or XLSX. The file streams from the server with a progress bar and is saved as a download (docs/exports.md).
 */
export default function ExportPage() {
  const t = useT();
  useDocumentTitle(t('pages.exportResults'));
  // The subtitle names the course and the year: keep their lists loaded.
  useContextLists();
  const courseId = useAppSelector(selectCurrCourseId);
  const academicYearId = useAppSelector(selectCurrAcademicYearId);
  const course = useAppSelector(selectCurrentCourse);
  const year = useAppSelector(selectCurrentAcademicYearTitle);
  const examsQuery = useListExamsQuery({ courseId, academicYearId }, { skip: courseId === 0 || academicYearId === 0 });
  const exams = examsQuery.data?.data ?? [];

  return (
    <Flex vertical gap={16} className="eh-export-page">
      <PageHeader
        title={t('pages.exportResults')}
        subtitle={t('exportPage.subtitle', { course: course.courseAcronym, year })}
      />
      <LoadState
        query={examsQuery}
        what={t('exportPage.examsWhat')}
        isEmpty={exams.length === 0}
        card
        empty={<Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exportPage.noExams')} /></Card>}
      >
        {() => <ExportForm key={`${courseId}:${academicYearId}`} exams={exams} />}
      </LoadState>
    </Flex>
  );
}

function ExportForm({ exams }: { exams: ExamSummary[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const token = useAppSelector(selectToken);
  const csrfToken = useAppSelector(selectCsrfToken);
  const courseId = useAppSelector(selectCurrCourseId);
  const academicYearId = useAppSelector(selectCurrAcademicYearId);
  const [chosen, setChosen] = useState<number[]>(() => (exams.length === 1 ? [exams[0].id] : []));
  const [format, setFormat] = useState<Format>('xlsx');
  const [perQuestion, setPerQuestion] = useState(true);
  const [instances, setInstances] = useState<Instances>('submitted');
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const { token: colors } = theme.useToken();
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops the download (and, through the closed connection, the server's work).
  useEffect(() => () => controller.current?.abort(), []);

  // Sheets in the order of the list (the exams' ordinals), whatever order they were ticked in.
  const examIds = useMemo(() => exams.filter((exam) => chosen.includes(exam.id)).map((exam) => exam.id), [exams, chosen]);
  const tooMany = examIds.length > MAX_EXPORT_EXAMS;
  const allChosen = examIds.length === exams.length;

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setProgress(null);
    try {
      const arg: ExportResultsApiArg = {
        examIds, format, perQuestion, instances, language: currentLanguage(), timeZone: browserTimeZone(),
      };
      const file = await downloadResults(arg, { token, csrfToken, courseId, academicYearId }, setProgress, abort.signal);
      saveFile(file.blob, file.fileName);
      alerts.showFlashSuccess(t('exportPage.saved', { fileName: file.fileName, rows: file.rows }));
    } catch (error) {
      if (abort.signal.aborted) {
        alerts.showFlashWarning(t('exportPage.canceled'));
      } else if (error instanceof DownloadError) {
        if (error.status === 401) dispatch(apiSessionExpired());
        else alertError(dispatch, error.status === 'FETCH_ERROR' ? { status: 'FETCH_ERROR', error: error.message } : { status: error.status, data: error.data });
      } else {
        alertError(dispatch, error);
      }
      setProgress(null);
    } finally {
      controller.current = null;
      setBusy(false);
    }
  };

  const progressText = () => {
    if (!progress) return t('exportPage.preparing');
    if (progress.rows !== null) return t('exportPage.progressRows', { done: formatNumber(progress.rows), total: formatNumber(progress.totalRows) });
    return t('exportPage.progressBytes', {
      received: kilobytes(progress.receivedBytes),
      estimate: kilobytes(Math.max(progress.estimatedBytes ?? 0, progress.receivedBytes)),
    });
  };

  return (
    <Card>
      <Flex vertical gap={20}>
        <fieldset className="eh-export-fieldset" disabled={busy}>
          <legend className="eh-export-legend">{t('exportPage.exams')}</legend>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t('exportPage.examsHelp', { max: MAX_EXPORT_EXAMS })}</Typography.Paragraph>
          {exams.length > 1 && (
            <Checkbox
              checked={allChosen}
              indeterminate={examIds.length > 0 && !allChosen}
              onChange={(event) => setChosen(event.target.checked ? exams.map((exam) => exam.id) : [])}
              style={{ marginBottom: 8 }}
            >
              {t('exportPage.selectAll')}
            </Checkbox>
          )}
          <Checkbox.Group value={chosen} onChange={(values) => setChosen(values)} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            {exams.map((exam) => (
              <Checkbox key={exam.id} value={exam.id}>
                <span>{exam.title}</span>{' '}
                <Typography.Text type="secondary">
                  ({exam.abbreviation}) · {t('exportPage.submittedCount', { count: exam.counts.submitted })}
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
          {tooMany && <Typography.Text type="danger" role="alert">{t('exportPage.tooMany', { max: MAX_EXPORT_EXAMS })}</Typography.Text>}
        </fieldset>

        <fieldset className="eh-export-fieldset" disabled={busy}>
          <legend className="eh-export-legend">{t('exportPage.format')}</legend>
          <Radio.Group value={format} onChange={(event) => setFormat(event.target.value as Format)} aria-label={t('exportPage.format')}>
            <Radio value="xlsx">{t('exportPage.formatXlsx')}</Radio>
            <Radio value="csv">{t('exportPage.formatCsv')}</Radio>
          </Radio.Group>
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
            {format === 'csv' ? t('exportPage.formatHelpCsv') : t('exportPage.formatHelpXlsx')}
          </Typography.Paragraph>
        </fieldset>

        <fieldset className="eh-export-fieldset" disabled={busy}>
          <legend className="eh-export-legend">{t('exportPage.instances')}</legend>
          <Radio.Group value={instances} onChange={(event) => setInstances(event.target.value as Instances)} aria-label={t('exportPage.instances')}>
            <Radio value="submitted">{t('exportPage.instancesSubmitted')}</Radio>
            <Radio value="started">{t('exportPage.instancesStarted')}</Radio>
            <Radio value="all">{t('exportPage.instancesAll')}</Radio>
          </Radio.Group>
        </fieldset>

        <Flex vertical gap={2}>
          <label>
            <Flex gap={8} align="center">
              <Switch checked={perQuestion} onChange={setPerQuestion} disabled={busy} />
              <span>{t('exportPage.perQuestion')}</span>
            </Flex>
          </label>
          <Typography.Text type="secondary">{t('exportPage.perQuestionHelp')}</Typography.Text>
        </Flex>

        <Flex gap={12} align="center" wrap>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={busy}
            disabled={examIds.length === 0 || tooMany}
            title={examIds.length === 0 ? t('exportPage.chooseExam') : undefined}
            onClick={() => void start()}
          >
            {t('exportPage.download')}
          </Button>
          {busy && (
            <Button icon={<StopOutlined />} onClick={() => controller.current?.abort()}>{t('exportPage.cancel')}</Button>
          )}
        </Flex>
        {busy && (
          <Flex vertical gap={4} style={{ maxWidth: 560 }}>
            <Progress
              percent={Math.floor((progress?.fraction ?? 0) * 100)}
              status="active"
              strokeColor={colors.colorPrimary}
              aria-label={t('exportPage.progressLabel')}
            />
            <Typography.Text type="secondary" aria-live="polite">{progressText()}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
