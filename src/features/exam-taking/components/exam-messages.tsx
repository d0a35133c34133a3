import { NotificationOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Drawer, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAcknowledgeMyMessagesMutation, useListMyMessagesQuery, type MyMessage } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatTime } from '../../../i18n/format';
import '../message-strings';
import { useTakingKit } from '../taking-kit';

// Messages from the staff on the exam page (docs/live.md, Messages): a new one shows at once as a notice under the
// bar (the live channel refetches the list), stays listed in a drawer after it is dismissed, and the page reports
// its receipts: delivered when the list brings it, displayed when its notice (or the drawer) is on screen.

const dismissedKey = (instanceId: number) => `examhall-dismissed-messages:${instanceId}`;

/** The messages the student closed on this computer, kept across a reload. */
function useDismissed(instanceId: number): [ReadonlySet<number>, (id: number) => void] {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => {
    try {
      const kept: unknown = JSON.parse(localStorage.getItem(dismissedKey(instanceId)) ?? '[]');
      return new Set(Array.isArray(kept) ? kept.filter((id): id is number => typeof id === 'number') : []);
    } catch {
      return new Set();
    }
  });
  const dismiss = (id: number) => setDismissed((current) => {
    const next = new Set(current).add(id);
    try {
      localStorage.setItem(dismissedKey(instanceId), JSON.stringify([...next]));
    } catch {
      // Private mode or a full store: dismissed for this page's life only.
    }
    return next;
  });
  return [dismissed, dismiss];
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Reports what the server does not know yet: delivered for every message the list brought, displayed for those on
 * screen while the page is visible. Each report goes once; a failed one is tried again at the next change.
 */
function useReceipts(instanceId: number, messages: MyMessage[], onScreen: ReadonlySet<number>): void {
  const [acknowledge] = useAcknowledgeMyMessagesMutation();
  const visible = usePageVisible();
  const reported = useRef(new Map<number, 'delivered' | 'displayed'>());
  useEffect(() => {
    const receipts = messages.flatMap((message) => {
      const known = message.displayedAt ? 'displayed' : (reported.current.get(message.id) ?? (message.deliveredAt ? 'delivered' : null));
      const displayed = visible && onScreen.has(message.id);
      if (known === 'displayed' || (known === 'delivered' && !displayed)) return [];
      return [{ messageId: message.id, displayed }];
    });
    if (receipts.length === 0) return;
    const before = new Map(receipts.map((receipt) => [receipt.messageId, reported.current.get(receipt.messageId)]));
    for (const receipt of receipts) reported.current.set(receipt.messageId, receipt.displayed ? 'displayed' : 'delivered');
    acknowledge({ examInstanceId: instanceId, messageReceiptsInput: { receipts } }).unwrap().catch(() => {
      for (const [id, previous] of before) {
        if (previous === undefined) reported.current.delete(id);
        else reported.current.set(id, previous);
      }
    });
  }, [acknowledge, instanceId, messages, onScreen, visible]);
}

/**
 * The staff's messages on the exam page: `notices`, those not dismissed (newest first), to go under the bar, and
 * `button`, for the bar, which opens them all in a drawer. Both are empty while there are no messages. One owner
 * of the list and its receipts, so each receipt is reported once.
 */
export function useExamMessages(instanceId: number): { button: ReactNode; notices: ReactNode } {
  const t = useT();
  const kit = useTakingKit();
  const query = useListMyMessagesQuery({ examInstanceId: instanceId });
  const messages = useMemo(() => query.data?.data ?? [], [query.data]);
  const [dismissed, dismiss] = useDismissed(instanceId);
  const [open, setOpen] = useState(false);
  const shown = messages.filter((message) => !dismissed.has(message.id));
  const onScreen = useMemo(
    () => new Set(messages.filter((message) => open || !dismissed.has(message.id)).map((message) => message.id)),
    [messages, dismissed, open],
  );
  useReceipts(instanceId, messages, onScreen);

  const notices = shown.length > 0 && (
    <section className="eh-exam-messages" aria-label={t('examMessages.student.drawerTitle')}>
      {shown.map((message) => (
        <Alert
          key={message.id}
          type="info"
          showIcon
          icon={<NotificationOutlined />}
          className="eh-exam-banner eh-exam-message"
          title={t('examMessages.student.noticeAt', { time: formatTime(Date.parse(message.sentAt)) })}
          description={<kit.Markdown source={message.text} />}
          closable={{ 'aria-label': t('examMessages.student.dismiss'), onClose: () => dismiss(message.id) }}
        />
      ))}
    </section>
  );

  // A list that cannot be loaded shows nothing: the exam goes on, and the next event of the live channel asks again.
  const button = messages.length > 0 && (
    <>
      <Badge count={shown.length} size="small">
        <Button icon={<NotificationOutlined />} onClick={() => setOpen(true)}>
          {t('examMessages.student.open', { count: messages.length })}
        </Button>
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('examMessages.student.drawerTitle')}>
        <ol className="eh-exam-message-list">
          {messages.map((message) => (
            <li key={message.id}>
              <Typography.Text type="secondary">
                <time dateTime={message.sentAt}>{formatTime(Date.parse(message.sentAt))}</time>
              </Typography.Text>
              <kit.Markdown source={message.text} />
            </li>
          ))}
        </ol>
      </Drawer>
    </>
  );

  return { button, notices };
}
