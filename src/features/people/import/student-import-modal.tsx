import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Result, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useApplyStudentImportMutation, usePreviewStudentImportMutation, type StudentImportRequest, type StudentImportRow,
  type StudentImportSummary,
} from '../../../api/exam-api';
import { useAppSelector } from '../../../core/hooks';
import { ImportFilePicker, ImportStepButtons, ImportWizard, useImportWizard } from '../../../components/import-wizard';
import { useT } from '../../../i18n';
import { serverErrorMessage } from '../../../lib/server-errors';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../../core/settings/settings-slice';
import { CourseYearPickers, type CourseYear } from '../components/course-year-pickers';
import { formatSize } from '../../../lib/file-text';
import { countDataRows, EXAMPLE_CSV_HREF, EXAMPLE_FILE_NAME, MAX_CSV_CHARS } from './csv-file';
import '../messages';

const STATUS_COLOR: Record<StudentImportRow['status'], string> = {
  new: 'green',
  update: 'blue',
  unchanged: 'default',
  invalid: 'red',
};

interface LoadedFile {
  name: string;
  size: number;
  text: string;
  rows: number;
}

interface Preview {
  summary: StudentImportSummary;
  rows: StudentImportRow[];
  truncated: boolean;
}

interface ImportResult {
  summary: StudentImportSummary;
  skipped: number;
}

function SummaryStats({ summary, enrolling, skipped }: { summary: StudentImportSummary; enrolling: boolean; skipped?: number }) {
  const t = useT();
  const items: [string, number, string?][] = [
    [t('studentImport.summary.total'), summary.total],
    [t('studentImport.summary.new'), summary.new, 'var(--eh-positive, #06ba63)'],
    [t('studentImport.summary.update'), summary.update, 'var(--eh-info, #008bf8)'],
    [t('studentImport.summary.unchanged'), summary.unchanged],
    [t('studentImport.summary.invalid'), summary.invalid, summary.invalid > 0 ? 'var(--eh-negative, #bf1a2f)' : undefined],
  ];
  if (skipped !== undefined) items.push([t('studentImport.summary.skipped'), skipped]);
  if (enrolling) {
    items.push([t('studentImport.summary.enrolmentsNew'), summary.enrolmentsNew], [t('studentImport.summary.enrolmentsUpdate'), summary.enrolmentsUpdate]);
  }
  return (
    <Row gutter={[16, 12]} className="eh-import-stats">
      {items.map(([label, value, color]) => (
        <Col key={label} xs={12} sm={8} md={6} lg={enrolling ? 6 : 4}>
          <Statistic title={label} value={value} styles={{ content: color ? { color } : undefined }} />
        </Col>
      ))}
    </Row>
  );
}

interface StudentImportModalProps {
  open: boolean;
  onClose: () => void;
}

