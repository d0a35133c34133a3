import { createHmac } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';

/** The identity providers the contract knows (`AuthProvider.id`). */
export type OidcProviderId = 'google' | 'aai';

export interface OidcProviderConfig {
  id: OidcProviderId;
  /** The name shown on the login button. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

/** Where code answers run: on this machine in sandboxes, or on a Judge0 server. SQL always runs here. */
export type CodeRunnerConfig = { kind: 'local' } | { kind: 'judge0'; url: string; authToken: string | undefined };

export interface SandboxConfig {
  codeRunner: CodeRunnerConfig;
  /**
   * SQL sandbox processes kept started while nothing runs (from the worker's start or the first SQL run on); unset:
   * all of them.
   */
  sqlSpares?: number;
  /** SQL sandbox processes at most; unset: one per core, as many as `sqlMemoryMb` holds. */
  sqlSandboxes?: number;
  /** Memory of all SQL sandbox processes (MB); unset: 1 024. */
  sqlMemoryMb?: number;
  /** JavaScript sandbox processes at most; unset: one per core. */
  javascriptSandboxes?: number;
  /** Python, C and C++ sandboxes (compiles and test runs) at once; unset: one per core. */
  nativeSandboxes?: number;
  /**
   * SQL runs on a dedicated PostgreSQL server instead of the embedded pool (SQL_SANDBOX_URL); `sqlSandboxes` is then
   * this process's sessions on it, and the memory and spare settings do not apply.
   */
  sqlServer?: SqlServerConfig;
}

export interface SqlServerConfig {
  /** Administrative connection (it creates the sandbox's roles and databases), never the application's database. */
  url: string;
  /** Password of the sandbox's login roles: SQL_SANDBOX_RUN_PASSWORD, or derived from the URL's password. */
  runPassword: string;
  /** Login roles on the server, one per session at once across every process that shares it. */
  roles: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (absolute). */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  demoData: boolean;
  /** The address users reach, without a trailing slash. */
  publicUrl: string;
  sessionTtlHours: number;
  cookieSecure: boolean;
  /** Requests per minute per client address to the OIDC sign-in operations (start, code exchange). */
  loginRateLimit: number;
  /**
   * Failed sign-ins one account may have in a window from one address (or one known browser) before that address
   * (or browser) must wait for the window's end; other addresses and browsers are not held back by it.
   */
  loginFailuresPerAccount: number;
  /**
   * Failed sign-ins one account may have in a window across all addresses; it holds back only browsers that never
   * signed in to the account from addresses it never signed in from, so an attacker cannot lock the owner out.
   */
  loginFailuresPerAccountTotal: number;
  /** scrypt hashes computed at once (0: cores − 1, at least 1); more wait in a queue. */
  passwordHashConcurrency: number;
  submitGraceSeconds: number;
  lostContactSeconds: number;
  livePollMs: number;
  /** Minutes before a published exam's window opens when the server generates its instances; 0 = never by itself. */
  generateAheadMinutes: number;
  stalkRateLimit: number;
  examPasswordFailures: number;
  /** Failed sign-ins one client address may have in a window (far looser: a lab shares an address). */
  loginFailuresPerAddress: number;
  /** The length of a failure window, in seconds. */
  loginFailureWindowSeconds: number;
  /** scrypt's cost (log2 N) for password hashes written at sign-in; older hashes are upgraded then. */
  passwordHashLogN: number;
  /** Whether X-Forwarded-For is trusted (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Only the configured providers; an unconfigured one is not offered. */
  oidcProviders: OidcProviderConfig[];
  oidcAllowInsecure: boolean;
  /** The built SPA (absolute). */
  staticDir: string;
  logLevel: string;
  /** Code and SQL answers graded at once by the worker inside the API's process; 0 = none (`npm run worker` grades). */
  gradingWorkers: number;
  sandbox: SandboxConfig;
  /** Bearer token of /metrics; unset: no metrics are served. */
  metricsToken: string | undefined;
  /** Port of a `npm run worker` process's own /metrics (it has no HTTP server otherwise); unset: none. */
  metricsPort: number | undefined;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** How one variable's text becomes a value; `raw` is undefined when the variable is unset (or blank). */
interface Variable<T> {
  parse(raw: string | undefined, name: string): T;
  /** Take the text as it is: no trimming, and blank is a value (a password). */
  verbatim?: boolean;
}

function text(): Variable<string | undefined>;
function text(fallback: string): Variable<string>;
function text(fallback?: string): Variable<string | undefined> {
  return { parse: (raw) => raw ?? fallback };
}

function verbatim(): Variable<string | undefined> {
  return { parse: (raw) => raw, verbatim: true };
}

function integer(fallback: number, min: number, max: number): Variable<number> {
  return {
    parse: (raw, name) => {
      if (raw === undefined) return fallback;
      if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
        throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      }
      return Number(raw);
    },
  };
}

function boolean(): Variable<boolean | undefined>;
function boolean(fallback: boolean): Variable<boolean>;
function boolean(fallback?: boolean): Variable<boolean | undefined> {
  return {
    parse: (raw, name) => {
      const value = raw?.toLowerCase();
      if (value === undefined) return fallback;
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      throw new ConfigError(`${name} must be true or false, got "${raw}"`);
    },
  };
}

function oneOf<const T extends string>(values: readonly T[], fallback: T, options: { lowercase?: boolean } = {}): Variable<T> {
  return {
    parse: (raw, name) => {
      const value = options.lowercase ? raw?.toLowerCase() : raw;
      if (value === undefined) return fallback;
      if (!values.includes(value as T)) throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${value}"`);
      return value as T;
    },
  };
}

/** An http(s) address, without a trailing slash. */
function url(): Variable<string | undefined>;
function url(fallback: string): Variable<string>;
function url(fallback?: string): Variable<string | undefined> {
  return {
    parse: (raw, name) => {
      const value = raw ?? fallback;
      if (value === undefined) return undefined;
      try {
        const parsed = new URL(value);
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
      } catch {
        throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
      }
      return value.replace(/\/+$/, '');
    },
  };
}

/** A folder, made absolute against the working directory. */
function folder(fallback: string): Variable<string> {
  return {
    parse: (raw) => {
      const path = raw ?? fallback;
      return isAbsolute(path) ? path : resolve(process.cwd(), path);
    },
  };
}

/** An integer within bounds, or undefined when unset (the default is worked out where it is used). */
function optionalInteger(min: number, max: number): Variable<number | undefined> {
  return {
    parse: (raw, name) => (raw === undefined ? undefined : integer(min, min, max).parse(raw, name)),
  };
}

/** A secret a client sends back: long enough not to be guessed. */
function secret(minLength: number): Variable<string | undefined> {
  return {
    parse: (raw, name) => {
      if (raw !== undefined && (raw.length < minLength || /\s/.test(raw))) {
        throw new ConfigError(`${name} must be at least ${minLength} characters without spaces`);
      }
      return raw;
    },
  };
}

function postgresUrl(): Variable<string | undefined> {
  return {
    parse: (raw, name) => {
      if (raw !== undefined && !/^postgres(ql)?:\/\//.test(raw)) {
        throw new ConfigError(`${name} must start with postgres:// or postgresql://`);
      }
      return raw;
    },
  };
}

/**
 * Every environment variable the server, the worker and the CLI read, with its kind, default and bounds; a
 * value outside them stops the start with a message naming the variable. README.md and docs/operations.md explain each.
 */
const schema = {
  PORT: integer(3000, 0, 65535),
  HOST: text('::'),
  DATA_DIR: folder('./data'),
  DATABASE_URL: postgresUrl(),
  /** Connections of each API process to PostgreSQL (DATABASE_URL); the embedded database has one. */
  DATABASE_POOL_SIZE: integer(10, 2, 500),
  DEMO_DATA: boolean(true),
  /** Default: http://localhost:PORT. */
  PUBLIC_URL: url(),
  SESSION_TTL_HOURS: integer(12, 1, 24 * 366),
  /** Default: whether PUBLIC_URL is https. */
  COOKIE_SECURE: boolean(),
  LOGIN_RATE_LIMIT: integer(600, 1, 1_000_000),
  LOGIN_FAILURES_PER_ACCOUNT: integer(10, 1, 1_000_000),
  LOGIN_FAILURES_PER_ADDRESS: integer(100, 1, 1_000_000),
  LOGIN_FAILURES_PER_ACCOUNT_TOTAL: integer(50, 1, 1_000_000),
  PASSWORD_HASH_CONCURRENCY: integer(0, 0, 64),
  LOGIN_FAILURE_WINDOW_SECONDS: integer(300, 1, 86_400),
  PASSWORD_HASH_LOG_N: integer(15, 10, 20),
  /** How long after an exam's deadline a save still counts, and when the server submits an instance itself. */
  SUBMIT_GRACE_SECONDS: integer(30, 0, 600),
  /** Wrong exam passwords a student may try per LOGIN_FAILURE_WINDOW_SECONDS. */
  EXAM_PASSWORD_FAILURES: integer(10, 1, 1_000_000),
  /**
   * An ongoing instance whose page has not been heard from (live channel, heartbeat) this long is marked as lost
   * contact. At least 30: the page sends a heartbeat every 20 s.
   */
  LOST_CONTACT_SECONDS: integer(60, 30, 3_600),
  /** How often each API process reads the live channel's outbox without a wake-up (ms). */
  LIVE_POLL_MS: integer(1_000, 100, 60_000),
  GENERATE_AHEAD_MINUTES: integer(15, 0, 1_440),
  /** Public stalk page requests per address and minute. */
  STALK_RATE_LIMIT: integer(60, 1, 100_000),
  TRUST_PROXY: boolean(false),
  OIDC_GOOGLE_CLIENT_ID: text(),
  OIDC_GOOGLE_CLIENT_SECRET: text(),
  OIDC_GOOGLE_ISSUER: url('https://accounts.google.com'),
  OIDC_AAI_ISSUER: url(),
  OIDC_AAI_CLIENT_ID: text(),
  OIDC_AAI_CLIENT_SECRET: text(),
  OIDC_ALLOW_INSECURE: boolean(false),
  STATIC_DIR: folder('./dist'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', { lowercase: true }),
  GRADING_WORKERS: integer(2, 0, 64),
  CODE_RUNNER: oneOf(['local', 'judge0'], 'local'),
  JUDGE0_URL: text(),
  JUDGE0_AUTH_TOKEN: text(),
  /** Default: all the SQL sandboxes (SQL_SANDBOXES). */
  SQL_SANDBOX_SPARES: optionalInteger(0, 16),
  /** Default: one per core, as many as SQL_SANDBOX_MEMORY_MB holds; with SQL_SANDBOX_URL, batches at once (4). */
  SQL_SANDBOXES: optionalInteger(1, 64),
  /** Default 1 024. */
  SQL_SANDBOX_MEMORY_MB: optionalInteger(256, 1_048_576),
  /** Default: one per core. */
  JS_SANDBOXES: optionalInteger(1, 64),
  /** Default: one per core. */
  NATIVE_SANDBOXES: optionalInteger(1, 256),
  /** A PostgreSQL server for the SQL sandboxes (an administrative connection); unset: the embedded pool. */
  SQL_SANDBOX_URL: postgresUrl(),
  /** Default: derived from SQL_SANDBOX_URL's password. */
  SQL_SANDBOX_RUN_PASSWORD: verbatim(),
  /** Login roles (sessions at once) on the sandbox server, for all the processes that share it. */
  SQL_SANDBOX_ROLES: integer(32, 1, 1_000),
  /** Serves /metrics to `Authorization: Bearer <token>`; unset: no metrics. */
  METRICS_TOKEN: secret(16),
  /** npm run worker only: its /metrics on this port (with METRICS_TOKEN). */
  METRICS_PORT: optionalInteger(1, 65535),
  /** npm run admin:create only. */
  ADMIN_PASSWORD: verbatim(),
} satisfies Record<string, Variable<unknown>>;

type Schema = typeof schema;
export type Settings = { [Name in keyof Schema]: ReturnType<Schema[Name]['parse']> };

/**
 * The sandbox's login roles' password: SQL_SANDBOX_RUN_PASSWORD, or derived from SQL_SANDBOX_URL's password, so
 * that every process sharing the URL agrees on it without another secret and the roles cannot learn the
 * administrative password from it; null when there is neither.
 */
function sandboxRunPassword(adminUrl: string, explicit: string | undefined): string | null {
  if (explicit !== undefined && explicit !== '') return explicit;
  const adminPassword = decodeURIComponent(new URL(adminUrl).password);
  if (adminPassword === '') return null;
  return createHmac('sha256', adminPassword).update('examhall sql sandbox login roles').digest('base64url');
}

/** Every variable of the schema, parsed and checked; the one reader of process.env (tests pass their own). */
export function loadSettings(env: Env = process.env): Settings {
  const settings: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(schema) as [string, Variable<unknown>][]) {
    const value = env[name];
    const raw = variable.verbatim ? value : value?.trim() || undefined;
    settings[name] = variable.parse(raw, name);
  }
  return settings as Settings;
}

/**
 * Server, port and database of a PostgreSQL URL, as libpq defaults them, to tell whether two URLs name one database;
 * null for a URL that URL() cannot read (`postgres://user@/db?host=…`: the sandbox server's start checks its
 * database itself).
 */
function databaseIdentity(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.searchParams.get('host') ?? (decodeURIComponent(parsed.hostname) || 'localhost');
  const port = parsed.searchParams.get('port') ?? (parsed.port || '5432');
  const user = decodeURIComponent(parsed.username);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user;
  const local = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host.toLowerCase());
  return JSON.stringify([local ? 'localhost' : host.toLowerCase(), port, database]);
}

