import fc from 'fast-check';

/**
 * Requests for an operation, generated from the contract's own schemas with fast-check: mostly well-formed (so
 * that they get past validation and into the services, where a 500 would hide) with hostile values mixed in at
 * any depth. Nothing here knows an operation by name: a new operation in openapi.yaml is fuzzed as it is added.
 */
export type Schema = Record<string, unknown>;
export type Components = Record<string, Record<string, Schema>>;

/** Values no schema accepts in that place, or that once broke a server: types, bounds, text PostgreSQL refuses. */
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483648,
  9007199254740993,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀',
  '%00',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  'Infinity',
  'NaN',
  '1e400',
  'x'.repeat(70_000),
  [],
  [null],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
];

/**
 * Number literals JSON.stringify cannot write (they would become null): a placeholder string that `toJson`
 * replaces by the literal, so that the server's JSON parser meets `1e400` itself.
 */
const rawLiterals = ['1e400', '-1e400', '1e-400', '-0', '123456789012345678901234567890'];
const rawPlaceholder = (literal: string) => `\u0001raw:${literal}\u0001`;

export const hostile = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...hostileValues) },
    { weight: 2, arbitrary: fc.constantFrom(...rawLiterals.map(rawPlaceholder)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** JSON text of a generated body, with the raw number literals put in place. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^\\"]+)\\u0001"/g, '$1');
}

export class SchemaArbitraries {
  constructor(private readonly components: Components) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
      const [, , section, name] = current.$ref.split('/');
      const target = this.components[section]?.[name];
      if (!target || hops > 20) throw new Error(`unresolved ${String(current.$ref)}`);
      current = target;
    }
    return current;
  }

  /**
   * A value of the schema. With `mutate`, every node may be replaced by a hostile value, a required property
   * dropped or an unknown one added; without, the value is one the schema accepts (as far as a generator
   * that ignores cross-field rules can tell).
   */
  value(schemaOrRef: Schema, mutate: boolean, key = '', depth = 0): fc.Arbitrary<unknown> {
    const valid = this.wellFormed(this.resolve(schemaOrRef), mutate, key, depth);
    return mutate ? fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: hostile() }) : valid;
  }

  private wellFormed(schema: Schema, mutate: boolean, key: string, depth: number): fc.Arbitrary<unknown> {
    const orNull = (arbitrary: fc.Arbitrary<unknown>) =>
      schema.nullable === true ? fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : arbitrary;
    if (Array.isArray(schema.enum)) return orNull(fc.constantFrom(...(schema.enum as unknown[])));
    for (const combinator of ['oneOf', 'anyOf'] as const) {
      const branches = schema[combinator] as Schema[] | undefined;
      if (branches) return orNull(fc.oneof(...branches.map((branch) => this.value(branch, mutate, key, depth))));
    }
    if (Array.isArray(schema.allOf)) {
      const parts = (schema.allOf as Schema[]).map((part) => this.resolve(part));
      const merged: Schema = { ...schema, allOf: undefined, type: 'object', properties: {}, required: [] };
      for (const part of [schema, ...parts]) {
        Object.assign(merged.properties as Schema, part.properties ?? {});
        (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
        if (part.type && part.type !== 'object') return orNull(this.wellFormed(part, mutate, key, depth));
      }
      return orNull(this.wellFormed(merged, mutate, key, depth));
    }
    switch (schema.type) {
      case 'integer':
        return orNull(this.integer(schema, key));
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
        return orNull(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      }
      case 'boolean':
        return orNull(fc.boolean());
      case 'string':
        return orNull(this.string(schema));
      case 'array': {
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4));
        const items = (schema.items ?? {}) as Schema;
        return orNull(fc.array(this.value(items, mutate, key, depth + 1), { minLength, maxLength }));
      }
      case 'object':
      case undefined:
        if (!schema.properties && schema.type === undefined) return fc.jsonValue({ maxDepth: 2 });
        return orNull(this.object(schema, mutate, depth));
      default:
        return fc.constant(null);
    }
  }

  /** Ids stay small, so that they find the demo data's rows. */
  private integer(schema: Schema, key: string): fc.Arbitrary<number> {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
    if (/(^id|Id|Ids)$/.test(key)) return fc.integer({ min: Math.max(min, 1), max: Math.min(max, 60) });
    return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }), fc.constantFrom(min, max));
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
    switch (schema.format) {
      case 'date-time':
        return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
      case 'date':
        return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      case 'email':
        return fc.emailAddress().filter((email) => email.length <= maxLength);
      default:
    }
    if (typeof schema.pattern === 'string') {
      try {
        return fc
          .stringMatching(new RegExp(schema.pattern, 'u'))
          .filter((text) => text.length >= minLength && text.length <= maxLength);
      } catch {
        // A pattern fast-check cannot invert: plain text, which the server will refuse politely.
      }
    }
    return fc.oneof(
      fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' }),
      fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
      fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 10_000)))),
    );
  }

  private object(schema: Schema, mutate: boolean, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const shape = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, this.value(property, mutate, name, depth + 1)]),
    );
    const record = fc.record(shape, { requiredKeys: [...required].filter((name) => name in shape) });
    if (!mutate || depth > 4) return record;
    // Mutations of the object itself: an unknown property, a required one dropped.
    return fc.tuple(record, fc.nat(10), fc.string({ maxLength: 12 }), hostile()).map(([value, roll, name, extra]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (roll === 0) copy[name || 'unexpected'] = extra;
      if (roll === 1 && required.size > 0) delete copy[[...required][0]];
      return copy;
    });
  }
}
