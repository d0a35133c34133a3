import { Alert, Button, Col, Form, Result, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useApplyQuestionImportMutation, usePreviewQuestionImportMutation, type QuestionImportItem, type QuestionImportPreview,
  type QuestionImportRequest,
} from '../../../api/exam-api';
import { ImportFilePicker, ImportStepButtons, ImportWizard, useImportWizard } from '../../../components/import-wizard';
import { useT } from '../../../i18n';
import { formatSize } from '../../../lib/file-text';
import { serverErrorMessage } from '../../../lib/server-errors';
import { KindTag } from './kind-tag';
import { MAX_FILTER_IDS, NodesPicker, questionFiltersSearch } from './question-filters';
import '../messages-bank';
import { paths } from '../../../config/paths';

export type ImportFormat = QuestionImportRequest['format'];

/** The contract's limit of the file's text (QuestionImportRequest.content maxLength). */
export const MAX_IMPORT_CHARS = 20_000_000;

/** The format a file's name suggests: .xml is Moodle XML, .gift and .txt are GIFT. */
export function formatOfFileName(name: string): ImportFormat | null {
  if (/\.xml$/i.test(name)) return 'moodle-xml';
  if (/\.(gift|txt)$/i.test(name)) return 'gift';
  return null;
}

interface LoadedFile {
  name: string;
  size: number;
  text: string;
}

function Summary({ preview }: { preview: QuestionImportPreview }) {
  const t = useT();
  return (
    <Row gutter={[16, 12]}>
      <Col xs={8}><Statistic title={t('questionBank.import.summary.total')} value={preview.total} /></Col>
      <Col xs={8}>
        <Statistic title={t('questionBank.import.summary.importable')} value={preview.importable} styles={{ content: { color: 'var(--eh-positive, #06ba63)' } }} />
      </Col>
      <Col xs={8}>
        <Statistic
          title={t('questionBank.import.summary.skipped')}
          value={preview.skipped}
          styles={{ content: preview.skipped > 0 ? { color: 'var(--eh-warning, #d48806)' } : undefined }}
        />
      </Col>
    </Row>
  );
}