/** CSV import of students (and, optionally, their enrolments): choose a file, preview row by row, apply. */
export function StudentImportModal({ open, onClose }: StudentImportModalProps) {
  const t = useT();
  const currentCourseId = useAppSelector(selectCurrCourseId);
  const currentYearId = useAppSelector(selectCurrAcademicYearId);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [enrol, setEnrol] = useState(false);
  const [target, setTarget] = useState<CourseYear>({
    courseId: currentCourseId || null,
    academicYearId: currentYearId || null,
  });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [previewImport, previewState] = usePreviewStudentImportMutation();
  const [applyImport, applyState] = useApplyStudentImportMutation();
  const wizard = useImportWizard({
    open,
    dirty: file !== null && result === null,
    // The enrolment target stays: a second file is usually for the same course.
    onReset: () => {
      setFile(null);
      setFileError(null);
      setPreview(null);
      setSkipInvalid(false);
      setApplyError(null);
      setResult(null);
    },
    onClose,
  });

  const enrolling = enrol && target.courseId !== null && target.academicYearId !== null;

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    setPreview(null);
    if (!/\.csv$/i.test(chosen.name)) {
      setFileError(t('studentImport.notCsv'));
      return;
    }
    if (chosen.size > MAX_CSV_CHARS) {
      setFileError(t('studentImport.tooLarge', { max: formatSize(MAX_CSV_CHARS) }));
      return;
    }
    try {
      const text = await wizard.readFile(chosen);
      const rows = countDataRows(text);
      if (rows === 0) setFileError(t('studentImport.emptyFile'));
      else setFile({ name: chosen.name, size: chosen.size, text, rows });
    } catch {
      setFileError(t('studentImport.readFailed'));
    }
  };

  const request = (): StudentImportRequest => ({
    csv: file?.text ?? '',
    ...(enrolling ? { courseId: target.courseId, academicYearId: target.academicYearId } : {}),
  });

  const runPreview = async () => {
    if (!file) return;
    const answer = await previewImport({ studentImportRequest: request() });
    if (answer.error) return;
    const rows = [...answer.data.data.rows].sort((a, b) => Number(b.status === 'invalid') - Number(a.status === 'invalid'));
    setPreview({ ...answer.data.data, rows });
    setSkipInvalid(false);
    setApplyError(null);
    wizard.goTo('preview');
  };

  const runApply = async () => {
    if (!file || !preview) return;
    setApplyError(null);
    const answer = await applyImport({
      studentImportRequest: { ...request(), skipInvalid: preview.summary.invalid > 0 && skipInvalid },
    });
    if (answer.error) {
      setApplyError(serverErrorMessage(answer.error) ?? null);
      return;
    }
    setResult(answer.data.data);
    wizard.goTo('result');
  };

  const invalid = preview?.summary.invalid ?? 0;
  const validRows = preview ? preview.summary.total - invalid : 0;
  const applyBlocked = !preview || validRows === 0 || (invalid > 0 && !skipInvalid);

  const fileStep = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={t('studentImport.fileHelp')}
        action={(
          <a href={EXAMPLE_CSV_HREF} download={EXAMPLE_FILE_NAME}>
            <Button size="small" icon={<DownloadOutlined />}>{t('studentImport.downloadExample')}</Button>
          </a>
        )}
      />
      <ImportFilePicker
        accept=".csv,text/csv"
        fileText={file && t('studentImport.fileRead', { name: file.name, rows: file.rows, size: formatSize(file.size) })}
        changeLabel={t('studentImport.changeFile')}
        onChangeFile={() => { setFile(null); setPreview(null); }}
        reading={wizard.reading}
        readingText={(name) => t('studentImport.reading', { name })}
        dropText={t('studentImport.dropText')}
        dropHint={t('studentImport.dropHint')}
        onChoose={(chosen) => void chooseFile(chosen)}
      />
      {fileError && <Alert type="error" showIcon title={fileError} />}
      <Checkbox checked={enrol} onChange={(event) => setEnrol(event.target.checked)}>{t('studentImport.alsoEnrol')}</Checkbox>
      {enrol && (
        <div>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t('studentImport.alsoEnrolHelp')}</Typography.Paragraph>
          <CourseYearPickers value={target} onChange={setTarget} />
        </div>
      )}
      <ImportStepButtons
        busy={previewState.isLoading}
        busyText={t('studentImport.previewing', { rows: file?.rows ?? 0 })}
        formKey="student-import"
        saveLabel={t('studentImport.previewButton')}
        onSave={() => void runPreview()}
        saveDisabled={!file || (enrol && !enrolling)}
        onCancel={() => void wizard.close()}
      />
    </Space>
  );

  const previewStep = preview && (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SummaryStats summary={preview.summary} enrolling={enrolling} />
      {invalid > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={invalid === 1 ? t('studentImport.invalidWarningOne') : t('studentImport.invalidWarning', { count: invalid })}
          description={(
            <Checkbox checked={skipInvalid} onChange={(event) => setSkipInvalid(event.target.checked)}>
              {invalid === 1 ? t('studentImport.skipInvalidOne') : t('studentImport.skipInvalid', { count: invalid })}
            </Checkbox>
          )}
        />
      ) : (
        <Alert type="success" showIcon title={t('studentImport.allValid')} />
      )}
      {validRows === 0 && <Alert type="error" showIcon title={t('studentImport.nothingToApply')} />}
      {preview.truncated && (
        <Typography.Text type="secondary">
          {t('studentImport.truncated', { shown: preview.rows.length, total: preview.summary.total })}
        </Typography.Text>
      )}
      <Table<StudentImportRow>
        rowKey="line"
        size="small"
        dataSource={preview.rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        aria-label={t('studentImport.steps.preview')}
        columns={[
          { key: 'line', title: t('studentImport.columns.line'), dataIndex: 'line', width: 64 },
          {
            key: 'status',
            title: t('studentImport.columns.status'),
            render: (_value, row) => <Tag color={STATUS_COLOR[row.status]}>{t(`studentImport.status.${row.status}`)}</Tag>,
          },
          {
            key: 'errors',
            title: t('studentImport.columns.errors'),
            width: 260,
            render: (_value, row) => row.errors.length > 0 && (
              <ul className="eh-import-errors">
                {row.errors.map((error) => <li key={error}><Typography.Text type="danger">{error}</Typography.Text></li>)}
              </ul>
            ),
          },
          { key: 'altId', title: t('people.columns.altId'), render: (_value, row) => row.altId ?? '' },
          { key: 'name', title: t('people.columns.name'), render: (_value, row) => [row.firstName, row.lastName].filter(Boolean).join(' ') },
          { key: 'email', title: t('people.columns.email'), render: (_value, row) => row.email ?? '' },
          { key: 'classGroup', title: t('people.columns.classGroup'), render: (_value, row) => row.classGroup ?? '' },
          ...(enrolling ? [{
            key: 'enrolment',
            title: t('studentImport.columns.enrolment'),
            render: (_value: unknown, row: StudentImportRow) => (row.enrolment === 'none'
              ? t('studentImport.enrolment.none')
              : <Tag>{t(`studentImport.enrolment.${row.enrolment}`)}</Tag>),
          }] : []),
        ]}
      />
      {applyError && <Alert type="error" showIcon title={applyError} />}
      <ImportStepButtons
        busy={applyState.isLoading}
        busyText={t('studentImport.applying', { rows: skipInvalid ? validRows : preview.summary.total })}
        formKey="student-import-apply"
        saveLabel={t('studentImport.apply')}
        onSave={() => void runApply()}
        saveDisabled={applyBlocked}
        cancelLabel={t('studentImport.back')}
        onCancel={() => { wizard.goTo('file'); setApplyError(null); }}
      />
    </Space>
  );

  const resultStep = result && (
    <Result
      status="success"
      title={t('studentImport.done')}
      subTitle={(
        <>
          {t('studentImport.doneText', {
            new: result.summary.new, update: result.summary.update, unchanged: result.summary.unchanged, skipped: result.skipped,
          })}
          {enrolling && <> {t('studentImport.doneEnrolments', { new: result.summary.enrolmentsNew, update: result.summary.enrolmentsUpdate })}</>}
        </>
      )}
      extra={[
        <Button key="another" onClick={wizard.reset}>{t('studentImport.another')}</Button>,
        <Button key="close" type="primary" onClick={() => void wizard.close()}>{t('studentImport.close')}</Button>,
      ]}
    >
      <SummaryStats summary={result.summary} enrolling={enrolling} skipped={result.skipped} />
    </Result>
  );

  return (
    <ImportWizard
      wizard={wizard}
      title={t('studentImport.title')}
      width={960}
      stepTitles={{ file: t('studentImport.steps.file'), preview: t('studentImport.steps.preview'), result: t('studentImport.steps.result') }}
      steps={{ file: fileStep, preview: previewStep, result: resultStep }}
    />
  );
}
