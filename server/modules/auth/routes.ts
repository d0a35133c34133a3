import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import {
  clearOidcCookie,
  clearSessionCookies,
  deviceCookie,
  oidcCookie,
  sessionCookie,
  setDeviceCookie,
  setOidcCookie,
  setSessionCookies,
} from './cookies.js';
import type { AuthService, ClientInfo } from './service.js';
import { knownDeviceDays, toCurrentUser } from './service.js';
import { bearerToken } from './tokens.js';

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export function authRoutes(auth: AuthService, config: AppConfig): OperationRoutes {
  return handlers({
    listAuthProviders: async () => ({ success: true, data: auth.listProviders() }),

    loginLocal: async (request, reply) => {
      const { username, password } = request.body;
      const { deviceToken, ...signedIn } = await auth.loginLocal(username, password, {
        ...clientInfo(request),
        deviceToken: request.cookies[deviceCookie],
      });
      setSessionCookies(reply, config, signedIn.token, signedIn.csrfToken);
      setDeviceCookie(reply, config, deviceToken, knownDeviceDays);
      return { success: true, data: signedIn };
    },

    startOidcLogin: {
      loginRateLimited: true,
      handler: async (request, reply) => {
        const { provider: id } = request.params;
        // A browser navigation: an unconfigured provider gets the sign-in failure page, not a JSON body.
        if (!auth.isConfigured(id)) return reply.redirect(auth.notConfiguredLocation(), 302);
        const provider = auth.findProvider(id);
        const started = await auth.startOidcLogin(provider, request.cookies[oidcCookie], request.log);
        setOidcCookie(reply, config, started.browserBinding);
        return reply.redirect(started.location, 302);
      },
    },

    completeOidcLogin: async (request, reply) => {
      const { provider: id } = request.params;
      if (!auth.isConfigured(id)) return reply.redirect(auth.notConfiguredLocation(), 302);
      const provider = auth.findProvider(id);
      // The redirect URI registered at the provider is built from PUBLIC_URL, so the URL it checks is too.
      const callbackUrl = new URL(request.url, config.publicUrl);
      const location = await auth.completeOidcLogin(provider, callbackUrl, request.query, request.cookies[oidcCookie], request.log);
      return reply.redirect(location, 302);
    },

    exchangeLoginCode: {
      loginRateLimited: true,
      handler: async (request, reply) => {
        const signedIn = await auth.exchangeLoginCode(request.body.code, request.cookies[oidcCookie], clientInfo(request));
        clearOidcCookie(reply, config);
        setSessionCookies(reply, config, signedIn.token, signedIn.csrfToken);
        return { success: true, data: signedIn };
      },
    },

    logout: async (request, reply) => {
      await auth.logout(request.cookies[sessionCookie] ?? bearerToken(request.headers.authorization));
      clearSessionCookies(reply, config);
      return reply.redirect('/bye-bye', 302);
    },

    getCurrentUser: async (request) => {
      const session = requireSession(request);
      return { success: true, data: toCurrentUser(session.user, session.provider) };
    },
  });
}
