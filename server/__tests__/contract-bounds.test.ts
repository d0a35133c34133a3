import { describe, expect, test } from '@jest/globals';
import { loadContract } from '../contract.js';

/**
 * The contract states every bound of what a client may send: the server validates against it before any query,
 * so a bound missing here is a value no check stops (an id past PostgreSQL's integer, a number of 1e308, a
 * megabyte of title). Walks every operation's parameters and request bodies, through every `$ref`, so an
 * operation added tomorrow is held to the same rule without a test of its own.
 */
type Schema = Record<string, unknown>;

const contract = loadContract();
const document = contract.document as { paths: Record<string, Record<string, Schema>>; components: Record<string, Record<string, Schema>> };

/** Formats whose own grammar bounds their length. */
const boundedFormats = new Set(['date', 'date-time', 'binary']);

function resolve(ref: string): Schema {
  const [, , section, name] = ref.split('/');
  const target = document.components[section]?.[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return target;
}

/** Every schema of a request, with a readable path to it, each named component visited once. */
function unboundedIn(root: unknown, where: string, seen: Set<string>, found: string[]): void {
  if (Array.isArray(root)) {
    root.forEach((item) => unboundedIn(item, where, seen, found));
    return;
  }
  if (root === null || typeof root !== 'object') return;
  const schema = root as Schema;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return;
    seen.add(schema.$ref);
    unboundedIn(resolve(schema.$ref), schema.$ref.split('/').pop()!, seen, found);
    return;
  }
  if (typeof schema.in === 'string' && typeof schema.name === 'string') where = `${where} ${schema.name}`;
  const has = (key: string) => key in schema;
  switch (schema.type) {
    case 'integer':
      // Every id is a PostgreSQL integer: one past it would reach a query and fail there.
      if (/(^|[. ])(id|\w+Ids?)$/.test(where) && schema.maximum !== 2147483647) found.push(`${where}: an id without maximum 2147483647`);
    // falls through
    case 'number':
      if (!has('enum') && !(has('minimum') && has('maximum'))) found.push(`${where}: ${schema.type} without minimum and maximum`);
      break;
    case 'string':
      if (!has('enum') && !has('maxLength') && !boundedFormats.has(String(schema.format))) found.push(`${where}: string without maxLength`);
      break;
    case 'array':
      if (!has('maxItems')) found.push(`${where}: array without maxItems`);
      break;
    default:
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value)) unboundedIn(property, `${where}.${name}`, seen, found);
    } else if (['items', 'additionalProperties', 'allOf', 'oneOf', 'anyOf', 'schema', 'parameters'].includes(key)) {
      unboundedIn(value, where, seen, found);
    }
  }
}

function requestSchemasOf(path: string, method: string): Array<[string, unknown]> {
  const item = document.paths[path];
  const operation = item[method.toLowerCase()] as Schema;
  let body = operation.requestBody as Schema | undefined;
  if (body && typeof body.$ref === 'string') body = resolve(body.$ref);
  const content = (body?.content ?? {}) as Record<string, Schema>;
  return [
    [`${path} parameters`, item.parameters],
    [`${method} ${path} parameters`, operation.parameters],
    ...Object.entries(content).map(([mediaType, media]) => [`${method} ${path} body (${mediaType})`, media.schema] as [string, unknown]),
  ];
}

describe('the contract bounds every request', () => {
  test.each([...contract.operations.values()].map((operation) => [operation.operationId, operation] as const))(
    '%s: every integer, number, string and array a client sends has its bounds',
    (_id, operation) => {
      const found: string[] = [];
      for (const [where, schema] of requestSchemasOf(operation.path, operation.method)) unboundedIn(schema, where, new Set(), found);
      expect(found).toEqual([]);
    },
  );
});
