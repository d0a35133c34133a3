import {
  anchorFrom, anchorFromOffset, clockJumped, formatCountdown, secondsLeft, serverTimeAt, wallOffset, warningFor, type TimeSources,
} from '../clock';

/** A computer whose wall clock can be set by hand, and a monotonic clock that only moves forward. */
function computer(wall: number) {
  const state = { wall, mono: 1_000 };
  const sources: TimeSources = { wall: () => state.wall, mono: () => state.mono };
  return {
    sources,
    pass(ms: number) {
      state.wall += ms;
      state.mono += ms;
    },
    setWallClock(ms: number) {
      state.wall = ms;
    },
  };
}

const SERVER_NOW = '2026-11-25T10:00:00.000Z';
const serverMs = Date.parse(SERVER_NOW);

describe('the server clock in the browser', () => {
  it('counts from the server’s time, whatever the computer’s clock says', () => {
    // The computer is 7 minutes behind.
    const pc = computer(serverMs - 7 * 60_000);
    const anchor = anchorFrom(SERVER_NOW, pc.sources.mono(), pc.sources.mono());
    pc.pass(90_000);
    expect(serverTimeAt(anchor, pc.sources.mono())).toBe(serverMs + 90_000);
  });

  it('takes the middle of the round trip', () => {
    const anchor = anchorFrom(SERVER_NOW, 1_000, 1_400);
    expect(anchor).toEqual({ serverMs, monoMs: 1_200 });
    expect(serverTimeAt(anchor, 1_400)).toBe(serverMs + 200);
  });

  it('a changed computer clock changes nothing', () => {
    const pc = computer(serverMs);
    const anchor = anchorFrom(SERVER_NOW, pc.sources.mono(), pc.sources.mono());
    const deadline = serverMs + 30 * 60_000;
    pc.pass(60_000);
    const before = secondsLeft(deadline, serverTimeAt(anchor, pc.sources.mono()));
    pc.setWallClock(serverMs + 5 * 3600_000);
    expect(secondsLeft(deadline, serverTimeAt(anchor, pc.sources.mono()))).toBe(before);
    pc.setWallClock(serverMs - 3600_000);
    expect(secondsLeft(deadline, serverTimeAt(anchor, pc.sources.mono()))).toBe(29 * 60);
  });

  it('a reload offline starts from the kept offset to the computer clock', () => {
    const pc = computer(serverMs - 42_000);
    const anchor = anchorFrom(SERVER_NOW, pc.sources.mono(), pc.sources.mono());
    const offset = wallOffset(anchor, pc.sources);
    expect(offset).toBe(42_000);
    pc.pass(10_000);
    const restarted = anchorFromOffset(offset, pc.sources);
    expect(serverTimeAt(restarted, pc.sources.mono())).toBe(serverMs + 10_000);
  });

  it('notices the computer clock moving against the monotonic one (changed by hand, or asleep)', () => {
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 1_000, mono: 1_000 })).toBe(false);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 1_500, mono: 1_000 })).toBe(false);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 3_600_000, mono: 1_000 })).toBe(true);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: -60_000, mono: 1_000 })).toBe(true);
  });
});

describe('the countdown', () => {
  it('whole seconds left, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('reads like a clock', () => {
    expect(formatCountdown(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatCountdown(5 * 60 + 9)).toBe('5:09');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-4)).toBe('0:00');
  });

  it('warns from 5 minutes, then from 1 minute, and not once the time is up', () => {
    expect(warningFor(null)).toBeNull();
    expect(warningFor(301)).toBeNull();
    expect(warningFor(300)).toBe(300);
    expect(warningFor(61)).toBe(300);
    expect(warningFor(60)).toBe(60);
    expect(warningFor(1)).toBe(60);
    expect(warningFor(0)).toBeNull();
  });
});
