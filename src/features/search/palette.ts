import type { SearchResult } from '../../api/generated/exam-api';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { can, type AbilityName } from '../../lib/access';

// The header's search box mixes server results (exams, courses, students) with local palette entries
// (navigation targets and commands), docs/requirements.md#routes-and-navigation "Search box and command palette".
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
  /** Who is offered the entry (src/lib/access.ts), as the menu does. */
  ability: AbilityName;
}

const NAVIGATION_TARGETS: NavigationTarget[] = [
  { id: 'home', path: paths.home, keywords: 'start dashboard', ability: 'useOwnAccount' },
  { id: 'examList', path: paths.examList, keywords: 'tests', ability: 'manageExams' },
  { id: 'exportResults', path: paths.exportResults, keywords: 'download grades', ability: 'manageExams' },
  { id: 'settings', path: paths.settings, keywords: 'theme font dark mode preferences language', ability: 'useOwnAccount' },
  { id: 'questionNew', path: paths.questionNew, keywords: 'create add', ability: 'manageQuestions' },
  { id: 'questionSearch', path: paths.questionSearch, keywords: 'find', ability: 'manageQuestions' },
  { id: 'questionList', path: paths.questionList, ability: 'manageQuestions' },
  { id: 'examAnalytics', path: paths.examAnalytics(), keywords: 'statistics', ability: 'manageExams' },
  { id: 'questionAnalytics', path: paths.questionAnalytics, keywords: 'statistics', ability: 'manageExams' },
  { id: 'nodes', path: paths.questionNodes, keywords: 'tree', ability: 'manageCourseStructure' },
  { id: 'studentsInThisCourse', path: paths.adminStudents, keywords: 'enrolled', ability: 'viewStudents' },
  { id: 'teachersCourses', path: paths.adminUsers, keywords: 'users staff admin', ability: 'manageStaffUsers' },
  { id: 'onlineUsers', path: paths.adminOnlineUsers, keywords: 'admin', ability: 'viewOnlineUsers' },
  { id: 'courses', path: paths.adminCourses, keywords: 'admin', ability: 'manageCourses' },
  { id: 'coursesStudents', path: paths.adminCoursesStudents, keywords: 'admin enrolment', ability: 'manageAllEnrolments' },
  { id: 'studentsCourses', path: paths.adminStudentsCourses, keywords: 'admin enrolment', ability: 'manageAllEnrolments' },
  { id: 'gradingModels', path: paths.adminGradingModels, keywords: 'admin', ability: 'manageGradingModels' },
  { id: 'nodeTypes', path: paths.adminNodeTypes, keywords: 'admin', ability: 'manageNodeTypes' },
  { id: 'nodesAdmin', path: paths.adminNodes, keywords: 'admin', ability: 'manageAllCourseStructures' },
];

/** The local palette: the navigation the role is offered (as in the menu), and Logout. */
export function paletteEntries(roleName: string | null): PaletteEntry[] {
  const navigation: PaletteEntry[] = NAVIGATION_TARGETS.filter((target) => can(roleName, target.ability)).map((target) => ({
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
