import { describe, expect, test } from '@jest/globals';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { withCheapUnions } from '../response-unions.js';

const compile = (schema: unknown) =>
  (SerializerSelector()(undefined as never, undefined as never) as unknown as (route: object) => (value: unknown) => string)({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

const choice = {
  type: 'object',
  required: ['kind', 'options'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ['choice'] }, options: { type: 'array', items: { type: 'string' } } },
};
const code = {
  type: 'object',
  required: ['kind', 'source'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ['code'] }, source: { type: 'string' }, tests: { type: 'integer' } },
};
const sql = {
  type: 'object',
  required: ['kind', 'query'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ['sql'] }, query: { type: 'string' } },
};
const content = { type: 'object', discriminator: { propertyName: 'kind' }, oneOf: [choice, code, sql] };
const grade = { type: 'object', required: ['score'], properties: { score: { type: 'number' } } };
const response = {
  type: 'object',
  required: ['questions'],
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['content'],
        properties: {
          content,
          // A nullable reference as operations.ts writes it for the serialiser.
          grade: { anyOf: [{ type: 'null' }, { allOf: [grade] }] },
        },
      },
    },
  },
};

const value = {
  questions: [
    { content: { kind: 'code', source: 'print(1)', tests: 3 }, grade: { score: 1.5 } },
    { content: { kind: 'choice', options: ['a', 'b'] }, grade: null },
    { content: { kind: 'sql', query: 'SELECT 1' } },
  ],
};

describe('response unions', () => {
  test('a discriminated union becomes a chain of checks of its discriminator, each branch unchanged', () => {
    const rewritten = withCheapUnions(content) as Record<string, unknown>;
    expect(rewritten.oneOf).toBeUndefined();
    expect(rewritten.discriminator).toBeUndefined();
    expect(rewritten).toMatchObject({
      type: 'object',
      if: { type: 'object', required: ['kind'], properties: { kind: { enum: ['choice'] } } },
      then: choice,
      else: { if: { properties: { kind: { enum: ['code'] } } }, then: code, else: sql },
    });
  });

  test('a nullable reference is told apart by a null check', () => {
    expect(withCheapUnions({ anyOf: [{ type: 'null' }, grade] })).toEqual({ if: { type: 'null' }, then: { type: 'null' }, else: grade });
  });

  test('serialises exactly as the union did', () => {
    const before = compile(response)(value);
    expect(compile(withCheapUnions(response))(value)).toBe(before);
    expect(JSON.parse(before)).toEqual(value);
  });

  test('fields the kind does not have are left out', () => {
    const leaky = {
      questions: [
        { content: { kind: 'code', source: 'print(1)', tests: 3, secret: 'hidden' }, grade: null },
        { content: { kind: 'sql', query: 'SELECT 1', answer: 'not for students' } },
      ],
    };
    expect(JSON.parse(compile(withCheapUnions(response))(leaky))).toEqual({
      questions: [{ content: { kind: 'code', source: 'print(1)', tests: 3 }, grade: null }, { content: { kind: 'sql', query: 'SELECT 1' } }],
    });
  });

  test('a union its branches do not tell apart by one property is left as it is', () => {
    const loose = { anyOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'string' } } }] };
    expect(withCheapUnions(loose)).toEqual(loose);
    const clash = { oneOf: [choice, { ...code, properties: { ...code.properties, kind: { type: 'string', enum: ['choice'] } } }] };
    expect(withCheapUnions(clash)).toEqual(clash);
  });

  test('a schema shared by two places stays one object, and a schema that contains itself is rewritten once', () => {
    const rewritten = withCheapUnions({ type: 'object', properties: { a: content, b: content } }) as { properties: { a: unknown; b: unknown } };
    expect(rewritten.properties.a).toBe(rewritten.properties.b);
    const tree: Record<string, unknown> = { type: 'object', properties: {} };
    (tree.properties as Record<string, unknown>).child = tree;
    const again = withCheapUnions(tree) as { properties: { child: unknown } };
    expect(again.properties.child).toBe(again);
  });
});
