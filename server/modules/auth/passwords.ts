import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * scrypt with N=2^15, r=8, p=1 (32 MiB, ~0.1–0.2 s on a small server): strong against offline guessing while a
 * whole class signing in at the start of an exam stays bearable. The parameters are stored with each hash, so
 * they can be raised later; `needsRehash` tells when a stored hash uses older ones.
 */
export const DEFAULT_LOG_N = 15;
const paramsFor = (logN: number) => ({ N: 2 ** logN, r: 8, p: 1 });
const keyLength = 64;

/**
 * scrypt runs on libuv's thread pool, which file reads, DNS look-ups and zlib share. Unbounded, a lab signing in
 * at once fills every pool thread with 32 MiB hashes and the other requests' file work waits behind them; more
 * hashes at once than cores only interleave them, finishing none sooner. So at most this many run at once and the
 * rest wait in a queue (in order), leaving pool threads free for everything else.
 */
let hashSlots = Math.max(1, Math.min(availableParallelism(), 4) - 1);
let hashesRunning = 0;
const hashQueue: Array<() => void> = [];

/** Sets how many hashes may run at once (PASSWORD_HASH_CONCURRENCY); 0 keeps the default (cores − 1, at least 1). */
export function setPasswordHashConcurrency(slots: number): void {
  if (slots > 0) hashSlots = slots;
}

/** Hashes running and waiting: a figure an operator can watch on exam day. */
export function passwordHashLoad(): { running: number; waiting: number; slots: number } {
  return { running: hashesRunning, waiting: hashQueue.length, slots: hashSlots };
}

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= hashSlots) await new Promise<void>((resolve) => hashQueue.push(resolve));
  else hashesRunning += 1;
  try {
    return await work();
  } finally {
    const next = hashQueue.shift();
    // The slot passes straight to the next waiter, so the count stays right without a race.
    if (next) next();
    else hashesRunning -= 1;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return inHashSlot(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const current = paramsFor(logN);
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { N, r, p, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') };
}

/**
 * A stand-in for accounts that do not exist or have no password, so that a wrong user name costs as much time
 * as a wrong password and the response time does not reveal which names exist.
 */
const dummies = new Map<number, ParsedHash>();
function dummyFor(logN: number): ParsedHash {
  let dummy = dummies.get(logN);
  if (!dummy) {
    dummy = { ...paramsFor(logN), salt: randomBytes(16), key: Buffer.alloc(keyLength) };
    dummies.set(logN, dummy);
  }
  return dummy;
}

/** Checks a password; pass `null` for an unknown account to spend the same time and get `false`. */
export async function verifyPassword(password: string, stored: string | null, logN = DEFAULT_LOG_N): Promise<boolean> {
  const dummy = dummyFor(logN);
  const parsed = (stored && parse(stored)) || dummy;
  const key = await derive(password, parsed.salt, parsed);
  return parsed !== dummy && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string, logN = DEFAULT_LOG_N): boolean {
  const current = paramsFor(logN);
  const parsed = parse(stored);
  return !parsed || parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p;
}