function PreviewTable({ items }: { items: QuestionImportItem[] }) {
  const t = useT();
  return (
    <Table<QuestionImportItem>
      rowKey="index"
      size="small"
      dataSource={items}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      aria-label={t('questionBank.import.previewTable')}
      columns={[
        { key: 'index', title: t('questionBank.import.columns.index'), dataIndex: 'index', width: 56 },
        { key: 'name', title: t('questionBank.import.columns.name'), dataIndex: 'name' },
        { key: 'category', title: t('questionBank.import.columns.category'), render: (_value, row) => row.category ?? '' },
        { key: 'sourceType', title: t('questionBank.import.columns.sourceType'), render: (_value, row) => <code>{row.sourceType}</code> },
        {
          key: 'kind',
          title: t('questionBank.import.columns.kind'),
          render: (_value, row) => (row.status === 'import' && row.kind
            ? <KindTag kind={row.kind} />
            : <Tag color="warning">{t('questionBank.import.skippedTag')}</Tag>),
        },
        {
          key: 'notes',
          title: t('questionBank.import.columns.notes'),
          width: 320,
          render: (_value, row) => (
            <>
              {row.reason && <Typography.Text type="warning">{row.reason}</Typography.Text>}
              {row.warnings.length > 0 && (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {row.warnings.map((warning) => <li key={warning}><Typography.Text type="secondary">{warning}</Typography.Text></li>)}
                </ul>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

export interface ImportDialogProps {
  open: boolean;
  courseId: number;
  onClose: () => void;
}

/**
 * Moodle XML or GIFT import: choose a file and the nodes to attach the questions to, see what maps to which kind
 * and what is skipped (and why), then import. Nothing is stored before the last step is confirmed.
 */
export function ImportDialog({ open, courseId, onClose }: ImportDialogProps) {
  const t = useT();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [format, setFormat] = useState<ImportFormat | null>(null);
  const [nodeIds, setNodeIds] = useState<number[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<QuestionImportPreview | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [importedIds, setImportedIds] = useState<number[] | null>(null);
  const [previewImport, previewState] = usePreviewQuestionImportMutation();
  const [applyImport, applyState] = useApplyQuestionImportMutation();
  const wizard = useImportWizard({
    open,
    dirty: file !== null && importedIds === null,
    onReset: () => {
      setFile(null);
      setFormat(null);
      setNodeIds([]);
      setFileError(null);
      setPreview(null);
      setServerError(null);
      setImportedIds(null);
    },
    onClose,
  });
  const navigate = useNavigate();

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    setServerError(null);
    setPreview(null);
    if (chosen.size > MAX_IMPORT_CHARS) {
      setFileError(t('questionBank.import.tooLarge', { max: formatSize(MAX_IMPORT_CHARS) }));
      return;
    }
    try {
      const text = await wizard.readFile(chosen);
      if (text.trim() === '') {
        setFileError(t('questionBank.import.emptyFile'));
      } else {
        setFile({ name: chosen.name, size: chosen.size, text });
        setFormat(formatOfFileName(chosen.name));
      }
    } catch {
      setFileError(t('questionBank.import.readFailed'));
    }
  };

  const request = (): QuestionImportRequest | null => (file && format
    ? { format, fileName: file.name.slice(0, 200), content: file.text, nodeIds }
    : null);

  const runPreview = async () => {
    const body = request();
    if (!body) return;
    setServerError(null);
    const answer = await previewImport({ courseId, questionImportRequest: body });
    if (answer.error) {
      setServerError(serverErrorMessage(answer.error) ?? t('questionBank.import.previewFailed'));
      return;
    }
    setPreview(answer.data.data);
    wizard.goTo('preview');
  };

  const runApply = async () => {
    const body = request();
    if (!body) return;
    setServerError(null);
    const answer = await applyImport({ courseId, questionImportRequest: body });
    if (answer.error) {
      setServerError(serverErrorMessage(answer.error) ?? t('questionBank.import.applyFailed'));
      return;
    }
    setPreview(answer.data.data);
    setImportedIds(answer.data.data.questionIds);
    wizard.goTo('result');
  };

  // The imported questions themselves; past the id filter's limit, the signed-in user's newest ones (on the
  // chosen node, when there is one), which begin with them.
  const listLink = `${paths.questionList}${
    importedIds !== null && importedIds.length <= MAX_FILTER_IDS
      ? questionFiltersSearch({ ids: importedIds })
      : questionFiltersSearch({ mine: true, nodeId: nodeIds.length === 1 ? nodeIds[0] : null }, { sort: 'id', order: 'desc' })
  }`;

  const fileStep = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('questionBank.import.help')}</Typography.Paragraph>
      <ImportFilePicker
        accept=".xml,.gift,.txt,text/xml,application/xml,text/plain"
        fileText={file && t('questionBank.import.fileRead', { name: file.name, size: formatSize(file.size) })}
        changeLabel={t('questionBank.import.changeFile')}
        onChangeFile={() => { setFile(null); setFormat(null); setServerError(null); }}
        reading={wizard.reading}
        readingText={(name) => t('questionBank.import.reading', { name })}
        dropText={t('questionBank.import.dropText')}
        dropHint={t('questionBank.import.dropHint')}
        onChoose={(chosen) => void chooseFile(chosen)}
      />
      {fileError && <Alert type="error" showIcon title={fileError} />}
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('questionBank.import.format')}
          help={file && !format ? t('questionBank.import.formatUnknown') : undefined}
          validateStatus={file && !format ? 'warning' : undefined}
        >
          <Select<ImportFormat>
            aria-label={t('questionBank.import.format')}
            placeholder={t('questionBank.import.formatPlaceholder')}
            value={format ?? undefined}
            onChange={setFormat}
            options={[
              { value: 'moodle-xml', label: t('questionBank.import.formats.moodle-xml') },
              { value: 'gift', label: t('questionBank.import.formats.gift') },
            ]}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
        <Form.Item label={t('questionBank.import.nodes')} extra={t('questionBank.import.nodesHelp')}>
          <NodesPicker
            courseId={courseId}
            value={nodeIds}
            onChange={setNodeIds}
            ariaLabel={t('questionBank.import.nodes')}
            placeholder={t('questionBank.import.nodesPlaceholder')}
          />
        </Form.Item>
      </Form>
      {serverError && <Alert type="error" showIcon title={serverError} />}
      <ImportStepButtons
        busy={previewState.isLoading}
        busyText={t('questionBank.import.previewing')}
        formKey="question-import"
        saveLabel={t('questionBank.import.previewButton')}
        onSave={() => void runPreview()}
        saveDisabled={!file || !format}
        onCancel={() => void wizard.close()}
      />
    </Space>
  );

  const previewStep = preview && (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Summary preview={preview} />
      {preview.importable === 0
        ? <Alert type="error" showIcon title={t('questionBank.import.nothingToImport')} />
        : preview.skipped > 0 && <Alert type="warning" showIcon title={t('questionBank.import.someSkipped', { count: preview.skipped })} />}
      <PreviewTable items={preview.items} />
      {serverError && <Alert type="error" showIcon title={serverError} />}
      <ImportStepButtons
        busy={applyState.isLoading}
        busyText={t('questionBank.import.applying', { count: preview.importable })}
        formKey="question-import-apply"
        saveLabel={preview.importable === 1
          ? t('questionBank.import.applyOne')
          : t('questionBank.import.apply', { count: preview.importable })}
        onSave={() => void runApply()}
        saveDisabled={preview.importable === 0}
        cancelLabel={t('questionBank.import.back')}
        onCancel={() => { wizard.goTo('file'); setServerError(null); }}
      />
    </Space>
  );

  const resultStep = importedIds && preview && (
    <Result
      status="success"
      title={importedIds.length === 1
        ? t('questionBank.import.doneOne')
        : t('questionBank.import.done', { count: importedIds.length })}
      subTitle={preview.skipped > 0 ? t('questionBank.import.doneSkipped', { count: preview.skipped }) : undefined}
      extra={[
        <Button key="list" type="primary" onClick={() => { wizard.reset(); onClose(); void navigate(listLink); }}>
          {t('questionBank.import.showImported')}
        </Button>,
        <Button key="another" onClick={wizard.reset}>{t('questionBank.import.another')}</Button>,
        <Button key="close" onClick={() => void wizard.close()}>{t('questionBank.close')}</Button>,
      ]}
    />
  );

  return (
    <ImportWizard
      wizard={wizard}
      title={t('questionBank.import.title')}
      width={1000}
      stepTitles={{
        file: t('questionBank.import.steps.file'),
        preview: t('questionBank.import.steps.preview'),
        result: t('questionBank.import.steps.result'),
      }}
      steps={{ file: fileStep, preview: previewStep, result: resultStep }}
    />
  );
}
