import { counted, duplicate, inUse, invalid, notFound } from '../../conflicts.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.js';
import { withTransaction } from '../../db/transaction.js';
import type { AppDeps } from '../../types.js';
import {
  deleteGradingModel,
  deleteNodeType,
  insertGradingModel,
  insertNodeType,
  selectGradingModels,
  selectNodeTypes,
  selectOptionalGradingModelForUpdate,
  selectOptionalGradingModelIdByName,
  selectOptionalNodeTypeForUpdate,
  selectOptionalNodeTypeIdByName,
  updateGradingModel,
  updateNodeType,
  type GradingModelFields,
  type GradingModelRow,
  type NodeTypeFields,
} from './queries.js';

/** The contract's `NodeTypeInput`. */
export interface NodeTypeInput {
  name: string;
  color: string;
}

/** The contract's `GradingModelInput`. */
export type GradingModelInput = GradingModelFields;

/** How many exams an IN_USE message names before it says "and N more". */
const examsNamed = 5;

function toGradingModel(row: GradingModelRow) {
  return {
    id: row.id,
    name: row.name,
    correctScore: Number(row.correct_score),
    incorrectScore: Number(row.incorrect_score),
    unansweredScore: Number(row.unanswered_score),
    threshold: row.threshold === null ? null : Number(row.threshold),
    exams: row.exams,
  };
}

function nodeTypeFields(input: NodeTypeInput): NodeTypeFields {
  const name = input.name.trim();
  if (name === '') throw invalid('body/name', 'must not be blank');
  return { name, color: input.color.toLowerCase() };
}

/** Scores are kept to thousandths (numeric(10, 3)); rules apply to what is kept, not to what was sent. */
const storedScore = (score: number) => Math.round(score * 1000) / 1000;

function gradingModelFields(input: GradingModelInput): GradingModelFields {
  const name = input.name.trim();
  if (name === '') throw invalid('body/name', 'must not be blank');
  const scores = {
    correctScore: storedScore(input.correctScore),
    incorrectScore: storedScore(input.incorrectScore),
    unansweredScore: storedScore(input.unansweredScore),
  };
  if (!(scores.correctScore > scores.incorrectScore)) {
    throw invalid('body/correctScore', 'must be greater than incorrectScore');
  }
  return { ...input, ...scores, name };
}

const nodeTypeNotFound = () => notFound('This node type');
const gradingModelNotFound = () => notFound('This grading model');
const duplicateNodeType = (name: string) => duplicate(`A node type named ${name} already exists.`);
const duplicateGradingModel = (name: string) => duplicate(`A grading model named ${name} already exists.`);

export function createStructureService({ database }: AppDeps) {
  const { db } = database;

  async function getNodeType(nodeTypeId: number) {
    const [nodeType] = await selectNodeTypes(db, nodeTypeId);
    if (!nodeType) throw nodeTypeNotFound();
    return nodeType;
  }

  async function getGradingModel(gradingModelId: number) {
    const [row] = await selectGradingModels(db, gradingModelId);
    if (!row) throw gradingModelNotFound();
    return toGradingModel(row);
  }

  return {
    async listNodeTypes() {
      return selectNodeTypes(db, null);
    },

    async createNodeType(input: NodeTypeInput) {
      const fields = nodeTypeFields(input);
      try {
        const id = await withTransaction(db, async (trx) => {
          if (await selectOptionalNodeTypeIdByName(trx, fields.name, null)) throw duplicateNodeType(fields.name);
          return insertNodeType(trx, fields);
        });
        return await getNodeType(id);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateNodeType(fields.name) : error;
      }
    },

    async updateNodeType(nodeTypeId: number, input: NodeTypeInput) {
      const fields = nodeTypeFields(input);
      try {
        await withTransaction(db, async (trx) => {
          if (!(await selectOptionalNodeTypeForUpdate(trx, nodeTypeId))) throw nodeTypeNotFound();
          if (await selectOptionalNodeTypeIdByName(trx, fields.name, nodeTypeId)) throw duplicateNodeType(fields.name);
          await updateNodeType(trx, nodeTypeId, fields);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateNodeType(fields.name) : error;
      }
      return getNodeType(nodeTypeId);
    },

    async deleteNodeType(nodeTypeId: number): Promise<void> {
      let name = '';
      try {
        await withTransaction(db, async (trx) => {
          const nodeType = await selectOptionalNodeTypeForUpdate(trx, nodeTypeId);
          if (!nodeType) throw nodeTypeNotFound();
          name = nodeType.name;
          if (nodeType.node_count > 0) throw inUse(`The node type ${name}`, [counted(nodeType.node_count, 'node')]);
          await deleteNodeType(trx, nodeTypeId);
        });
      } catch (error) {
        throw isForeignKeyViolation(error) ? inUse(`The node type ${name}`, ['nodes']) : error;
      }
    },

    async listGradingModels() {
      return (await selectGradingModels(db, null)).map(toGradingModel);
    },

    async createGradingModel(input: GradingModelInput) {
      const fields = gradingModelFields(input);
      try {
        const id = await withTransaction(db, async (trx) => {
          if (await selectOptionalGradingModelIdByName(trx, fields.name, null)) throw duplicateGradingModel(fields.name);
          return insertGradingModel(trx, fields);
        });
        return await getGradingModel(id);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateGradingModel(fields.name) : error;
      }
    },

    async updateGradingModel(gradingModelId: number, input: GradingModelInput) {
      const fields = gradingModelFields(input);
      try {
        await withTransaction(db, async (trx) => {
          if (!(await selectOptionalGradingModelForUpdate(trx, gradingModelId))) throw gradingModelNotFound();
          if (await selectOptionalGradingModelIdByName(trx, fields.name, gradingModelId)) throw duplicateGradingModel(fields.name);
          await updateGradingModel(trx, gradingModelId, fields);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateGradingModel(fields.name) : error;
      }
      return getGradingModel(gradingModelId);
    },

    /** Refused while exams use the model; the message names them (the first few). */
    async deleteGradingModel(gradingModelId: number): Promise<void> {
      let name = '';
      try {
        await withTransaction(db, async (trx) => {
          const locked = await selectOptionalGradingModelForUpdate(trx, gradingModelId);
          if (!locked) throw gradingModelNotFound();
          name = locked.name;
          const [model] = await selectGradingModels(trx, gradingModelId);
          if (model.exams.length > 0) {
            const named = model.exams.slice(0, examsNamed).map((e) => `${e.courseAcronym} ${e.title} ${e.academicYear}`);
            const more = model.exams.length - named.length;
            if (more > 0) named.push(`${more} more`);
            throw inUse(`The grading model ${name}`, [`${counted(model.exams.length, 'exam')} (${named.join(', ')})`]);
          }
          await deleteGradingModel(trx, gradingModelId);
        });
      } catch (error) {
        throw isForeignKeyViolation(error) ? inUse(`The grading model ${name}`, ['exams']) : error;
      }
    },
  };
}

export type StructureService = ReturnType<typeof createStructureService>;