function sqlServerConfig(settings: Settings): SqlServerConfig | undefined {
  const url = settings.SQL_SANDBOX_URL;
  if (url === undefined) return undefined;
  const identity = databaseIdentity(url);
  if (identity === null) {
    throw new ConfigError('SQL_SANDBOX_URL must be a URL with a host (for a Unix socket: postgres://user@localhost/db?host=/run/postgresql)');
  }
  if (settings.DATABASE_URL !== undefined && identity === databaseIdentity(settings.DATABASE_URL)) {
    throw new ConfigError(
      "SQL_SANDBOX_URL must not name the application's database (DATABASE_URL): give the SQL sandboxes a PostgreSQL server, or at least a database, of their own",
    );
  }
  const runPassword = sandboxRunPassword(url, settings.SQL_SANDBOX_RUN_PASSWORD);
  if (runPassword === null) {
    throw new ConfigError('SQL_SANDBOX_URL has no password: set SQL_SANDBOX_RUN_PASSWORD, the password of the sandbox’s login roles');
  }
  return { url, runPassword, roles: settings.SQL_SANDBOX_ROLES };
}

function sandboxConfig(settings: Settings): SandboxConfig {
  // Unset ones are left out, so that the defaults are decided in one place (server/sandbox).
  const pools = {
    ...(settings.SQL_SANDBOX_SPARES === undefined ? {} : { sqlSpares: settings.SQL_SANDBOX_SPARES }),
    ...(settings.SQL_SANDBOXES === undefined ? {} : { sqlSandboxes: settings.SQL_SANDBOXES }),
    ...(settings.SQL_SANDBOX_MEMORY_MB === undefined ? {} : { sqlMemoryMb: settings.SQL_SANDBOX_MEMORY_MB }),
    ...(settings.JS_SANDBOXES === undefined ? {} : { javascriptSandboxes: settings.JS_SANDBOXES }),
    ...(settings.NATIVE_SANDBOXES === undefined ? {} : { nativeSandboxes: settings.NATIVE_SANDBOXES }),
  };
  const sqlServer = sqlServerConfig(settings);
  if (sqlServer !== undefined) Object.assign(pools, { sqlServer });
  if (settings.CODE_RUNNER === 'local') return { codeRunner: { kind: 'local' }, ...pools };
  if (settings.JUDGE0_URL === undefined) throw new ConfigError('CODE_RUNNER=judge0 needs JUDGE0_URL');
  return { codeRunner: { kind: 'judge0', url: settings.JUDGE0_URL, authToken: settings.JUDGE0_AUTH_TOKEN }, ...pools };
}

