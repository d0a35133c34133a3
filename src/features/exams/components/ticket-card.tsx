import { CheckOutlined, MessageOutlined, SendOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Space, Tag, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useAnswerTicketMutation, useAssignTicketMutation, useCloseTicketMutation, type ExamTicket, type TicketEntry,
} from '../../../api/exam-api';
import { RelativeTime } from '../../../components/relative-time';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { studentName } from '../exam-format';
import '../tickets-messages';

/** The longest answer the contract takes (TicketAnswerInput). */
const ANSWER_MAX = 5000;

const STATUS_COLOURS: Record<ExamTicket['status'], string> = { open: 'gold', reopened: 'orange', closed: 'default' };

/** One step of the conversation: who did what, when, and the text as plain text (never markup). */
function Entry({ entry, student }: { entry: TicketEntry; student: string }) {
  const t = useT();
  const name = entry.byStaff ? entry.byName ?? '' : student;
  return (
    <li data-kind={entry.kind}>
      <Typography.Text strong={entry.text !== null} type={entry.text === null ? 'secondary' : undefined}>
        {t(`examTickets.entry.${entry.kind}`, { name })}
      </Typography.Text>
      {' · '}
      <Typography.Text type="secondary"><RelativeTime iso={entry.at} /></Typography.Text>
      {entry.text !== null && <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</div>}
    </li>
  );
}

function AnswerForm({ ticket, student, onDone }: { ticket: ExamTicket; student: string; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [answer, state] = useAnswerTicketMutation();
  const [closing, setClosing] = useState(false);
  const send = async (close: boolean) => {
    if (text.trim() === '') return;
    setClosing(close);
    const result = await answer({ ticketId: ticket.id, ticketAnswerInput: { text: text.trim(), close } });
    // A refusal is shown by the app's alerts; the text stays for another try.
    if (!result.error) onDone();
  };
  const empty = text.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <Flex vertical gap={8}>
        <label htmlFor={id}><Typography.Text strong>{t('examTickets.answerLabel', { name: student })}</Typography.Text></label>
        <Input.TextArea id={id} value={text} onChange={(event) => setText(event.target.value)} maxLength={ANSWER_MAX} autoSize={{ minRows: 2, maxRows: 8 }} autoFocus />
        <Space wrap>
          <Button htmlType="submit" icon={<SendOutlined />} disabled={empty} loading={state.isLoading && !closing}>{t('examTickets.send')}</Button>
          {ticket.status !== 'closed' && (
            <Button type="primary" icon={<CheckOutlined />} disabled={empty} loading={state.isLoading && closing} onClick={() => void send(true)}>
              {t('examTickets.sendAndClose')}
            </Button>
          )}
          <Button onClick={onDone} disabled={state.isLoading}>{t('examTickets.cancel')}</Button>
        </Space>
      </Flex>
    </form>
  );
}

interface TicketCardProps {
  ticket: ExamTicket;
  /** The signed-in staff member's id ("Assign to me" is not offered for their own). */
  userId: number | null;
  /** Name the exam too (the course's list, across exams). */
  showExam: boolean;
}

/** A ticket as staff see it: the student, the question (a link to the instance), the conversation and the actions. */
export function TicketCard({ ticket, userId, showExam }: TicketCardProps) {
  const t = useT();
  const { token } = theme.useToken();
  const [answering, setAnswering] = useState(false);
  const [assign, assignState] = useAssignTicketMutation();
  const [close, closeState] = useCloseTicketMutation();
  const student = studentName(ticket);
  const headingId = `eh-ticket-${ticket.id}`;
  return (
    <Card
      size="small"
      data-status={ticket.status}
      title={(
        <Flex wrap gap={8} align="center">
          <Typography.Title level={2} id={headingId} className="eh-size-h5" style={{ margin: 0 }}>
            {student}
          </Typography.Title>
          {ticket.altId && <Typography.Text type="secondary">{ticket.altId}</Typography.Text>}
          {ticket.classGroup && <Tag>{ticket.classGroup}</Tag>}
        </Flex>
      )}
      extra={<Tag color={STATUS_COLOURS[ticket.status]}>{t(`examTickets.status.${ticket.status}`)}</Tag>}
    >
      <section aria-labelledby={headingId}>
        <Flex vertical gap={token.marginSM}>
          <Flex wrap gap={8} justify="space-between">
            <span>
              {showExam && <Typography.Text type="secondary">{ticket.examTitle} · </Typography.Text>}
              <Link to={paths.examInstance(ticket.instanceId)}>
                {t('examTickets.question', { ordinal: ticket.ordinal, title: ticket.questionTitle })}
              </Link>
            </span>
            <Typography.Text type="secondary">
              {ticket.assignedToName ? t('examTickets.assignedTo', { name: ticket.assignedToName }) : t('examTickets.unassigned')}
            </Typography.Text>
          </Flex>
          <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
            {ticket.entries.map((entry, index) => <Entry key={index} entry={entry} student={student} />)}
          </ul>
          {answering
            ? <AnswerForm ticket={ticket} student={student} onDone={() => setAnswering(false)} />
            : (
              <Space wrap>
                {ticket.assignedTo !== userId && (
                  <Button icon={<UserAddOutlined />} loading={assignState.isLoading} onClick={() => void assign({ ticketId: ticket.id })}>
                    {t('examTickets.assignToMe')}
                  </Button>
                )}
                <Button type={ticket.status === 'closed' ? 'default' : 'primary'} icon={<MessageOutlined />} onClick={() => setAnswering(true)}>
                  {t('examTickets.answer')}
                </Button>
                {ticket.status !== 'closed' && (
                  <Button icon={<CheckOutlined />} loading={closeState.isLoading} onClick={() => void close({ ticketId: ticket.id })}>
                    {t('examTickets.close')}
                  </Button>
                )}
              </Space>
            )}
        </Flex>
      </section>
    </Card>
  );
}
