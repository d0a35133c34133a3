import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { selectSessionPresence } from './support/admin-fixtures.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { testToday } from './support/test-database.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: object, username = 'admin') {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

interface StaffUser {
  id: number;
  username: string | null;
  lastName: string;
  roleName: string;
  courses: Array<{ courseAcronym: string }>;
}

async function list(query: string) {
  const res = await call('GET', `/api/admin/users${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: StaffUser[]; total: number; page: number; pageSize: number };
}

const staff = (username: string | null, extra: Record<string, unknown> = {}) => ({
  username,
  firstName: 'Staff',
  lastName: `Member ${username ?? 'none'}`,
  email: username ? `${username}@staff.example.org` : null,
  roleName: 'Teacher',
  ...extra,
});

async function createStaff(username: string | null, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/admin/users', staff(username, extra));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const update = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Changed',
  lastName: 'Person',
  email: null,
  roleName: 'Teacher',
  isActive: true,
  ...extra,
});

async function login(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

describe('listStaffUsers', () => {
  test('administrators and teachers with their identities and courses; never students', async () => {
    const page = await list('');
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((u) => u.username)).not.toContain('student');
    expect(page.items.find((u) => u.username === 'teacher')).toEqual({
      id: expect.any(Number),
      username: 'teacher',
      firstName: 'Marko',
      lastName: 'Babić',
      email: 'teacher@example.org',
      roleName: 'Teacher',
      isActive: true,
      hasPassword: true,
      identities: [],
      courses: [{ id: t.ids.databases, courseName: 'Databases', courseAcronym: 'DB' }],
      lastSeenAt: null,
    });
  });

  test('every word of the query must match name, username or e-mail, case-insensitively', async () => {
    expect((await list('?query=MARKO%20bab')).items.map((u) => u.username)).toEqual(['teacher']);
    expect((await list('?query=teacher%40example')).items.map((u) => u.username)).toEqual(['teacher']);
    expect((await list('?query=marko%20kova%C4%8D')).total).toBe(0);
    expect((await list('?query=%25')).total).toBe(0);
  });

  test('filters by role and by course taught', async () => {
    const admins = await list('?roleName=Admin');
    expect(admins.items.every((u) => u.roleName === 'Admin')).toBe(true);
    expect(admins.items.map((u) => u.username)).toContain('admin');
    const ofDatabases = await list(`?courseId=${t.ids.databases}`);
    expect(ofDatabases.items.every((u) => u.courses.some((c) => c.courseAcronym === 'DB'))).toBe(true);
    expect(ofDatabases.items.map((u) => u.username)).toContain('teacher');
    expect((await list(`?courseId=${t.ids.programming}&query=marko`)).total).toBe(0);
  });

  test('sorts and pages; a page past the end is empty but keeps the total', async () => {
    await createStaff('pager-c', { lastName: 'Pager Alpha', email: 'z-pager@staff.example.org', roleName: 'Admin' });
    await createStaff('pager-a', { lastName: 'Pager Beta', email: 'y-pager@staff.example.org' });
    await createStaff('pager-b', { lastName: 'Pager Gamma', email: 'x-pager@staff.example.org' });
    const names = async (query: string) => (await list(`?query=pager&${query}`)).items.map((u) => u.username);

    expect(await names('')).toEqual(['pager-c', 'pager-a', 'pager-b']);
    expect(await names('sortOrder=desc')).toEqual(['pager-b', 'pager-a', 'pager-c']);
    expect(await names('sortBy=username')).toEqual(['pager-a', 'pager-b', 'pager-c']);
    expect(await names('sortBy=email')).toEqual(['pager-b', 'pager-a', 'pager-c']);
    expect(await names('sortBy=roleName')).toEqual(['pager-c', 'pager-a', 'pager-b']);

    expect(await list('?query=pager&pageSize=2')).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(await names('pageSize=2')).toEqual(['pager-c', 'pager-a']);
    expect(await names('pageSize=2&page=2')).toEqual(['pager-b']);
    expect(await list('?query=pager&pageSize=2&page=3')).toEqual({ items: [], total: 3, page: 3, pageSize: 2 });
  });

  test('bad parameters are 400', async () => {
    for (const query of ['?sortBy=password', '?roleName=Student', '?pageSize=500', '?page=0']) {
      const res = await call('GET', `/api/admin/users${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('createStaffUser', () => {
  test('with a password: a local account that can sign in; 201', async () => {
    const res = await call('POST', '/api/admin/users', staff('local-one', { password: 'correct horse' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        username: 'local-one',
        firstName: 'Staff',
        lastName: 'Member local-one',
        email: 'local-one@staff.example.org',
        roleName: 'Teacher',
        isActive: true,
        hasPassword: true,
        identities: [],
        courses: [],
        lastSeenAt: null,
      },
    });
    expect((await login('local-one', 'correct horse')).statusCode).toBe(200);
  });

  test('without a password (and even without a username): signs in through OpenID Connect only', async () => {
    const res = await call('POST', '/api/admin/users', staff(null, { email: 'oidc-only@staff.example.org', roleName: 'Admin' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ username: null, hasPassword: false, roleName: 'Admin', email: 'oidc-only@staff.example.org' });
  });

  test('a password without a username is 400', async () => {
    const res = await call('POST', '/api/admin/users', staff(null, { password: 'long enough' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body/username', message: 'is required for a local account (one with a password)' }],
    });
  });

  test('a taken username or e-mail address is 409 DUPLICATE', async () => {
    const byName = await call('POST', '/api/admin/users', staff('ADMIN'));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({ code: 'DUPLICATE', message: 'A user with the username ADMIN already exists.' });
    const byEmail = await call('POST', '/api/admin/users', staff('fresh-name', { email: 'Teacher@Example.org' }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({ code: 'DUPLICATE', message: 'A user with the e-mail address Teacher@Example.org already exists.' });
  });

  test('schema violations are 400 with details', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [staff('short-pass', { password: 'short' }), 'body/password'],
      [staff('student-role', { roleName: 'Student' }), 'body/roleName'],
      [staff('bad name!'), 'body/username'],
      [staff('bad-mail', { email: 'not an address' }), 'body/email'],
      [staff('blank', { firstName: '  ' }), 'body/firstName'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/api/admin/users', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
    }
  });
});

describe('updateStaffUser', () => {
  test('changes names, e-mail and role', async () => {
    const id = await createStaff('to-change');
    const res = await call('PUT', `/api/admin/users/${id}`, update({ email: 'changed@staff.example.org', roleName: 'Admin' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        id,
        username: 'to-change',
        firstName: 'Changed',
        lastName: 'Person',
        email: 'changed@staff.example.org',
        roleName: 'Admin',
        isActive: true,
      }),
    });
  });

  test('deactivating revokes every session at once; reactivating does not bring them back', async () => {
    const id = await createStaff('to-deactivate');
    const first = await t.sessionFor('to-deactivate');
    const second = await t.sessionFor('to-deactivate');
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me(first.headers())).statusCode).toBe(200);

    const res = await call('PUT', `/api/admin/users/${id}`, update({ isActive: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isActive).toBe(false);
    for (const session of [first, second]) {
      const next = await me(session.headers());
      expect(next.statusCode).toBe(401);
      expect(next.json().code).toBe('UNAUTHENTICATED');
      expect((await selectSessionPresence(t.db, session.token))?.revoked_at).toEqual(t.clock());
    }

    expect((await call('PUT', `/api/admin/users/${id}`, update({ isActive: true }))).statusCode).toBe(200);
    expect((await me(first.headers())).statusCode).toBe(401);
  });

  test('a new password ends every other session of the user, and the caller\'s own stays', async () => {
    const id = await createStaff('to-reset');
    const sessions = [await t.sessionFor('to-reset'), await t.sessionFor('to-reset')];
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await call('PUT', `/api/admin/users/${id}`, update({ password: 'a-new-password-1' }))).statusCode).toBe(200);
    for (const session of sessions) expect((await me(session.headers())).statusCode).toBe(401);

    // An administrator who changes their own password stays signed in where they did it, and nowhere else.
    await createStaff('own-reset', { roleName: 'Admin' });
    const here = await t.sessionFor('own-reset');
    const elsewhere = await t.sessionFor('own-reset');
    const res = await t.app.inject({
      method: 'PUT', url: `/api/admin/users/${here.userId}`, headers: here.headers(),
      payload: update({ roleName: 'Admin', password: 'another-password-2' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(here.headers())).statusCode).toBe(200);
    expect((await me(elsewhere.headers())).statusCode).toBe(401);
  });

  test('a role change ends every session of the user', async () => {
    const id = await createStaff('to-promote');
    const session = await t.sessionFor('to-promote');
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers() });
    expect((await me()).statusCode).toBe(200);
    // A change of name only keeps the session.
    expect((await call('PUT', `/api/admin/users/${id}`, update({ firstName: 'Renamed' }))).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${id}`, update({ roleName: 'Admin' }))).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  test('an administrator cannot demote or deactivate themselves: 409 SELF_CHANGE', async () => {
    await createStaff('self-admin', { roleName: 'Admin' });
    const session = await t.sessionFor('self-admin');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${session.userId}`, payload, headers: session.headers() });
    for (const change of [{ roleName: 'Teacher' }, { roleName: 'Admin', isActive: false }]) {
      const res = await put(update(change));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'SELF_CHANGE', message: 'You cannot remove your own administrator role or deactivate yourself.' });
    }
    const own = await put(update({ roleName: 'Admin', firstName: 'Still' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ firstName: 'Still', roleName: 'Admin', isActive: true });
  });

  test('a new password replaces the old one', async () => {
    const id = await createStaff('new-pass', { password: 'first password' });
    const res = await call('PUT', `/api/admin/users/${id}`, update({ password: 'second password' }));
    expect(res.statusCode).toBe(200);
    expect((await login('new-pass', 'first password')).statusCode).toBe(401);
    expect((await login('new-pass', 'second password')).statusCode).toBe(200);
  });

  test('a password for a user without a username is 400', async () => {
    const id = await createStaff(null, { email: 'no-username@staff.example.org' });
    const res = await call('PUT', `/api/admin/users/${id}`, update({ password: 'some password' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/password' }] });
  });

  test('another user’s e-mail address is 409 DUPLICATE', async () => {
    const id = await createStaff('mail-clash');
    const res = await call('PUT', `/api/admin/users/${id}`, update({ email: 'admin@example.org' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE', message: 'A user with the e-mail address admin@example.org already exists.' });
  });

  test('an unknown user or a student is 404', async () => {
    const student = await t.sessionFor('student');
    for (const id of [999999, student.userId]) {
      const res = await call('PUT', `/api/admin/users/${id}`, update());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This staff user does not exist.' });
    }
  });
});

describe('addTeacherCourse and removeTeacherCourse', () => {
  test('link and unlink, both idempotent', async () => {
    const id = await createStaff('linker');
    const url = `/api/admin/users/${id}/courses/${t.ids.programming}`;
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: expect.objectContaining({ id, courses: [{ id: t.ids.programming, courseName: 'Programming in C', courseAcronym: 'PROGC' }] }),
      });
    }
    expect((await call('PUT', `/api/admin/users/${id}/courses/${t.ids.databases}`)).json().data.courses.map((c: { courseAcronym: string }) => c.courseAcronym)).toEqual(['DB', 'PROGC']);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.courses.map((c: { courseAcronym: string }) => c.courseAcronym)).toEqual(['DB']);
    }
    // The new teacher may now work in the course.
    const session = await t.sessionFor('linker');
    const inCourse = await t.app.inject({ method: 'GET', url: '/api/courses', headers: session.headers({ courseId: t.ids.databases }) });
    expect(inCourse.statusCode).toBe(200);
  });

  test('an unknown user, a student or an unknown course is 404', async () => {
    const student = await t.sessionFor('student');
    const teacher = await t.sessionFor('teacher');
    const cases: Array<[string, string]> = [
      [`/api/admin/users/999999/courses/${t.ids.databases}`, 'This staff user does not exist.'],
      [`/api/admin/users/${student.userId}/courses/${t.ids.databases}`, 'This staff user does not exist.'],
      [`/api/admin/users/${teacher.userId}/courses/999999`, 'This course does not exist.'],
    ];
    for (const [url, message] of cases) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call(method, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message });
      }
    }
  });
});

