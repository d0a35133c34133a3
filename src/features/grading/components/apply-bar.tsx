import { ArrowRightOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useApplyManualGradesMutation, usePreviewManualGradesApplyQuery, type ManualGradesApplyInstance } from '../../../api/exam-api';
import { LoadState } from '../../../components/load-state';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { useT } from '../../../i18n';
import { formatPoints } from '../../../i18n/format';
import '../messages';

const score = (value: number | null) => (value === null ? '–' : formatPoints(value));

function Passed({ passed }: { passed: boolean | null }) {
  const t = useT();
  if (passed === null) return <Tag>{t('manualGrading.apply.passUnknown')}</Tag>;
  return passed ? <Tag color="green">{t('manualGrading.apply.passed')}</Tag> : <Tag color="red">{t('manualGrading.apply.failed')}</Tag>;
}

/**
 * How many grades wait for Apply (students see none of them until then), and Apply: a dialog with what changes —
 * the answers, and each instance whose score or pass changes, before → after — then one transaction on the server.
 */
export function ApplyBar({ examId, unapplied, toGrade }: { examId: number; unapplied: number; toGrade: number }) {
  const t = useT();
  const alerts = useAlerts();
  const [open, setOpen] = useState(false);
  const preview = usePreviewManualGradesApplyQuery({ examId }, { skip: !open, refetchOnMountOrArgChange: true });
  const [apply, applying] = useApplyManualGradesMutation();
  const summary = preview.data?.data;

  const confirm = async () => {
    const result = await apply({ examId });
    if (result.data) {
      const done = result.data.data;
      alerts.showSuccess(t('manualGrading.apply.done', { answers: done.answers, instances: done.instances }));
      setOpen(false);
    }
  };

  return (
    <>
      <Alert
        className="eh-grading-apply"
        // "Every grade is applied" only when nothing is left to grade either; else what is true: N still to grade.
        type={unapplied > 0 ? 'warning' : toGrade > 0 ? 'info' : 'success'}
        showIcon
        title={unapplied > 0
          ? t('manualGrading.apply.waiting', { count: unapplied })
          : toGrade > 0 ? t('manualGrading.apply.nothingYet', { count: toGrade }) : t('manualGrading.apply.nothing')}
        description={unapplied > 0 ? t('manualGrading.apply.waitingHelp') : undefined}
        action={(
          <Button type="primary" icon={<CloudUploadOutlined />} disabled={unapplied === 0} onClick={() => setOpen(true)}>
            {t('manualGrading.apply.open')}
          </Button>
        )}
      />
      <Modal
        open={open}
        title={t('manualGrading.apply.title')}
        width={720}
        onCancel={() => setOpen(false)}
        okText={t('manualGrading.apply.confirm', { count: summary?.answers ?? 0 })}
        okButtonProps={{ disabled: !summary || summary.answers === 0, loading: applying.isLoading }}
        cancelText={t('common.cancel')}
        onOk={() => void confirm()}
        destroyOnHidden
      >
        <LoadState query={preview} what={t('manualGrading.apply.what')} isEmpty={!summary}>
          {() => summary && (
            <Flex vertical gap={12}>
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('manualGrading.apply.summary', { answers: summary.answers, instances: summary.instances })}
              </Typography.Paragraph>
              <ul className="eh-grading-apply-counts">
                <li>{t('manualGrading.apply.scoreChanged', { count: summary.scoreChanged })}</li>
                <li>{t('manualGrading.apply.passChanged', { count: summary.passChanged })}</li>
              </ul>
              {summary.changes.length > 0 && (
                <Table<ManualGradesApplyInstance>
                  size="small"
                  rowKey="instanceId"
                  pagination={summary.changes.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                  dataSource={summary.changes}
                  columns={[
                    { key: 'student', title: t('manualGrading.apply.student'), render: (_, row) => `${row.lastName} ${row.firstName}` },
                    { key: 'answers', title: t('manualGrading.apply.answers'), align: 'right', dataIndex: 'answers' },
                    {
                      key: 'score', title: t('manualGrading.apply.score'),
                      render: (_, row) => <span className="eh-nowrap">{score(row.scoreBefore)} <ArrowRightOutlined aria-label={t('manualGrading.apply.to')} /> <strong>{score(row.scoreAfter)}</strong></span>,
                    },
                    {
                      key: 'passed', title: t('manualGrading.apply.pass'),
                      render: (_, row) => (
                        <span className="eh-nowrap"><Passed passed={row.passedBefore} /><ArrowRightOutlined aria-label={t('manualGrading.apply.to')} /> <Passed passed={row.passedAfter} /></span>
                      ),
                    },
                  ]}
                />
              )}
              <Typography.Text type="secondary">{t('manualGrading.apply.studentsSee')}</Typography.Text>
            </Flex>
          )}
        </LoadState>
      </Modal>
    </>
  );
}
