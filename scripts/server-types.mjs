// The server's types of the contract, generated from openapi.yaml by openapi-typescript: `operations` (each
// operation's parameters, request body and responses, which typed route handlers are built from) and one alias
// per schema (`QuestionContent`, …). Written by `npm run codegen`; `npm run codegen:check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
export const serverTypesPath = resolve(root, 'server/generated/contract-types.ts');
const contractPath = resolve(root, 'openapi.yaml');

/**
 * openapi-typescript takes a discriminator without `mapping` to mean the schema names are the values (as OpenAPI
 * says) and writes `kind: "MultipleChoiceContent"` over the schema's own `enum: [multiple-choice]`. The contract
 * cannot carry the mapping (Ajv's discriminator refuses it), so it is derived here from each member's one-value
 * enum, which is what the validator goes by.
 */
function withDiscriminatorMappings(document) {
  const schemas = document.components?.schemas ?? {};
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const discriminator = node.discriminator;
    if (discriminator && Array.isArray(node.oneOf) && !discriminator.mapping) {
      const mapping = {};
      for (const member of node.oneOf) {
        const name = member.$ref?.replace('#/components/schemas/', '');
        const values = schemas[name]?.properties?.[discriminator.propertyName]?.enum;
        if (!Array.isArray(values) || values.length !== 1) {
          throw new Error(`${member.$ref ?? 'an inline schema'} needs a one-value enum for ${discriminator.propertyName}`);
        }
        mapping[values[0]] = member.$ref;
      }
      discriminator.mapping = mapping;
    }
    Object.values(node).forEach(visit);
  };
  visit(document);
  return document;
}

/**
 * Fastify's Ajv fills in defaults (`useDefaults`), so a query parameter with a default is always there when a
 * handler runs: the server's types say so.
 */
function withDefaultedParametersRequired(document) {
  const parameters = [
    ...Object.values(document.components?.parameters ?? {}),
    ...Object.values(document.paths ?? {}).flatMap((item) => [
      ...(item.parameters ?? []),
      ...Object.values(item).flatMap((operation) => operation?.parameters ?? []),
    ]),
  ];
  for (const parameter of parameters) {
    if (parameter.in && parameter.schema?.default !== undefined) parameter.required = true;
  }
  return document;
}

export async function serverTypes(contractText = readFileSync(contractPath, 'utf8')) {
  const ast = await openapiTS(withDefaultedParametersRequired(withDiscriminatorMappings(parse(contractText))), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    silent: true,
    // An uploaded file arrives as the Buffer of the octet-stream parser (server/plugins/operations.ts); a binary
    // response is sent as a Buffer or streamed (the results export writes its file as it reads the rows).
    transform: (schema, options) => {
      if (schema.type !== 'string' || schema.format !== 'binary') return undefined;
      const buffer = ts.factory.createTypeReferenceNode('Buffer');
      if (!options.path?.includes('/responses/')) return buffer;
      return ts.factory.createUnionTypeNode([buffer, ts.factory.createTypeReferenceNode('NodeJS.ReadableStream')]);
    },
  });
  return `// GENERATED from openapi.yaml by scripts/server-types.mjs (npm run codegen). Do not edit.\n${astToString(ast)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(serverTypesPath, await serverTypes());
  console.log('Generated ./server/generated/contract-types.ts');
}
