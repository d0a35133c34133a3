/**
 * Response schemas rewritten so that the serialiser picks a union's branch cheaply.
 *
 * fast-json-stringify serialises `anyOf`/`oneOf` by validating the value against each branch with Ajv until one
 * matches, and does so again at every level: a staff instance page (questions, answers, grades — each a union or a
 * nullable reference) took ~36 ms of CPU to serialise on a slow machine, the student's review ~2.5 ms, more than
 * everything else of those requests. Only `if` of `if/then/else` is validated, so:
 *
 * - a union whose branches are objects told apart by one property (`kind`: the contract's `discriminator`, or any
 *   property every branch fixes to its own values) becomes a chain of `if: { properties: { kind: { enum } } }` —
 *   one property checked per branch, whatever the size of the value;
 * - `anyOf: [{ type: 'null' }, X]` (a nullable reference, operations.ts) becomes `if: { type: 'null' }`.
 *
 * What is serialised is the same: each branch is the schema it was, so unknown fields are still left out. A value
 * that matches no branch is serialised by the last one instead of failing; the handlers' types come from the same
 * contract. Shared subschemas stay shared (the serialiser merges each schema object once).
 */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The values a branch fixes for `property` (its `const` or `enum`), or null when it does not fix it. */
function fixedValues(branch: unknown, property: string): unknown[] | null {
  if (!isSchema(branch) || !isSchema(branch.properties)) return null;
  if (!Array.isArray(branch.required) || !branch.required.includes(property)) return null;
  const schema = branch.properties[property];
  if (!isSchema(schema)) return null;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum;
  if ('const' in schema) return [schema.const];
  return null;
}

/** The property that tells the branches apart, each fixing values no other branch has; null when there is none. */
function discriminatorOf(node: Schema, branches: unknown[]): string | null {
  const named = isSchema(node.discriminator) && typeof node.discriminator.propertyName === 'string' ? node.discriminator.propertyName : null;
  const candidates = named ? [named] : ['kind', 'type', 'status'];
  for (const property of candidates) {
    const seen = new Set<unknown>();
    const ok = branches.every((branch) => {
      const values = fixedValues(branch, property);
      if (values === null || values.some((value) => seen.has(value))) return false;
      values.forEach((value) => seen.add(value));
      return true;
    });
    if (ok) return property;
  }
  return null;
}

export function withCheapUnions(schema: unknown): unknown {
  const done = new WeakMap<object, unknown>();

  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isSchema(node)) return node;
    const known = done.get(node);
    if (known !== undefined) return known;
    const out: Schema = {};
    // Set before the children are visited: a schema that contains itself stays one object.
    done.set(node, out);
    for (const [key, value] of Object.entries(node)) out[key] = key === 'enum' || key === 'const' || key === 'examples' ? value : rewrite(value);

    const unionKey = Array.isArray(out.oneOf) ? 'oneOf' : Array.isArray(out.anyOf) ? 'anyOf' : null;
    if (unionKey === null || out.if !== undefined) return out;
    const branches = out[unionKey] as unknown[];
    const { [unionKey]: _union, discriminator: _discriminator, ...rest } = out;

    const nullable = branches.length === 2 && isSchema(branches[0]) && branches[0].type === 'null' && Object.keys(branches[0]).length === 1;
    if (nullable) {
      Object.keys(out).forEach((key) => delete out[key]);
      Object.assign(out, rest, { if: { type: 'null' }, then: { type: 'null' }, else: branches[1] });
      return out;
    }

    const property = branches.length >= 2 ? discriminatorOf(node, branches) : null;
    if (property === null) return out;
    const chain = (index: number): Schema | unknown => {
      if (index === branches.length - 1) return branches[index];
      const values = fixedValues(branches[index], property)!;
      return {
        if: { type: 'object', required: [property], properties: { [property]: { enum: values } } },
        then: branches[index],
        else: chain(index + 1),
      };
    };
    const head = chain(0) as Schema;
    Object.keys(out).forEach((key) => delete out[key]);
    Object.assign(out, rest, head);
    return out;
  };

  return rewrite(schema);
}
