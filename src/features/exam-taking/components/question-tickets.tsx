import { QuestionCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Tag, Typography, theme } from 'antd';
import { useId, useMemo, useState } from 'react';
import {
  examApi, useListMyTicketsQuery, useRaiseMyTicketMutation, useReopenMyTicketMutation, type MyTicket, type TicketEntry,
} from '../../../api/exam-api';
import { errorMessage } from '../../../api/errors';
import { LoadFailed } from '../../../components/load-state';
import { useAppDispatch } from '../../../core/hooks';
import { useLiveChannel } from '../../../core/live-channel';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import '../tickets-messages';

/** The longest question the contract takes (TicketTextInput). */
const TEXT_MAX = 2000;

type StudentStatus = 'waiting' | 'answered' | 'closed';

/** What the student reads of a ticket: closed, answered since they last asked, or waiting for the staff. */
export function studentStatus(ticket: MyTicket): StudentStatus {
  if (ticket.status === 'closed') return 'closed';
  const lastAsked = ticket.entries.findLastIndex((entry) => entry.kind === 'raised' || entry.kind === 'reopened');
  return ticket.entries.slice(lastAsked + 1).some((entry) => entry.kind === 'answered') ? 'answered' : 'waiting';
}

const STATUS_COLOURS: Record<StudentStatus, string> = { waiting: 'gold', answered: 'green', closed: 'default' };

/** The questions of an instance with a ticket waiting for the staff (the question navigation marks them). */
export function usePendingTicketOrdinals(instanceId: number): ReadonlySet<number> {
  const { data } = useListMyTicketsQuery({ examInstanceId: instanceId });
  return useMemo(
    () => new Set((data?.data ?? []).filter((ticket) => studentStatus(ticket) === 'waiting').map((ticket) => ticket.ordinal)),
    [data],
  );
}

/**
 * The student's live channel where the exam page's own channel is not open (after the submit, the review): a ticket's
 * answer shows at once, and `onInstance` hears of the instance's changes (its grading done) and of the channel's
 * opening. `open` false: closed.
 */
export function useMyTicketsLive(instanceId: number, open: boolean, onInstance?: () => void): void {
  const dispatch = useAppDispatch();
  const refresh = () => dispatch(examApi.util.invalidateTags([{ type: 'MyTickets', id: instanceId }]));
  useLiveChannel(open ? `/my/instances/${instanceId}/live` : null, {
    onEvent: (event) => {
      if (event.kind === 'ticket') refresh();
      if (event.kind === 'instance') onInstance?.();
    },
    onReset: () => {
      refresh();
      onInstance?.();
    },
  });
}

interface TextFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onDone: () => void;
}

