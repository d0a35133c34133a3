import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { Node } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_course_nodes',
  'select_node_question_counts',
  'select_node',
  'lock_course_graph',
  'select_node_type_exists',
  'select_nodes_outside_course',
  'insert_node',
  'insert_node_parents',
  'update_node',
  'count_node_children',
  'delete_node',
  'select_is_descendant',
  'delete_node_parent',
] as const);

/** A node as the contract's `Node` has it, without its question counts (selectNodeQuestionCounts). */
export type NodeRow = Omit<Node, 'questionCount' | 'totalQuestionCount'>;

export type NodeQuestionCounts = Pick<Node, 'questionCount' | 'totalQuestionCount'> & { nodeId: number };

export const selectCourseNodes = (db: Executor, courseId: number) => queryRows<NodeRow>(db, sql.select_course_nodes, { courseId });

export const selectNodeQuestionCounts = (db: Executor, courseId: number) =>
  queryRows<NodeQuestionCounts>(db, sql.select_node_question_counts, { courseId });

export const selectOptionalNode = (db: Executor, nodeId: number) => queryOptionalRow<NodeRow>(db, sql.select_node, { nodeId });

export const lockCourseGraph = (db: Executor, courseId: number) => queryRows(db, sql.lock_course_graph, { courseId });

export const selectNodeTypeExists = async (db: Executor, nodeTypeId: number) =>
  (await queryRow<{ exists: boolean }>(db, sql.select_node_type_exists, { nodeTypeId })).exists;

export const selectNodesOutsideCourse = async (db: Executor, courseId: number, nodeIds: number[]) =>
  (await queryRows<{ id: number }>(db, sql.select_nodes_outside_course, { courseId, nodeIds })).map((row) => row.id);

export const insertNode = async (
  db: Executor,
  values: { courseId: number; nodeTypeId: number; name: string; description: string | null },
) => (await queryRow<{ id: number }>(db, sql.insert_node, { ...values })).id;

export const insertNodeParents = (db: Executor, nodeId: number, parentIds: number[]) =>
  execute(db, sql.insert_node_parents, { nodeId, parentIds });

export const updateNode = (db: Executor, nodeId: number, values: { name: string; description: string | null; nodeTypeId: number }) =>
  execute(db, sql.update_node, { nodeId, ...values });

export const countNodeChildren = async (db: Executor, nodeId: number) =>
  (await queryRow<{ children: number }>(db, sql.count_node_children, { nodeId })).children;

export const deleteNode = (db: Executor, nodeId: number) => execute(db, sql.delete_node, { nodeId });

export const selectIsDescendant = async (db: Executor, nodeId: number, candidateId: number) =>
  (await queryRow<{ is_descendant: boolean }>(db, sql.select_is_descendant, { nodeId, candidateId })).is_descendant;

export const deleteNodeParent = (db: Executor, nodeId: number, parentId: number) =>
  execute(db, sql.delete_node_parent, { nodeId, parentId });
