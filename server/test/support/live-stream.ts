import { expect } from '@jest/globals';
import type { LiveEvent } from '../../generated/contract-types.js';
import type { TestSession } from './build-test-app.js';

/** One event of a live channel as received: its id, its name, its data (`ready` and `reset` carry `{}`). */
export interface StreamEvent {
  id: string;
  event: string;
  data: LiveEvent | Record<string, never>;
}

/**
 * A live channel (Server-Sent Events) opened over a real connection to a listening test app, as the browser reads
 * it (docs/live.md): the events received so far, a wait for one, and the LiveEvents alone.
 */
export async function openTestStream(baseUrl: string, session: TestSession, path: string, after = 0) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api${path}?after=${after}`, { headers: session.headers(), signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const received: StreamEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          if (field('event')) received.push({ id: field('id') ?? '', event: field('event')!, data: JSON.parse(field('data') ?? '{}') });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (event: StreamEvent) => boolean, ms = 2_000): Promise<StreamEvent> => {
    const until = Date.now() + ms;
    for (;;) {
      const found = received.find(predicate);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no such event in ${ms} ms; got ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    received,
    waitFor,
    /** The LiveEvents received so far (not `ready` or `reset`). */
    events: () => received.filter((event) => event.event !== 'ready' && event.event !== 'reset').map((event) => event.data as LiveEvent),
    async close() {
      controller.abort();
      await reading;
    },
  };
}
