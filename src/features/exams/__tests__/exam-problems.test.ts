import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { exams as en } from '../../../i18n/locales/en/exams';
import { exams as hr } from '../../../i18n/locales/hr/exams';
import { loadLanguage } from '../../../i18n';
import { EXAM_PROBLEM_CODES, pathLabel, problemText } from '../exam-problems';

// The contract lists the codes of ExamProblem in its description; each is worded in both languages.
const contract = parse(readFileSync(join(process.cwd(), 'openapi.yaml'), 'utf8')) as {
  components: { schemas: { ExamProblem: { properties: { code: { description: string } } } } };
};
const contractCodes = [...contract.components.schemas.ExamProblem.properties.code.description.matchAll(/\b[A-Z][A-Z_]+[A-Z]\b/g)].map((m) => m[0]);

afterEach(() => loadLanguage('en'));

describe('exam problems', () => {
  it('knows every code the contract lists, and no other', () => {
    expect([...EXAM_PROBLEM_CODES].sort()).toEqual([...new Set(contractCodes)].sort());
  });

  it('words every code in English and Croatian', () => {
    for (const code of EXAM_PROBLEM_CODES) {
      expect({ code, en: code in en.exams.problems, hr: code in hr.exams.problems }).toEqual({ code, en: true, hr: true });
    }
  });

  it('words a problem from its code and params, not the server\'s English', async () => {
    const problem = { code: 'PART_FEWER_THAN_MAX', path: 'parts/1/maxQuestions', message: 'server words', params: { part: 2, max: 5, available: 3 } };
    expect(problemText(problem)).toBe('Part 2 may draw up to 5 questions, but its node holds 3: it draws at most 3.');
    expect(pathLabel(problem.path)).toBe('Part 2 · At most');
    expect(problemText({ code: 'PART_EMPTY', path: 'parts/0/questionIds', message: '', params: { part: 1 } })).toBe('Part 1 lists no questions.');
    expect(problemText({ code: 'PART_EMPTY', path: 'parts/0/nodeId', message: '', params: { part: 1 } })).toBe('Part 1 draws from no node.');
    expect(pathLabel('parts/0/questionIds/2')).toBe('Part 1 · Question 3');
    expect(problemText({ code: 'SOMETHING_NEW', path: 'title', message: 'The server’s own sentence.', params: {} })).toBe('The server’s own sentence.');

    await loadLanguage('hr');
    expect(problemText({ code: 'MAX_SCORE_ABOVE_POINTS', path: 'maxScore', message: '', params: { maxScore: 100.5, points: 90 } }))
      .toBe('Najveći broj bodova (100,5) veći je od onoga što primjerak može dati (90): nijedan student ne može doseći 100 %.');
    expect(problemText({ code: 'MANUAL_GRADING_NEEDED', path: 'parts', message: '', params: { count: 2 } }))
      .toMatch(/^2 pitanja koje ovaj ispit/);
    expect(pathLabel('durationMinutes')).toBe('Trajanje');
  });
});
