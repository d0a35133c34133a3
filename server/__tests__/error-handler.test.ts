import { describe, expect, test } from '@jest/globals';
import { AppError } from '../errors.js';
import { toErrorResponse } from '../plugins/error-handler.js';

/** A database error as the pg driver and PGlite raise it: an Error with PostgreSQL's SQLSTATE in `code`. */
const databaseError = (code: string) => Object.assign(new Error(`database error ${code}`), { code });

describe('toErrorResponse', () => {
  test('a service error keeps its status, code and message', () => {
    expect(toErrorResponse(new AppError(409, 'GRADE_CONFLICT', 'Someone graded it first.'))).toEqual({
      status: 409,
      body: { code: 'GRADE_CONFLICT', message: 'Someone graded it first.' },
    });
  });

  test('two writes racing for one key (23505) are a 409 CONFLICT', () => {
    expect(toErrorResponse(databaseError('23505'))).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  test.each(['40P01', '40001'])('a deadlock or serialization failure (%s) is a 409 the user may retry, never a 500', (code) => {
    expect(toErrorResponse(databaseError(code))).toEqual({
      status: 409,
      body: { code: 'CONCURRENT_CHANGE', message: 'Someone changed the same data at the same moment, so nothing was saved. Please try again.' },
    });
  });

  test('anything else is a 500 that says nothing of the cause', () => {
    const { status, body } = toErrorResponse(databaseError('XX000'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/XX000|database error/);
  });
});
