import { ArrowLeftOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Empty, Flex, Form, Input, List, Progress, Radio, Select, Table, Tabs, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import {
  examApi, useListExamInstancesQuery, useListExamMessagesQuery, useListMessageReceiptsQuery, useSendExamMessageMutation,
  type Exam, type ExamInstanceSummary, type ExamMessage, type ExamMessageInput, type MessageReceipt,
} from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed, LoadState, tableEmptyText } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAlerts } from '../../core/alerts/alert-actions';
import { useAppDispatch } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { DebouncedSelect, type DebouncedSelectOption } from '../../lib/debounced-select';
import { fieldErrors } from '../../lib/server-errors';
import { studentName } from './exam-format';
import { instanceListPath } from './exam-paths';
import { useQuestionBankKit } from './question-bank-kit';
import { examGate, useRouteExam } from './route-exam';
import { useClassGroups } from './use-class-groups';
import { useExamLiveUpdates } from './use-exam-live-updates';
import './exams.css';
import './message-strings';
import './messages';

type Audience = ExamMessageInput['audience'];
const AUDIENCES: Audience[] = ['all', 'class-group', 'student'];
/** The contract's longest message (ExamMessageInput.text). */
const TEXT_MAX = 5000;

interface FormValues {
  audience: Audience;
  classGroup?: string;
  studentId?: number;
  text: string;
}

/**
 * /exam/send-message/{id}: messages to the takers of an exam (all, a class group, one student) and, per message, who
 * has it and who has read it. Receipts arrive on the exam's live channel, so the counts follow without a reload.
 */
export default function SendMessagePage() {
  const t = useT();
  const route = useRouteExam();
  useDocumentTitle(t('pages.examSendMessage', { id: route.id }));
  const gate = examGate(t, route);
  if (gate || !route.exam) return gate;
  return <ExamMessagesView exam={route.exam} />;
}

function ExamMessagesView({ exam }: { exam: Exam }) {
  const t = useT();
  useExamLiveUpdates(exam.id);
  const [receiptsOf, setReceiptsOf] = useState<ExamMessage | null>(null);
  return (
    <div className="eh-exam-page">
      <PageHeader
        title={t('examMessages.send.title', { title: exam.title })}
        subtitle={t('examMessages.send.help')}
        actions={(
          <Flex wrap gap={8}>
            <ButtonLink to={paths.examEdit(exam.id)} icon={<ArrowLeftOutlined />}>{t('exams.backToExam')}</ButtonLink>
            <ButtonLink to={instanceListPath('all', exam.id)} icon={<TeamOutlined />}>{t('exams.editor.links.instances')}</ButtonLink>
          </Flex>
        )}
      />
      <div className="eh-send-message-layout">
        <Card title={<Typography.Title level={2} className="eh-card-title">{t('examMessages.send.newTitle')}</Typography.Title>}>
          <MessageForm exam={exam} />
        </Card>
        <Card title={<Typography.Title level={2} className="eh-card-title">{t('examMessages.sent.title')}</Typography.Title>}>
          <SentMessages examId={exam.id} onReceipts={setReceiptsOf} />
        </Card>
      </div>
      <ReceiptsDrawer message={receiptsOf} onClose={() => setReceiptsOf(null)} />
    </div>
  );
}

const takerOption = (row: ExamInstanceSummary): DebouncedSelectOption => ({
  value: row.studentId,
  label: row.altId ? `${studentName(row)} · ${row.altId}` : studentName(row),
});

