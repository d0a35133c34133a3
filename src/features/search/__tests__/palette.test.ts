import { paletteEntries, rankEntries, searchResultEntry } from '../palette';

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);
const entries = (...names: string[]) => names.map((title) => ({ title }));

describe('rankEntries', () => {
  it('keeps only entries that contain every typed word', () => {
    const list = entries('Exams list', 'List all questions', 'Exam analytics', 'Export results');
    expect(titles(rankEntries('exam list', list))).toEqual(['Exams list']);
    expect(titles(rankEntries('list', list))).toEqual(['List all questions', 'Exams list']);
    expect(rankEntries('exam zebra', list)).toEqual([]);
  });

  it('ignores case and extra spaces', () => {
    const list = entries('Question analytics', 'New question');
    expect(titles(rankEntries('  QUESTION   Analytics ', list))).toEqual(['Question analytics']);
    expect(titles(rankEntries('qUeStIoN', list))).toEqual(['Question analytics', 'New question']);
  });

  it('ranks by match position: the earliest match first, then the sum of positions', () => {
    const list = entries('Students - courses', 'Courses - students', 'Courses');
    expect(titles(rankEntries('courses', list))).toEqual(['Courses - students', 'Courses', 'Students - courses']);
    // Both start at 0; "courses students" puts "stud" at 10, "students - courses" puts "cour" at 11.
    expect(titles(rankEntries('stud cour', list))).toEqual(['Courses - students', 'Students - courses']);
  });

  it('keeps the given order for ties', () => {
    const list = entries('Node types', 'Nodes (admin)', 'Nodes');
    expect(titles(rankEntries('node', list))).toEqual(['Node types', 'Nodes (admin)', 'Nodes']);
  });

  it('searches the keywords after the title, so a title match ranks first', () => {
    const list = [{ title: 'Settings', keywords: 'theme dark mode' }, { title: 'Dark theme gallery' }];
    expect(titles(rankEntries('dark', list))).toEqual(['Dark theme gallery', 'Settings']);
  });

  it('returns every entry, in order, when nothing is typed', () => {
    const list = entries('b', 'a');
    expect(titles(rankEntries('   ', list))).toEqual(['b', 'a']);
  });
});

describe('palette entries', () => {
  it('offers the admin pages only to Admin, and Logout to everyone', () => {
    const admin = titles(paletteEntries('Admin'));
    const teacher = titles(paletteEntries('Teacher'));
    for (const title of ['Home', 'Exams list', 'Export results', 'Settings', 'New question', 'Search questions',
      'List all questions', 'Exam analytics', 'Question analytics', 'Nodes (course structure)', 'Students in this course', 'Logout']) {
      expect(admin).toContain(title);
      expect(teacher).toContain(title);
    }
    for (const title of ['Teachers - courses', 'Online users', 'Courses', 'Courses - students', 'Students - courses',
      'Grading models', 'Node types', 'Nodes (admin)']) {
      expect(admin).toContain(title);
      expect(teacher).not.toContain(title);
    }
    expect(paletteEntries('Teacher').find((entry) => entry.title === 'Logout')).toMatchObject({ type: 'Command', command: 'logout' });
  });

  it('turns a course result into a course switch and others into their path', () => {
    const base = { idAcademicYear: null, academicYear: null, altId2: null, titleAbbrev: null };
    expect(searchResultEntry({ ...base, type: 'Course', id: 3, title: 'Databases', path: '/' })).toMatchObject({ type: 'Course', courseId: 3 });
    expect(searchResultEntry({ ...base, type: 'Student', id: 9, title: 'Ana', altId2: '0036', path: '/student/9' }))
      .toMatchObject({ type: 'Student', path: '/student/9', courseId: undefined, subtitle: '0036' });
  });
});
