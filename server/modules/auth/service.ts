import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.js';
import { createBatcher } from '../../db/batcher.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { AppDeps, AuthSession, SessionUser } from '../../types.js';
import { toUserNames } from './accounts.js';
import { oidcRequestTtlSeconds } from './cookies.js';
import { OidcClients } from './oidc.js';
import { needsRehash, verifyPassword, hashPassword, setPasswordHashConcurrency } from './passwords.js';
import {
  deleteExpiredSignInRows,
  deleteOidcLoginRequestReturning,
  insertIdentity,
  insertLoginCode,
  insertOidcLoginRequest,
  insertSession,
  clearAccountLoginFailures,
  clearLoginFailures,
  deleteStaleKnownDevices,
  deleteStaleLoginFailures,
  insertKnownDevice,
  selectSignedInFrom,
  touchKnownDevice,
  recordLoginFailure,
  selectLoginFailures,
  selectActiveSessions,
  selectOptionalUserByEmail,
  selectOptionalUserById,
  selectOptionalUserByIdentity,
  selectOptionalUserByUsername,
  updateLoginCodeUsedReturning,
  updateSessionLastSeen,
  updateSessionRevoked,
  updateUserPasswordHash,
  type UserIdentityRow,
  type UserRow,
} from './queries.js';
import { hashToken, randomToken, safeEqual } from './tokens.js';

export interface CurrentUser {
  username: string;
  dbUser: {
    id: number;
    username: string | null;
    firstName: string;
    lastName: string;
    fullName: string;
    email: string | null;
    roleName: string;
    smallImageUrl: string | null;
    provider: string;
  };
}

export interface SignedIn {
  token: string;
  csrfToken: string;
  /** ISO 8601, as the contract sends it. */
  expiresAt: string;
  user: CurrentUser;
}

/** Where a request comes from, recorded with the session it opens. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  /** The browser's known-device token (its cookie), if it has one. */
  deviceToken?: string;
}

/** A local sign-in: the session, and the known-device token the browser keeps (new, or the one it sent). */
export interface SignedInLocally extends SignedIn {
  deviceToken: string;
}

/** A browser unused for this long is forgotten: its next sign-in counts as from an unknown browser. */
export const knownDeviceDays = 180;

/** The `reason` of `/auth/login-fail`; the SPA turns it into text. */
export type OidcFailure =
  | 'provider_error'
  | 'provider_unavailable'
  | 'invalid_request'
  | 'expired'
  | 'token_error'
  | 'email_not_verified'
  | 'no_account'
  | 'account_disabled'
  | 'not_configured';

const loginCodeTtlSeconds = 60;
/** Session tokens are 32 random bytes in base64url; anything else is refused without a database round trip. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is informative; writing it at most once a minute keeps reads free of writes. */
const lastSeenResolutionMs = 60_000;
const cleanupIntervalMs = 60 * 60_000;
const keepEndedSessionsMs = 30 * 24 * 3600_000;

/** "45 seconds", "4 minutes 30 seconds": the wait as a person reads it (the SPA words it in the user's language). */
function formatWait(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(rest, 'second');
  return rest === 0 ? part(minutes, 'minute') : `${part(minutes, 'minute')} ${part(rest, 'second')}`;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong username or password.');
const invalidLoginCode = () =>
  new AppError(401, 'INVALID_LOGIN_CODE', 'The sign-in link expired or was already used. Please sign in again.');

function toSessionUser(row: UserIdentityRow): SessionUser {
  return { ...toUserNames(row), imageUrl: row.image_url };
}

export function toCurrentUser(user: SessionUser, provider: string): CurrentUser {
  return {
    username: user.username ?? user.email ?? `user-${user.id}`,
    dbUser: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      roleName: user.roleName,
      smallImageUrl: user.imageUrl,
      provider,
    },
  };
}

