import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { loadContract, type ContractOperation } from '../contract.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { hostile, SchemaArbitraries, toJson, type Components, type Schema } from './support/fuzz-arbitraries.js';

/**
 * Every operation of openapi.yaml meets generated bad input: wrong types, values past every bound, NUL and lone
 * surrogates, huge and deeply nested bodies, missing and unknown fields, wrong content types. It must answer
 * below 500 and, when it refuses, in the one error shape of the contract. The requests come from the contract
 * itself, so an operation added tomorrow is fuzzed without a test of its own.
 *
 * FUZZ_RUNS (default 25) sets the generated requests per operation; FUZZ_SEED a seed (default fixed, so that CI
 * is repeatable; `FUZZ_SEED=random` for a new one each run, printed on failure for replay).
 */
const contract = loadContract();
const document = contract.document as { paths: Record<string, Record<string, Schema>>; components: Components };
const arbitraries = new SchemaArbitraries(document.components);
const errorShape = new Ajv({ strict: false }).compile(document.components.schemas.Error);

const runs = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20_261_125);

let t: TestApp;
let fuzzers = 0;

beforeAll(async () => {
  // Generous sign-in limits: the fuzzer fails sign-ins by the hundred and must not lock out the next test.
  t = await buildTestApp({ env: { LOGIN_FAILURES_PER_ACCOUNT: '100000', LOGIN_FAILURES_PER_ADDRESS: '100000' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Parameter = { name: string; in: string; required?: boolean; schema: Schema };

function parametersOf(operation: ContractOperation): Parameter[] {
  const item = document.paths[operation.path];
  const own = (item[operation.method.toLowerCase()] as Schema).parameters as Schema[] | undefined;
  return [...((item.parameters as unknown as Schema[] | undefined) ?? []), ...(own ?? [])].map((parameter) => arbitraries.resolve(parameter) as unknown as Parameter);
}

function jsonBodySchemaOf(operation: ContractOperation): Schema | null {
  let body = (document.paths[operation.path][operation.method.toLowerCase()] as Schema).requestBody as Schema | undefined;
  if (body?.$ref) body = arbitraries.resolve(body);
  const content = body?.content as Record<string, { schema?: Schema }> | undefined;
  return content?.['application/json']?.schema ?? null;
}

/** A text for a path or query parameter: the schema's value, or a hostile one written as text. */
function parameterText(parameter: Parameter, mutate: boolean): fc.Arbitrary<string | string[] | undefined> {
  const value = mutate
    ? fc.oneof({ weight: 3, arbitrary: arbitraries.value(parameter.schema, true, parameter.name) }, { weight: 1, arbitrary: hostile() })
    : arbitraries.value(parameter.schema, false, parameter.name);
  const asText = (item: unknown): string =>
    typeof item === 'string' ? item.replace(/^\u0001raw:|\u0001$/g, '') : typeof item === 'object' ? JSON.stringify(item) : String(item);
  const text = value.map((item) => (Array.isArray(item) ? item.map(asText) : asText(item)));
  if (parameter.in === 'path' || parameter.required) return text;
  return fc.option(text, { nil: undefined, freq: 3 });
}

/**
 * Percent-encoding that also writes a lone surrogate (which encodeURIComponent refuses) as the bytes a careless
 * client would send for it, so that the server's URL decoding meets them.
 */
function encodeText(text: string): string {
  return [...text]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Generated requests of one operation, before the caller's session is added. */
function requestsOf(operation: ContractOperation): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { headers: Record<string, string> }> {
  const parameters = parametersOf(operation);
  const bodySchema = jsonBodySchemaOf(operation);
  const bodyKinds = operation.requestBody?.mediaTypes ?? [];
  return fc.boolean().chain((mutate) =>
    fc
      .record({
        path: fc.tuple(...parameters.filter((p) => p.in === 'path').map((p) => parameterText(p, mutate))),
        query: fc.tuple(...parameters.filter((p) => p.in === 'query').map((p) => parameterText(p, mutate))),
        body: bodySchema ? arbitraries.value(bodySchema, mutate) : fc.constant(undefined),
        // Now and then a body of the wrong kind, or no body where one is required.
        bodyForm: fc.constantFrom('json', 'json', 'json', 'json', 'json', 'json', 'text', 'broken', 'none', 'octets'),
      })
      .map(({ path, query, body, bodyForm }) => {
        const pathParameters = parameters.filter((p) => p.in === 'path');
        let url = `/api${operation.path}`;
        pathParameters.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, encodeText(String(path[index])));
        });
        const search: string[] = [];
        parameters
          .filter((p) => p.in === 'query')
          .forEach((parameter, index) => {
            const value = query[index];
            for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value]) search.push(`${parameter.name}=${encodeText(item)}`);
          });
        const queryText = search.join('&');
        const request = { method: operation.method, url: queryText ? `${url}?${queryText}` : url, headers: {} as Record<string, string> };
        if (bodyKinds.length === 0 && bodyForm === 'none') return request;
        switch (bodyForm) {
          case 'text':
            return { ...request, headers: { 'content-type': 'text/plain' }, payload: 'just text' };
          case 'broken':
            return { ...request, headers: { 'content-type': 'application/json' }, payload: '{"a": [1, 2' };
          case 'none':
            return request;
          case 'octets':
            return { ...request, headers: { 'content-type': 'application/octet-stream' }, payload: '\u0000\u0001binary' };
          default:
            if (bodyKinds.length === 0 && !bodySchema) return request;
            return { ...request, headers: { 'content-type': 'application/json' }, payload: toJson(body ?? {}) };
        }
      }),
  );
}

/** Bodies no generator makes by chance: one per operation that takes a body. */
function fixedBodies(): Array<{ what: string; headers: Record<string, string>; payload: string }> {
  return [
    { what: 'a body nested 100 000 deep', headers: { 'content-type': 'application/json' }, payload: '['.repeat(100_000) + ']'.repeat(100_000) },
    { what: 'a 3 MB body', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ text: 'x'.repeat(3_000_000) }) },
    { what: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
    { what: 'a form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
    { what: 'a multipart form', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\n\r\n--x--' },
    { what: 'a number past double', headers: { 'content-type': 'application/json' }, payload: '{"id": 1e400, "courseId": -1e400}' },
    { what: 'JSON null', headers: { 'content-type': 'application/json' }, payload: 'null' },
    { what: 'a JSON string', headers: { 'content-type': 'application/json' }, payload: '"\\u0000"' },
    { what: 'a prototype key', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}, "constructor": {"prototype": {"x": 1}}}' },
    { what: 'a body in a charset no one asked for', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
  ];
}

/** A fresh administrator per operation (an operation may deactivate or demote the caller) and a fresh session per call. */
async function callerHeaders(operation: ContractOperation, username: string): Promise<Record<string, string>> {
  const asStudent = !operation.policy.public && operation.policy.roles.includes('Student') && Math.random() < 0.5;
  const session = await t.sessionFor(asStudent ? 'student' : username);
  return session.headers({ courseId: t.ids.databases, academicYearId: t.ids.currentYear });
}

/** What is wrong with an answer, or null when it is one the contract allows. */
function problemOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `answered ${res.statusCode} with ${String(res.headers['content-type'])}: ${res.body.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (!errorShape(body)) return `answered ${res.statusCode} outside the error shape: ${res.body.slice(0, 300)}`;
  return null;
}

/** An operation whose success is an event stream that stays open (a live channel): it is called over a real connection. */
function isStream(operation: ContractOperation): boolean {
  const paths = contract.document.paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
  return Boolean(paths[operation.path]?.[operation.method.toLowerCase()]?.responses?.['200']?.content?.['text/event-stream']);
}

/**
 * A request over a real connection, read up to the answer's headers when it is the stream (2xx) and whole when it
 * is not (an error): a stream would never end an in-process inject.
 */
let listening: URL | null = null;
async function sendOverConnection(request: FuzzRequest, headers: Record<string, string>) {
  listening ??= new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const url = listening;
  return new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: Number(url.port), method: request.method, path: request.url, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        req.destroy();
        resolve({ statusCode: status, headers: res.headers, body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ statusCode: status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (request.payload !== undefined) req.write(request.payload);
    req.end();
  });
}

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers['content-type'] ?? '')} ${(request.payload ?? '').slice(0, 300)}`;

describe.each([...contract.operations.values()])('$operationId', (operation) => {
  test(`answers generated bad input below 500, in the error shape (${runs} requests and the fixed bodies)`, async () => {
    fuzzers += 1;
    const username = `fuzz-admin-${fuzzers}`;
    await t.createUser(username, 'Admin');
    const send = async (request: FuzzRequest) => {
      const headers = { ...(await callerHeaders(operation, username)), ...request.headers };
      const res = isStream(operation)
        ? await sendOverConnection(request, headers)
        : await t.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload });
      return problemOf(res);
    };

    await fc.assert(
      fc.asyncProperty(requestsOf(operation), async (request) => {
        const problem = await send(request);
        if (problem) throw new Error(`${describeRequest(request)}\n→ ${problem}`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );

    if (operation.requestBody) {
      const url = `/api${operation.path.replace(/\{[^}]+\}/g, '1')}`;
      const problems: string[] = [];
      for (const body of fixedBodies()) {
        const problem = await send({ method: operation.method, url, headers: body.headers, payload: body.payload });
        if (problem) problems.push(`${body.what}: ${problem}`);
      }
      expect(problems).toEqual([]);
    }
  }, 300_000);
});

describe('the requests that once answered 500', () => {
  const cases: Array<[string, string, string | undefined]> = [
    ['GET', '/api/students/9007199254740993', undefined],
    ['PUT', '/api/admin/courses/2147483648', '{"name":"x","abbreviation":"x"}'],
    ['GET', '/api/students/Infinity', undefined],
    ['GET', '/api/students/1e400', undefined],
    ['POST', '/api/enrolments', '{"studentId":1e+308,"courseId":1,"academicYearId":1,"classGroup":null}'],
    ['POST', '/api/enrolments', '{"studentId":1e400,"courseId":1,"academicYearId":1,"classGroup":null}'],
    ['GET', '/api/students?pageSize=1e400', undefined],
    ['GET', '/api/students?page=-0', undefined],
    ['POST', '/api/auth/login', '{"username":"a\\u0000b","password":"x"}'],
    ['POST', '/api/auth/login', '{"username":"\\ud800","password":"x"}'],
    ['GET', '/api/lookups/search-anything?query=%00', undefined],
    ['PUT', '/api/user/settings', '{"language":"en\\u0000"}'],
  ];
  test.each(cases)('%s %s %s is a 4xx in the error shape', async (method, url, payload) => {
    const session = await t.sessionFor('admin');
    const headers = { ...session.headers({ courseId: t.ids.databases, academicYearId: t.ids.currentYear }), ...(payload ? { 'content-type': 'application/json' } : {}) };
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(problemOf(res)).toBeNull();
  });

  test('bytes that are not UTF-8 (a surrogate written as bytes) are read as U+FFFD, not a failure', async () => {
    const session = await t.sessionFor('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/lookups/search-anything?query=%ED%A0%80', headers: session.headers() });
    expect(res.statusCode).toBeLessThan(500);
    expect(problemOf(res)).toBeNull();
  });
});
