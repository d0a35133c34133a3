import type { Db } from '../db/connect.js';
import { withTransaction } from '../db/transaction.js';
import { createLocalAccount } from '../modules/auth/accounts.js';
import { verifyPassword } from '../modules/auth/passwords.js';
import { selectOptionalUserByUsername } from '../modules/auth/queries.js';
import { insertQuestion } from '../modules/questions/service.js';
import type { Executor } from '../db/connect.js';
import {
  insertAcademicYear,
  insertCourse,
  insertExam,
  insertGradingModel,
  insertNode,
  insertNodeParent,
  insertNodeType,
  insertStudent,
  insertStudentCourse,
  insertTeacherCourse,
} from './queries.js';
import { demoQuestions } from './demo-questions.js';

/** The demo accounts; their password is for trying the product out only. */
export const demoPassword = 'demo';
export const demoAccounts = [
  { username: 'admin', roleName: 'Admin', firstName: 'Ivana', lastName: 'Kovač', email: 'admin@example.org' },
  { username: 'teacher', roleName: 'Teacher', firstName: 'Marko', lastName: 'Babić', email: 'teacher@example.org' },
  { username: 'student', roleName: 'Student', firstName: 'Luka', lastName: 'Perić', email: 'student@example.org' },
  { username: 'teacher2', roleName: 'Teacher', firstName: 'Jelena', lastName: 'Novak', email: 'teacher2@example.org' },
] as const;

export const demoNodeTypes = [
  { name: 'Course', color: '#4f7cff' },
  { name: 'Module', color: '#22a06b' },
  { name: 'Unit', color: '#f5a623' },
  { name: 'Topic', color: '#d6456b' },
] as const;

type NodeTypeName = (typeof demoNodeTypes)[number]['name'];

/** [name, type, parents (names of nodes listed earlier), description] */
type DemoNode = [string, NodeTypeName, string[], string | null];

/**
 * Databases: three levels below the course node, and 'Joins' under both 'Relational algebra' and 'SQL' (a node
 * with two parents). Programming in C: a small graph.
 */
export const demoNodeGraphs: Record<'DB' | 'PROGC', DemoNode[]> = {
  DB: [
    ['Databases', 'Course', [], 'The whole course.'],
    ['Relational model', 'Module', ['Databases'], 'Relations, keys and the algebra over them.'],
    ['SQL', 'Module', ['Databases'], 'Querying and changing data in SQL.'],
    ['Transactions', 'Module', ['Databases'], null],
    ['Relational algebra', 'Unit', ['Relational model'], null],
    ['Normalisation', 'Unit', ['Relational model'], 'Functional dependencies and normal forms.'],
    ['Selection and projection', 'Topic', ['Relational algebra'], null],
    ['Joins', 'Topic', ['Relational algebra', 'SQL'], 'Inner, outer and natural joins, in the algebra and in SQL.'],
    ['Aggregation', 'Topic', ['SQL'], 'GROUP BY, HAVING and aggregate functions.'],
    ['Subqueries', 'Topic', ['SQL'], null],
    ['Normal forms', 'Topic', ['Normalisation'], '1NF to BCNF.'],
    ['Isolation levels', 'Topic', ['Transactions'], null],
  ],
  PROGC: [
    ['Programming in C', 'Course', [], 'The whole course.'],
    ['Basics', 'Module', ['Programming in C'], null],
    ['Memory', 'Module', ['Programming in C'], null],
    ['Data types', 'Topic', ['Basics'], null],
    ['Pointers', 'Topic', ['Basics', 'Memory'], 'Addresses, pointer arithmetic and arrays.'],
    ['Dynamic allocation', 'Topic', ['Memory'], 'malloc, free and their mistakes.'],
  ],
};

/** "correct/unanswered/incorrect"; threshold: the score % from which a partial answer counts as correct. */
export const demoGradingModels = [
  { name: '15/0/-5', correctScore: 15, unansweredScore: 0, incorrectScore: -5, threshold: 100 },
  { name: '10/0/0', correctScore: 10, unansweredScore: 0, incorrectScore: 0, threshold: 50 },
  { name: '1/0/-0.25', correctScore: 1, unansweredScore: 0, incorrectScore: -0.25, threshold: 75 },
] as const;

async function insertNodeGraph(db: Executor, courseId: number, nodes: DemoNode[], typeIds: Record<string, number>) {
  const ids = new Map<string, number>();
  for (const [name, type, parents, description] of nodes) {
    const nodeId = await insertNode(db, { courseId, nodeTypeId: typeIds[type], name, description });
    ids.set(name, nodeId);
    for (const parent of parents) await insertNodeParent(db, nodeId, ids.get(parent) as number);
  }
  return ids;
}

const firstNames = [
  'Luka', 'Ana', 'Ivan', 'Petra', 'Marko', 'Maja', 'Josip', 'Ivana', 'Tomislav', 'Katarina',
  'Filip', 'Lucija', 'Matej', 'Nikolina', 'Karlo', 'Ema', 'Domagoj', 'Marija', 'Antonio', 'Lana',
  'Dario', 'Sara', 'Hrvoje', 'Tea', 'Mateo', 'Paula', 'Stjepan', 'Martina', 'Borna', 'Iva',
];
const lastNames = [
  'Perić', 'Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković',
  'Marković', 'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Božić', 'Blažević', 'Grgić', 'Pavić', 'Radić',
  'Filipović', 'Šarić', 'Lovrić', 'Vidović', 'Perković', 'Popović', 'Bošnjak', 'Jukić', 'Barišić', 'Đurić',
];

