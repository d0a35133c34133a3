import { fireEvent, screen, within } from '@testing-library/react';
import type { QuestionContent } from '../../../api/exam-api';
import { createdBody, FIND, renderEditor, setCode, setUpEditorApi, type, typeTitle } from '../__fixtures__/editor';

// A new question of each kind whose editor has rules of its own: what the editor sends for what the teacher did.

const api = setUpEditorApi();

describe('QuestionEditPage — new questions of each kind', () => {
  it('creates a code question whose test weights are distributed to sum to 100', async () => {
    renderEditor('/question/new?kind=code');
    await typeTitle('Sum');
    await setCode('Reference solution', 'print(sum(map(int, input().split())))');
    fireEvent.click(screen.getByRole('button', { name: /Add test$/ }));
    expect(screen.getByTestId('code-weight-sum')).toHaveTextContent('Weights: 100 % of 100 %');
    fireEvent.click(screen.getByRole('button', { name: /Add test$/ }));
    type('Weight of test 1', '90');
    expect(screen.getByTestId('code-weight-sum')).toHaveTextContent('Weights: 90 %');
    fireEvent.click(screen.getByRole('button', { name: 'Distribute evenly' }));
    expect(screen.getByTestId('code-weight-sum')).toHaveTextContent('Weights: 100 %');
    type('Name of test 2', 'negative numbers');
    type('Input of test 2', '-1 -2');
    type('Expected output of test 2', '-3');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Ignore case' })[2]);

    const body = await createdBody(api());
    expect(body.content).toMatchObject({
      kind: 'code', language: 'python', referenceSolution: 'print(sum(map(int, input().split())))',
      timeLimitMs: 2000, memoryLimitMb: 128,
      tests: [
        { weight: 33.33, public: true },
        { weight: 33.33, name: 'negative numbers', input: '-1 -2', expectedOutput: '-3', public: false, trimWhitespace: true },
        { weight: 33.34, ignoreCase: true },
      ],
    });
  });

  it('creates an SQL question with its fixtures, reference and comparison settings', async () => {
    renderEditor('/question/new?kind=sql');
    await typeTitle('Students');
    await setCode('Fixture', 'CREATE TABLE s (id int); INSERT INTO s VALUES (1);');
    await setCode('Hidden fixture', 'CREATE TABLE s (id int); INSERT INTO s VALUES (2);');
    await setCode('Reference solution', 'SELECT id FROM s ORDER BY id');
    fireEvent.click(screen.getByRole('switch', { name: 'Order matters' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Must match the reference’s' }));

    expect((await createdBody(api())).content).toEqual({
      kind: 'sql',
      fixture: 'CREATE TABLE s (id int); INSERT INTO s VALUES (1);',
      hiddenFixture: 'CREATE TABLE s (id int); INSERT INTO s VALUES (2);',
      referenceSolution: 'SELECT id FROM s ORDER BY id',
      orderMatters: true,
      columnNames: 'match',
    });
  });

  it('creates a complex question with a nested sub-question of another kind after confirming the kind change', async () => {
    renderEditor('/question/new?kind=complex');
    await typeTitle('Two parts');
    type('Text of Sub-question 1', 'Pick one');
    type('Text of option 1', 'Yes');
    type('Text of option 2', 'No');
    type('Text of option 3', 'Maybe');
    fireEvent.click(screen.getByRole('button', { name: /Add sub-question$/ }));
    type('Text of Sub-question 2', 'True?');
    type('Weight of Sub-question 2', '50');

    const kindSelect = screen.getByRole('combobox', { name: 'Kind of Sub-question 2' });
    fireEvent.mouseDown(kindSelect);
    fireEvent.click(await screen.findByTitle('True/false', {}, FIND));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(dialog).toHaveTextContent('Change the kind?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the kind' }));
    // The preview shows the student's own True/False radios too: choose the key in the editor's group.
    const key = await screen.findByRole('radiogroup', { name: 'The statement is' }, FIND);
    fireEvent.click(within(key).getByRole('radio', { name: 'False' }));

    const body = await createdBody(api());
    expect(body.content).toMatchObject({
      kind: 'complex',
      subquestions: [
        { text: 'Pick one', weight: 100, content: { kind: 'multiple-choice', options: [{ text: 'Yes', correct: true }, { text: 'No' }, { text: 'Maybe' }] } },
        { text: 'True?', weight: 50, content: { kind: 'true-false', correct: false } },
      ],
    });
  });

  it('creates a connected-elements question from the matrix of ticked pairs', async () => {
    renderEditor('/question/new?kind=connected-elements');
    await typeTitle('Capitals');
    type('Left 1', 'France');
    type('Left 2', 'Italy');
    type('Right 1', 'Rome');
    type('Right 2', 'Paris');
    // One right item per left item (the default): a second tick in a row replaces the first.
    fireEvent.click(screen.getByRole('checkbox', { name: 'France connects to Rome' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'France connects to Paris' }));
    expect(screen.getByRole('checkbox', { name: 'France connects to Rome' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Italy connects to Rome' }));

    const body = await createdBody(api());
    const content = body.content as Extract<QuestionContent, { kind: 'connected-elements' }>;
    const [france, italy] = content.left;
    const [rome, paris] = content.right;
    expect([france.text, italy.text, rome.text, paris.text]).toEqual(['France', 'Italy', 'Rome', 'Paris']);
    expect(content.multiple).toBe(false);
    expect(content.pairs).toEqual([{ leftId: france.id, rightId: paris.id }, { leftId: italy.id, rightId: rome.id }]);
  });

  it('lets a left item have several right items once the question allows it, and keeps one each when it stops', async () => {
    renderEditor('/question/new?kind=connected-elements');
    await typeTitle('Languages');
    type('Left 1', 'Switzerland');
    type('Left 2', 'Austria');
    type('Right 1', 'German');
    type('Right 2', 'French');
    fireEvent.click(screen.getByRole('switch', { name: 'Several right items per left item' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Switzerland connects to German' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Switzerland connects to French' }));
    expect(screen.getByRole('checkbox', { name: 'Switzerland connects to German' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Several right items per left item' }));
    expect(screen.getByRole('checkbox', { name: 'Switzerland connects to French' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Several right items per left item' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Switzerland connects to French' }));

    const content = (await createdBody(api())).content as Extract<QuestionContent, { kind: 'connected-elements' }>;
    expect(content.multiple).toBe(true);
    expect(content.pairs.map((pair) => content.right.find((item) => item.id === pair.rightId)?.text)).toEqual(['German', 'French']);
  });

  it('creates a text-completion question whose gap markers come from the insert button', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Keywords');
    type('Text with gaps', 'SELECT * ');
    fireEvent.click(screen.getByRole('button', { name: /Insert gap \[\[1\]\]$/ }));
    expect(screen.getByLabelText('Text with gaps')).toHaveValue('SELECT * [[1]]');
    const answers = screen.getByRole('combobox', { name: 'Accepted answers of gap 1' });
    fireEvent.change(answers, { target: { value: 'FROM' } });
    fireEvent.keyDown(answers, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Case sensitive' }));

    expect((await createdBody(api())).content).toEqual({
      kind: 'text-completion', gapText: 'SELECT * [[1]]', gaps: [{ answers: ['FROM'], caseSensitive: true, options: [] }],
    });
  });
});
