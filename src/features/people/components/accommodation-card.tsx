import { Button, Card, Checkbox, Col, Descriptions, Empty, Form, Input, InputNumber, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import {
  useGetStudentAccommodationQuery,
  useRemoveStudentAccommodationMutation,
  useSetStudentAccommodationMutation,
  type StudentAccommodationChange,
  type StudentAccommodationInput,
} from '../../../api/exam-api';
import { LoadFailed } from '../../../components/load-state';
import { RelativeTime } from '../../../components/relative-time';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/server-errors';
import '../messages';

type Values = StudentAccommodationInput;

/** What an accommodation gives, in words: "+50 %", "+15 min", "+50 % and 15 min, the window closes later". */
export function useAccommodationText() {
  const t = useT();
  return (value: { extraPercent: number | null; extraMinutes: number | null; extendWindow: boolean | null }) => {
    const parts = [
      ...(value.extraPercent ? [t('accommodation.percent', { percent: value.extraPercent })] : []),
      ...(value.extraMinutes ? [t('accommodation.minutes', { minutes: value.extraMinutes })] : []),
    ];
    const time = parts.join(t('accommodation.and'));
    return value.extendWindow ? t('accommodation.withWindow', { time }) : time;
  };
}

/**
 * The student page's accommodation: extra time in every exam the student takes (unless an exam opts out), set by
 * staff of their courses; a change gives running attempts more time at once, never less. The note is for staff.
 */
export function AccommodationCard({ studentId }: { studentId: number }) {
  const t = useT();
  const alerts = useAlerts();
  const text = useAccommodationText();
  const [form] = Form.useForm<Values>();
  const query = useGetStudentAccommodationQuery({ studentId });
  const [save, saving] = useSetStudentAccommodationMutation();
  const [remove, removing] = useRemoveStudentAccommodationMutation();
  const current = query.data?.data.current ?? null;
  const history = query.data?.data.history ?? [];

  useEffect(() => {
    form.setFieldsValue({
      extraPercent: current?.extraPercent ?? 0,
      extraMinutes: current?.extraMinutes ?? 0,
      extendWindow: current?.extendWindow ?? false,
      note: current?.note ?? '',
    });
  }, [current, form]);

  const submit = async (values: Values) => {
    const result = await save({
      studentId,
      studentAccommodationInput: {
        extraPercent: values.extraPercent ?? 0,
        extraMinutes: values.extraMinutes ?? 0,
        extendWindow: values.extendWindow ?? false,
        note: values.note?.trim() || null,
      },
    });
    if (result.error) {
      form.setFields(fieldErrors(result.error, ['extraPercent', 'extraMinutes', 'note'] as const));
      return;
    }
    const moved = result.data.data.movedInstances;
    alerts.showSuccess(moved > 0 ? t('accommodation.savedMoved', { count: moved }) : t('accommodation.saved'));
  };

  const removeIt = async () => {
    const result = await remove({ studentId });
    if (!result.error) alerts.showSuccess(t('accommodation.removed'));
  };

  if (query.isError) {
    return <Card title={t('accommodation.title')}><LoadFailed what={t('accommodation.what')} error={query.error} onRetry={query.refetch} /></Card>;
  }

  return (
    <Card title={t('accommodation.title')} loading={query.isLoading} extra={current ? <Tag color="processing">{text(current)}</Tag> : null}>
      <Typography.Paragraph type="secondary">{t('accommodation.help')}</Typography.Paragraph>
      {current && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'now', label: t('accommodation.current'), children: text(current) },
            ...(current.note ? [{ key: 'note', label: t('accommodation.note'), children: current.note }] : []),
            {
              key: 'by',
              label: t('accommodation.changed'),
              children: <span>{current.updatedByName ?? '—'} · <RelativeTime iso={current.updatedAt} /></span>,
            },
          ]}
        />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={12} md={8}>
            <Form.Item name="extraPercent" label={t('accommodation.extraPercent')} htmlFor="eh-accommodation-percent">
              <InputNumber id="eh-accommodation-percent" min={0} max={400} step={5} addonAfter="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="extraMinutes" label={t('accommodation.extraMinutes')} htmlFor="eh-accommodation-minutes">
              <InputNumber id="eh-accommodation-minutes" min={0} max={1440} step={5} addonAfter={t('accommodation.min')} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="extendWindow" valuePropName="checked" extra={t('accommodation.extendWindowHelp')}>
              <Checkbox>{t('accommodation.extendWindow')}</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="note" label={t('accommodation.note')} extra={t('accommodation.noteHelp')} htmlFor="eh-accommodation-note">
              <Input.TextArea id="eh-accommodation-note" maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>{t('accommodation.save')}</Button>
          {current && (
            <Popconfirm title={t('accommodation.removeConfirm')} okText={t('accommodation.remove')} cancelText={t('common.cancel')} onConfirm={() => void removeIt()}>
              <Button danger loading={removing.isLoading}>{t('accommodation.remove')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>{t('accommodation.history')}</Typography.Title>
      <Table<StudentAccommodationChange>
        rowKey="id"
        size="small"
        dataSource={history}
        pagination={history.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        aria-label={t('accommodation.history')}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accommodation.noHistory')} /> }}
        columns={[
          { key: 'at', title: t('accommodation.columns.at'), render: (_v, row) => <RelativeTime iso={row.actedAt} /> },
          { key: 'by', title: t('accommodation.columns.by'), render: (_v, row) => row.actedByName ?? '—' },
          {
            key: 'what',
            title: t('accommodation.columns.what'),
            render: (_v, row) => (row.action === 'removed' ? t('accommodation.removedEntry') : text(row)),
          },
          { key: 'note', title: t('accommodation.note'), render: (_v, row) => row.note ?? '' },
        ]}
      />
    </Card>
  );
}
