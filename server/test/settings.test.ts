import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp, type TestSession } from './support/build-test-app.js';
import { validSettings } from './support/fixtures.js';

let t: TestApp;
let teacher: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.sessionFor('teacher');
  admin = await t.sessionFor('admin');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const read = (session: TestSession) => t.app.inject({ method: 'GET', url: '/api/user/settings', headers: session.headers() });
const save = (session: TestSession, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/settings', headers: session.headers(), payload: payload as object });

describe('user settings', () => {
  test('are null until saved', async () => {
    const res = await read(teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
  });

  test('round-trip as a whole object, per user', async () => {
    const settings = validSettings('teacher');
    const saved = await save(teacher, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true });
    expect((await read(teacher)).json()).toEqual({ success: true, data: settings });
    expect((await read(admin)).json().data).toBeNull();
  });

  test('a second save replaces the first, it does not merge', async () => {
    await save(teacher, validSettings('teacher'));
    const replacement = { ...validSettings('teacher'), markWhitespace: true, dictFormButtonsPosition: {} };
    expect((await save(teacher, replacement)).statusCode).toBe(200);
    expect((await read(teacher)).json().data).toEqual(replacement);
  });

  test.each([
    ['an unknown field', { ...validSettings('admin'), stateValue: 1 }, 'body/stateValue', 'is not allowed'],
    ['an unknown theme field', { ...validSettings('admin'), theme: { ...validSettings('admin').theme, accent: 'red' } }, 'body/theme/accent', 'is not allowed'],
    ['a missing field', (({ theme: _theme, ...rest }) => rest)(validSettings('admin')), 'body/theme', 'is required'],
    ['a negative course id', { ...validSettings('admin'), currCourseId: -1 }, 'body/currCourseId', 'must be >= 0'],
    ['a wrong type', { ...validSettings('admin'), markWhitespace: 'sometimes' }, 'body/markWhitespace', 'must be boolean'],
    ['an unknown button position', { ...validSettings('admin'), dictFormButtonsPosition: { x: 'left' } }, 'body/dictFormButtonsPosition/x', 'must be equal to one of the allowed values'],
    ['a too long font size', { ...validSettings('admin'), theme: { ...validSettings('admin').theme, fontSize: 'x'.repeat(21) } }, 'body/theme/fontSize', 'must NOT have more than 20 characters'],
  ])('%s is a 400 and nothing is saved', async (_case, payload, path, message) => {
    const res = await save(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path, message }] });
    expect((await read(admin)).json().data).toBeNull();
  });

  test('a body that is not an object is a 400', async () => {
    for (const payload of ['[]', '"x"', 'null']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers: { ...admin.headers(), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await read(admin)).json().data).toBeNull();
  });
});
