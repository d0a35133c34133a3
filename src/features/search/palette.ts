import type { SearchResult } from '../../api/generated/exam-api';
import { t } from '../../i18n';

// The header's search box mixes server results (exams, courses, students) with local palette entries
// (navigation targets and commands), spec §2 "Search box and command palette".
export type PaletteEntryType = SearchResult['type'] | 'Navigation' | 'Command';
export const PALETTE_TYPE_ORDER: PaletteEntryType[] = ['Exam', 'Course', 'Student', 'Navigation', 'Command'];
export type PaletteCommand = 'logout';

export interface PaletteEntry {
  /** Unique across types: the AutoComplete option value. */
  key: string;
  type: PaletteEntryType;
  title: string;
  subtitle?: string;
  /** Words that also find the entry, after the title (so a title match ranks first). */
  keywords?: string;
  path?: string;
  /** Set for Course results: choosing one switches the current course. */
  courseId?: number;
  command?: PaletteCommand;
}

export interface Rankable {
  title: string;
  keywords?: string;
}

export function queryWords(query: string) {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The entries that contain every typed word (case-insensitive), best first. An entry ranks by where its
 * matches are: the earliest match position first, then the sum of all words' positions; ties keep the given
 * order. Positions count in the title followed by the keywords. With nothing typed every entry matches, in order.
 */
export function rankEntries<T extends Rankable>(query: string, entries: readonly T[]): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  const ranked: { entry: T; first: number; total: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const text = entry.keywords ? `${entry.title} ${entry.keywords}`.toLowerCase() : entry.title.toLowerCase();
    const positions = words.map((word) => text.indexOf(word));
    if (positions.some((position) => position < 0)) return;
    ranked.push({ entry, first: Math.min(...positions), total: positions.reduce((a, b) => a + b, 0), index });
  });
  ranked.sort((a, b) => a.first - b.first || a.total - b.total || a.index - b.index);
  return ranked.map((r) => r.entry);
}

interface NavigationTarget {
  id: string;
  path: string;
  keywords?: string;
  adminOnly?: boolean;
}

const NAVIGATION_TARGETS: NavigationTarget[] = [
  { id: 'home', path: '/', keywords: 'start dashboard' },
  { id: 'examList', path: '/exam/list', keywords: 'tests' },
  { id: 'exportResults', path: '/export', keywords: 'download grades' },
  { id: 'settings', path: '/settings', keywords: 'theme font dark mode preferences' },
  { id: 'questionNew', path: '/question/new', keywords: 'create add' },
  { id: 'questionSearch', path: '/question/search', keywords: 'find' },
  { id: 'questionList', path: '/question/list' },
  { id: 'examAnalytics', path: '/analytics/exam', keywords: 'statistics' },
  { id: 'questionAnalytics', path: '/analytics/question', keywords: 'statistics' },
  { id: 'nodes', path: '/question/nodes', keywords: 'tree' },
  { id: 'studentsInThisCourse', path: '/admin/students', keywords: 'enrolled' },
  { id: 'teachersCourses', path: '/admin/users', keywords: 'users staff admin', adminOnly: true },
  { id: 'onlineUsers', path: '/admin/online-users', keywords: 'admin', adminOnly: true },
  { id: 'courses', path: '/admin/courses', keywords: 'admin', adminOnly: true },
  { id: 'coursesStudents', path: '/admin/courses-students', keywords: 'admin enrolment', adminOnly: true },
  { id: 'studentsCourses', path: '/admin/students-courses', keywords: 'admin enrolment', adminOnly: true },
  { id: 'gradingModels', path: '/admin/grading-models', keywords: 'admin', adminOnly: true },
  { id: 'nodeTypes', path: '/admin/node-types', keywords: 'admin', adminOnly: true },
  { id: 'nodesAdmin', path: '/admin/nodes', keywords: 'admin', adminOnly: true },
];

/** The local palette: navigation for every staff member, the admin pages only for Admin, and Logout. */
export function paletteEntries(isAdmin: boolean): PaletteEntry[] {
  const navigation: PaletteEntry[] = NAVIGATION_TARGETS.filter((target) => isAdmin || !target.adminOnly).map((target) => ({
    key: `Navigation:${target.id}`,
    type: 'Navigation',
    title: t(`search.entries.${target.id}`),
    subtitle: target.path,
    keywords: target.keywords,
    path: target.path,
  }));
  return [
    ...navigation,
    { key: 'Command:logout', type: 'Command', title: t('search.entries.logout'), keywords: 'sign out log out', command: 'logout' },
  ];
}

/** A server result as a palette entry; the server already ranked it. */
export function searchResultEntry(result: SearchResult): PaletteEntry {
  const details = (() => {
    switch (result.type) {
      case 'Exam':
        return [result.titleAbbrev, result.academicYear];
      case 'Course':
        return [result.titleAbbrev, t('search.switchToCourse')];
      case 'Student':
        return [result.altId2, result.titleAbbrev];
    }
  })();
  return {
    key: `${result.type}:${result.id}`,
    type: result.type,
    title: result.title,
    subtitle: details.filter(Boolean).join(' · ') || undefined,
    path: result.path,
    courseId: result.type === 'Course' ? result.id : undefined,
  };
}
