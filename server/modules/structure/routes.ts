import type { OperationRoutes } from '../../types.js';
import type { GradingModelInput, NodeTypeInput, StructureService } from './service.js';

export function structureRoutes(structure: StructureService): OperationRoutes {
  const nodeTypeId = (params: unknown) => (params as { nodeTypeId: number }).nodeTypeId;
  const gradingModelId = (params: unknown) => (params as { gradingModelId: number }).gradingModelId;
  return {
    listNodeTypes: {
      handler: async () => ({ success: true, data: await structure.listNodeTypes() }),
    },
    createNodeType: {
      handler: async (request, reply) => {
        const data = await structure.createNodeType(request.body as NodeTypeInput);
        return reply.code(201).send({ success: true, data });
      },
    },
    updateNodeType: {
      handler: async (request) => ({
        success: true,
        data: await structure.updateNodeType(nodeTypeId(request.params), request.body as NodeTypeInput),
      }),
    },
    deleteNodeType: {
      handler: async (request) => {
        await structure.deleteNodeType(nodeTypeId(request.params));
        return { success: true };
      },
    },

    listGradingModels: {
      handler: async () => ({ success: true, data: await structure.listGradingModels() }),
    },
    createGradingModel: {
      handler: async (request, reply) => {
        const data = await structure.createGradingModel(request.body as GradingModelInput);
        return reply.code(201).send({ success: true, data });
      },
    },
    updateGradingModel: {
      handler: async (request) => ({
        success: true,
        data: await structure.updateGradingModel(gradingModelId(request.params), request.body as GradingModelInput),
      }),
    },
    deleteGradingModel: {
      handler: async (request) => {
        await structure.deleteGradingModel(gradingModelId(request.params));
        return { success: true };
      },
    },
  };
}
