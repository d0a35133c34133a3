import type { Node as CourseNode, QuestionSummary } from '../../../api/exam-api';
import { signedInState } from '../../../test/store-state';

// Shared data of the bank's browsing tests (list, search, import): one course with a small node graph.

export const bankState = signedInState({
  currCourseId: 1,
  currAcademicYearId: 1,
});

const node = (id: number, name: string, parentIds: number[]): CourseNode => ({
  id, courseId: 1, name, description: null, nodeTypeId: 2, nodeTypeName: 'module', nodeTypeColor: '#1677ff',
  parentIds, questionCount: 0, totalQuestionCount: 0,
});

export const bankNodes: CourseNode[] = [
  node(1, 'SQL', []),
  node(2, 'Joins', [1]),
  node(3, 'Transactions', [1]),
];

export const summary = (id: number, title: string, extra: Partial<QuestionSummary> = {}): QuestionSummary => ({
  id, rootId: id, version: 1, kind: 'sql', title, textPreview: `Text of ${title}`, isActive: true, tags: [],
  nodes: [], createdBy: 2, createdByName: 'Tea Cher', updatedAt: '2026-01-10T10:00:00.000Z', snippet: null, ...extra,
});

export const page = (items: QuestionSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
