import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { GradingModel, NodeType } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_node_types',
  'select_node_type_id_by_name',
  'insert_node_type',
  'update_node_type',
  'lock_node_type',
  'delete_node_type',
  'select_grading_models',
  'select_grading_model_id_by_name',
  'insert_grading_model',
  'update_grading_model',
  'lock_grading_model',
  'delete_grading_model',
] as const);

/** Every node type, or only `nodeTypeId` when it is given. */
export function selectNodeTypes(db: Executor, nodeTypeId: number | null) {
  return queryRows<NodeType>(db, sql.select_node_types, { nodeTypeId });
}

export async function selectOptionalNodeTypeIdByName(db: Executor, name: string, exceptId: number | null) {
  return (await queryOptionalRow<{ id: number }>(db, sql.select_node_type_id_by_name, { name, exceptId }))?.id;
}

export interface NodeTypeFields {
  name: string;
  color: string;
}

export async function insertNodeType(db: Executor, nodeType: NodeTypeFields): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql.insert_node_type, { ...nodeType })).id;
}

export function updateNodeType(db: Executor, nodeTypeId: number, nodeType: NodeTypeFields) {
  return execute(db, sql.update_node_type, { nodeTypeId, ...nodeType });
}

/** The node type, locked, with how many nodes use it. */
export function selectOptionalNodeTypeForUpdate(db: Executor, nodeTypeId: number) {
  return queryOptionalRow<{ id: number; name: string; node_count: number }>(db, sql.lock_node_type, { nodeTypeId });
}

export function deleteNodeType(db: Executor, nodeTypeId: number) {
  return execute(db, sql.delete_node_type, { nodeTypeId });
}

export interface GradingModelRow {
  id: number;
  name: string;
  /** numeric columns arrive as text from pg. */
  correct_score: string;
  incorrect_score: string;
  unanswered_score: string;
  threshold: string | null;
  exams: GradingModel['exams'];
}

/** Every grading model, or only `gradingModelId` when it is given. */
export function selectGradingModels(db: Executor, gradingModelId: number | null) {
  return queryRows<GradingModelRow>(db, sql.select_grading_models, { gradingModelId });
}

export async function selectOptionalGradingModelIdByName(db: Executor, name: string, exceptId: number | null) {
  return (await queryOptionalRow<{ id: number }>(db, sql.select_grading_model_id_by_name, { name, exceptId }))?.id;
}

export interface GradingModelFields {
  name: string;
  correctScore: number;
  incorrectScore: number;
  unansweredScore: number;
  threshold: number | null;
}

export async function insertGradingModel(db: Executor, model: GradingModelFields): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql.insert_grading_model, { ...model })).id;
}

export function updateGradingModel(db: Executor, gradingModelId: number, model: GradingModelFields) {
  return execute(db, sql.update_grading_model, { gradingModelId, ...model });
}

export function selectOptionalGradingModelForUpdate(db: Executor, gradingModelId: number) {
  return queryOptionalRow<{ id: number; name: string }>(db, sql.lock_grading_model, { gradingModelId });
}

export function deleteGradingModel(db: Executor, gradingModelId: number) {
  return execute(db, sql.delete_grading_model, { gradingModelId });
}