function clip(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

export function createAuthService({ config, database, clock }: Pick<AppDeps, 'config' | 'database' | 'clock'>) {
  const { db } = database;
  const oidc = new OidcClients(config.oidcProviders, config.publicUrl, config.oidcAllowInsecure);
  let lastCleanup = 0;
  // Every API call looks its session up: under a burst, one statement for many (group commit, server/db/batcher.ts).
  const lookUpSession = createBatcher((lookups: Array<{ tokenHash: string; now: Date }>) => selectActiveSessions(db, lookups), {
    maxSize: 200,
    concurrency: database.kind === 'pglite' ? 1 : 4,
  });

  async function cleanUpOccasionally(now: Date): Promise<void> {
    if (now.getTime() - lastCleanup < cleanupIntervalMs) return;
    lastCleanup = now.getTime();
    await deleteExpiredSignInRows(db, now, new Date(now.getTime() - keepEndedSessionsMs));
    await deleteStaleLoginFailures(db, windowStart(now));
    await deleteStaleKnownDevices(db, new Date(now.getTime() - knownDeviceDays * 24 * 3600_000));
  }

  // Failed local sign-ins are counted in the database (so several API processes share the counts), under keys:
  // - per account and address (or per account and known browser): a guesser's address waits, the owner's does not;
  // - per address across accounts, far looser (a lab shares an address);
  // - per account across addresses, which holds back only unknown browsers at addresses the account never signed
  //   in from: guessing from many addresses stays slow, yet the owner's own browser or usual address still works.
  // Successful sign-ins are never counted, so a lab of hundreds behind one NAT signs in at once.
  setPasswordHashConcurrency(config.passwordHashConcurrency);
  const windowMs = config.loginFailureWindowSeconds * 1000;
  const windowStart = (now: Date) => new Date(now.getTime() - windowMs);
  const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;

  interface Throttle {
    key: string;
    limit: number;
  }

  /** The limits that apply to this attempt; which ones depends on whether the browser or address is known. */
  async function throttlesFor(username: string, userId: number | undefined, from: ClientInfo, now: Date) {
    const account = accountKey(username);
    const device =
      userId !== undefined && from.deviceToken && tokenShape.test(from.deviceToken)
        ? (await touchKnownDevice(db, hashToken(from.deviceToken), userId, now))
          ? hashToken(from.deviceToken)
          : undefined
        : undefined;
    if (device) return { device, throttles: [{ key: `${account}\tdevice:${device}`, limit: config.loginFailuresPerAccount }] };
    const throttles: Throttle[] = [];
    if (from.ip) {
      throttles.push({ key: `${account}\taddress:${from.ip}`, limit: config.loginFailuresPerAccount });
      throttles.push({ key: `address:${from.ip}`, limit: config.loginFailuresPerAddress });
    }
    const usualAddress = userId !== undefined && from.ip !== null && (await selectSignedInFrom(db, userId, from.ip));
    // Failures always count towards the account's total; the total only refuses strangers.
    throttles.push({ key: account, limit: usualAddress ? Number.POSITIVE_INFINITY : config.loginFailuresPerAccountTotal });
    return { device: undefined, throttles };
  }

  async function refuseWhileThrottled(throttles: Throttle[], now: Date): Promise<void> {
    const rows = await selectLoginFailures(db, throttles.map((throttle) => throttle.key), windowStart(now));
    let waitSeconds = 0;
    for (const row of rows) {
      const limit = throttles.find((throttle) => throttle.key === row.throttle_key)?.limit ?? Number.POSITIVE_INFINITY;
      if (row.failures < limit) continue;
      waitSeconds = Math.max(waitSeconds, (row.window_started_at.getTime() + windowMs - now.getTime()) / 1000);
    }
    if (waitSeconds > 0) {
      throw new AppError(
        429,
        'LOGIN_THROTTLED',
        `Too many failed sign-ins. Please try again in ${formatWait(waitSeconds)}.`,
      ).withRetryAfter(waitSeconds);
    }
  }

  async function openSession(user: SessionUser, provider: string, from: ClientInfo): Promise<SignedIn> {
    const now = clock();
    const token = randomToken();
    const csrfToken = randomToken();
    const expiresAt = new Date(now.getTime() + config.sessionTtlHours * 3600_000);
    await insertSession(db, {
      tokenHash: hashToken(token),
      csrfHash: hashToken(csrfToken),
      userId: user.id,
      provider,
      now,
      expiresAt,
      ip: clip(from.ip, 100),
      userAgent: clip(from.userAgent, 500),
    });
    await cleanUpOccasionally(now);
    return { token, csrfToken, expiresAt: expiresAt.toISOString(), user: toCurrentUser(user, provider) };
  }

  function failure(reason: OidcFailure): string {
    return `/auth/login-fail?reason=${reason}`;
  }

  return {
    listProviders() {
      return {
        localLogin: true,
        providers: oidc.list().map(({ id, name }) => ({ id, name })),
      };
    },

    /**
     * Unknown user, wrong password and inactive account fail alike, in about the same time. A browser that signed
     * in keeps a known-device token (an HttpOnly cookie; only its hash is stored), which lets the right password in
     * while strangers guessing at the account are held back.
     */
    async loginLocal(username: string, password: string, from: ClientInfo): Promise<SignedInLocally> {
      const user = await selectOptionalUserByUsername(db, username.trim());
      const { device, throttles } = await throttlesFor(username, user?.id, from, clock());
      await refuseWhileThrottled(throttles, clock());
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? null, config.passwordHashLogN);
      if (!user || !passwordMatches || !user.is_active) {
        const now = clock();
        for (const throttle of throttles) await recordLoginFailure(db, throttle.key, now, windowStart(now));
        throw invalidCredentials();
      }
      // The account's total is left alone: the owner signing in does not let a guesser elsewhere start over.
      for (const throttle of throttles) {
        if (throttle.key !== accountKey(username) && !throttle.key.startsWith('address:')) await clearLoginFailures(db, throttle.key);
      }
      if (user.password_hash && needsRehash(user.password_hash, config.passwordHashLogN)) {
        await updateUserPasswordHash(db, user.id, await hashPassword(password, config.passwordHashLogN));
      }
      let deviceToken = from.deviceToken ?? '';
      if (!device) {
        deviceToken = randomToken();
        await insertKnownDevice(db, hashToken(deviceToken), user.id, clock());
      }
      return { ...(await openSession(toSessionUser(user), 'local', from)), deviceToken };
    },

    /** Staff letting a student in: every failure count that holds the account back is cleared. */
    async clearSignInThrottle(userId: number): Promise<void> {
      const user = await selectOptionalUserById(db, userId);
      if (user?.username) await clearAccountLoginFailures(db, accountKey(user.username));
    },

    /**
     * The session of a bearer token, or null when it is unknown, expired, revoked or its user is inactive.
     * `touch: false` leaves last_seen_at to the handler (reportPresence writes it with the route).
     */
    async authenticate(token: string, { touch = true }: { touch?: boolean } = {}): Promise<AuthSession | null> {
      if (!tokenShape.test(token)) return null;
      const now = clock();
      const row = await lookUpSession({ tokenHash: hashToken(token), now });
      if (!row) return null;
      if (touch && now.getTime() - row.last_seen_at.getTime() >= lastSeenResolutionMs) {
        await updateSessionLastSeen(db, row.session_id, now);
      }
      return { sessionId: row.session_id, csrfHash: row.csrf_hash, provider: row.provider, user: toSessionUser(row) };
    },

    /** The CSRF token must equal the cookie set at sign-in and belong to this very session. */
    csrfTokenMatches(session: AuthSession, header: string | undefined, cookie: string | undefined): boolean {
      if (!header || !cookie) return false;
      return safeEqual(header, cookie) && safeEqual(hashToken(header), session.csrfHash);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && tokenShape.test(token)) await updateSessionRevoked(db, hashToken(token), clock());
    },

    /** Where a browser that asked for a provider this server does not have is sent (never a JSON page). */
    notConfiguredLocation(): string {
      return failure('not_configured');
    },

    isConfigured(id: string): boolean {
      return oidc.find(id) !== undefined;
    },

    findProvider(id: string): OidcProviderConfig {
      const provider = oidc.find(id);
      if (!provider) throw new AppError(404, 'PROVIDER_NOT_CONFIGURED', 'This sign-in method is not configured.');
      return provider;
    },

    /**
     * Starts an authorization code flow with PKCE. `browserBinding` is the value of the browser's binding
     * cookie when it has one (sign-ins started in two tabs then both work).
     */
    async startOidcLogin(
      provider: OidcProviderConfig,
      browserBinding: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<{ location: string; browserBinding: string }> {
      const binding = browserBinding && tokenShape.test(browserBinding) ? browserBinding : randomToken();
      const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      let location: URL;
      try {
        location = await oidc.authorizationUrl(provider, checks);
      } catch (error) {
        log.error({ err: error, provider: provider.id }, 'OpenID Connect discovery failed');
        return { location: failure('provider_unavailable'), browserBinding: binding };
      }
      const now = clock();
      await insertOidcLoginRequest(db, {
        ...checks,
        browserHash: hashToken(binding),
        provider: provider.id,
        now,
        expiresAt: new Date(now.getTime() + oidcRequestTtlSeconds * 1000),
      });
      return { location: location.href, browserBinding: binding };
    },

    /**
     * The provider's redirect back. Every outcome is a redirect to an SPA page: a browser lands here, so a JSON
     * error would be a dead end. Failures are logged with their reason.
     */
    async completeOidcLogin(
      provider: OidcProviderConfig,
      callbackUrl: URL,
      params: { state?: string; error?: string },
      browserBinding: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<string> {
      const fail = (reason: OidcFailure, detail?: unknown) => {
        log.warn({ provider: provider.id, reason, err: detail }, 'OpenID Connect sign-in failed');
        return failure(reason);
      };
      if (params.error) return fail('provider_error', params.error);
      if (!params.state || !browserBinding) return fail('invalid_request');
      const request = await deleteOidcLoginRequestReturning(db, params.state);
      if (!request || request.provider !== provider.id || !safeEqual(hashToken(browserBinding), request.browser_hash)) {
        return fail('invalid_request');
      }
      if (request.expires_at.getTime() <= clock().getTime()) return fail('expired');

      let identity;
      try {
        identity = await oidc.identify(provider, callbackUrl, {
          state: params.state,
          nonce: request.nonce,
          codeVerifier: request.code_verifier,
        });
      } catch (error) {
        return fail('token_error', error);
      }

      const outcome = await withTransaction(db, async (trx): Promise<OidcFailure | UserRow> => {
        const known = await selectOptionalUserByIdentity(trx, identity.issuer, identity.subject);
        if (known) return known;
        // A first sign-in links to the account with the same e-mail address, but only when the provider
        // vouches for that address; otherwise anyone could claim an account by its address.
        const byEmail = identity.email ? await selectOptionalUserByEmail(trx, identity.email) : undefined;
        if (!byEmail) return 'no_account';
        if (!identity.emailVerified) return 'email_not_verified';
        await insertIdentity(trx, { userId: byEmail.id, provider: provider.id, issuer: identity.issuer, subject: identity.subject });
        return byEmail;
      });
      if (typeof outcome === 'string') return fail(outcome);
      if (!outcome.is_active) return fail('account_disabled');

      const code = randomToken();
      const now = clock();
      await insertLoginCode(db, {
        codeHash: hashToken(code),
        browserHash: request.browser_hash,
        userId: outcome.id,
        provider: provider.id,
        now,
        expiresAt: new Date(now.getTime() + loginCodeTtlSeconds * 1000),
      });
      return `/auth/login-success?code=${encodeURIComponent(code)}`;
    },

    /** Turns the one-time code of an OpenID Connect sign-in into a session, in the browser that signed in. */
    async exchangeLoginCode(code: string, browserBinding: string | undefined, from: ClientInfo): Promise<SignedIn> {
      const used = await updateLoginCodeUsedReturning(db, hashToken(code), clock());
      if (!used || !browserBinding || !safeEqual(hashToken(browserBinding), used.browser_hash)) throw invalidLoginCode();
      const user = await selectOptionalUserById(db, used.user_id);
      if (!user || !user.is_active) throw invalidLoginCode();
      return openSession(toSessionUser(user), used.provider, from);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
