import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { can, type AbilityName } from '../../lib/access';
import {
  ApartmentOutlined, AreaChartOutlined, BarChartOutlined, BookOutlined, ClusterOutlined,
  ExportOutlined, FileSearchOutlined, FileTextOutlined, LineChartOutlined, PartitionOutlined, PlusOutlined,
  QuestionCircleOutlined, SettingOutlined, TeamOutlined, TrophyOutlined, UnorderedListOutlined, UserSwitchOutlined,
} from '@ant-design/icons';

export interface MenuLink {
  /** The route the item opens; also the menu key. */
  path: string;
  labelKey: string;
  icon: ReactNode;
  /** Who sees the item (src/lib/access.ts); the route itself may be open to more (e.g. read-only for teachers). */
  ability: AbilityName;
}

export interface MenuSection {
  key: string;
  labelKey: string;
  icon: ReactNode;
  items: MenuLink[];
}

// The administration items require the role Admin, except "Students in this course" (the spec's menu rule).
const adminItems: MenuLink[] = [
  { path: paths.adminUsers, labelKey: 'menu.teachersCourses', icon: <UserSwitchOutlined />, ability: 'manageStaffUsers' },
  { path: paths.adminCourses, labelKey: 'menu.courses', icon: <BookOutlined />, ability: 'manageCourses' },
  { path: paths.adminCoursesStudents, labelKey: 'menu.coursesStudents', icon: <TeamOutlined />, ability: 'manageAllEnrolments' },
  { path: paths.adminStudentsCourses, labelKey: 'menu.studentsCourses', icon: <ApartmentOutlined />, ability: 'manageAllEnrolments' },
  { path: paths.adminGradingModels, labelKey: 'menu.gradingModels', icon: <TrophyOutlined />, ability: 'manageGradingModels' },
  { path: paths.adminNodeTypes, labelKey: 'menu.nodeTypes', icon: <ClusterOutlined />, ability: 'manageNodeTypes' },
  { path: paths.adminNodes, labelKey: 'menu.nodesAdmin', icon: <PartitionOutlined />, ability: 'manageAllCourseStructures' },
  { path: paths.adminStudents, labelKey: 'menu.studentsInThisCourse', icon: <TeamOutlined />, ability: 'viewStudents' },
];

/** The header menus the given role sees: each item only where `can(role, item.ability)`; empty sections go. */
export function menuSections(roleName: string | null): MenuSection[] {
  return allSections()
    .map((section) => ({ ...section, items: section.items.filter((item) => can(roleName, item.ability)) }))
    .filter((section) => section.items.length > 0);
}

/** Every section with every item, whoever looks (the drawer's open sections, tests). */
export function allSections(): MenuSection[] {
  return [
    {
      key: 'exams',
      labelKey: 'menu.exams',
      icon: <FileTextOutlined />,
      items: [
        { path: paths.examList, labelKey: 'menu.examsList', icon: <UnorderedListOutlined />, ability: 'manageExams' },
        { path: paths.exportResults, labelKey: 'menu.exportResults', icon: <ExportOutlined />, ability: 'manageExams' },
      ],
    },
    {
      key: 'questions',
      labelKey: 'menu.questions',
      icon: <QuestionCircleOutlined />,
      items: [
        { path: paths.questionNew, labelKey: 'menu.questionNew', icon: <PlusOutlined />, ability: 'manageQuestions' },
        { path: paths.questionList, labelKey: 'menu.questionListAll', icon: <UnorderedListOutlined />, ability: 'manageQuestions' },
        { path: paths.questionSearch, labelKey: 'menu.questionSearch', icon: <FileSearchOutlined />, ability: 'manageQuestions' },
        { path: paths.questionNodes, labelKey: 'menu.questionNodes', icon: <PartitionOutlined />, ability: 'manageCourseStructure' },
      ],
    },
    {
      key: 'analytics',
      labelKey: 'menu.analytics',
      icon: <BarChartOutlined />,
      items: [
        { path: paths.examAnalytics(), labelKey: 'menu.examAnalytics', icon: <AreaChartOutlined />, ability: 'manageExams' },
        { path: paths.questionAnalytics, labelKey: 'menu.questionAnalytics', icon: <LineChartOutlined />, ability: 'manageExams' },
      ],
    },
    {
      key: 'administration',
      labelKey: 'menu.administration',
      icon: <SettingOutlined />,
      items: adminItems,
    },
  ];
}
