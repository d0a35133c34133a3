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
 * One route per operation of the contract, validated by it, each carrying its operationId and the policy the
 * contract gives it (enforced by the auth plugin) and, for sign-in operations, the login rate limit.
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

  // Every request body of the contract is JSON; Fastify's other built-in parser (text/plain) only lets
  // bodies of the wrong kind through.
  app.removeContentTypeParser('text/plain');

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
          ...(route?.loginRateLimited ? { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } } : {}),
        },
      };
      return options as RouteOptions;
    },
  });
}
