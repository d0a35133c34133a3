import { describe, expect, test } from '@jest/globals';
import { loadConfig, loadSettings } from '../config.js';

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '::',
      dataDir: `${process.cwd()}/data`,
      databaseUrl: undefined,
      databasePoolSize: 10,
      demoData: true,
      publicUrl: 'http://localhost:3000',
      sessionTtlHours: 12,
      cookieSecure: false,
      loginRateLimit: 600,
      loginFailuresPerAccount: 10,
      loginFailuresPerAccountTotal: 50,
      passwordHashConcurrency: 0,
      metricsToken: undefined,
      metricsPort: undefined,
      submitGraceSeconds: 30,
      lostContactSeconds: 60,
      livePollMs: 1000,
      generateAheadMinutes: 15,
      stalkRateLimit: 60,
      examPasswordFailures: 10,
      loginFailuresPerAddress: 100,
      loginFailureWindowSeconds: 300,
      passwordHashLogN: 15,
      trustProxy: false,
      oidcProviders: [],
      oidcAllowInsecure: false,
      staticDir: `${process.cwd()}/dist`,
      logLevel: 'info',
      gradingWorkers: 2,
      sandbox: { codeRunner: { kind: 'local' } },
    });
  });

  test('PUBLIC_URL follows PORT and decides Secure cookies unless COOKIE_SECURE says otherwise', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://exams.example.org/' })).toMatchObject({ publicUrl: 'https://exams.example.org', cookieSecure: true });
    expect(loadConfig({ PUBLIC_URL: 'https://exams.example.org', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  test('a provider is configured by its client id (and AAI also by its issuer)', () => {
    expect(loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'g', OIDC_GOOGLE_CLIENT_SECRET: 's' }).oidcProviders).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 's' },
    ]);
    expect(loadConfig({ OIDC_AAI_CLIENT_ID: 'a' }).oidcProviders).toEqual([]);
    expect(loadConfig({ OIDC_AAI_CLIENT_ID: 'a', OIDC_AAI_ISSUER: 'https://login.aaiedu.hr' }).oidcProviders).toEqual([
      { id: 'aai', name: 'AAI@EduHr', issuer: 'https://login.aaiedu.hr', clientId: 'a', clientSecret: undefined },
    ]);
  });

  test.each([
    ['PORT', 'eighty'],
    ['SESSION_TTL_HOURS', '0'],
    ['LOGIN_RATE_LIMIT', '-1'],
    ['DEMO_DATA', 'maybe'],
    ['PUBLIC_URL', 'exams.example.org'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
  ])('a bad %s is refused at start-up', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  test('relative folders are made absolute', () => {
    expect(loadConfig({ DATA_DIR: 'var/db', STATIC_DIR: '/srv/spa' })).toMatchObject({
      dataDir: `${process.cwd()}/var/db`,
      staticDir: '/srv/spa',
    });
  });

  test('the sandboxes: local code by default, Judge0 with its address and token', () => {
    expect(loadConfig({ CODE_RUNNER: 'judge0', JUDGE0_URL: 'http://judge0:2358', JUDGE0_AUTH_TOKEN: 't', SQL_SANDBOX_SPARES: '0' }).sandbox).toEqual({
      codeRunner: { kind: 'judge0', url: 'http://judge0:2358', authToken: 't' },
      sqlSpares: 0,
    });
  });

  test('a password is taken as written, blanks included', () => {
    expect(loadSettings({ ADMIN_PASSWORD: ' correct horse ' }).ADMIN_PASSWORD).toBe(' correct horse ');
    expect(loadSettings({}).ADMIN_PASSWORD).toBeUndefined();
  });
});

describe('metrics settings', () => {
  test('off by default; a token turns them on; a worker port needs the token', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' })).toMatchObject({ metricsToken: 'a-long-enough-token', metricsPort: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the token' })).toThrow('METRICS_TOKEN');
    expect(() => loadConfig({ METRICS_PORT: '9464' })).toThrow('METRICS_PORT needs METRICS_TOKEN');
    expect(() => loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '70000' })).toThrow('METRICS_PORT');
  });
});
