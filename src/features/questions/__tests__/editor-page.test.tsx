import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Question, QuestionContent, QuestionInput, QuestionView } from '../../../api/exam-api';
import { fakeOk, installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderInRouter } from '../../../test/render-shell';
import QuestionEditPage from '../question-edit-page';
import { bankNodes, bankState } from '../__fixtures__/bank';

jest.setTimeout(60_000);
// The two longest flows below (a nested editor; a template of two variables) get twice that.
// The first render of a page pays for loading antd and CodeMirror, and a busy machine is slow.
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const view: QuestionView = {
  questionId: null, version: 1, kind: 'true-false', title: 'Preview title', text: '', seed: 1, timeLimitSeconds: null,
  body: { kind: 'true-false' },
};

function question(id: number, content: QuestionContent, extra: Partial<Question> = {}): Question {
  return {
    id, courseId: 1, rootId: 5, version: 1, isLatest: true, versionCount: 1, kind: content.kind, title: 'Joins',
    text: 'Which **join**?', content, template: null, isActive: true, timeLimitSeconds: null, comment: null,
    tags: ['sql'], nodes: [{ id: 2, name: 'Joins' }], createdBy: 2, createdByName: 'Tea Cher', updatedByName: 'Tea Cher',
    createdAt: '2026-01-10T10:00:00.000Z', updatedAt: '2026-01-10T10:00:00.000Z', ...extra,
  };
}

const mcContent: QuestionContent = {
  kind: 'multiple-choice', multipleCorrect: false, shuffle: true,
  options: [
    { id: 'optA', text: 'Inner', correct: true, penalty: 100 },
    { id: 'optB', text: 'Outer', correct: false, penalty: 100 },
  ],
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'PUT /user/settings': fakeOk(),
    'GET /courses/1/nodes': fakeOk(bankNodes),
    'GET /courses/1/question-tags': fakeOk([{ tag: 'sql', count: 3 }]),
    'POST /courses/1/questions/preview': fakeOk(view),
    'GET /questions/41': fakeOk(question(41, mcContent)),
    'GET /questions/41/versions': fakeOk([]),
    'POST /courses/1/questions': (req) => ({
      status: 201,
      body: { success: true, data: { ...question(41, (req.body as QuestionInput).content), ...(req.body as QuestionInput) } },
    }),
  });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function renderEditor(path: string) {
  return renderInRouter(
    <Routes>
      <Route path="/question/new" element={<QuestionEditPage />} />
      <Route path="/question/edit/:id" element={<QuestionEditPage />} />
    </Routes>,
    { path, state: bankState },
  );
}

const location = () => screen.getByTestId('location').textContent;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Sets a CodeMirror editor's text the way typing does (through its change events). */
async function setCode(label: string, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'textarea' }, FIND);
  const host = input.closest('.CodeMirror') as (HTMLElement & { CodeMirror: { setValue: (text: string) => void } }) | null;
  if (!host) throw new Error(`No code editor named ${label}`);
  // CodeMirror reports the change outside React's event system: act() lets the draft update before the next edit.
  act(() => host.CodeMirror.setValue(value));
}

async function createdBody(): Promise<QuestionInput> {
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(api.calls('POST /courses/1/questions')).toHaveLength(1));
  return api.calls('POST /courses/1/questions')[0].body as QuestionInput;
}

/** Waits for the editor to be shown and writes the title. */
async function typeTitle(title: string) {
  fireEvent.change(await screen.findByLabelText('Title', {}, FIND), { target: { value: title } });
}

const ITEM_ID = /^[a-z0-9]{8}$/;

