import { describe, expect, test } from '@jest/globals';
import { hashPassword, needsRehash, verifyPassword } from '../passwords.js';
import { bearerToken, hashToken, randomToken, safeEqual } from '../tokens.js';

describe('passwords', () => {
  test('hash with a per-user salt and verify', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  test('unknown accounts and malformed hashes never verify', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$AAAA$BBBB')).toBe(true);
  });
});

describe('tokens', () => {
  test('are 32 random bytes in base64url, stored as SHA-256', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(safeEqual(token, token)).toBe(true);
    expect(safeEqual(token, `${token}x`)).toBe(false);
  });

  test('bearer tokens are read from the Authorization header only in the Bearer scheme', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
