import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useExportQuestionsMoodleXmlMutation, type ExportQuestionsMoodleXmlApiResponse } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { saveFile } from '../../../lib/browser';
import { useAlerts } from '../../../core/alerts/alert-actions';
import '../messages-bank';

type ExportResult = ExportQuestionsMoodleXmlApiResponse['data'];
type Skipped = ExportResult['skipped'][number];

/** Hands a text to the browser as a downloaded file. */
export function downloadTextFile(fileName: string, content: string, mediaType: string) {
  saveFile(new Blob([content], { type: mediaType }), fileName);
}

const withXmlExtension = (name: string) => (/\.xml$/i.test(name) ? name : `${name}.xml`);

export interface ExportButtonProps {
  courseId: number;
  questionIds: number[];
}

/** Exports the chosen questions as a Moodle XML file and says which ones Moodle cannot take, and why. */
export function ExportButton({ courseId, questionIds }: ExportButtonProps) {
  const t = useT();
  const alerts = useAlerts();
  const [exportXml, { isLoading }] = useExportQuestionsMoodleXmlMutation();
  const [skippedShown, setSkippedShown] = useState<ExportResult | null>(null);

  const run = async () => {
    const answer = await exportXml({ courseId, questionExportRequest: { questionIds } });
    if (answer.error) return;
    const result = answer.data.data;
    if (result.exported > 0) {
      downloadTextFile(withXmlExtension(result.fileName), result.content, 'application/xml;charset=utf-8');
      alerts.showFlashSuccess(t('questionBank.export.done', { count: result.exported }));
    }
    if (result.skipped.length > 0) setSkippedShown(result);
  };

  const none = questionIds.length === 0;
  return (
    <>
      <Tooltip title={none ? t('questionBank.export.chooseRows') : undefined}>
        <Button icon={<DownloadOutlined />} disabled={none} loading={isLoading} onClick={() => void run()}>
          {none ? t('questionBank.export.button') : t('questionBank.export.buttonCount', { count: questionIds.length })}
        </Button>
      </Tooltip>
      <Modal
        open={skippedShown !== null}
        title={t('questionBank.export.skippedTitle')}
        onCancel={() => setSkippedShown(null)}
        footer={<Button type="primary" onClick={() => setSkippedShown(null)}>{t('questionBank.close')}</Button>}
        width={{ xs: '100%', md: 720 }}
      >
        {skippedShown && (
          <>
            <Alert
              type={skippedShown.exported > 0 ? 'warning' : 'error'}
              showIcon
              style={{ marginBottom: 12 }}
              title={skippedShown.exported > 0
                ? t('questionBank.export.partly', { exported: skippedShown.exported, skipped: skippedShown.skipped.length })
                : t('questionBank.export.nothing')}
            />
            <Table<Skipped>
              rowKey="questionId"
              size="small"
              dataSource={skippedShown.skipped}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              aria-label={t('questionBank.export.skippedTitle')}
              columns={[
                { key: 'id', title: t('questionBank.columns.id'), dataIndex: 'questionId', width: 72 },
                { key: 'title', title: t('questionBank.columns.title'), dataIndex: 'title' },
                { key: 'reason', title: t('questionBank.export.reason'), dataIndex: 'reason' },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
