/**
 * The one place that decides what a role may see and do in the SPA. The menu, the command palette, the route
 * guard, the pages and their buttons all ask `can(role, ability)`; none compares role names itself.
 *
 * Every ability names the operations of `openapi.yaml` that carry it out. A test (`__tests__/access.test.ts`)
 * reads the contract and fails when an ability grants a role that one of its operations refuses (the UI would
 * offer an action the server answers with 403), when an ability is narrower than its operations without saying
 * why (`narrowerThanServer`), or when an operation of the contract belongs to no ability.
 */
import { i18n, t } from '../i18n';

export type RoleName = 'Admin' | 'Teacher' | 'Student';

const ADMIN: readonly RoleName[] = ['Admin'];
const STAFF: readonly RoleName[] = ['Admin', 'Teacher'];
const EVERYONE: readonly RoleName[] = ['Admin', 'Teacher', 'Student'];

export interface Ability {
  roles: readonly RoleName[];
  /** The operations (operationIds) that carry the ability out on the server. */
  operations: readonly string[];
  /** Why the SPA grants fewer roles than the server allows, when it does (e.g. the spec's menu rule). */
  narrowerThanServer?: string;
}

export const ABILITIES = {
  /** The user's own session, settings and presence: every signed-in user. */
  useOwnAccount: {
    roles: EVERYONE,
    operations: ['getCurrentUser', 'getUserSettings', 'saveUserSettings', 'reportPresence'],
  },
  /** The staff shell: course and academic-year context, the search box and command palette, the home's My activity. */
  useStaffShell: { roles: STAFF, operations: ['listCourses', 'listAcademicYears', 'searchAnything', 'listMyActivity'] },
  manageCourses: {
    roles: ADMIN,
    operations: [
      'listAdminCourses', 'createCourse', 'updateCourse', 'deleteCourse',
      'createAcademicYear', 'updateAcademicYear', 'deleteAcademicYear', 'setCurrentAcademicYear',
    ],
  },
  manageStaffUsers: {
    roles: ADMIN,
    operations: ['listStaffUsers', 'createStaffUser', 'updateStaffUser', 'addTeacherCourse', 'removeTeacherCourse'],
  },
  viewOnlineUsers: { roles: ADMIN, operations: ['listOnlineUsers'] },
  /** The student register (all students, not one course's): create, edit, CSV import. */
  manageStudentRegister: {
    roles: ADMIN,
    operations: ['createStudent', 'updateStudent', 'previewStudentImport', 'applyStudentImport'],
  },
  /** The students of the context course and year, a student's profile, and their enrolments. */
  viewStudents: { roles: STAFF, operations: ['listStudents', 'getStudent', 'listEnrolments', 'listStudentExams', 'listStudentTickets'] },
  /** A student's accommodation (extra time in every exam), on the student page: staff of the student's courses. */
  manageAccommodations: { roles: STAFF, operations: ['getStudentAccommodation', 'setStudentAccommodation', 'removeStudentAccommodation'] },
  manageCourseEnrolments: { roles: STAFF, operations: ['createEnrolment', 'updateEnrolment', 'deleteEnrolment'] },
  /** The administrators' enrolment pages across every course and student. */
  manageAllEnrolments: {
    roles: ADMIN,
    operations: ['listEnrolments', 'createEnrolment', 'updateEnrolment', 'deleteEnrolment'],
    narrowerThanServer: 'The spec reserves the menu items Courses - students and Students - courses for Admin; teachers enrol students of their own course from Students in this course.',
  },
  viewNodeTypes: { roles: STAFF, operations: ['listNodeTypes'] },
  manageNodeTypes: { roles: ADMIN, operations: ['createNodeType', 'updateNodeType', 'deleteNodeType'] },
  viewGradingModels: { roles: STAFF, operations: ['listGradingModels'] },
  manageGradingModels: { roles: ADMIN, operations: ['createGradingModel', 'updateGradingModel', 'deleteGradingModel'] },
  manageCourseStructure: {
    roles: STAFF,
    operations: ['listCourseNodes', 'createNode', 'updateNode', 'deleteNode', 'linkNodeParent', 'unlinkNodeParent'],
  },
  /** Every course's node graph from the administration menu. */
  manageAllCourseStructures: {
    roles: ADMIN,
    operations: ['listCourseNodes', 'createNode', 'updateNode', 'deleteNode', 'linkNodeParent', 'unlinkNodeParent'],
    narrowerThanServer: 'The spec reserves the menu item Nodes (admin) for Admin; teachers edit their course\'s structure at /question/nodes.',
  },
  manageQuestions: {
    roles: STAFF,
    operations: [
      'listQuestions', 'createQuestion', 'previewQuestionDraft', 'listQuestionTags', 'getQuestion', 'updateQuestion',
      'setQuestionActive', 'cloneQuestion', 'listQuestionVersions', 'previewQuestion', 'tryQuestion', 'getGradingJob',
      'listCodeRunners', 'uploadAttachment', 'getAttachment', 'previewQuestionImport', 'applyQuestionImport',
      'exportQuestionsMoodleXml',
    ],
    narrowerThanServer: 'Students load a question\'s images (getAttachment) only inside their own exam instances (takeExams).',
  },
  /** The staff pages of exams, analytics and export (built in the exam issues). */
  manageExams: {
    roles: STAFF,
    operations: [
      'getExamAnalytics',
      'getQuestionAnalytics',
      'listExams',
      'createExam',
      'validateExamDraft',
      'getExam',
      'updateExam',
      'deleteExam',
      'setExamArchived',
      'setExamPublished',
      'cloneExam',
      'getExamValidation',
      'previewExamSample',
      'listExamGenerationRuns',
      'startExamGeneration',
      'listExamInstances',
      'deleteGeneratedInstances',
      'getExamInstance',
      'deleteExamInstance',
      'unsubmitExamInstance',
      'extendExamInstance',
      'exportResults',
      'listExamOverrides', 'createExamOverride', 'updateExamOverride', 'deleteExamOverride', 'getExamSebConfig',
    ],
  },
  /** After the exam: regrades of stored answers with a dry run (docs/grading.md, Regrade). */
  regradeExams: {
    roles: STAFF,
    operations: ['listExamRegradeQuestions', 'previewExamRegrade', 'getExamRegradePreview', 'listExamRegrades', 'applyExamRegrade'],
  },
  /** After the exam: manual grading with rubrics, Apply, grader statistics (docs/grading.md). */
  gradeExams: {
    roles: STAFF,
    operations: [
      'listManualGradingQuestions', 'listManualGradingAnswers', 'saveManualGrade', 'listRubricItems', 'createRubricItem',
      'updateRubricItem', 'deleteRubricItem', 'previewManualGradesApply', 'applyManualGrades', 'getGraderStatistics',
    ],
  },
  /** During the exam: live channel, event logs, tickets, messages (docs/live.md), letting a held-back student sign in. */
  superviseExams: {
    roles: STAFF,
    operations: [
      'streamExam', 'listExamInstanceEvents', 'getAnswerHistory', 'listExamTickets', 'listCourseTickets', 'assignTicket',
      'answerTicket', 'closeTicket', 'listExamMessages', 'sendExamMessage', 'listMessageReceipts', 'letStudentSignIn',
    ],
  },
  /** The student's own home and exams. */
  takeExams: {
    roles: ['Student'],
    operations: [
      'listMyExams', 'startMyExam', 'getMyInstance', 'saveMyAnswers', 'setMyPosition', 'submitMyInstance', 'getMyReview', 'runMyAnswer',
      'streamMyInstance', 'recordMyEvents', 'listMyTickets', 'raiseMyTicket', 'reopenMyTicket',
      'listMyMessages', 'acknowledgeMyMessages', 'getMySebConfig',
    ],
  },
} as const satisfies Record<string, Ability>;

export type AbilityName = keyof typeof ABILITIES;

export function can(roleName: string | null | undefined, ability: AbilityName): boolean {
  return roleName != null && (ABILITIES[ability].roles as readonly string[]).includes(roleName);
}

export const isStaff = (roleName: string | null | undefined) => can(roleName, 'useStaffShell');
export const isStudent = (roleName: string | null | undefined) => can(roleName, 'takeExams');

/** The roles an ability needs, as the page that refuses a visitor words it. */
export function audienceOf(ability: AbilityName): 'admins' | 'staff' | 'students' {
  const roles = ABILITIES[ability].roles as readonly RoleName[];
  if (roles.length === 1 && roles[0] === 'Admin') return 'admins';
  if (roles.includes('Student') && !roles.includes('Teacher')) return 'students';
  return 'staff';
}

/** A role's name in the user's language (a role the SPA does not know, as the server names it). */
export function roleLabel(roleName: string): string {
  return i18n.exists(`roles.${roleName}`) ? t(`roles.${roleName}`) : roleName;
}
