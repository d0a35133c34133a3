import { randomUUID } from 'node:crypto';
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { loadContract, type Contract } from './contract.js';
import type { Database } from './db/connect.js';
import { openAppDatabase } from './database.js';
import { countQueued } from './grading/queue.js';
import { startGradingWorker, type GradingWorker } from './grading/worker.js';
import { loggerOptions, runInRequest } from './logging.js';
import { addMetricsSource, httpRequestDuration, httpRequests, statusClass } from './metrics.js';
import { createLiveHub } from './modules/live/hub.js';
import { createOperationRoutes, createServices } from './modules/registry.js';
import type { Runners } from './modules/questions/service.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerAuth } from './plugins/auth.js';
import { registerContext } from './plugins/context.js';
import { registerExamAccess } from './plugins/exam-access.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrorHandler, toErrorResponse } from './plugins/error-handler.js';
import { registerMetrics } from './plugins/metrics.js';
import { FINITE_KEYWORD, registerOperations } from './plugins/operations.js';
import { withCheapUnions } from './plugins/response-unions.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';
import { createRunners } from './sandbox/index.js';
import type { AppDeps, Clock } from './types.js';

/** How long after listening the grading worker takes up the queue (unless a job is enqueued before). */
const WORKER_AFTER_LISTEN_MS = 2_000;

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database the caller owns; without one the app opens (and closes) the configured one. */
  database?: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  contract?: Contract;
  /** The sandboxes that run code and SQL answers; by default the configured ones. */
  runners?: Runners;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Submits the exam instances past their deadline plus the grace now (the sweeper does it every few seconds). */
    submitExpiredInstances(): Promise<number>;
    /** Marks the ongoing instances silent for LOST_CONTACT_SECONDS, as the sweeper does (for tests). */
    sweepLostContact(): Promise<number>;
    /** Starts the server's own pre-generation of the exams opening within GENERATE_AHEAD_MINUTES, as the sweeper does; the runs' ids. */
    generateAhead(): Promise<number[]>;
    /** Resolves when this process's pre-generation runs have ended (tests). */
    generationIdle(): Promise<void>;
  }
}

const ajvPool = AjvCompiler();

/**
 * Query strings, path parameters and headers arrive as text, so their validator coerces ("5" → 5); JSON bodies
 * are typed already, so theirs does not: a number sent for a string field is a 400, not silently accepted.
 */
function buildStrictBodyValidator(externalSchemas: unknown, options: { customOptions?: object } = {}) {
  type PoolArgs = Parameters<typeof ajvPool>;
  const build = (customOptions: object) =>
    ajvPool(externalSchemas as PoolArgs[0], { ...options, customOptions } as PoolArgs[1]);
  const coercing = build({ ...options.customOptions });
  const strict = build({ ...options.customOptions, coerceTypes: false });
  return (route: { httpPart?: string } & Parameters<typeof coercing>[0]) =>
    route.httpPart === 'body' ? strict(route) : coercing(route);
}

/**
 * Compiles a route's validator or serializer when it is first used instead of when the server starts: the contract's
 * ~150 operations took about 2 s of a restart on a slow machine to compile, most of them for routes a restart does not
 * need at once. Fastify reads a validator's `errors` after calling it, so they are copied onto the wrapper.
 */
function compiledOnFirstUse<Args extends unknown[]>(compile: (...args: Args) => (...input: unknown[]) => unknown) {
  return (...args: Args) => {
    let compiled: ((...input: unknown[]) => unknown) & { errors?: unknown } | undefined;
    const onFirstUse = Object.assign(
      (...input: unknown[]) => {
        compiled ??= compile(...args);
        const result = compiled(...input);
        onFirstUse.errors = compiled.errors;
        return result;
      },
      { errors: undefined as unknown },
    );
    return onFirstUse;
  };
}

type Compiler = (...args: unknown[]) => (...input: unknown[]) => unknown;

// The wrappers call what Fastify's own compilers return, with the same arguments; their typing does not say so.
function buildLazyValidator(...factoryArgs: Parameters<typeof buildStrictBodyValidator>): ReturnType<typeof buildStrictBodyValidator> {
  return compiledOnFirstUse(buildStrictBodyValidator(...factoryArgs) as Compiler) as unknown as ReturnType<typeof buildStrictBodyValidator>;
}

const buildSerializer = SerializerSelector();
/** Response serialisers compiled on first use, from schemas whose unions are cheap to serialise (response-unions.ts). */
function buildLazySerializer(...factoryArgs: Parameters<typeof buildSerializer>): ReturnType<typeof buildSerializer> {
  const compile = buildSerializer(...factoryArgs) as unknown as (route: { schema: unknown }) => (...input: unknown[]) => unknown;
  return compiledOnFirstUse((route: { schema: unknown }) => compile({ ...route, schema: withCheapUnions(route.schema) })) as unknown as ReturnType<typeof buildSerializer>;
}

/** How often the server looks for exam instances past their deadline plus the grace. */
const EXAM_SWEEP_INTERVAL_MS = 5_000;

