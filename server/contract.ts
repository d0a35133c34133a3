import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  /**
   * `x-exam-access`: the operation acts on the student's exam instance (named by the path's examInstanceId, examId or
   * ticketId), so the exam's access rules (Safe Exam Browser, allowed networks) apply to it (server/plugins/exam-access.ts).
   */
  examAccess: ExamAccessTarget | null;
}

export type ExamAccessTarget = 'instance' | 'exam' | 'ticket';

function examAccessOf(operationId: string, operation: Record<string, unknown>): ExamAccessTarget | null {
  const declared = operation['x-exam-access'];
  if (declared === undefined) return null;
  if (declared !== 'instance' && declared !== 'exam' && declared !== 'ticket') {
    throw new Error(`openapi.yaml: ${operationId} has an x-exam-access that is not instance, exam or ticket`);
  }
  return declared;
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

/** Parsed contracts by the hash of their text; inside the project, not in a temp folder others may write to. */
const parsedCacheDir = fileURLToPath(new URL('../node_modules/.cache/examhall/', import.meta.url));

/**
 * Parsing the contract's YAML is a few hundred milliseconds of every start-up; its JSON, ready from an earlier
 * start with the same text, a few. A cache that cannot be written (a read-only install) only costs the parse.
 */
function parseContract(source: string): Record<string, unknown> {
  const name = `openapi-${createHash('sha256').update(source).digest('hex').slice(0, 32)}.json`;
  const file = join(parsedCacheDir, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // Not parsed yet (or a torn file): parse below.
  }
  const document = parse(source) as Record<string, unknown>;
  try {
    mkdirSync(parsedCacheDir, { recursive: true });
    // Written aside and renamed, so a parallel start never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, file);
    for (const old of readdirSync(parsedCacheDir)) {
      if (old.startsWith('openapi-') && old.endsWith('.json') && old !== name) rmSync(join(parsedCacheDir, old), { force: true });
    }
  } catch {
    // Read-only: parse again next time.
  }
  return document;
}

export function loadContract(path: string = contractPath): Contract {
  const source = readFileSync(path, 'utf8');
  const document = parseContract(source);
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
        examAccess: examAccessOf(operationId, operation),
      });
    }
  }
  return { document, source, operations };
}