describe('QuestionEditPage — new questions', () => {
  it('asks for the kind first and then shows that kind’s editor', async () => {
    renderEditor('/question/new');
    const picker = await screen.findByRole('list', { name: 'What kind of question?' }, FIND);
    fireEvent.click(within(picker).getByRole('button', { name: /True\/false$/ }));
    expect(await screen.findByRole('radiogroup', { name: 'The statement is' }, FIND)).toBeInTheDocument();
    expect(location()).toBe('/question/new?kind=true-false');
  });

  it('creates a multiple-choice question with the default penalties of its key and opens it', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    type('Text of option 1', 'Inner join');
    type('Text of option 2', 'Left join');
    type('Text of option 3', 'Cross join');
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Correct' })[1]);
    expect(screen.getByText(/each correct option 100 \/ number of correct options/)).toBeInTheDocument();

    const body = await createdBody();
    expect(body).toMatchObject({
      title: 'Joins', text: '', template: null, isActive: true, timeLimitSeconds: null, comment: null, tags: [], nodeIds: [],
      content: {
        kind: 'multiple-choice', multipleCorrect: true, shuffle: true,
        options: [
          { text: 'Inner join', correct: true, penalty: 50 },
          { text: 'Left join', correct: true, penalty: 50 },
          { text: 'Cross join', correct: false, penalty: 100 },
        ],
      },
    });
    const ids = (body.content as Extract<QuestionContent, { kind: 'multiple-choice' }>).options.map((option) => option.id);
    expect(ids.every((id) => ITEM_ID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    await waitFor(() => expect(location()).toBe('/question/edit/41'));
  });

  it('does not send a multiple-choice question without a correct option and says so on the options', async () => {
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    ['A', 'B', 'C'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple correct' }));
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Correct' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Mark at least one option correct.', {}, FIND)).toBeInTheDocument();
    expect(api.calls('POST /courses/1/questions')).toHaveLength(0);
  });

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
  }, 120_000);

  it('creates a connected-elements question from the matrix of ticked pairs', async () => {
    renderEditor('/question/new?kind=connected-elements');
    await typeTitle('Capitals');
    type('Left 1', 'France');
    type('Left 2', 'Italy');
    type('Right 1', 'Rome');
    type('Right 2', 'Paris');
    fireEvent.click(screen.getByRole('checkbox', { name: 'France connects to Paris' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Italy connects to Rome' }));

    const body = await createdBody();
    const content = body.content as Extract<QuestionContent, { kind: 'connected-elements' }>;
    const [france, italy] = content.left;
    const [rome, paris] = content.right;
    expect([france.text, italy.text, rome.text, paris.text]).toEqual(['France', 'Italy', 'Rome', 'Paris']);
    expect(content.pairs).toEqual([{ leftId: france.id, rightId: paris.id }, { leftId: italy.id, rightId: rome.id }]);
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

    expect((await createdBody()).content).toEqual({
      kind: 'text-completion', gapText: 'SELECT * [[1]]', gaps: [{ answers: ['FROM'], caseSensitive: true, options: [] }],
    });
  });

  it('sends the template’s variables with the question', async () => {
    renderEditor('/question/new?kind=true-false');
    await typeTitle('Templated');
    fireEvent.click(screen.getByRole('switch', { name: 'Templated question: variables drawn from a seed' }));
    fireEvent.click(screen.getByRole('button', { name: /Add variable$/ }));
    type('Name of variable 1', 'a');
    type('Minimum of variable 1', '2');
    type('Maximum of variable 1', '9');
    fireEvent.click(screen.getByRole('button', { name: /Add variable$/ }));
    type('Name of variable 2', 'b');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type of variable 2' }));
    fireEvent.click(await screen.findByTitle('expression', {}, FIND));
    type('Expression of variable 2', 'a * 2');

    // The preview is asked for with the draft, template included (before Create leaves the page).
    await waitFor(() => expect(api.calls('POST /courses/1/questions/preview').some(
      (req) => (req.body as { question: QuestionInput }).question.template?.variables.length === 2,
    )).toBe(true));
    expect((await createdBody()).template).toEqual({
      variables: [{ name: 'a', type: 'int', min: 2, max: 9 }, { name: 'b', type: 'expr', expr: 'a * 2' }],
    });
  }, 120_000);

  it('shows the server’s validation details on the fields they name', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('POST /courses/1/questions', {
      status: 400,
      body: {
        code: 'VALIDATION', message: 'The question is not valid.',
        details: [
          { path: 'body/title', message: 'A question with this title exists in the node.' },
          { path: 'body/content/options/1/text', message: 'Two options have the same text.' },
          { path: 'body/content/options/2/id', message: 'Duplicate id.' },
        ],
      },
    });
    renderEditor('/question/new?kind=multiple-choice');
    await typeTitle('Joins');
    ['A', 'A', 'C'].forEach((text, i) => type(`Text of option ${i + 1}`, text));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('A question with this title exists in the node.', {}, FIND)).toBeInTheDocument();
    const optionTwo = screen.getByLabelText('Text of option 2').closest('.ant-form-item') as HTMLElement;
    expect(within(optionTwo).getByText('Two options have the same text.')).toBeInTheDocument();
    // A detail on a path without a field of its own lands on the nearest field that shows it: the option list.
    expect(screen.getByText('Duplicate id.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('The server did not accept the question')).not.toBeInTheDocument();
    expect(location()).toBe('/question/new?kind=multiple-choice');
  });
});

describe('QuestionEditPage — editing', () => {
  beforeEach(() => {
    api.on('GET /questions/5', fakeOk(question(5, mcContent)));
    api.on('GET /questions/5/versions', fakeOk([]));
  });

  it('saves in place with mode=in-place and stays on the question', async () => {
    api.on('PUT /questions/5', (req) => fakeOk({ ...question(5, mcContent), ...(req.body as QuestionInput) }));
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Joins', {}, FIND)).toBeInTheDocument();
    type('Title', 'Joins, revised');
    fireEvent.click(screen.getByRole('button', { name: 'Save in place' }));
    await waitFor(() => expect(api.calls('PUT /questions/5')).toHaveLength(1));
    const [call] = api.calls('PUT /questions/5');
    expect(call.url.searchParams.get('mode')).toBe('in-place');
    expect(call.body).toEqual({
      title: 'Joins, revised', text: 'Which **join**?', content: mcContent, template: null, isActive: true,
      timeLimitSeconds: null, comment: null, tags: ['sql'], nodeIds: [2],
    });
    expect(location()).toBe('/question/edit/5');
  });

  it('saves as a new version with mode=new-version and opens the new version', async () => {
    api.on('PUT /questions/5', (req) => fakeOk({ ...question(6, mcContent, { version: 2, versionCount: 2 }), ...(req.body as QuestionInput) }));
    api.on('GET /questions/6', fakeOk(question(6, mcContent, { version: 2, versionCount: 2 })));
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Joins', {}, FIND)).toBeInTheDocument();
    type('Text of option 2', 'Left outer');
    fireEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(location()).toBe('/question/edit/6'));
    const [call] = api.calls('PUT /questions/5');
    expect(call.url.searchParams.get('mode')).toBe('new-version');
    expect((call.body as QuestionInput).content).toEqual({
      ...mcContent, options: [mcContent.options[0], { ...mcContent.options[1], text: 'Left outer' }],
    });
    expect(await screen.findByText('Version 2 of 2', {}, FIND)).toBeInTheDocument();
  });

  it('replaces the content on a kind change only after the teacher confirms it', async () => {
    renderEditor('/question/edit/5');
    expect(await screen.findByDisplayValue('Outer', {}, FIND)).toBeInTheDocument();
    const pick = async (title: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
      fireEvent.click(await screen.findByTitle(title, {}, FIND));
      return screen.findByRole('dialog', {}, FIND);
    };

    // The select renders only the first options (virtual list): True/false is among them.
    fireEvent.click(within(await pick('True/false')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Outer')).toBeInTheDocument();

    fireEvent.click(within(await pick('True/false')).getByRole('button', { name: 'Change the kind' }));
    expect(await screen.findByRole('radiogroup', { name: 'The statement is' }, FIND)).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Outer')).not.toBeInTheDocument();
  });

  it('shows an older version read-only with a link to the latest', async () => {
    api.on('GET /questions/5', fakeOk(question(5, mcContent, { isLatest: false, versionCount: 3 })));
    api.on('GET /questions/5/versions', fakeOk([
      { id: 9, version: 3, isLatest: true, title: 'Joins', kind: 'multiple-choice', isActive: true, updatedAt: '2026-01-12T10:00:00.000Z', updatedByName: null },
      { id: 5, version: 1, isLatest: false, title: 'Joins', kind: 'multiple-choice', isActive: true, updatedAt: '2026-01-10T10:00:00.000Z', updatedByName: null },
    ]));
    renderEditor('/question/edit/5');
    expect(await screen.findByText('You are viewing version 1, an older version. It cannot be changed.', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the latest version (version 3)' }, FIND)).toHaveAttribute('href', '/question/edit/9');
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save in place' })).toBeDisabled();
  });
});