describe('reportPresence and listOnlineUsers', () => {
  interface Online {
    sessionId: number;
    userId: number;
    route: string | null;
  }
  const online = async (): Promise<Online[]> => {
    const res = await call('GET', '/api/admin/online-users');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  test('a reported session is online for five minutes of the clock', async () => {
    const userId = await createStaff('present', { firstName: 'Pia', lastName: 'Present' });
    await call('PUT', `/api/admin/users/${userId}/courses/${t.ids.databases}`);
    const session = await t.sessionFor('present');
    try {
      t.clock.advance(30_000);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/presence',
        payload: { route: '/exams/12' },
        headers: session.headers({ courseId: t.ids.databases }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const reportedAt = t.clock();
      expect(await selectSessionPresence(t.db, session.token)).toEqual({
        last_seen_at: reportedAt,
        current_route: '/exams/12',
        current_course_id: t.ids.databases,
        revoked_at: null,
      });

      const mine = (await online()).filter((o) => o.userId === userId);
      expect(mine).toEqual([
        {
          sessionId: expect.any(Number),
          userId,
          fullName: 'Pia Present',
          username: 'present',
          roleName: 'Teacher',
          courseId: t.ids.databases,
          courseAcronym: 'DB',
          route: '/exams/12',
          lastSeenAt: reportedAt.toISOString(),
          signedInAt: testToday.toISOString(),
          ip: '127.0.0.1',
        },
      ]);

      t.clock.advance(4 * 60_000 + 59_000);
      expect((await online()).some((o) => o.userId === userId)).toBe(true);
      t.clock.advance(1_000);
      expect((await online()).some((o) => o.userId === userId)).toBe(false);
    } finally {
      t.clock.set(testToday);
    }
  });

  test('most recently seen first; without a context course the course is null', async () => {
    await createStaff('present-2');
    await t.createUser('present-3', 'Teacher', [t.ids.databases]);
    const earlier = await t.sessionFor('present-2');
    const later = await t.sessionFor('present-3');
    const report = (headers: Record<string, string>, route: string) =>
      t.app.inject({ method: 'PUT', url: '/api/user/presence', payload: { route }, headers });
    try {
      expect((await report(earlier.headers(), '/home')).statusCode).toBe(200);
      t.clock.advance(10_000);
      expect((await report(later.headers({ courseId: t.ids.databases }), '/exam/run')).statusCode).toBe(200);
      const rows = await online();
      const ours = rows.filter((o) => o.userId === earlier.userId || o.userId === later.userId);
      expect(ours.map((o) => [o.userId, o.route])).toEqual([
        [later.userId, '/exam/run'],
        [earlier.userId, '/home'],
      ]);
      expect(rows.find((o) => o.userId === earlier.userId)).toMatchObject({ courseId: null, courseAcronym: null });
    } finally {
      t.clock.set(testToday);
    }
  });

  test('revoked sessions are not online', async () => {
    const id = await createStaff('gone');
    const session = await t.sessionFor('gone');
    await t.app.inject({ method: 'PUT', url: '/api/user/presence', payload: { route: '/x' }, headers: session.headers() });
    expect((await online()).some((o) => o.userId === id)).toBe(true);
    await call('PUT', `/api/admin/users/${id}`, update({ isActive: false }));
    expect((await online()).some((o) => o.userId === id)).toBe(false);
  });

  test('a route is required', async () => {
    const session = await t.sessionFor('teacher');
    for (const payload of [{}, { route: '' }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/user/presence', payload, headers: session.headers() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/route' }] });
    }
  });
});
