import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppConfig } from '../config.js';
import type { Contract, RequestBodySpec } from '../contract.js';
import { AppError } from '../errors.js';
import type { OperationHandler, OperationRoutes } from '../types.js';

/** The contract's operations without an implementation; the server still starts, a test fails. */
export function missingOperations(contract: Contract, routes: OperationRoutes): string[] {
  return [...contract.operations.keys()].filter((operationId) => !(operationId in routes));
}

function notImplemented(operationId: string): OperationHandler {
  return async () => {
    throw new AppError(501, 'NOT_IMPLEMENTED', `${operationId} is not available yet.`);
  };
}

/**
 * Fastify validates a body only when its content type has a schema, so a missing body or one of another type
 * would reach the handler unchecked; the contract's request body decides instead.
 */
function requestBodyCheck(spec: RequestBodySpec) {
  return async (request: FastifyRequest) => {
    const mediaType = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
    if (request.body === undefined || request.body === null || !mediaType) {
      if (!spec.required) return;
      throw new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: body is required.', [
        { path: 'body', message: 'is required' },
      ]);
    }
    if (!spec.mediaTypes.includes(mediaType)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body has an unsupported content type.');
    }
  };
}

/**
 * Two OpenAPI 3.0 idioms Ajv reads differently, rewritten in a route's schemas (the contract stays 3.0, which
 * the OpenAPI plugin checks):
 * - an exclusive bound `minimum: 0, exclusiveMinimum: true` is `exclusiveMinimum: 0` in JSON Schema (requests
 *   and responses);
 * - `nullable: true` beside `allOf: [$ref]` must let null through the referenced schema too, which neither Ajv's
 *   `nullable` (it only widens `type`) nor the response serialiser does inside a `oneOf` (a hand-graded diagram's
 *   null reference failed to serialise).
 */
function openApi30AsJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => openApi30AsJsonSchema(item));
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, openApi30AsJsonSchema(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else {
      delete schema[flag];
    }
  }
  if (schema.nullable === true && Array.isArray(schema.allOf)) {
    const { nullable: _nullable, ...notNull } = schema;
    return { anyOf: [{ type: 'null' }, notNull] };
  }
  return schema;
}

/**
 * Text that PostgreSQL can store and JSON can carry: no NUL character (`text` and `jsonb` refuse it) and no
 * unpaired UTF-16 surrogate. With Ajv's unicode regular expressions a surrogate pair is one code point, so only a
 * lone surrogate matches the class. Added to every string of every request (body, query, path, headers): one rule
 * for all operations, the next one included, instead of a check per handler.
 */
export const SAFE_TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';

function withSafeText(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => withSafeText(item));
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withSafeText(value)]));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string') || schema.format === 'binary' || schema.enum) return schema;
  if (schema.pattern === undefined) return { ...schema, pattern: SAFE_TEXT_PATTERN };
  return { ...schema, allOf: [...((schema.allOf as unknown[] | undefined) ?? []), { pattern: SAFE_TEXT_PATTERN }] };
}

/**
 * Ajv coerces "Infinity" or "1e400" in a path, query or header to Infinity and then skips every bound of a number
 * that is not finite (its `minimum`/`maximum` code is guarded by `isFinite`), so a 2^31 cap alone let the infinities
 * through to PostgreSQL. `x-finite` (added to every integer and number of every request, as the text rule is) is
 * the one check that closes it; a JSON body's `1e400` is refused by Ajv's `strictNumbers` already.
 */
export const FINITE_KEYWORD = {
  keyword: 'x-finite',
  schemaType: 'boolean',
  errors: false,
  // Not `type: 'number'`: Ajv runs such a keyword only for finite numbers under strictNumbers.
  validate: (finite: boolean, data: unknown) => !finite || typeof data !== 'number' || Number.isFinite(data),
} as const;

function withFiniteNumbers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => withFiniteNumbers(item));
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withFiniteNumbers(value)]));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number') ? { ...schema, 'x-finite': true } : schema;
}

/**
 * One route per operation of the contract, validated by it, each carrying its operationId and the policy the
 * contract gives it (enforced by the auth plugin) and, for sign-in operations, the login rate limit; a route may bring
 * its own (`rateLimit`, e.g. the public stalk page's).
 */
export async function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  routes: OperationRoutes,
  config: AppConfig,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${context.after}.`),
  });

  const missing = missingOperations(contract, routes);
  if (missing.length > 0) app.log.warn({ operations: missing }, 'operations in openapi.yaml without a handler');

  // Request bodies of the contract are JSON, except uploaded files (application/octet-stream, read whole as a
  // Buffer up to the route's bodyLimit); Fastify's other built-in parser (text/plain) only lets bodies of the
  // wrong kind through.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRoute', (route) => {
    if (!route.config?.operationId || !route.schema) return;
    // A file upload's body arrives as a Buffer, which a `type: string, format: binary` schema would refuse; the
    // handler checks the bytes themselves.
    const body = route.schema.body as { content?: Record<string, { schema?: { type?: string; format?: string } }> } | undefined;
    if (body?.content) {
      for (const [mediaType, { schema }] of Object.entries(body.content)) {
        if (schema?.type === 'string' && schema.format === 'binary') delete body.content[mediaType];
      }
      if (Object.keys(body.content).length === 0) delete route.schema.body;
    }
    for (const part of ['body', 'querystring', 'params', 'headers', 'response'] as const) {
      if (route.schema[part]) route.schema[part] = openApi30AsJsonSchema(route.schema[part]);
    }
    for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
      if (route.schema[part]) route.schema[part] = withFiniteNumbers(withSafeText(route.schema[part]));
    }
  });
  await app.register(openapiGlue, {
    specification: structuredClone(contract.document),
    prefix: 'api',
    operationResolver: (operationId: string) => {
      const operation = contract.operations.get(operationId);
      if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
      const route = routes[operationId];
      // The plugin spreads these over the method, url and schema it builds; its typing asks for a whole route.
      const options: Partial<RouteOptions> = {
        handler: route?.handler ?? notImplemented(operationId),
        ...(operation.requestBody ? { preValidation: requestBodyCheck(operation.requestBody) } : {}),
        ...(route?.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
        config: {
          operationId,
          policy: operation.policy,
          ...(route?.recordsPresence ? { recordsPresence: true } : {}),
          ...(operation.examAccess ? { examAccess: operation.examAccess } : {}),
          ...(route?.loginRateLimited ? { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } } : {}),
          ...(route?.rateLimit ? { rateLimit: route.rateLimit(config) } : {}),
        },
      };
      return options as RouteOptions;
    },
  });
}
