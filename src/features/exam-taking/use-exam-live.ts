import { useEffect } from 'react';
import { examApi, type MyEventInput } from '../../api/exam-api';
import { useAppDispatch } from '../../core/hooks';
import { useLiveChannel } from '../../core/live-channel';
import type { AnswerSync } from './answer-sync';

/** How often the page says it is still there (contact, docs/live.md), also when the live channel is cut. */
export const HEARTBEAT_MS = 20_000;
/** Notable events (focus, full screen, back online) go out this soon after they happen. */
const REPORT_DELAY_MS = 1_000;
/** The most events kept while they cannot be sent (offline); the oldest go first. */
const MAX_PENDING = 100;

type Reported = Exclude<MyEventInput['kind'], 'heartbeat'>;

/**
 * Collects what the page notices for the instance's event log — focus lost and regained, full screen left and
 * entered, back online after so many seconds — and sends it in batches with the heartbeat. Kept while it cannot be
 * sent; a heartbeat that fails is simply the next one's.
 */
export class EventReporter {
  private pending: MyEventInput[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;

  constructor(
    private readonly send: (events: MyEventInput[]) => Promise<void>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  note(kind: Reported, offlineSeconds: number | null = null): void {
    this.pending.push({ kind, clientAt: this.now().toISOString(), ...(kind === 'reconnected' ? { offlineSeconds } : {}) });
    if (this.pending.length > MAX_PENDING) this.pending.splice(0, this.pending.length - MAX_PENDING);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(false), REPORT_DELAY_MS);
  }

  /** Sends what is pending, with a heartbeat when asked (or when there is nothing else to say). */
  async flush(heartbeat: boolean): Promise<void> {
    if (this.sending) return;
    const events = [...this.pending];
    if (heartbeat) events.push({ kind: 'heartbeat', clientAt: this.now().toISOString() });
    if (events.length === 0) return;
    this.sending = true;
    try {
      await this.send(events);
      this.pending.splice(0, events.filter((event) => event.kind !== 'heartbeat').length);
    } catch {
      // Kept for the next try (offline, or the server busy).
    } finally {
      this.sending = false;
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

/**
 * The exam page's live side while the instance is ongoing: the live channel (an extension, an unsubmit, a message
 * or a ticket's answer shows at once), the heartbeat and the page's events for the log.
 */
export function useExamLive(sync: AnswerSync, instanceId: number, ongoing: boolean): void {
  const dispatch = useAppDispatch();
  useLiveChannel(ongoing ? `/my/instances/${instanceId}/live` : null, {
    onEvent: (event) => {
      if (event.kind === 'instance') void sync.refresh();
      else if (event.kind === 'ticket') dispatch(examApi.util.invalidateTags([{ type: 'MyTickets', id: instanceId }]));
      else dispatch(examApi.util.invalidateTags([{ type: 'MyMessages', id: instanceId }]));
    },
    onReset: () => {
      void sync.refresh();
      dispatch(examApi.util.invalidateTags([{ type: 'MyTickets', id: instanceId }, { type: 'MyMessages', id: instanceId }]));
    },
  });

  useEffect(() => {
    if (!ongoing) return undefined;
    const reporter = new EventReporter(async (events) => {
      await dispatch(examApi.endpoints.recordMyEvents.initiate({ examInstanceId: instanceId, myEventsInput: { events } }, { track: false })).unwrap();
    });
    let offlineSince: number | null = navigator.onLine === false ? Date.now() : null;
    // Switching tabs blurs the window and hides the page: one focus loss, noted on the change only.
    const hasFocus = () => document.visibilityState === 'visible' && document.hasFocus();
    let focused = hasFocus();
    const onFocusChange = () => {
      const now = hasFocus();
      if (now === focused) return;
      focused = now;
      reporter.note(now ? 'focus-regained' : 'focus-lost');
    };
    const onFullscreen = () => reporter.note(document.fullscreenElement ? 'fullscreen-entered' : 'fullscreen-left');
    const onOffline = () => {
      offlineSince ??= Date.now();
    };
    const onOnline = () => {
      if (offlineSince === null) return;
      reporter.note('reconnected', Math.round((Date.now() - offlineSince) / 1000));
      offlineSince = null;
    };
    const listeners: [EventTarget, string, () => void][] = [
      [window, 'blur', onFocusChange],
      [window, 'focus', onFocusChange],
      [document, 'visibilitychange', onFocusChange],
      [document, 'fullscreenchange', onFullscreen],
      [window, 'offline', onOffline],
      [window, 'online', onOnline],
    ];
    for (const [target, type, handler] of listeners) target.addEventListener(type, handler);
    void reporter.flush(true);
    const heartbeat = setInterval(() => void reporter.flush(true), HEARTBEAT_MS);
    return () => {
      clearInterval(heartbeat);
      reporter.dispose();
      for (const [target, type, handler] of listeners) target.removeEventListener(type, handler);
    };
  }, [dispatch, instanceId, ongoing]);
}
