import { paths, routePatterns } from '../paths';

describe('paths', () => {
  it('builds the paths of one item from its id', () => {
    expect(paths.questionEdit(41)).toBe('/question/edit/41');
    expect(paths.questionTry(41)).toBe('/question/q?id=41');
    expect(paths.questionNewOfKind('multiple choice')).toBe('/question/new?kind=multiple%20choice');
    expect(paths.student(11)).toBe('/student/11');
    expect(paths.examEdit('12')).toBe('/exam/edit/12');
    expect(paths.examAnalytics()).toBe('/analytics/exam');
    expect(paths.examAnalytics(3)).toBe('/analytics/exam/3');
    expect(paths.testGenerate(7)).toBe('/fullscreen/test-generate/7');
    expect(paths.instancePreview(7)).toBe('/fullscreen/exam-instance/preview/7');
    expect(paths.stalk('DB', 'MID 1')).toBe('/stalk/DB/MID%201');
    expect(paths.takeExam(31)).toBe('/take/31');
    expect(paths.examReview(31)).toBe('/review/31');
    expect(paths.examNew).toBe('/exam/edit/new');
    expect(paths.instancesInState('not-started', 5)).toBe('/exam-instances/not-started/5');
    expect(paths.allInstances(5)).toBe('/exam-instance/all/5');
  });

  it('keeps the paths without parameters as they are', () => {
    expect([paths.home, paths.settings, paths.login, paths.logout, paths.adminStudents, paths.questionList]).toEqual([
      '/', '/settings', '/auth/login', '/logout', '/admin/students', '/question/list',
    ]);
  });
});

describe('route patterns', () => {
  it('are the spec’s routes, unchanged, and the student’s exam pages', () => {
    expect(Object.values(routePatterns).sort()).toEqual([
      '/take/:id', '/review/:id',
      '/', '/settings', '/export', '/exam', '/exam/list', '/exam/edit/:id', '/exam/send-message/:id', '/exam/tickets/:id',
      '/exam/manual-grading/:id', '/exam/regrade/:id', '/analytics/exam/:id?', '/analytics/question', '/student/:id', '/exam-instance/:id',
      '/exam-instance/log-details/:id/ts/:ts?', '/exam-instance/log-details/:id/limit/:limit?',
      '/exam-instance/log-details/:id', '/exam-instance/all/:id', '/exam-instances/generated/:id',
      '/exam-instances/started/:id', '/exam-instances/ongoing/:id', '/exam-instances/not-started/:id',
      '/exam-instances/submitted/:id', '/question', '/question/list', '/question/new', '/question/search',
      '/question/edit/:id', '/question/q', '/question/nodes', '/admin', '/admin/users', '/admin/online-users',
      '/admin/courses', '/admin/grading-models', '/admin/node-types', '/admin/students', '/admin/courses-students',
      '/admin/students-courses', '/admin/nodes', '/fullscreen/test-generate/:id', '/fullscreen/exam-instance/preview/:id',
      '/auth', '/auth/login', '/auth/login-success', '/auth/login-fail', '/auth/callback/google', '/auth/callback/aai',
      '/bye-bye', '/logout', '/login', '/stalk/:courseAbbrev/:examAbbrev', '/stalk/*',
    ].sort());
  });
});
