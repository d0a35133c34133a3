// Sample data of the administration pages' tests.
import type { AcademicYear, AdminCourse, CurrentUser, GradingModel, NodeType, OnlineUser, StaffUser } from '../api/exam-api';
import { preloaded, signedInAuth } from './store-state';

export const adminUser: CurrentUser = {
  username: 'admin',
  dbUser: {
    id: 1, username: 'admin', firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', email: 'admin@example.org',
    roleName: 'Admin', smallImageUrl: null, provider: 'local',
  },
};

export const adminState = () => preloaded({ auth: signedInAuth({ user: adminUser }), settings: { username: 'admin' } });

export const courses: AdminCourse[] = [
  { id: 1, courseName: 'Databases', courseAcronym: 'DB', description: 'Relational databases and SQL', teacherCount: 2, enrolmentCount: 120, examCount: 3, nodeCount: 10 },
  { id: 2, courseName: 'Empty course', courseAcronym: 'EC', description: null, teacherCount: 0, enrolmentCount: 0, examCount: 0, nodeCount: 0 },
];

export const years: AcademicYear[] = [
  { id: 2, title: '2025/2026', startDate: '2025-10-01', endDate: '2026-09-30', isCurrent: false, hasExams: false, hasEnrolments: false },
  { id: 1, title: '2024/2025', startDate: '2024-10-01', endDate: '2025-09-30', isCurrent: true, hasExams: true, hasEnrolments: true },
];

export const staff: StaffUser[] = [
  {
    id: 1, username: 'admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.org', roleName: 'Admin', isActive: true,
    hasPassword: true, identities: [], courses: [], lastSeenAt: null,
  },
  {
    id: 3, username: null, firstName: 'Tom', lastName: 'Teacher', email: 'tom@example.org', roleName: 'Teacher', isActive: true,
    hasPassword: false, identities: [{ provider: 'google', issuer: 'https://accounts.google.com', subject: '42' }],
    courses: [{ id: 1, courseName: 'Databases', courseAcronym: 'DB' }], lastSeenAt: null,
  },
];

export const nodeTypes: NodeType[] = [
  { id: 1, name: 'Module', color: '#1677ff', nodeCount: 4 },
  { id: 2, name: 'Topic', color: '#52c41a', nodeCount: 0 },
];

export const gradingModels: GradingModel[] = [
  {
    id: 1, name: 'Standard', correctScore: 1, incorrectScore: -0.25, unansweredScore: 0, threshold: null,
    exams: [{ id: 7, title: 'Midterm', courseAcronym: 'DB', academicYear: '2025/2026' }],
  },
  { id: 2, name: 'Lenient', correctScore: 2, incorrectScore: 0, unansweredScore: 0, threshold: 50, exams: [] },
];

export const onlineUsers: OnlineUser[] = [
  {
    sessionId: 10, userId: 3, fullName: 'Tom Teacher', username: 'tom', roleName: 'Teacher', courseId: 1, courseAcronym: 'DB',
    route: '/exam/list', lastSeenAt: new Date(Date.now() - 30_000).toISOString(), signedInAt: '2026-01-10T08:00:00.000Z', ip: '10.0.0.7',
  },
];
