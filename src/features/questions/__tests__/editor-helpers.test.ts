import type { QuestionInput, TextGap } from '../../../api/exam-api';
import { t } from '../../../i18n';
import '../messages-editors';
import { draftProblems, referenceProblem } from '../editors/problems';
import { gapsForText, insertGap, markersMatchGaps } from '../editors/text-completion-editor';

const gap = (answer: string): TextGap => ({ answers: [answer], caseSensitive: false, options: [] });
const blank: TextGap = { answers: [], caseSensitive: false, options: [] };

describe('text completion: the gaps follow the markers of the text', () => {
  it('adds a gap for each marker typed, up to the highest number', () => {
    const stash = new Map<number, TextGap>();
    expect(gapsForText('A [[1]] b', [], stash)).toEqual([blank]);
    expect(gapsForText('A [[1]] b [[2]]', [gap('x')], stash)).toEqual([gap('x'), blank]);
    // An unfinished marker is no marker yet.
    expect(gapsForText('A [[1]] b [[2', [gap('x')], stash)).toEqual([gap('x')]);
    // Out of order still makes the gaps its numbers name; the warning says what is wrong.
    expect(gapsForText('[[3]] [[1]]', [], stash)).toHaveLength(3);
    expect(gapsForText('[[0]] [[99]]', [], stash)).toEqual([]);
  });

  it('drops the gap of a deleted marker and brings its answers back when the marker returns', () => {
    const stash = new Map<number, TextGap>();
    const two = [gap('SELECT'), gap('FROM')];
    const one = gapsForText('[[1]] x', two, stash);
    expect(one).toEqual([gap('SELECT')]);
    expect(gapsForText('[[1]] x [[2]]', one, stash)).toEqual(two);
  });

  it('inserts a gap among the others, renumbering the later markers and moving their gaps', () => {
    const text = 'A [[1]] b [[2]] c';
    const gaps = [gap('one'), gap('two')];
    const inserted = insertGap(text, gaps, text.indexOf(' b') + 1);
    expect(inserted.gapText).toBe('A [[1]] [[2]]b [[3]] c');
    expect(inserted.gaps).toEqual([gap('one'), blank, gap('two')]);
    expect(inserted.caret).toBe('A [[1]] [[2]]'.length);
    expect(markersMatchGaps(inserted.gapText, inserted.gaps.length)).toBe(true);
    // Markers out of order are not renumbered: the new one takes the next number.
    expect(insertGap('[[2]] [[1]]', gaps, 0).gapText).toBe('[[3]][[2]] [[1]]');
  });

  it('words the marker rule for no gap, one gap and several', () => {
    expect(t('questionEditor.gaps.mismatch', { count: 0 })).toBe('Mark the gaps in the text as [[1]], [[2]], … in order.');
    expect(t('questionEditor.gaps.mismatch', { count: 1 })).toBe('The text must mark the gap [[1]] once.');
    expect(t('questionEditor.gaps.mismatch', { count: 3 })).toBe('The text must mark the gaps [[1]] to [[3]], each once and in order.');
  });
});

const input = (content: QuestionInput['content']): QuestionInput => ({
  title: 'Q', text: '', content, template: null, isActive: true, timeLimitSeconds: null, comment: null, tags: [], nodeIds: [],
});

describe('the server’s problems with a draft, in the editor’s words', () => {
  const mc = input({ kind: 'multiple-choice', multipleCorrect: false, shuffle: true, options: [{ id: 'a', text: 'Only', correct: true, penalty: 100 }] });

  it('says what to add for a list that is too short', () => {
    expect(draftProblems([{ path: 'body/question/content/options', message: 'must NOT have fewer than 2 items' }], mc))
      .toEqual(['Add at least 2 options.']);
    const gaps = input({ kind: 'text-completion', gapText: '', gaps: [] });
    expect(draftProblems([{ path: 'body/question/content/gaps', message: 'must NOT have fewer than 1 items' }], gaps))
      .toEqual(['Add at least one gap: type [[1]] in the text where it goes.']);
  });

  it('names the sub-question and the item, and uses the editor’s own check where it has one', () => {
    const complex = input({
      kind: 'complex',
      subquestions: [
        { id: 's', text: '', weight: 1, content: { kind: 'multiple-choice', multipleCorrect: true, shuffle: false, options: [
          { id: 'a', text: 'A', correct: false, penalty: 50 }, { id: 'b', text: 'B', correct: false, penalty: 50 },
        ] } },
      ],
    });
    expect(draftProblems([
      { path: 'body/question/content/subquestions/0/content/options', message: 'needs at least one correct option' },
      { path: 'body/question/content/subquestions/0/content/options/1/text', message: 'must NOT have more than 4000 characters' },
    ], complex)).toEqual([
      'Sub-question 1: Mark at least one option correct.',
      'Sub-question 1: Option 2: is too long: at most 4,000 characters.',
    ]);
  });

  it('keeps a message it has no words for, beside the field’s label', () => {
    expect(draftProblems([{ path: 'body/question/content/kind', message: 'something new' }], mc)).toEqual(['Kind: something new']);
  });
});

describe('a failing reference check’s details', () => {
  const code = input({
    kind: 'code', language: 'python', prefix: '', sourceTemplate: '', suffix: '', referenceSolution: 'print(1)',
    timeLimitMs: 1000, memoryLimitMb: 64,
    tests: [
      { id: 'a', name: '', input: '', expectedOutput: '1', weight: 50, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false },
      { id: 'b', name: 'Empty input', input: '', expectedOutput: '2', weight: 50, public: false, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false },
    ],
  });

  it('names the test by its number and name and words expected and actual output', () => {
    expect(referenceProblem({ path: 'body/content/tests/1', message: 'expected "2", got "1\\n"' }, code))
      .toEqual({ field: 'Test 2 “Empty input”', problem: 'expected "2", got "1\\n"' });
    expect(referenceProblem({ path: 'content/tests/0', message: 'Time limit exceeded' }, code))
      .toEqual({ field: 'Test 1', problem: 'Time limit exceeded' });
    expect(referenceProblem({ path: 'body/content/referenceSolution', message: 'does not compile: x' }, code))
      .toEqual({ field: 'Reference solution', problem: 'does not compile: x' });
  });

  it('names an SQL data set by its field', () => {
    const sql = input({ kind: 'sql', fixture: 'x', hiddenFixture: 'y', referenceSolution: 'SELECT 1', orderMatters: false, columnNames: 'ignore' });
    expect(referenceProblem({ path: 'body/content/hiddenFixture', message: 'fails: boom' }, sql).field).toBe('Hidden fixture');
  });
});
