import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config.js';
import { createRunners } from '../index.js';

describe('createRunners', () => {
  it('runs code locally by default', async () => {
    const { code, sql } = createRunners(loadConfig({}).sandbox);
    expect((await code.languages()).find((info) => info.language === 'javascript')?.runner).toBe('local');
    expect(typeof sql.run).toBe('function');
  });

  it('sends code to Judge0 when CODE_RUNNER=judge0, and needs its URL', async () => {
    const { code } = createRunners(loadConfig({ CODE_RUNNER: 'judge0', JUDGE0_URL: 'http://127.0.0.1:9', JUDGE0_AUTH_TOKEN: 'x' }).sandbox);
    expect((await code.languages()).every((info) => info.runner === 'judge0')).toBe(true);
    expect(() => loadConfig({ CODE_RUNNER: 'judge0' })).toThrow(/JUDGE0_URL/);
    expect(() => loadConfig({ CODE_RUNNER: 'docker' })).toThrow(/local, judge0/);
    expect(() => loadConfig({ SQL_SANDBOX_SPARES: '17' })).toThrow(/SQL_SANDBOX_SPARES/);
  });

  it('runs SQL on the sandbox server of SQL_SANDBOX_URL, never on the application’s database', async () => {
    const app = 'postgres://examhall:secret@db.example.org:5432/examhall';
    expect(() => loadConfig({ DATABASE_URL: app, SQL_SANDBOX_URL: 'postgresql://admin:other@DB.example.org/examhall' })).toThrow(/must not name the application's database/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://a@localhost/x', SQL_SANDBOX_URL: 'postgres://b:pw@127.0.0.1:5432/x' })).toThrow(/must not name/);
    expect(() => loadConfig({ SQL_SANDBOX_URL: 'mysql://a@b/c' })).toThrow(/SQL_SANDBOX_URL must start with postgres/);
    expect(() => loadConfig({ SQL_SANDBOX_URL: 'postgres://admin:pw@/sandboxes?host=/run/postgresql' })).toThrow(/with a host/);
    expect(() => loadConfig({ SQL_SANDBOX_URL: 'postgres://admin@sandbox.example.org/sandboxes' })).toThrow(/SQL_SANDBOX_RUN_PASSWORD/);
    expect(() => loadConfig({ SQL_SANDBOX_URL: 'postgres://admin:pw@sandbox.example.org/sandboxes', SQL_SANDBOX_ROLES: '0' })).toThrow(/SQL_SANDBOX_ROLES/);

    // A database of its own on the application's server is allowed; every process derives the same role password.
    const one = loadConfig({ DATABASE_URL: app, SQL_SANDBOX_URL: 'postgres://admin:pw@db.example.org:5432/examhall_sandboxes' }).sandbox.sqlServer;
    const two = loadConfig({ SQL_SANDBOX_URL: 'postgres://admin:pw@db.example.org:5432/examhall_sandboxes' }).sandbox.sqlServer;
    expect(one).toEqual({ url: 'postgres://admin:pw@db.example.org:5432/examhall_sandboxes', runPassword: two?.runPassword, roles: 32 });
    expect(one?.runPassword).not.toContain('pw');
    expect(loadConfig({ SQL_SANDBOX_URL: 'postgres://admin@h/s', SQL_SANDBOX_RUN_PASSWORD: 'chosen' }).sandbox.sqlServer?.runPassword).toBe('chosen');
    expect(loadConfig({}).sandbox.sqlServer).toBeUndefined();

    // A server that cannot be reached refuses at start-up (verify), not at the first answer.
    const { sql } = createRunners(loadConfig({ SQL_SANDBOX_URL: 'postgres://admin:pw@127.0.0.1:9/sandboxes' }).sandbox);
    await expect(sql.verify?.()).rejects.toThrow(/SQL sandbox server cannot be used/);
    await sql.close?.();
  });
});