function MessageForm({ exam }: { exam: Exam }) {
  const t = useT();
  const kit = useQuestionBankKit();
  const alerts = useAlerts();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<FormValues>();
  const audience = Form.useWatch('audience', form) ?? 'all';
  const text = Form.useWatch('text', form) ?? '';
  const [tab, setTab] = useState('write');
  const [send, sendState] = useSendExamMessageMutation();
  const { groups } = useClassGroups(exam.courseId, exam.academicYearId);
  // The first takers by name, offered before anything is typed; typing searches all of them.
  const firstTakers = useListExamInstancesQuery({ examId: exam.id, state: 'all', pageSize: 20, sortBy: 'name' }, { skip: audience !== 'student' });
  const initialOptions = useMemo(() => (firstTakers.data?.data.items ?? []).filter((row) => row.instanceId !== null).map(takerOption), [firstTakers.data]);
  const searchTakers = useCallback(async (search: string) => {
    const request = dispatch(examApi.endpoints.listExamInstances.initiate({ examId: exam.id, state: 'all', query: search, pageSize: 20, sortBy: 'name' }, { subscribe: false }));
    const page = await request.unwrap();
    return page.data.items.filter((row) => row.instanceId !== null).map(takerOption);
  }, [dispatch, exam.id]);

  const submit = async (values: FormValues) => {
    const result = await send({
      examId: exam.id,
      examMessageInput: {
        audience: values.audience,
        classGroup: values.audience === 'class-group' ? (values.classGroup ?? null) : null,
        studentId: values.audience === 'student' ? (values.studentId ?? null) : null,
        text: values.text.trim(),
      },
    });
    if (result.error) {
      form.setFields(fieldErrors<keyof FormValues>(result.error, ['classGroup', 'studentId', 'text']));
      return;
    }
    alerts.showFlashSuccess(t('examMessages.send.sent'));
    form.setFieldValue('text', '');
    setTab('write');
  };

  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={{ audience: 'all', text: '' }} onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item name="audience" label={t('examMessages.send.audience')}>
        <Radio.Group
          optionType="button"
          options={AUDIENCES.map((value) => ({ value, label: t(`examMessages.send.audiences.${value}`) }))}
        />
      </Form.Item>
      {audience === 'class-group' && (
        <Form.Item name="classGroup" label={t('examMessages.send.classGroup')} rules={[{ required: true, message: t('examMessages.send.required.classGroup') }]}>
          <Select
            showSearch
            placeholder={t('examMessages.send.classGroupPlaceholder')}
            options={groups.map((group) => ({ value: group.name, label: t('examMessages.send.classGroupOption', { name: group.name, count: group.count }) }))}
          />
        </Form.Item>
      )}
      {audience === 'student' && (
        <Form.Item name="studentId" label={t('examMessages.send.student')} rules={[{ required: true, message: t('examMessages.send.required.student') }]}>
          {firstTakers.isLoading
            ? <Select loading disabled placeholder={t('examMessages.send.studentPlaceholder')} />
            : <DebouncedSelect placeholder={t('examMessages.send.studentPlaceholder')} fetchOptions={searchTakers} initialOptions={initialOptions} />}
        </Form.Item>
      )}
      <Form.Item label={t('examMessages.send.text')} required={false} extra={t('examMessages.send.textHelp')} htmlFor="eh-message-text">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          size="small"
          items={[
            {
              key: 'write',
              label: t('examMessages.send.write'),
              forceRender: true,
              children: (
                <Form.Item name="text" noStyle rules={[{ required: true, whitespace: true, message: t('examMessages.send.required.text') }]}>
                  <Input.TextArea id="eh-message-text" autoSize={{ minRows: 5, maxRows: 16 }} maxLength={TEXT_MAX} />
                </Form.Item>
              ),
            },
            {
              key: 'preview',
              label: t('examMessages.send.preview'),
              children: text.trim()
                ? <div className="eh-message-preview"><kit.Markdown source={text} /></div>
                : <Typography.Text type="secondary">{t('examMessages.send.previewEmpty')}</Typography.Text>,
            },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sendState.isLoading}>{t('examMessages.send.submit')}</Button>
    </Form>
  );
}

function audienceText(t: ReturnType<typeof useT>, message: ExamMessage): string {
  if (message.audience === 'class-group') return t('examMessages.sent.audience.class-group', { group: message.classGroup ?? '' });
  if (message.audience === 'student') return t('examMessages.sent.audience.student', { name: message.studentName ?? '' });
  return t('examMessages.sent.audience.all');
}

