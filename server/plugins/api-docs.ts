import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Contract, Policy } from '../contract.js';

const publicPolicy: Policy = { public: true };

/** The contract as written at /api/openapi.yaml and Swagger UI over it at /api/docs; both public. */
export async function registerApiDocs(app: FastifyInstance, contract: Contract): Promise<void> {
  await app.register(async (docs) => {
    // These routes are not operations of the contract, so they get their (public) policy here.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, policy: publicPolicy };
    });

    docs.get('/api/openapi.yaml', async (_request, reply) =>
      reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(contract.source),
    );

    await docs.register(swagger, {
      mode: 'static',
      specification: {
        // The contract was parsed from openapi.yaml, which Redocly lints; its shape is an OpenAPI 3 document.
        document: structuredClone(contract.document) as unknown as StaticDocumentSpec['document'],
      },
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
