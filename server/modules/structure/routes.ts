import { handlers } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { StructureService } from './service.js';

export function structureRoutes(structure: StructureService): OperationRoutes {
  return handlers({
    listNodeTypes: async () => ({ success: true, data: await structure.listNodeTypes() }),
    createNodeType: async (request, reply) => {
      const data = await structure.createNodeType(request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateNodeType: async (request) => ({
      success: true,
      data: await structure.updateNodeType(request.params.nodeTypeId, request.body),
    }),
    deleteNodeType: async (request) => {
      await structure.deleteNodeType(request.params.nodeTypeId);
      return { success: true };
    },

    listGradingModels: async () => ({ success: true, data: await structure.listGradingModels() }),
    createGradingModel: async (request, reply) => {
      const data = await structure.createGradingModel(request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateGradingModel: async (request) => ({
      success: true,
      data: await structure.updateGradingModel(request.params.gradingModelId, request.body),
    }),
    deleteGradingModel: async (request) => {
      await structure.deleteGradingModel(request.params.gradingModelId);
      return { success: true };
    },
  });
}
