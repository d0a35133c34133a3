import { AppError } from '../../errors.js';
import { handlers, requireSession } from '../../http.js';
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
  return handlers({
    listCourseNodes: async (request) => ({
      success: true,
      data: await nodes.listCourseNodes(requireSession(request).user, request.params.courseId),
    }),
    createNode: async (request, reply) => {
      const { body } = request;
      const data = await nodes.createNode(requireSession(request).user, request.params.courseId, { ...nodeValues(body), parentIds: body.parentIds });
      return reply.status(201).send({ success: true, data });
    },
    updateNode: async (request) => {
      const data = await nodes.updateNode(requireSession(request).user, request.params.nodeId, nodeValues(request.body));
      return { success: true, data };
    },
    deleteNode: async (request) => {
      await nodes.deleteNode(requireSession(request).user, request.params.nodeId);
      return { success: true };
    },
    linkNodeParent: async (request) => {
      const { nodeId, parentId } = request.params;
      return { success: true, data: await nodes.linkNodeParent(requireSession(request).user, nodeId, parentId) };
    },
    unlinkNodeParent: async (request) => {
      const { nodeId, parentId } = request.params;
      return { success: true, data: await nodes.unlinkNodeParent(requireSession(request).user, nodeId, parentId) };
    },
  });
}
