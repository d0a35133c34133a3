import { describe, expect, test } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../http.js';

describe('clientAddress', () => {
  const from = (ip: string) => clientAddress({ ip } as FastifyRequest);
  test('an IPv4 address reached over IPv6 reads as IPv4; others as they are', () => {
    expect(from('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(from('10.0.0.7')).toBe('10.0.0.7');
    expect(from('2001:db8::1')).toBe('2001:db8::1');
    expect(from('::ffff:abcd')).toBe('::ffff:abcd');
    expect(from('')).toBeNull();
  });
});
