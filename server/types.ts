import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { ExamAccessTarget, Policy, Role } from './contract.js';
import type { Database } from './db/connect.js';
import type { LiveHub } from './modules/live/hub.js';
import type { operations } from './generated/contract-types.js';

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
  /** This process's end of the live channel (server/modules/live/hub.ts). */
  live: LiveHub;
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
  /** Requests per client address and time window (ms), from the configuration (e.g. the public stalk page). */
  rateLimit?: (config: AppConfig) => { max: number; timeWindow: number };
}

/** Route implementations keyed by the contract's operationId. */
export type OperationRoutes = Record<string, OperationRoute>;

/** An operationId of the contract. */
export type OperationId = keyof operations;

type Content<Part> = Part extends { content: infer Media } ? Media[keyof Media] : undefined;
/** `unknown` (Fastify's default) for a part the operation does not have. */
type Present<T> = [Exclude<T, undefined>] extends [never] ? unknown : Exclude<T, undefined>;
type SuccessStatus = 200 | 201 | 202 | 204 | 301 | 302 | 303 | 307 | 308;

/**
 * Fastify's route generics of an operation, read from the contract: the path and query parameters and the body
 * the validator lets through, and the body of each success status (`reply.code(201).send(…)` is checked against
 * the 201 response; a status the operation does not declare is an error).
 */
export interface OperationGeneric<Id extends OperationId> {
  Params: Present<operations[Id]['parameters']['path']>;
  Querystring: Present<operations[Id]['parameters']['query']>;
  Body: Present<Content<operations[Id]['requestBody']>>;
  Reply: { [Status in keyof operations[Id]['responses'] & SuccessStatus]: Content<operations[Id]['responses'][Status]> };
}

export type OperationRequest<Id extends OperationId> = FastifyRequest<OperationGeneric<Id>>;
export type OperationReply<Id extends OperationId> = FastifyReply<OperationGeneric<Id>>;
type OkBody<Id extends OperationId> = 200 extends keyof OperationGeneric<Id>['Reply'] ? OperationGeneric<Id>['Reply'][200] : never;

/** A handler of one operation: returns the 200 response's body, or the reply it sent (another status, a redirect). */
export type TypedHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: OperationReply<Id>,
) => Promise<OkBody<Id> | OperationReply<Id>>;

export interface TypedRoute<Id extends OperationId> extends Omit<OperationRoute, 'handler'> {
  handler: TypedHandler<Id>;
}

/** A module's handlers keyed by operationId: a bare handler, or one with route options. */
export type TypedRoutes = { [Id in OperationId]?: TypedHandler<Id> | TypedRoute<Id> };

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    /** Set on every /api route; a route without one is refused. */
    policy?: Policy;
    /** See OperationRoute.recordsPresence. */
    recordsPresence?: boolean;
    /** The contract's x-exam-access: the exam's access rules apply (server/plugins/exam-access.ts). */
    examAccess?: ExamAccessTarget;
  }

  interface FastifyRequest {
    /** The session of a signed-in caller, set by the auth plugin on routes that need one. */
    auth: AuthSession | null;
    /** The validated Context-Course-Id and Context-Academic-Year-Id of a signed-in caller. */
    context: RequestContext;
  }
}
