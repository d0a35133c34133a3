import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';

/** Carries the session token only so that `GET /api/auth/logout`, a browser navigation, can revoke it. */
export const sessionCookie = 'examhall_session';
/** The double-submit half of the CSRF check: the SPA echoes the value it got at sign-in in X-CSRF-Token. */
export const csrfCookie = 'examhall_csrf';
/**
 * Binds an OpenID Connect sign-in to the browser that started it: the callback and the code exchange only
 * work with it, so a stolen or planted callback URL or login code cannot sign anyone in.
 */
export const oidcCookie = 'examhall_oidc';

export const oidcRequestTtlSeconds = 10 * 60;

/**
 * Marks a browser that signed in to an account before (a random token; the server keeps only its hash). It is
 * sent only to the sign-in operations, never readable by scripts, and outlives sessions and sign-outs on purpose.
 */
export const deviceCookie = 'examhall_device';

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, token: string, days: number): void {
  reply.setCookie(deviceCookie, token, { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/api/auth', maxAge: days * 24 * 3600 });
}

function apiCookie(config: AppConfig, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/api', maxAge };
}

export function setSessionCookies(reply: FastifyReply, config: AppConfig, token: string, csrfToken: string): void {
  const maxAge = config.sessionTtlHours * 3600;
  reply.setCookie(sessionCookie, token, apiCookie(config, maxAge));
  reply.setCookie(csrfCookie, csrfToken, apiCookie(config, maxAge));
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookie, apiCookie(config, 0));
  reply.clearCookie(csrfCookie, apiCookie(config, 0));
}

/**
 * Lax, not Strict: the identity provider's redirect back to the callback is a cross-site navigation, and a
 * Strict cookie would not be sent with it.
 */
function oidcCookieOptions(config: AppConfig, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/api/auth', maxAge };
}

export function setOidcCookie(reply: FastifyReply, config: AppConfig, value: string): void {
  reply.setCookie(oidcCookie, value, oidcCookieOptions(config, oidcRequestTtlSeconds));
}

export function clearOidcCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(oidcCookie, oidcCookieOptions(config, 0));
}
