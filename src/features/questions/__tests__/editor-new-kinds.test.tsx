import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionContent, QuestionInput } from '../../../api/exam-api';
import { selectAlerts } from '../../../core/alerts/alerts-slice';
import {
  createdBody, FIND, location, question, renderEditor, setCode, setUpEditorApi, type, typeTitle,
} from '../__fixtures__/editor';
import { delay, http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';

// A new question of each kind whose editor has rules of its own: what the editor sends for what the teacher did.

setUpEditorApi();

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

    const body = await createdBody();
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

    expect((await createdBody()).content).toEqual({
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

    const body = await createdBody();
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

    const body = await createdBody();
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

    const content = (await createdBody()).content as Extract<QuestionContent, { kind: 'connected-elements' }>;
    expect(content.multiple).toBe(true);
    expect(content.pairs.map((pair) => content.right.find((item) => item.id === pair.rightId)?.text)).toEqual(['German', 'French']);
  });

  it('creates a text-completion question whose gaps follow the markers typed in the text', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Keywords');
    type('Text with gaps', 'SELECT * [[1]] users [[2]]');
    expect(screen.getByRole('textbox', { name: 'Accepted answer 1 of gap 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    type('Accepted answer 1 of gap 1', 'FROM');
    type('Accepted answer 1 of gap 2', 'WHERE');
    // Deleting a marker drops its gap; typing it again brings its answers back.
    type('Text with gaps', 'SELECT * [[1]] users');
    expect(screen.queryByRole('textbox', { name: 'Accepted answer 1 of gap 2' })).not.toBeInTheDocument();
    type('Text with gaps', 'SELECT * [[1]] users [[2]]');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Case sensitive' })[0]);

    expect((await createdBody()).content).toEqual({
      kind: 'text-completion', gapText: 'SELECT * [[1]] users [[2]]',
      gaps: [{ answers: ['FROM'], caseSensitive: true, options: [] }, { answers: ['WHERE'], caseSensitive: false, options: [] }],
    });
  });

  it('inserts a gap marker with the button, and says how the markers must run when they do not', async () => {
    renderEditor('/question/new?kind=text-completion');
    await typeTitle('Keywords');
    type('Text with gaps', 'SELECT * ');
    fireEvent.click(screen.getByRole('button', { name: /Insert gap at the cursor$/ }));
    expect(screen.getByLabelText('Text with gaps')).toHaveValue('SELECT * [[1]]');
    expect(screen.getByRole('textbox', { name: 'Accepted answer 1 of gap 1' })).toBeInTheDocument();
    type('Text with gaps', 'SELECT [[2]] FROM [[1]]');
    expect(await screen.findByText('The text must mark the gaps [[1]] to [[2]], each once and in order.', {}, FIND)).toBeInTheDocument();
    type('Text with gaps', 'SELECT [[0]]');
    expect(await screen.findByText('Mark the gaps in the text as [[1]], [[2]], … in order.', {}, FIND)).toBeInTheDocument();
  });

  it('shows how input and output work for the question’s language, and where this server runs it', async () => {
    renderEditor('/question/new?kind=code');
    await typeTitle('Echo');
    fireEvent.click(await screen.findByRole('button', { name: /How input and output work/ }, FIND));
    expect(await screen.findByText(/Read standard input with/, {}, FIND)).toHaveTextContent('input() (one line) or sys.stdin');
    expect(await screen.findByText('This server runs Python in a local sandbox.', {}, FIND)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByTitle('Java', {}, FIND));
    expect(await screen.findByText(/This server cannot run Java \(Java runs on Judge0\)/, {}, FIND)).toBeInTheDocument();
    expect(screen.getByText(/must be/)).toHaveTextContent('The class with main must be public class Main.');
  });

  it('lists the tests a failing reference solution does not pass, and saves it inactive when asked', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/courses/1/questions'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('referenceCheck') !== 'skip') {
          await delay(200);
          return apiError(422, 'REFERENCE_FAILS', 'The reference solution does not pass the question’s own tests.', [
            { path: 'body/content/tests/0', message: 'expected "3", got "4\\n"' },
          ]);
        }
        const body = (await request.json()) as QuestionInput;
        return ok({ ...question(41, body.content), ...body, isActive: false }, { status: 201 });
      }),
    );
    const { store } = renderEditor('/question/new?kind=code');
    await typeTitle('Sum');
    await setCode('Reference solution', 'print(4)');
    type('Name of test 1', 'small');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Checking the reference solution against the question’s tests…', {}, FIND)).toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(dialog).toHaveTextContent('The reference solution does not pass the question’s own tests');
    expect(dialog).toHaveTextContent('Test 1 “small”: expected "3", got "4\\n"');
    expect(sentRequests('POST /courses/1/questions')[0].url.searchParams.get('referenceCheck')).toBeNull();
    // No alert of its own: the dialog says it.
    expect(selectAlerts(store.getState())).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway, inactive' }));
    await waitFor(() => expect(location()).toBe('/question/edit/41'));
    expect(sentRequests('POST /courses/1/questions')[1].url.searchParams.get('referenceCheck')).toBe('skip');
    expect(selectAlerts(store.getState()).map((alert) => [alert.kind, alert.message])).toEqual([
      ['success', 'Question created.'],
      ['warning', 'Saved inactive: exams do not draw it until its reference solution passes its tests.'],
    ]);
  });
});
