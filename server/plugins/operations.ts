import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppConfig } from '../config.js';
import type { Contract } from '../contract.js';
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
        config: {
          operationId,
          policy: operation.policy,
          ...(route?.loginRateLimited ? { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } } : {}),
        },
      };
      return options as RouteOptions;
    },
  });
}
