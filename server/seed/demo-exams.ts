import type { Db, Executor } from '../db/connect.js';
import { withTransaction } from '../db/transaction.js';
import type { ExamInput, QuestionAnswer, QuestionContent } from '../generated/contract-types.js';
import { createRandom, randomInt, shuffle, type Random } from '../grading/random.js';
import { solutionOf } from '../grading/solution.js';
import { instantiate } from '../grading/template.js';
import { generateInstances, poolsOfExam } from '../modules/exams/instances-service.js';
import { createExamsService } from '../modules/exams/service.js';
import { saveAnswersAt, startInstanceAt, submitInstance } from '../modules/exams/taking-service.js';
import type { AppDeps, SessionUser } from '../types.js';
import { spreadDemoAnswerTimes } from './demo-answer-times.js';
import {
  insertStudent,
  insertStudentCourse,
  selectDemoExamIds,
  selectDemoIds,
  selectInstanceQuestionsForDemo,
  selectQuestionIdsByTitle,
  setExamPublishedForDemo,
} from './queries.js';

/** The password of the demo exam that asks for one; `npm start` prints it. */
export const demoExamPassword = 'lab-2-demo';

/** How many more students the demo enrols in Databases this year, so that the finished exam has 200+ instances. */
const EXTRA_STUDENTS = 220;

// Names of the extra students, none of them an original demo student's (those stay first in a list by surname).
const firstNames = ['Andrea', 'Bruno', 'Dora', 'Eugen', 'Greta', 'Hana', 'Igor', 'Jana', 'Leon', 'Mila', 'Noa', 'Oskar', 'Rita', 'Sven', 'Tena', 'Vito'];
const lastNames = ['Zadro', 'Zagorac', 'Zec', 'Zelić', 'Zeman', 'Zlatar', 'Zorić', 'Zovko', 'Zrno', 'Zubak', 'Zuber', 'Zupan', 'Zvonar', 'Zvonarić'];

const hour = 3_600_000;
const day = 24 * hour;

// What students wrote to "Why normalise?" (the free-text question of the finished midterm).
const freeTextAnswers = {
  good: [
    'Normalisation removes redundancy. With a relation Enrolment(student, course, teacher, teacherRoom) the room is repeated for every student: changing it means updating many rows (update anomaly), a teacher without students cannot be stored (insertion anomaly) and deleting the last student loses the room (deletion anomaly). Decomposing into Enrolment(student, course) and Course(course, teacher, teacherRoom) fixes this; the price is a join when we read them together.',
    'It prevents insertion, update and deletion anomalies caused by storing the same fact more than once. Example: Order(orderId, customerId, customerCity, product). The city repeats on every order, so a change of city must touch all of them. Splitting out Customer(customerId, city) stores it once. Reading an order with its city then needs a join, which costs time on big tables.',
    'Normalizacijom uklanjamo redundanciju i time anomalije unosa, izmjene i brisanja. Npr. Ispit(jmbag, ime, predmet, nastavnik): ime studenta ponavlja se u svakom retku pa ga treba mijenjati na više mjesta. Rastavljanjem na Student(jmbag, ime) i Ispit(jmbag, predmet, nastavnik) svaki se podatak pamti jednom. Cijena je više spajanja (JOIN) pri čitanju.',
  ],
  partial: [
    'Normalisation removes redundancy, so updates do not leave copies that disagree.',
    'To avoid anomalies. If the same data is stored twice it can become inconsistent. Normal forms 1NF, 2NF, 3NF say how to split tables.',
    'Da ne bi bilo redundancije podataka. Tablicu rastavimo na više manjih tablica pa se podaci ne ponavljaju.',
    'It makes the database faster and smaller because there are no duplicates. Example: a table Student with a column for every course.',
  ],
  poor: [
    'Normalisation is when all values are between 0 and 1.',
    'So that queries are faster.',
    'Ne znam.',
    'Because of primary keys.',
  ],
};