/** A short text to the staff: a labelled box, Send and Cancel, the refusal beside it. */
function TextForm({ label, submitLabel, onSubmit, onDone }: TextFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (text.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="eh-ticket-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Flex vertical gap={8}>
        <label htmlFor={id}><Typography.Text strong>{label}</Typography.Text></label>
        <Input.TextArea id={id} value={text} onChange={(event) => setText(event.target.value)} maxLength={TEXT_MAX} autoSize={{ minRows: 2, maxRows: 6 }} autoFocus />
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} disabled={text.trim() === ''}>{submitLabel}</Button>
          <Button onClick={onDone} disabled={busy}>{t('myTickets.cancel')}</Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** One line of the conversation: who, when, and the text as plain text (never markup). */
function Entry({ entry }: { entry: TicketEntry }) {
  const t = useT();
  const name = entry.byStaff ? entry.byName ?? t('myTickets.staff') : t('myTickets.you');
  const who = t(`myTickets.entry.${entry.kind}`, { name });
  return (
    <li className="eh-ticket-entry" data-kind={entry.kind}>
      <Typography.Text type={entry.text === null ? 'secondary' : undefined} strong={entry.text !== null}>{who}</Typography.Text>
      {' '}
      <Typography.Text type="secondary"><time dateTime={entry.at}>{formatDateTime(entry.at)}</time></Typography.Text>
      {entry.text !== null && <div className="eh-ticket-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</div>}
    </li>
  );
}

function TicketItem({ ticket, canAsk }: { ticket: MyTicket; canAsk: boolean }) {
  const t = useT();
  const { token } = theme.useToken();
  const [reopening, setReopening] = useState(false);
  const [reopen] = useReopenMyTicketMutation();
  const status = studentStatus(ticket);
  return (
    <li
      className="eh-ticket"
      data-status={status}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: token.paddingSM, listStyle: 'none' }}
    >
      <Flex vertical gap={8}>
        <Tag color={STATUS_COLOURS[status]} style={{ alignSelf: 'start' }}>{t(`myTickets.status.${status}`)}</Tag>
        <ul className="eh-ticket-entries" style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
          {ticket.entries.map((entry, index) => <Entry key={index} entry={entry} />)}
        </ul>
        {canAsk && status === 'closed' && (reopening
          ? (
            <TextForm
              label={t('myTickets.reopenLabel')}
              submitLabel={t('myTickets.send')}
              onSubmit={(text) => reopen({ ticketId: ticket.id, ticketReopenInput: { text } }).unwrap()}
              onDone={() => setReopening(false)}
            />
          )
          : <Button size="small" style={{ alignSelf: 'start' }} onClick={() => setReopening(true)}>{t('myTickets.reopen')}</Button>)}
      </Flex>
    </li>
  );
}

interface QuestionTicketsProps {
  instanceId: number;
  ordinal: number;
  /** Whether the instance takes tickets now (ongoing, or in its review period). */
  canAsk: boolean;
  /**
   * The page knows it is offline: the questions to the staff wait for the connection, said quietly (the exam's own
   * questions and answers work on; a failed list with Retry would read as if they did not).
   */
  offline?: boolean;
}

/**
 * A question's tickets for the student (docs/live.md, Tickets): "Ask the staff" with a short form, and each ticket
 * with its status and the conversation. The list follows the live channel (the 'MyTickets' tag).
 */
export function QuestionTickets({ instanceId, ordinal, canAsk, offline = false }: QuestionTicketsProps) {
  const t = useT();
  const { token } = theme.useToken();
  const query = useListMyTicketsQuery({ examInstanceId: instanceId });
  const [raise] = useRaiseMyTicketMutation();
  const [asking, setAsking] = useState(false);
  const tickets = (query.data?.data ?? []).filter((ticket) => ticket.ordinal === ordinal);
  if (!canAsk && tickets.length === 0) return null;
  return (
    <section className="eh-question-tickets" aria-label={t('myTickets.listLabel', { ordinal })} style={{ marginTop: token.marginMD }}>
      <Flex vertical gap={8}>
        {offline
          ? <Typography.Text type="secondary">{t('myTickets.offline')}</Typography.Text>
          : query.isError && !query.data && <LoadFailed compact what={t('myTickets.what')} error={query.error} onRetry={query.refetch} />}
        {tickets.length > 0 && (
          <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {tickets.map((ticket) => <TicketItem key={ticket.id} ticket={ticket} canAsk={canAsk} />)}
          </ul>
        )}
        {canAsk && !offline && (asking
          ? (
            <>
              <Typography.Text type="secondary">{t('myTickets.askHelp')}</Typography.Text>
              <TextForm
                label={t('myTickets.askAbout', { ordinal })}
                submitLabel={t('myTickets.send')}
                onSubmit={(text) => raise({ examInstanceId: instanceId, ticketTextInput: { ordinal, text } }).unwrap()}
                onDone={() => setAsking(false)}
              />
            </>
          )
          : <Button icon={<QuestionCircleOutlined />} style={{ alignSelf: 'start' }} onClick={() => setAsking(true)}>{t('myTickets.ask')}</Button>)}
      </Flex>
    </section>
  );
}
