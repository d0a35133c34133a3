import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { LiveEvent } from '../api/exam-api';
import { env } from '../config/env';
import type { RootState } from './store';

/**
 * The browser's end of a live channel (docs/live.md): a Server-Sent Events stream read with fetch (EventSource
 * cannot send the bearer token), reconnecting with back-off and resuming after the last event it has, so nothing is
 * missed while the connection was down. Events say what changed; the page fetches the data itself (invalidating
 * its queries), so the stream never carries anything a REST answer would not.
 */

/** One parsed block of an event stream. */
export interface StreamBlock {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits the text received so far into complete blocks (ended by a blank line) and the unfinished rest. Comment
 * lines (`: …`) are skipped; a block without data lines is not an event (a keep-alive).
 */
export function parseEventStream(text: string): { blocks: StreamBlock[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const parts = normalised.split('\n\n');
  const rest = parts.pop() ?? '';
  const blocks: StreamBlock[] = [];
  for (const part of parts) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    let hasData = false;
    for (const line of part.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') {
        data.push(value);
        hasData = true;
      }
    }
    if (hasData) blocks.push({ id, event, data: data.join('\n') });
  }
  return { blocks, rest };
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s doubling to 15 s, with jitter so a room does not reconnect in step. */
export const reconnectDelay = (attempt: number, random = Math.random) => Math.min(15_000, 1_000 * 2 ** Math.min(attempt, 4)) * (0.75 + random() * 0.5);

export interface LiveChannelHandlers {
  /** An event: something the page shows changed. */
  onEvent: (event: LiveEvent) => void;
  /**
   * The page should fetch everything again: when the channel first opens (the page's data may predate it) and when
   * the server could not say what was missed.
   */
  onReset?: () => void;
  /** The connection state, for a page that shows it. */
  onStatus?: (status: 'open' | 'reconnecting' | 'closed') => void;
}

/** The channel's HTTP statuses that end it for good (signed out, not allowed, gone). */
const FINAL_STATUSES = new Set([401, 403, 404]);

/**
 * Reads the channel at `path` (e.g. `/my/instances/12/live`) until `signal` aborts; resolves then, or when the
 * server refuses it for good.
 */
export async function runLiveChannel(path: string, state: () => RootState, handlers: LiveChannelHandlers, signal: AbortSignal): Promise<void> {
  let after = '0';
  let attempt = 0;
  let first = true;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      }, { once: true });
    });

  while (!signal.aborted) {
    try {
      const { auth, settings } = state();
      const headers = new Headers({ Accept: 'text/event-stream' });
      if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
      if (settings.currCourseId > 0) headers.set('Context-Course-Id', String(settings.currCourseId));
      if (settings.currAcademicYearId > 0) headers.set('Context-Academic-Year-Id', String(settings.currAcademicYearId));
      const response = await fetch(`${env.apiBaseUrl}${path}?after=${after}`, { headers, signal, credentials: 'include', cache: 'no-store' });
      if (FINAL_STATUSES.has(response.status)) {
        handlers.onStatus?.('closed');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const { blocks, rest } = parseEventStream(buffer);
        buffer = rest;
        for (const block of blocks) {
          if (block.id) after = block.id;
          if (block.event === 'ready') {
            attempt = 0;
            handlers.onStatus?.('open');
            if (first) handlers.onReset?.();
            first = false;
          } else if (block.event === 'reset') {
            handlers.onReset?.();
          } else {
            try {
              handlers.onEvent(JSON.parse(block.data) as LiveEvent);
            } catch {
              // Not an event of ours: skipped.
            }
          }
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    if (signal.aborted) return;
    handlers.onStatus?.('reconnecting');
    await sleep(reconnectDelay(attempt));
    attempt += 1;
  }
}

/**
 * Keeps the live channel at `path` open while the component is mounted (and `path` is not null). The handlers
 * may change between renders without reopening it.
 */
export function useLiveChannel(path: string | null, handlers: LiveChannelHandlers): void {
  const store = useStore<RootState>();
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    void runLiveChannel(path, store.getState, {
      onEvent: (event) => current.current.onEvent(event),
      onReset: () => current.current.onReset?.(),
      onStatus: (status) => current.current.onStatus?.(status),
    }, controller.signal);
    return () => controller.abort();
  }, [path, store]);
}
