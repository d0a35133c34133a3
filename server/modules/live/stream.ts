import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent } from '../../generated/contract-types.js';
import { liveEventsSent } from '../../metrics.js';
import { isAfter, MISSED_LIMIT, positionOf, type LiveFilter, type LiveHub, type LivePosition, type LiveRow } from './hub.js';

/** A comment line this often keeps proxies and load balancers from closing a quiet connection. */
const KEEP_ALIVE_MS = 15_000;

export const toLiveEvent = (row: LiveRow): LiveEvent => ({
  id: Number(row.id),
  kind: row.kind,
  at: row.at.toISOString(),
  examId: row.examId,
  instanceId: row.instanceId,
  refId: row.refId,
});

function frame(row: LiveRow): string {
  return `id: ${row.id}\nevent: ${row.kind}\ndata: ${JSON.stringify(toLiveEvent(row))}\n\n`;
}

/**
 * Answers the request with a Server-Sent Events stream of the filter's events. With `after` (> 0, an event id the
 * client had) it first sends what was missed since; when that is more than the outbox keeps for a catch-up, or the
 * outbox no longer has that event, an event `reset` tells the client to fetch everything again. The first line is
 * an event `ready` whose id is where the stream stands.
 *
 * The reply is taken out of Fastify's hands (hijacked), so the headers every /api answer carries are set here.
 */
export async function openLiveStream(request: FastifyRequest, reply: FastifyReply, hub: LiveHub, filter: LiveFilter, after: number) {
  let open = true;
  let caughtUp = false;
  const waiting: LiveRow[] = [];
  const raw = reply.raw;

  const write = (text: string) => {
    if (open) raw.write(text);
  };
  // A fresh connection starts where this process stands: every event handed on after it subscribes is newer. A
  // client coming back starts after the event it had (the outbox's order is not the ids' order).
  const resumed = after > 0 ? await hub.positionOfEvent(BigInt(after)) : null;
  const reset = after > 0 && !resumed;
  let last: LivePosition = resumed ?? (await hub.position());
  let lastId = resumed ? BigInt(after) : last.id;

  const send = (row: LiveRow) => {
    const position = positionOf(row);
    if (!isAfter(position, last)) return;
    last = position;
    lastId = position.id;
    if (!open) return;
    write(frame(row));
    liveEventsSent.inc();
  };
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    unsubscribe();
  };

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const unsubscribe = await hub.subscribe(filter, (row) => (caughtUp ? send(row) : waiting.push(row)), () => {
    close();
    raw.end();
  });
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  request.raw.socket.on('close', close);
  raw.on('close', close);

  if (reset) write(`event: reset\ndata: {}\n\n`);
  try {
    if (resumed) {
      const missed = await hub.missed(filter, resumed);
      if (missed.length >= MISSED_LIMIT) write(`event: reset\ndata: {}\n\n`);
      for (const row of missed) send(row);
    }
  } catch (error) {
    request.log.warn({ err: error }, 'the live channel could not catch up');
    write(`event: reset\ndata: {}\n\n`);
  }
  caughtUp = true;
  for (const row of waiting.splice(0)) send(row);
  write(`id: ${lastId}\nevent: ready\ndata: {}\n\n`);
}
