import type { Db } from '../db/connect.js';
import { execute, loadSqlBlocks, queryRows } from '../db/sql-blocks.js';
import { createLocalAccount } from '../modules/auth/accounts.js';

const sql = loadSqlBlocks(new URL('./bulk.sql', import.meta.url), [
  'insert_bulk_academic_years',
  'insert_bulk_courses',
  'insert_bulk_students',
  'insert_bulk_enrolments',
  'insert_bulk_exams',
  'insert_bulk_teacher_courses',
  'vacuum_analyze',
] as const);

const firstNames = [
  'Ana', 'Ivan', 'Marko', 'Petra', 'Luka', 'Maja', 'Josip', 'Ivana', 'Tomislav', 'Katarina', 'Filip', 'Lucija',
  'Matej', 'Nikolina', 'Karlo', 'Ema', 'Domagoj', 'Marija', 'Antonio', 'Lana', 'Dario', 'Sara', 'Hrvoje', 'Tea',
  'Mateo', 'Paula', 'Stjepan', 'Martina', 'Borna', 'Iva', 'Nikola', 'Mia', 'David', 'Lea', 'Jakov', 'Nika',
  'Fran', 'Dora', 'Roko', 'Klara', 'Vid', 'Lorena', 'Toni', 'Helena', 'Patrik', 'Elena', 'Dino', 'Gabrijela',
  'Leon', 'Marta', 'Bruno', 'Tena', 'Ante', 'Jelena', 'Zvonimir', 'Barbara', 'Krešimir', 'Andrea', 'Šime', 'Željka',
];
const lastNames = [
  'Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković', 'Marković',
  'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Kovač', 'Božić', 'Blažević', 'Grgić', 'Pavić', 'Radić', 'Perić',
  'Filipović', 'Šarić', 'Lovrić', 'Vidović', 'Perković', 'Popović', 'Bošnjak', 'Jukić', 'Barišić', 'Đurić',
  'Mikulić', 'Šimić', 'Galić', 'Vrdoljak', 'Brkić', 'Klarić', 'Nikolić', 'Jurković', 'Rukavina', 'Mandić',
  'Čačić', 'Žagar', 'Bašić', 'Kolar', 'Lončar', 'Bilić', 'Sertić', 'Kralj', 'Posavec', 'Herceg', 'Vlašić',
  'Ćosić', 'Stipić', 'Mlinarić', 'Zorić', 'Lukić', 'Bašić-Kos', 'Cvitković', 'Ivanković', 'Kos', 'Rendulić',
  'Golubić', 'Dujmović', 'Šoštarić', 'Ljubić', 'Prpić', 'Tadić', 'Ostojić', 'Krpan', 'Antolić', 'Rogić',
  'Buljan', 'Pintarić', 'Benić', 'Škorić', 'Jelić', 'Kalinić', 'Zrinski', 'Frankopan',
];
const subjects = [
  'Databases', 'Programming', 'Algorithms', 'Mathematics', 'Physics', 'Statistics', 'Networks', 'Operating Systems',
  'Software Engineering', 'Electronics', 'Signals and Systems', 'Computer Graphics', 'Machine Learning', 'Logic',
  'Data Structures', 'Compilers', 'Security', 'Distributed Systems', 'Economics', 'Robotics',
];
const levels = ['1', '2', 'Fundamentals', 'Advanced', 'Lab', 'Seminar', 'Project', 'Applied'];
const examTitles = ['Midterm exam', 'Final exam', 'Lab 1', 'Lab 2'];
const examAbbrevs = ['MI', 'ZI', 'LAB1', 'LAB2'];

export const bulkNames = { firstNames, lastNames, subjects };

export interface BulkSize {
  students: number;
  courses: number;
  /** Enrolments per student. */
  enrolmentsPerStudent: number;
}

export interface BulkData {
  adminUsername: string;
  teacherUsername: string;
  password: string;
  teacherCourseIds: number[];
}

/**
 * Fills a migrated, empty database with benchmark volume: three academic years, `courses` courses with four
 * exams in each of the last two years, `students` students with enrolments, an administrator and a teacher of
 * a handful of courses.
 */
export async function seedBulkData(db: Db, size: BulkSize, firstYear: number): Promise<BulkData> {
  await execute(db, sql.insert_bulk_academic_years, { firstYear, years: 3 });
  await execute(db, sql.insert_bulk_courses, { count: size.courses, subjects, levels });
  await execute(db, sql.insert_bulk_students, { count: size.students, firstNames, lastNames });
  await execute(db, sql.insert_bulk_enrolments, { perStudent: size.enrolmentsPerStudent });
  await execute(db, sql.insert_bulk_exams, { titles: examTitles, abbrevs: examAbbrevs });
  const password = 'bench';
  await createLocalAccount(db, { username: 'bench-admin', firstName: 'Bench', lastName: 'Admin', email: 'bench-admin@example.org', roleName: 'Admin', password });
  const teacherId = await createLocalAccount(db, { username: 'bench-teacher', firstName: 'Bench', lastName: 'Teacher', email: 'bench-teacher@example.org', roleName: 'Teacher', password });
  const teacherCourseIds = [1, 2, 3, 4, 5].map((n) => Math.round((n * size.courses) / 6));
  await execute(db, sql.insert_bulk_teacher_courses, { userId: teacherId, courseIds: teacherCourseIds });
  await queryRows(db, sql.vacuum_analyze);
  return { adminUsername: 'bench-admin', teacherUsername: 'bench-teacher', password, teacherCourseIds };
}
