/**
 * The server's clock in the browser. Each answer of the server carries `serverNow`; the page anchors it to the
 * browser's monotonic clock (`performance.now()`), which a changed computer clock does not move, and counts on
 * from there. Each save's acknowledgement anchors it again. Only to open an exam offline after a reload (no
 * monotonic time survives a reload) is the offset to the wall clock used, until the server answers again.
 */
export interface TimeSources {
  /** The computer's clock (ms since the epoch): changed by the user, NTP, time zones … */
  wall: () => number;
  /** A monotonic clock (ms, any origin): the one to count with. */
  mono: () => number;
}

export const browserTime: TimeSources = {
  wall: () => Date.now(),
  mono: () => performance.now(),
};

/** The server's time `serverMs` held at the monotonic instant `monoMs`. */
export interface ClockAnchor {
  serverMs: number;
  monoMs: number;
}

/**
 * The anchor of a server answer: `serverNow` was read on the server somewhere between the request leaving
 * (`sentMono`) and the answer arriving (`receivedMono`); the middle is the best guess.
 */
export function anchorFrom(serverNow: string, sentMono: number, receivedMono: number): ClockAnchor {
  return { serverMs: new Date(serverNow).getTime(), monoMs: (sentMono + receivedMono) / 2 };
}

/** The server's time now, by the anchor. */
export function serverTimeAt(anchor: ClockAnchor, mono: number): number {
  return anchor.serverMs + (mono - anchor.monoMs);
}

/** Server time minus the computer's clock: kept with the cached instance, to start counting after an offline reload. */
export function wallOffset(anchor: ClockAnchor, sources: TimeSources): number {
  return serverTimeAt(anchor, sources.mono()) - sources.wall();
}

/** An anchor from a kept offset (an offline reload): trusts the computer's clock as it was when the offset was taken. */
export function anchorFromOffset(offsetMs: number, sources: TimeSources): ClockAnchor {
  return { serverMs: sources.wall() + offsetMs, monoMs: sources.mono() };
}

/** Whole seconds from `now` to `deadline` (never below 0). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** 1:05:09, 5:09, 0:09: a countdown as a clock shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The warnings before the deadline, in seconds left. */
export const WARNINGS_AT = [300, 60] as const;
export type WarningAt = (typeof WARNINGS_AT)[number];

/** The warning that stands with `left` seconds to go: 5 minutes, then 1 minute; none before, none at the end. */
export function warningFor(left: number | null): WarningAt | null {
  if (left === null || left <= 0) return null;
  if (left <= 60) return 60;
  if (left <= 300) return 300;
  return null;
}

/**
 * Whether the computer's clock moved against the monotonic one between two readings (changed by hand, or the
 * computer slept): then the page asks the server for the time again.
 */
export function clockJumped(before: { wall: number; mono: number }, after: { wall: number; mono: number }, toleranceMs = 2000): boolean {
  return Math.abs((after.wall - before.wall) - (after.mono - before.mono)) > toleranceMs;
}
