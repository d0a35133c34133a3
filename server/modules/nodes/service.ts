import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Node } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess, assertTeachesCourse } from '../courses/access.js';
import type { Executor } from '../../db/connect.js';
import {
  countNodeChildren,
  deleteNode,
  deleteNodeParent,
  insertNode,
  insertNodeParents,
  lockCourseGraph,
  selectCourseNodes,
  selectIsDescendant,
  selectNodeQuestionCounts,
  selectNodesOutsideCourse,
  selectNodeTypeExists,
  selectOptionalNode,
  updateNode,
  type NodeQuestionCounts,
  type NodeRow,
} from './queries.js';

export interface NodeValues {
  name: string;
  description: string | null;
  nodeTypeId: number;
}

/** A node with its question counts (none attached: zero). */
function withCounts(node: NodeRow, counts?: NodeQuestionCounts): Node {
  return { ...node, questionCount: counts?.questionCount ?? 0, totalQuestionCount: counts?.totalQuestionCount ?? 0 };
}

const nodeNotFound = () => new AppError(404, 'NOT_FOUND', 'This node does not exist.');
const invalid = (message: string, path: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

async function assertNodeType(db: Executor, nodeTypeId: number): Promise<void> {
  if (!(await selectNodeTypeExists(db, nodeTypeId))) {
    throw invalid(`Node type ${nodeTypeId} does not exist.`, 'body/nodeTypeId');
  }
}

export function createNodesService({ database }: AppDeps) {
  const { db } = database;

  /** The node, when it exists and the user may work on its course (404 / 403 otherwise). */
  async function accessibleNode(executor: Executor, user: SessionUser, nodeId: number): Promise<NodeRow> {
    const node = await selectOptionalNode(executor, nodeId);
    if (!node) throw nodeNotFound();
    await assertTeachesCourse(executor, user, node.courseId, nodeNotFound);
    return node;
  }

  async function nodeWithCounts(executor: Executor, nodeId: number) {
    const node = await selectOptionalNode(executor, nodeId);
    if (!node) throw nodeNotFound();
    const counts = (await selectNodeQuestionCounts(executor, node.courseId)).find((c) => c.nodeId === nodeId);
    return withCounts(node, counts);
  }

  return {
    async listCourseNodes(user: SessionUser, courseId: number) {
      await assertCourseAccess(db, user, courseId);
      const [nodes, counts] = await Promise.all([selectCourseNodes(db, courseId), selectNodeQuestionCounts(db, courseId)]);
      const countsById = new Map(counts.map((c) => [c.nodeId, c]));
      return nodes.map((node) => withCounts(node, countsById.get(node.id)));
    },

    /** Parents must be nodes of the same course (400 otherwise); none makes a root. */
    async createNode(user: SessionUser, courseId: number, values: NodeValues & { parentIds: number[] }) {
      await assertCourseAccess(db, user, courseId);
      return withTransaction(db, async (trx) => {
        await lockCourseGraph(trx, courseId);
        await assertNodeType(trx, values.nodeTypeId);
        const outside = await selectNodesOutsideCourse(trx, courseId, values.parentIds);
        if (outside.length > 0) {
          throw invalid(`Parent ${outside.join(', ')} is not a node of this course.`, 'body/parentIds');
        }
        const nodeId = await insertNode(trx, { courseId, ...values });
        if (values.parentIds.length > 0) await insertNodeParents(trx, nodeId, values.parentIds);
        return nodeWithCounts(trx, nodeId);
      });
    },

    async updateNode(user: SessionUser, nodeId: number, values: NodeValues) {
      return withTransaction(db, async (trx) => {
        await accessibleNode(trx, user, nodeId);
        await assertNodeType(trx, values.nodeTypeId);
        await updateNode(trx, nodeId, values);
        return nodeWithCounts(trx, nodeId);
      });
    },

    /** Refused (409 IN_USE) while the node has children. */
    async deleteNode(user: SessionUser, nodeId: number) {
      await withTransaction(db, async (trx) => {
        const node = await accessibleNode(trx, user, nodeId);
        await lockCourseGraph(trx, node.courseId);
        const children = await countNodeChildren(trx, nodeId);
        if (children > 0) {
          throw new AppError(
            409,
            'IN_USE',
            `“${node.name}” has ${children} child node${children === 1 ? '' : 's'}; move or delete ${children === 1 ? 'it' : 'them'} first.`,
          );
        }
        await deleteNode(trx, nodeId);
      });
    },

    /**
     * Idempotent. The parent must be a node of the same course (400), and neither the node itself nor one of
     * its descendants (409 CYCLE). The course's graph is locked meanwhile, so that two links made at once
     * cannot close a cycle between them.
     */
    async linkNodeParent(user: SessionUser, nodeId: number, parentId: number) {
      return withTransaction(db, async (trx) => {
        const node = await accessibleNode(trx, user, nodeId);
        // A node of another course answers like a missing one: its name is not the caller's to read.
        const parent = await selectOptionalNode(trx, parentId);
        if (!parent || parent.courseId !== node.courseId) {
          throw new AppError(404, 'NOT_FOUND', 'The parent node does not exist in this course.');
        }
        await lockCourseGraph(trx, node.courseId);
        if (parentId === nodeId) {
          throw new AppError(409, 'CYCLE', 'This link would make a cycle: a node cannot be its own parent.');
        }
        if (await selectIsDescendant(trx, nodeId, parentId)) {
          throw new AppError(409, 'CYCLE', `This link would make a cycle: “${parent.name}” is already below “${node.name}”.`);
        }
        await insertNodeParents(trx, nodeId, [parentId]);
        return nodeWithCounts(trx, nodeId);
      });
    },

    /** Idempotent; the node becomes a root when it has no parent left. */
    async unlinkNodeParent(user: SessionUser, nodeId: number, parentId: number) {
      return withTransaction(db, async (trx) => {
        await accessibleNode(trx, user, nodeId);
        await deleteNodeParent(trx, nodeId, parentId);
        return nodeWithCounts(trx, nodeId);
      });
    },
  };
}

export type NodesService = ReturnType<typeof createNodesService>;