function Count({ label, count, total }: { label: string; count: number; total: number }) {
  const t = useT();
  const percent = total === 0 ? 0 : Math.round((count / total) * 100);
  return (
    <div className="eh-message-count">
      <Typography.Text>{label}: <strong>{t('examMessages.sent.ofTotal', { count, total })}</strong></Typography.Text>
      <Progress percent={percent} showInfo={false} size="small" aria-hidden />
    </div>
  );
}

function SentMessages({ examId, onReceipts }: { examId: number; onReceipts: (message: ExamMessage) => void }) {
  const t = useT();
  const kit = useQuestionBankKit();
  const query = useListExamMessagesQuery({ examId });
  const messages = query.data?.data ?? [];
  return (
    <LoadState
      query={query}
      what={t('examMessages.sent.what')}
      isEmpty={messages.length === 0}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examMessages.sent.empty')} />}
    >
      {() => (
        <List
          className="eh-sent-messages"
          itemLayout="vertical"
          dataSource={messages}
          rowKey="id"
          renderItem={(message) => (
            <List.Item
              key={message.id}
              actions={[
                <Button key="receipts" size="small" onClick={() => onReceipts(message)}>{t('examMessages.sent.receipts')}</Button>,
              ]}
            >
              <Flex wrap gap={8} align="baseline" className="eh-message-meta">
                <Tag>{audienceText(t, message)}</Tag>
                <Typography.Text type="secondary"><time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time></Typography.Text>
                {message.sentByName && <Typography.Text type="secondary">{t('examMessages.sent.by', { name: message.sentByName })}</Typography.Text>}
              </Flex>
              <div className="eh-message-text"><kit.Markdown source={message.text} /></div>
              <Flex wrap gap={16}>
                <Count label={t('examMessages.sent.delivered')} count={message.delivered} total={message.recipients} />
                <Count label={t('examMessages.sent.displayed')} count={message.displayed} total={message.recipients} />
              </Flex>
            </List.Item>
          )}
        />
      )}
    </LoadState>
  );
}

function ReceiptsDrawer({ message, onClose }: { message: ExamMessage | null; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer open={message !== null} onClose={onClose} title={t('examMessages.receipts.title')} size={720}>
      {message && <Receipts message={message} />}
    </Drawer>
  );
}

function Receipts({ message }: { message: ExamMessage }) {
  const t = useT();
  const query = useListMessageReceiptsQuery({ messageId: message.id });
  const rows = query.data?.data ?? [];
  const unseen = rows.filter((row) => row.displayedAt === null).length;
  const time = (iso: string | null, missing: string) => (iso === null
    ? <Tag color="warning">{missing}</Tag>
    : <time className="eh-nowrap" dateTime={iso}>{formatDateTime(iso)}</time>);
  if (query.isError && !query.data) return <LoadFailed what={t('examMessages.receipts.what')} error={query.error} onRetry={query.refetch} />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{audienceText(t, message)} · <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time></Typography.Text>
      {query.data && <Typography.Text strong role="status">{t('examMessages.receipts.summary', { unseen })}</Typography.Text>}
      <Table<MessageReceipt>
        size="small"
        rowKey="instanceId"
        dataSource={rows}
        loading={query.isLoading}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        aria-label={t('examMessages.receipts.title')}
        locale={{ emptyText: tableEmptyText(query, t('examMessages.receipts.what'), t('examMessages.receipts.empty')) }}
        columns={[
          { key: 'student', title: t('examMessages.receipts.columns.student'), render: (_, row) => studentName(row) },
          { key: 'altId', title: t('examMessages.receipts.columns.altId'), dataIndex: 'altId' },
          { key: 'classGroup', title: t('examMessages.receipts.columns.classGroup'), dataIndex: 'classGroup' },
          { key: 'delivered', title: t('examMessages.receipts.columns.delivered'), render: (_, row) => time(row.deliveredAt, t('examMessages.receipts.notDelivered')) },
          { key: 'displayed', title: t('examMessages.receipts.columns.displayed'), render: (_, row) => time(row.displayedAt, t('examMessages.receipts.notDisplayed')) },
        ]}
      />
    </Flex>
  );
}
