import type { Db } from '../db/connect.js';
import { withTransaction } from '../db/transaction.js';
import { createLocalAccount } from '../modules/auth/accounts.js';
import { verifyPassword } from '../modules/auth/passwords.js';
import { selectOptionalUserByUsername } from '../modules/auth/queries.js';
import { insertAcademicYear, insertCourse, insertExam, insertStudent, insertStudentCourse, insertTeacherCourse } from './queries.js';

/** The demo accounts; their password is for trying the product out only. */
export const demoPassword = 'demo';
export const demoAccounts = [
  { username: 'admin', roleName: 'Admin', firstName: 'Ivana', lastName: 'Kovač', email: 'admin@example.org' },
  { username: 'teacher', roleName: 'Teacher', firstName: 'Marko', lastName: 'Babić', email: 'teacher@example.org' },
  { username: 'student', roleName: 'Student', firstName: 'Luka', lastName: 'Perić', email: 'student@example.org' },
] as const;

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
 * Demo data for a new database: two courses, three academic years, thirty students, the three demo accounts
 * (the teacher teaches the first course only) and a few exams per course in the current year. Students 0–5
 * take only Databases and 24–29 only Programming in C, so that what a teacher may see is visible.
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

    const exams: Array<[number, number, string, string]> = [
      [databases, currentYear, 'Midterm exam', 'MI'],
      [databases, currentYear, 'Final exam', 'ZI'],
      [databases, currentYear, 'Lab 1', 'LAB1'],
      [databases, currentYear, 'Lab 2', 'LAB2'],
      [databases, previousYear, 'Final exam', 'ZI'],
      [programming, currentYear, 'Midterm exam', 'MI'],
      [programming, currentYear, 'Final exam', 'ZI'],
      [programming, currentYear, 'Lab 1', 'LAB1'],
    ];
    for (const [courseId, academicYearId, title, titleAbbrev] of exams) {
      await insertExam(trx, { courseId, academicYearId, title, titleAbbrev });
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