/** A plausible answer of a student whose chance of getting a question right is `skill`; null leaves it unanswered. */
function demoAnswer(content: QuestionContent, skill: number, random: Random): QuestionAnswer | null {
  const solution = solutionOf(content);
  const roll = random();
  if (roll < 0.05) return null;
  if (content.kind === 'free-text') {
    // Answers worth grading by hand: good, partial and poor ones, some in Croatian. Chosen from the roll already
    // drawn, so the rest of the demo draws the same numbers as before.
    const good = roll < 0.05 + skill * 0.95;
    const pool = good ? freeTextAnswers.good : roll < 0.05 + skill * 0.95 + (1 - skill) * 0.5 ? freeTextAnswers.partial : freeTextAnswers.poor;
    return { kind: 'free-text', text: pool[Math.floor((roll * 7919) % 1 * pool.length)] };
  }
  if (roll < 0.05 + skill * 0.95 && solution) return solution;
  switch (content.kind) {
    case 'multiple-choice': {
      const wrong = content.options.filter((option) => !option.correct).map((option) => option.id);
      const right = content.options.filter((option) => option.correct).map((option) => option.id);
      // Half of the wrong ones pick a mix (partial credit where penalties allow it).
      return { kind: 'multiple-choice', choices: random() < 0.5 ? [...right.slice(0, 1), ...wrong.slice(0, 1)] : shuffle(wrong, random).slice(0, 1) };
    }
    case 'true-false':
      return { kind: 'true-false', value: !content.correct };
    case 'ordered-elements':
      return { kind: 'ordered-elements', order: shuffle(content.elements.map((element) => element.id), random) };
    case 'connected-elements':
      return { kind: 'connected-elements', pairs: content.pairs.slice(0, Math.max(1, Math.floor(content.pairs.length / 2))) };
    case 'text-completion':
      return { kind: 'text-completion', gaps: content.gaps.map((gap, index) => (index === 0 ? (gap.options[1] ?? 'no idea') : (gap.answers[0] ?? null))) };
    case 'code':
      return { kind: 'code', source: 'const lines = readAll().split("\\n");\nconsole.log(lines.length);\n' };
    case 'sql':
      return { kind: 'sql', query: 'SELECT city, amount AS total FROM customer JOIN orders ON orders.customer_id = customer.id' };
    case 'scale':
      return { kind: 'scale', value: content.labels[randomInt(random, 0, content.labels.length - 1)]?.value ?? null };
    case 'numerical': {
      // A partly right key's value when there is one, else the right value off by a factor of ten.
      const partly = content.answers.find((key) => key.fraction > 0 && key.fraction < 100);
      return { kind: 'numerical', value: partly?.value ?? `${solution?.kind === 'numerical' ? solution.value : '1'}0`, unit: null };
    }
    default:
      return null;
  }
}

const baseExam = (academicYearId: number, title: string, abbreviation: string): Omit<ExamInput, 'parts' | 'availableFrom' | 'availableTo'> => ({
  academicYearId,
  title,
  abbreviation,
  ordinal: 1,
  description: null,
  password: null,
  durationMinutes: 45,
  maxScore: null,
  passPercentage: 50,
  showSolutions: false,
  reviewMinutes: 7 * 24 * 60,
  forwardOnly: false,
  asyncGrading: true,
  scoreIgnored: false,
  allowAnonymousStalk: true,
  accommodationsApply: true,
  maxCodeRuns: 5,
});

const fixedPart = (ordinal: number, gradingModelId: number, questionIds: number[]) => ({
  id: null,
  ordinal,
  title: null,
  source: 'fixed' as const,
  nodeId: null,
  minQuestions: 0,
  maxQuestions: 0,
  gradingModelId,
  questionIds,
});

/**
 * The Databases course's exams of this year in every state, on the demo data of seedDemoData: "Lab 1" open now
 * with one question of each of the thirteen kinds (the demo student can take it), "Lab 2" open now with a password,
 * the "Final exam" upcoming, and the "Midterm exam" finished a week ago with 200+ submitted instances of realistic
 * answers (right, wrong, partial, unanswered, some code and SQL, which the grading queue grades after the start).
 */
