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

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (absolute). */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  demoData: boolean;
  /** The address users reach, without a trailing slash. */
  publicUrl: string;
  sessionTtlHours: number;
  cookieSecure: boolean;
  /** Requests per minute per client address to the OIDC sign-in operations (start, code exchange). */
  loginRateLimit: number;
  /** Failed sign-ins one account may have in a window before it must wait for the window's end. */
  loginFailuresPerAccount: number;
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
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

function url(env: Env, name: string, fallback?: string): string | undefined {
  const raw = text(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the whole configuration from the environment; the only place that does. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`) as string;

  const oidcProviders: OidcProviderConfig[] = [];
  const googleClientId = text(env, 'OIDC_GOOGLE_CLIENT_ID');
  if (googleClientId) {
    oidcProviders.push({
      id: 'google',
      name: 'Google',
      issuer: url(env, 'OIDC_GOOGLE_ISSUER', 'https://accounts.google.com') as string,
      clientId: googleClientId,
      clientSecret: text(env, 'OIDC_GOOGLE_CLIENT_SECRET'),
    });
  }
  const aaiIssuer = url(env, 'OIDC_AAI_ISSUER');
  const aaiClientId = text(env, 'OIDC_AAI_CLIENT_ID');
  if (aaiIssuer && aaiClientId) {
    oidcProviders.push({
      id: 'aai',
      name: 'AAI@EduHr',
      issuer: aaiIssuer,
      clientId: aaiClientId,
      clientSecret: text(env, 'OIDC_AAI_CLIENT_SECRET'),
    });
  }

  const logLevel = text(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }

  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }

  return {
    port,
    host: text(env, 'HOST') ?? '::',
    dataDir: absolute(text(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    demoData: boolean(env, 'DEMO_DATA', true),
    publicUrl,
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 366),
    cookieSecure: boolean(env, 'COOKIE_SECURE', publicUrl.startsWith('https:')),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 600, 1, 1_000_000),
    loginFailuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 1_000_000),
    loginFailuresPerAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 100, 1, 1_000_000),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 300, 1, 86_400),
    passwordHashLogN: integer(env, 'PASSWORD_HASH_LOG_N', 15, 10, 20),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    oidcProviders,
    oidcAllowInsecure: boolean(env, 'OIDC_ALLOW_INSECURE', false),
    staticDir: absolute(text(env, 'STATIC_DIR') ?? './dist'),
    logLevel,
    gradingWorkers: integer(env, 'GRADING_WORKERS', 2, 0, 64),
  };
}
