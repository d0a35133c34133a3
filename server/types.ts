import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { Policy, Role } from './contract.js';
import type { Database } from './db/connect.js';

/** The signed-in user as the request pipeline and services see them. */
export interface SessionUser {
  id: number;
  username: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: Role;
  imageUrl: string | null;
}

export interface AuthSession {
  sessionId: number;
  csrfHash: string;
  /** How this session was signed in: local, google or aai. */
  provider: string;
  user: SessionUser;
}

/** The course and academic year the SPA is working in; `null` = none. */
export interface RequestContext {
  courseId: number | null;
  academicYearId: number | null;
}

export type Clock = () => Date;

/** What services are built from. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface OperationRoute {
  handler: OperationHandler;
  /** Counted against LOGIN_RATE_LIMIT per client address. */
  loginRateLimited?: boolean;
  /** The handler writes the session's last_seen_at itself, so authentication leaves it alone. */
  recordsPresence?: boolean;
  /** Bytes of request body allowed, when more than Fastify's default (1 MiB). */
  bodyLimit?: number;
}

/** Route implementations keyed by the contract's operationId. */
export type OperationRoutes = Record<string, OperationRoute>;

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    /** Set on every /api route; a route without one is refused. */
    policy?: Policy;
    /** See OperationRoute.recordsPresence. */
    recordsPresence?: boolean;
  }

  interface FastifyRequest {
    /** The session of a signed-in caller, set by the auth plugin on routes that need one. */
    auth: AuthSession | null;
    /** The validated Context-Course-Id and Context-Academic-Year-Id of a signed-in caller. */
    context: RequestContext;
  }
}
