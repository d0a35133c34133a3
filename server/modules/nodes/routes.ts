import { AppError } from '../../errors.js';
import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { NodesService, NodeValues } from './service.js';

/** A blank name is a 400 (the table refuses it too); a blank description is none. */
function nodeValues(body: NodeValues): NodeValues {
  const name = body.name.trim();
  if (!name) throw new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: body/name is blank.', [{ path: 'body/name', message: 'is blank' }]);
  const description = body.description?.trim() ? body.description : null;
  return { name, description, nodeTypeId: body.nodeTypeId };
}

export function nodesRoutes(nodes: NodesService): OperationRoutes {
  return {
    listCourseNodes: {
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        return { success: true, data: await nodes.listCourseNodes(requireSession(request).user, courseId) };
      },
    },
    createNode: {
      handler: async (request, reply) => {
        const { courseId } = request.params as { courseId: number };
        const body = request.body as NodeValues & { parentIds: number[] };
        const data = await nodes.createNode(requireSession(request).user, courseId, { ...nodeValues(body), parentIds: body.parentIds });
        return reply.status(201).send({ success: true, data });
      },
    },
    updateNode: {
      handler: async (request) => {
        const { nodeId } = request.params as { nodeId: number };
        const data = await nodes.updateNode(requireSession(request).user, nodeId, nodeValues(request.body as NodeValues));
        return { success: true, data };
      },
    },
    deleteNode: {
      handler: async (request) => {
        const { nodeId } = request.params as { nodeId: number };
        await nodes.deleteNode(requireSession(request).user, nodeId);
        return { success: true };
      },
    },
    linkNodeParent: {
      handler: async (request) => {
        const { nodeId, parentId } = request.params as { nodeId: number; parentId: number };
        return { success: true, data: await nodes.linkNodeParent(requireSession(request).user, nodeId, parentId) };
      },
    },
    unlinkNodeParent: {
      handler: async (request) => {
        const { nodeId, parentId } = request.params as { nodeId: number; parentId: number };
        return { success: true, data: await nodes.unlinkNodeParent(requireSession(request).user, nodeId, parentId) };
      },
    },
  };
}