function metricsPort(settings: Settings): number | undefined {
  if (settings.METRICS_PORT !== undefined && settings.METRICS_TOKEN === undefined) {
    throw new ConfigError('METRICS_PORT needs METRICS_TOKEN: the metrics are only served to the token');
  }
  return settings.METRICS_PORT;
}

/** The server's and the worker's configuration, from the environment's settings. */
export function loadConfig(env: Env = process.env): AppConfig {
  const settings = loadSettings(env);
  const publicUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;

  const oidcProviders: OidcProviderConfig[] = [];
  if (settings.OIDC_GOOGLE_CLIENT_ID) {
    oidcProviders.push({
      id: 'google',
      name: 'Google',
      issuer: settings.OIDC_GOOGLE_ISSUER,
      clientId: settings.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: settings.OIDC_GOOGLE_CLIENT_SECRET,
    });
  }
  if (settings.OIDC_AAI_ISSUER && settings.OIDC_AAI_CLIENT_ID) {
    oidcProviders.push({
      id: 'aai',
      name: 'AAI@EduHr',
      issuer: settings.OIDC_AAI_ISSUER,
      clientId: settings.OIDC_AAI_CLIENT_ID,
      clientSecret: settings.OIDC_AAI_CLIENT_SECRET,
    });
  }

  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: settings.DATA_DIR,
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    demoData: settings.DEMO_DATA,
    publicUrl,
    sessionTtlHours: settings.SESSION_TTL_HOURS,
    cookieSecure: settings.COOKIE_SECURE ?? publicUrl.startsWith('https:'),
    loginRateLimit: settings.LOGIN_RATE_LIMIT,
    loginFailuresPerAccount: settings.LOGIN_FAILURES_PER_ACCOUNT,
    submitGraceSeconds: settings.SUBMIT_GRACE_SECONDS,
    lostContactSeconds: settings.LOST_CONTACT_SECONDS,
    livePollMs: settings.LIVE_POLL_MS,
    generateAheadMinutes: settings.GENERATE_AHEAD_MINUTES,
    stalkRateLimit: settings.STALK_RATE_LIMIT,
    examPasswordFailures: settings.EXAM_PASSWORD_FAILURES,
    loginFailuresPerAddress: settings.LOGIN_FAILURES_PER_ADDRESS,
    loginFailuresPerAccountTotal: settings.LOGIN_FAILURES_PER_ACCOUNT_TOTAL,
    passwordHashConcurrency: settings.PASSWORD_HASH_CONCURRENCY,
    loginFailureWindowSeconds: settings.LOGIN_FAILURE_WINDOW_SECONDS,
    passwordHashLogN: settings.PASSWORD_HASH_LOG_N,
    trustProxy: settings.TRUST_PROXY,
    oidcProviders,
    oidcAllowInsecure: settings.OIDC_ALLOW_INSECURE,
    staticDir: settings.STATIC_DIR,
    logLevel: settings.LOG_LEVEL,
    gradingWorkers: settings.GRADING_WORKERS,
    sandbox: sandboxConfig(settings),
    metricsToken: settings.METRICS_TOKEN,
    metricsPort: metricsPort(settings),
  };
}
