import type { ReactNode } from 'react';
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
}

export interface MenuSection {
  key: string;
  labelKey: string;
  icon: ReactNode;
  items: MenuLink[];
}

const ADMIN_ROLE = 'Admin';

// Spec §2 "Menu" and §6: the administration items require the role Admin, except "Students in this course".
const adminOnlyItems: MenuLink[] = [
  { path: '/admin/users', labelKey: 'menu.teachersCourses', icon: <UserSwitchOutlined /> },
  { path: '/admin/courses', labelKey: 'menu.courses', icon: <BookOutlined /> },
  { path: '/admin/courses-students', labelKey: 'menu.coursesStudents', icon: <TeamOutlined /> },
  { path: '/admin/students-courses', labelKey: 'menu.studentsCourses', icon: <ApartmentOutlined /> },
  { path: '/admin/grading-models', labelKey: 'menu.gradingModels', icon: <TrophyOutlined /> },
  { path: '/admin/node-types', labelKey: 'menu.nodeTypes', icon: <ClusterOutlined /> },
  { path: '/admin/nodes', labelKey: 'menu.nodesAdmin', icon: <PartitionOutlined /> },
];

/** The header menus the given role sees. */
export function menuSections(roleName: string | null): MenuSection[] {
  const isAdmin = roleName === ADMIN_ROLE;
  return [
    {
      key: 'exams',
      labelKey: 'menu.exams',
      icon: <FileTextOutlined />,
      items: [
        { path: '/exam/list', labelKey: 'menu.examsList', icon: <UnorderedListOutlined /> },
        { path: '/export', labelKey: 'menu.exportResults', icon: <ExportOutlined /> },
      ],
    },
    {
      key: 'questions',
      labelKey: 'menu.questions',
      icon: <QuestionCircleOutlined />,
      items: [
        { path: '/question/new', labelKey: 'menu.questionNew', icon: <PlusOutlined /> },
        { path: '/question/list', labelKey: 'menu.questionListAll', icon: <UnorderedListOutlined /> },
        { path: '/question/search', labelKey: 'menu.questionSearch', icon: <FileSearchOutlined /> },
        { path: '/question/nodes', labelKey: 'menu.questionNodes', icon: <PartitionOutlined /> },
      ],
    },
    {
      key: 'analytics',
      labelKey: 'menu.analytics',
      icon: <BarChartOutlined />,
      items: [
        { path: '/analytics/exam', labelKey: 'menu.examAnalytics', icon: <AreaChartOutlined /> },
        { path: '/analytics/question', labelKey: 'menu.questionAnalytics', icon: <LineChartOutlined /> },
      ],
    },
    {
      key: 'administration',
      labelKey: 'menu.administration',
      icon: <SettingOutlined />,
      items: [
        ...(isAdmin ? adminOnlyItems : []),
        { path: '/admin/students', labelKey: 'menu.studentsInThisCourse', icon: <TeamOutlined /> },
      ],
    },
  ];
}