/** The whole application: plugins, then the contract's routes, then the SPA; used by server.ts and tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const contract = options.contract ?? loadContract();

  const app = Fastify({
    // What may never be logged (tokens, cookies, passwords) is redacted in a test's logger too.
    logger: options.logger === false ? false : { ...loggerOptions(config.logLevel), ...(typeof options.logger === 'object' ? options.logger : {}) },
    trustProxy: config.trustProxy,
    // Request ids are ours, never taken from a client header, so log lines can be trusted.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    ajv: {
      customOptions: {
        // Fastify's default silently drops unknown properties; the contract wants them refused.
        removeAdditional: false,
        coerceTypes: 'array',
        // "Infinity" or "1e400" in a path or query coerces to Infinity, which Ajv otherwise lets through every
        // integer type and bound; NaN and the infinities are no number of the contract's.
        strictNumbers: true,
        keywords: [FINITE_KEYWORD],
        useDefaults: true,
        allErrors: false,
        // The contract's `discriminator` (a question's or an answer's `kind`) picks the one schema to check, so a
        // 400 names the fields of that kind only, not the first miss of every other kind's schema.
        discriminator: true,
      },
    },
    schemaController: { compilersFactory: { buildValidator: buildLazyValidator, buildSerializer: buildLazySerializer } },
    // Errors raised before a route is found (a bad %-escape in the URL, a path parameter too long) get the
    // contract's shape too, not Fastify's own body.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      void reply.code(status).send(body);
    },
    // What Node's HTTP parser refuses before Fastify sees a request (headers or URL too large, malformed
    // requests): answered in the contract's shape on the raw socket.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const code = (error as NodeJS.ErrnoException).code;
      const [status, reason, body] = code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', { code: 'HEADERS_TOO_LARGE', message: 'The request headers (or its address) are too large.' }]
        : [400, 'Bad Request', { code: 'BAD_REQUEST', message: 'The request is malformed.' }];
      const json = JSON.stringify(body);
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`);
    },
  });

  try {
    const database = options.database ?? (await openAppDatabase(config, clock, app.log));
    if (!options.database) app.addHook('onClose', () => database.close());
    app.decorate('database', database);

    const live = createLiveHub({ database, log: app.log, pollMs: config.livePollMs, clock });
    // Open live channels end before the server closes (they would hold it open), and the hub stops reading.
    app.addHook('preClose', async () => live.stop());
    const deps: AppDeps = { config, database, clock, live };
    const runners = options.runners ?? createRunners(config.sandbox);
    if (!options.runners) app.addHook('onClose', async () => runners.sql.close?.());
    // A SQL sandbox server that may not be used (the application's database, roles with more rights) stops the start.
    if (!options.runners) await runners.sql.verify?.();
    // Code and SQL answers are graded by a worker loop in this process unless GRADING_WORKERS=0 leaves them to
    // `npm run worker` processes. It starts WORKER_AFTER_LISTEN_MS after the server listens, so that a restart
    // answers the pages coming back before it takes up the jobs left in the queue (starting their sandboxes took the
    // first half second after listening: bench/README.md, bench:restart), or at the first enqueue if that comes
    // first; an app that is never listened (tests, benches) starts it at its first enqueue. preClose stops it
    // before onClose closes the database.
    let worker: GradingWorker | null = null;
    let closing = false;
    const startWorker = () => {
      if (worker || closing || config.gradingWorkers === 0) return;
      worker = startGradingWorker({ db: database.db, runners, concurrency: config.gradingWorkers, log: app.log });
    };
    let workerTimer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      workerTimer = setTimeout(startWorker, WORKER_AFTER_LISTEN_MS);
      workerTimer.unref();
    });
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(workerTimer);
      await worker?.stop();
    });
    const services = createServices(deps, { runners, onEnqueued: () => (worker ? worker.wake() : startWorker()) });
    // A pre-generation run finishes its batches before the database closes (each batch is its own transaction).
    app.addHook('preClose', async () => services.examInstances.idle());
    // The server submits instances whose deadline plus the grace has passed, also with the browser gone. Every API
    // process may sweep: a submit takes the instance's row lock and happens once.
    let sweeper: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> = Promise.resolve();
    app.addHook('onListen', async () => {
      sweeper = setInterval(() => {
        sweeping = Promise.all([
          services.examTaking.submitExpired().catch((error: unknown) => app.log.error({ err: error }, 'submitting expired exam instances failed')),
          // Ongoing instances whose page has gone silent are marked (staff see the gap).
          services.live.sweepLostContact().catch((error: unknown) => app.log.error({ err: error }, 'marking lost contact failed')),
          // Published exams that open within GENERATE_AHEAD_MINUTES get their instances now (one process does it).
          services.examInstances.generateAhead().catch((error: unknown) => app.log.error({ err: error }, 'generating instances ahead failed')),
        ]);
      }, EXAM_SWEEP_INTERVAL_MS);
      sweeper.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      await sweeping;
    });
    app.decorate('submitExpiredInstances', () => services.examTaking.submitExpired());
    app.decorate('sweepLostContact', () => services.live.sweepLostContact());
    app.decorate('generateAhead', () => services.examInstances.generateAhead());
    app.decorate('generationIdle', () => services.examInstances.idle());

    await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
    await app.register(cookie);
    registerErrorHandler(app);
    // After the body is read (its stream's events would lose it): what the request starts — a grading job — knows
    // the request's id.
    app.addHook('preValidation', (request, _reply, done) => runInRequest(request.id, done));
    app.addHook('onResponse', async (request, reply) => {
      const labels = { operation: request.routeOptions.config.operationId ?? 'other', status_class: statusClass(reply.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    });
    const removeSource = addMetricsSource({
      pool: database.pool,
      liveClients: () => live.connectionCount(),
      queuedJobs: () => countQueued(database.db),
    });
    app.addHook('onClose', async () => removeSource());
    if (config.metricsToken !== undefined) registerMetrics(app, config.metricsToken);
    registerAuth(app, services.auth);
    registerCsrf(app, services.auth);
    registerContext(app, services.courses);
    registerExamAccess(app, services.examAccess, config.publicUrl);

    await registerOperations(app, contract, createOperationRoutes(services, deps), config);
    await registerApiDocs(app, contract);
    await registerSpa(app, config.staticDir);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