/** Croatian letters folded to ASCII for e-mail addresses. */
function ascii(text: string): string {
  const map: Record<string, string> = { č: 'c', ć: 'c', ž: 'z', š: 's', đ: 'dj' };
  return text.toLowerCase().replace(/[čćžšđ]/g, (c) => map[c]);
}

/** Academic years run from 1 October to 30 September; the demo has the current one and the two before it. */
export function demoAcademicYears(today: Date) {
  const currentStart = today.getMonth() >= 9 ? today.getFullYear() : today.getFullYear() - 1;
  return [currentStart - 2, currentStart - 1, currentStart].map((year) => ({
    title: `${year}/${year + 1}`,
    startDate: `${year}-10-01`,
    endDate: `${year + 1}-09-30`,
  }));
}

/**
 * Demo data for a new database: two courses, three academic years, thirty students, the demo accounts
 * (`teacher` teaches the first course only, `teacher2` the second), node types and each course's node graph,
 * the question bank of Databases (demo-questions.ts), three grading models and a few exams per course in the
 * current year using them. Students 0–5 take only Databases and 24–29 only Programming in C, so that what a
 * teacher may see is visible; enrolments spread over the three academic years.
 */
export async function seedDemoData(db: Db, today: Date): Promise<void> {
  await withTransaction(db, async (trx) => {
    const yearIds: number[] = [];
    for (const year of demoAcademicYears(today)) yearIds.push(await insertAcademicYear(trx, year));
    const [, previousYear, currentYear] = yearIds;

    const databases = await insertCourse(trx, {
      name: 'Databases',
      acronym: 'DB',
      description: 'Relational model, SQL, normalisation and transactions.',
    });
    const programming = await insertCourse(trx, {
      name: 'Programming in C',
      acronym: 'PROGC',
      description: 'Imperative programming in C: data types, pointers, memory and files.',
    });

    const userIds: Record<string, number> = {};
    for (const account of demoAccounts) {
      userIds[account.username] = await createLocalAccount(trx, { ...account, password: demoPassword });
    }
    await insertTeacherCourse(trx, userIds.teacher, databases);
    await insertTeacherCourse(trx, userIds.teacher2, programming);

    const typeIds: Record<string, number> = {};
    for (const nodeType of demoNodeTypes) typeIds[nodeType.name] = await insertNodeType(trx, nodeType);
    const databaseNodes = await insertNodeGraph(trx, databases, demoNodeGraphs.DB, typeIds);
    await insertNodeGraph(trx, programming, demoNodeGraphs.PROGC, typeIds);

    // Through the bank's own insert, so that search vectors and node links are what the API would write.
    for (const { nodes, input } of demoQuestions) {
      const nodeIds = nodes.map((name) => databaseNodes.get(name) as number);
      await insertQuestion(trx, { courseId: databases, userId: userIds.teacher, input: { ...input, nodeIds }, now: today });
    }

    const modelIds: Record<string, number> = {};
    for (const model of demoGradingModels) modelIds[model.name] = await insertGradingModel(trx, model);

    for (let i = 0; i < 30; i++) {
      const isDemoStudent = i === 0;
      const firstName = firstNames[i];
      const lastName = lastNames[i];
      const classGroup = `P0${(i % 3) + 1}`;
      const studentId = await insertStudent(trx, {
        userId: isDemoStudent ? userIds.student : null,
        firstName,
        lastName,
        email: isDemoStudent ? 'student@example.org' : `${ascii(firstName)}.${ascii(lastName)}@student.example.org`,
        altId: `0036${String(510000 + i * 137).padStart(6, '0')}`,
        classGroup,
      });
      if (i < 24) {
        await insertStudentCourse(trx, { studentId, courseId: databases, academicYearId: yearIds[i % 3], classGroup });
      }
      if (i >= 6) {
        await insertStudentCourse(trx, { studentId, courseId: programming, academicYearId: yearIds[(i + 1) % 3], classGroup });
      }
    }

    const exams: Array<[number, number, string, string, string]> = [
      [databases, currentYear, 'Midterm exam', 'MI', '15/0/-5'],
      [databases, currentYear, 'Final exam', 'ZI', '15/0/-5'],
      [databases, currentYear, 'Lab 1', 'LAB1', '10/0/0'],
      [databases, currentYear, 'Lab 2', 'LAB2', '10/0/0'],
      [databases, previousYear, 'Final exam', 'ZI', '15/0/-5'],
      [programming, currentYear, 'Midterm exam', 'MI', '1/0/-0.25'],
      [programming, currentYear, 'Final exam', 'ZI', '1/0/-0.25'],
      [programming, currentYear, 'Lab 1', 'LAB1', '10/0/0'],
    ];
    for (const [courseId, academicYearId, title, titleAbbrev, model] of exams) {
      await insertExam(trx, { courseId, academicYearId, title, titleAbbrev, gradingModelId: modelIds[model] });
    }
  });
}

/** The demo accounts that still exist, are active and still have the demo password. */
export async function findDemoLogins(db: Db): Promise<Array<{ username: string; roleName: string }>> {
  const logins: Array<{ username: string; roleName: string }> = [];
  for (const account of demoAccounts) {
    const user = await selectOptionalUserByUsername(db, account.username);
    if (user?.is_active && user.password_hash && (await verifyPassword(demoPassword, user.password_hash))) {
      logins.push({ username: account.username, roleName: user.role_name });
    }
  }
  return logins;
}
