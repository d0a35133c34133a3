import { setupStore } from '../store';
import { parseEventStream, reconnectDelay, runLiveChannel } from '../live-channel';
import { signedInState } from '../../test/store-state';

describe('parseEventStream', () => {
  it('splits complete blocks, keeps the unfinished rest, skips comments and keep-alives', () => {
    const text = ': keep-alive\n\nid: 7\nevent: ticket\ndata: {"id":7}\n\nid: 8\r\nevent: instance\r\ndata: {"id"\r\ndata: :8}\r\n\r\nid: 9\nevent: mess';
    const { blocks, rest } = parseEventStream(text);
    expect(blocks).toEqual([
      { id: '7', event: 'ticket', data: '{"id":7}' },
      { id: '8', event: 'instance', data: '{"id"\n:8}' },
    ]);
    expect(rest).toBe('id: 9\nevent: mess');
  });
});

describe('reconnectDelay', () => {
  it('doubles from about a second to at most about fifteen, with jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1_000);
    expect(reconnectDelay(2, () => 0.5)).toBe(4_000);
    expect(reconnectDelay(10, () => 0.5)).toBe(15_000);
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(0, () => 1)).toBe(1_250);
  });
});

/** A response whose body streams the given chunks, then ends. */
function streamOf(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('runLiveChannel', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('hands on events, asks for a refetch when it first opens, and resumes after the last event when it reconnects', async () => {
    const store = setupStore(signedInState());
    const calls: Array<{ url: string; auth: string | null }> = [];
    const controller = new AbortController();
    const responses = [
      streamOf(['id: 41\nevent: ready\ndata: {}\n\n', 'id: 42\nevent: ticket\ndata: {"id":42,"kind":"ticket","at":"2026-01-01T00:00:00Z","examId":1,"instanceId":3,"refId":9}\n\n']),
      streamOf(['id: 42\nevent: ready\ndata: {}\n\n']),
      streamOf([], 404),
    ];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization') });
      return responses.shift()!;
    }) as typeof fetch;
    jest.useFakeTimers();
    const events: unknown[] = [];
    const statuses: string[] = [];
    let resets = 0;
    const done = runLiveChannel('/my/instances/3/live', store.getState, {
      onEvent: (event) => events.push(event),
      onReset: () => (resets += 1),
      onStatus: (status) => statuses.push(status),
    }, controller.signal);
    await jest.advanceTimersByTimeAsync(20_000);
    await done;
    expect(calls.map((call) => call.url.replace(/^.*\/api/, ''))).toEqual(['/my/instances/3/live?after=0', '/my/instances/3/live?after=42', '/my/instances/3/live?after=42']);
    expect(calls[0].auth).toBe('Bearer token-123');
    expect(events).toEqual([{ id: 42, kind: 'ticket', at: '2026-01-01T00:00:00Z', examId: 1, instanceId: 3, refId: 9 }]);
    expect(resets).toBe(1);
    expect(statuses).toEqual(['open', 'reconnecting', 'open', 'reconnecting', 'closed']);
  });
});
