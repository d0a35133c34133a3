import type { MyEventInput } from '../../../api/exam-api';
import { EventReporter } from '../use-exam-live';

describe('EventReporter', () => {
  const at = () => new Date('2026-11-26T10:00:00Z');
  afterEach(() => jest.useRealTimers());

  it('sends noted events in one batch a moment later, with the heartbeat when it is time for one', async () => {
    jest.useFakeTimers();
    const sent: MyEventInput[][] = [];
    const reporter = new EventReporter(async (events) => {
      sent.push(events);
    }, at);
    reporter.note('focus-lost');
    reporter.note('focus-regained');
    reporter.note('reconnected', 65);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([[
      { kind: 'focus-lost', clientAt: '2026-11-26T10:00:00.000Z' },
      { kind: 'focus-regained', clientAt: '2026-11-26T10:00:00.000Z' },
      { kind: 'reconnected', clientAt: '2026-11-26T10:00:00.000Z', offlineSeconds: 65 },
    ]]);
    await reporter.flush(true);
    expect(sent[1]).toEqual([{ kind: 'heartbeat', clientAt: '2026-11-26T10:00:00.000Z' }]);
    reporter.dispose();
  });

  it('keeps what could not be sent for the next try, but not the heartbeat', async () => {
    let online = false;
    const sent: MyEventInput[][] = [];
    const reporter = new EventReporter(async (events) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(events);
    }, at);
    reporter.note('fullscreen-left');
    await reporter.flush(true);
    online = true;
    await reporter.flush(true);
    expect(sent).toEqual([[{ kind: 'fullscreen-left', clientAt: '2026-11-26T10:00:00.000Z' }, { kind: 'heartbeat', clientAt: '2026-11-26T10:00:00.000Z' }]]);
    await reporter.flush(false);
    expect(sent).toHaveLength(1);
    reporter.dispose();
  });
});