export async function seedDemoExams(db: Db, deps: Pick<AppDeps, 'config' | 'clock'>, now: Date): Promise<void> {
  const ids = await selectDemoIds(db);
  const admin: SessionUser = { id: ids.adminId, username: 'admin', firstName: 'Ivana', lastName: 'Kovač', email: null, roleName: 'Admin', imageUrl: null };
  const exams = createExamsService({ ...deps, database: { db } as AppDeps['database'] }, { runners: {} });
  const question = await selectQuestionIdsByTitle(db, ids.databases);
  const q = (title: string) => {
    const id = question.get(title);
    if (id === undefined) throw new Error(`demo question ${title} is missing`);
    return id;
  };
  const examIds = await selectDemoExamIds(db, ids.databases, ids.currentYear);
  const random = createRandom(20_261_125);

  await withTransaction(db, async (trx) => {
    // More students this year, and the demo student among them.
    for (let i = 0; i < EXTRA_STUDENTS; i += 1) {
      const firstName = firstNames[i % firstNames.length];
      const lastName = lastNames[Math.floor(i / firstNames.length) % lastNames.length];
      const classGroup = `P0${(i % 8) + 1}`;
      const studentId = await insertStudent(trx, {
        userId: null,
        firstName,
        lastName,
        email: null,
        altId: `0036${String(600000 + i * 7).padStart(6, '0')}`,
        classGroup,
      });
      await insertStudentCourse(trx, { studentId, courseId: ids.databases, academicYearId: ids.currentYear, classGroup });
    }
    await insertStudentCourse(trx, { studentId: ids.demoStudentId, courseId: ids.databases, academicYearId: ids.currentYear, classGroup: 'P01' });
  });

  const lab = ids.models.get('10/0/0')!;
  const exam = ids.models.get('15/0/-5')!;
  const define = async (examId: number, input: ExamInput) => {
    await exams.updateExam(admin, examId, input);
    await setExamPublishedForDemo(db, examId, now);
  };

  await define(examIds.get('LAB1')!, {
    ...baseExam(ids.currentYear, 'Lab 1', 'LAB1'),
    description: 'One question of each kind: try them all. Your answers are saved as you type.',
    availableFrom: new Date(now.getTime() - hour).toISOString(),
    availableTo: new Date(now.getTime() + 30 * day).toISOString(),
    durationMinutes: 60,
    showSolutions: true,
    parts: [
      fixedPart(1, lab, [
        q('Properties of a primary key'),
        q('NULL compared with NULL'),
        q('Why normalise?'),
        q('Count distinct keys (JavaScript)'),
        q('Students enrolled in DB'),
        q('A row as a JSON object'),
        q('Logical order of a SELECT'),
        q('Joins and what they return'),
        q('Aggregate filter clause'),
        q('ER diagram of enrolments'),
        q('Confidence with subqueries'),
        q('Reading a query plan'),
        q('Size of a table'),
      ]),
    ],
  });
  await define(examIds.get('LAB2')!, {
    ...baseExam(ids.currentYear, 'Lab 2', 'LAB2'),
    password: demoExamPassword,
    availableFrom: new Date(now.getTime() - hour).toISOString(),
    availableTo: new Date(now.getTime() + 30 * day).toISOString(),
    durationMinutes: 30,
    parts: [fixedPart(1, lab, [q('BCNF implies 3NF'), q('Isolation level that prevents phantoms'), q('Normal forms from weakest to strongest')])],
  });
  await define(examIds.get('ZI')!, {
    ...baseExam(ids.currentYear, 'Final exam', 'ZI'),
    availableFrom: new Date(now.getTime() + 7 * day).toISOString(),
    availableTo: new Date(now.getTime() + 7 * day + 3 * hour).toISOString(),
    durationMinutes: 120,
    reviewMinutes: 3 * 24 * 60,
    parts: [
      fixedPart(1, exam, [q('Properties of a primary key'), q('Anomalies and the levels that prevent them'), q('Size of a Cartesian product')]),
      fixedPart(2, exam, [q('Lost update'), q('Turnover per city')]),
    ],
  });

  // The finished midterm: a week ago, graded, its review open for a month.
  const midtermId = examIds.get('MI')!;
  const start = new Date(now.getTime() - 8 * day);
  await define(midtermId, {
    ...baseExam(ids.currentYear, 'Midterm exam', 'MI'),
    availableFrom: start.toISOString(),
    availableTo: new Date(start.getTime() + 3 * hour).toISOString(),
    durationMinutes: 90,
    showSolutions: true,
    reviewMinutes: 30 * 24 * 60,
    parts: [
      fixedPart(1, exam, [
        q('Properties of a primary key'),
        q('Isolation level that prevents phantoms'),
        q('BCNF implies 3NF'),
        q('Normal forms from weakest to strongest'),
        q('Anomalies and the levels that prevent them'),
        q('Aggregate filter clause'),
      ]),
      fixedPart(2, exam, [q('Why normalise?'), q('Count distinct keys (JavaScript)'), q('Turnover per city')]),
    ],
  });
  const pools = await poolsOfExam(db, { id: midtermId, courseId: ids.databases });
  const takers = (await selectDemoIds(db)).currentYearStudentIds.filter((id) => id !== ids.demoStudentId);
  await withTransaction(db, async (trx) => {
    const instances = await generateInstances(trx, { examId: midtermId, pools, studentIds: takers, userId: ids.adminId, now: start });
    let codeAnswers = 0;
    let sqlAnswers = 0;
    for (const [index, instance] of instances.entries()) {
      const startedAt = new Date(start.getTime() + randomInt(random, 0, 20) * 60_000);
      await startInstanceAt(trx, instance.id, startedAt);
      const skill = 0.25 + 0.7 * random();
      const answers: Array<{ ordinal: number; answer: QuestionAnswer }> = [];
      for (const row of await selectInstanceQuestionsForDemo(trx, instance.id)) {
        const content = instantiate(row, row.seed).content;
        // Code and SQL answers are graded by the sandboxes after the start: a few of each, not hundreds.
        if (content.kind === 'code' && (codeAnswers >= 15 || random() < 0.5)) continue;
        if (content.kind === 'sql' && (sqlAnswers >= 3 || random() < 0.5)) continue;
        const answer = demoAnswer(content, skill, random);
        if (!answer) continue;
        if (content.kind === 'code') codeAnswers += 1;
        if (content.kind === 'sql') sqlAnswers += 1;
        answers.push({ ordinal: row.ordinal, answer });
      }
      const savedAt = new Date(startedAt.getTime() + randomInt(random, 10, 80) * 60_000);
      if (answers.length > 0) await saveAnswersAt(trx as Executor, instance.id, answers, savedAt);
      // One batch logs no history: give the answers one, spread over the instance's time, before it is submitted.
      await spreadDemoAnswerTimes(trx as Executor, instance.id);
      // One in ten left it to the deadline: the server submitted theirs just after it.
      const byServer = index % 10 === 0;
      await submitInstance(trx, instance.id, byServer ? 'server' : 'student', byServer ? new Date(startedAt.getTime() + 90 * 60_000 + 30_000) : savedAt);
    }
  });
}
