import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const roles = ['Admin', 'Teacher', 'Student'] as const;
export type Role = (typeof roles)[number];

/** Who may call an operation; derived from the contract, never written by hand. */
export type Policy = { public: true } | { public: false; roles: Role[] };

export interface RequestBodySpec {
  required: boolean;
  /** Media types without parameters, e.g. application/json. */
  mediaTypes: string[];
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  policy: Policy;
  requestBody: RequestBodySpec | null;
}

export interface Contract {
  /** The parsed document, as `fastify-openapi-glue` and `@fastify/swagger` take it. */
  document: Record<string, unknown>;
  /** The file as written, served at `/api/openapi.yaml`. */
  source: string;
  operations: Map<string, ContractOperation>;
}

export const contractPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** Without `x-roles`, an operation is for staff: students are kept out unless the contract lets them in. */
const staffRoles: Role[] = ['Admin', 'Teacher'];

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function policyOf(operationId: string, operation: Record<string, unknown>): Policy {
  const security = operation.security;
  if (Array.isArray(security) && security.length === 0) return { public: true };
  const declared = operation['x-roles'];
  if (declared === undefined) return { public: false, roles: staffRoles };
  if (!Array.isArray(declared) || declared.length === 0 || !declared.every((r) => roles.includes(r as Role))) {
    throw new Error(`openapi.yaml: ${operationId} has x-roles that are not a non-empty list of ${roles.join(', ')}`);
  }
  return { public: false, roles: declared as Role[] };
}

function requestBodyOf(document: Record<string, unknown>, operation: Record<string, unknown>): RequestBodySpec | null {
  let body = operation.requestBody as Record<string, unknown> | undefined;
  if (!body) return null;
  if (typeof body.$ref === 'string') {
    const name = body.$ref.replace('#/components/requestBodies/', '');
    const components = document.components as { requestBodies?: Record<string, Record<string, unknown>> } | undefined;
    body = components?.requestBodies?.[name];
    if (!body) throw new Error(`openapi.yaml: request body ${name} is not defined`);
  }
  return { required: body.required === true, mediaTypes: Object.keys((body.content ?? {}) as object) };
}

export function loadContract(path: string = contractPath): Contract {
  const source = readFileSync(path, 'utf8');
  const document = parse(source) as Record<string, unknown>;
  const operations = new Map<string, ContractOperation>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [route, item] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!httpMethods.has(method)) continue;
      const operation = value as Record<string, unknown>;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`openapi.yaml: ${method} ${route} has no operationId`);
      if (operations.has(operationId)) throw new Error(`openapi.yaml: operationId ${operationId} is used twice`);
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase(),
        path: route,
        policy: policyOf(operationId, operation),
        requestBody: requestBodyOf(document, operation),
      });
    }
  }
  return { document, source, operations };
}
