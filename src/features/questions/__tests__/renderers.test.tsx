import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionViewBody } from '../../../api/exam-api';
import { emptyAnswer } from '../renderers/empty-answer';
import { renderAnswering } from '../__fixtures__/renderer';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

// CodeMirror skips redrawing an editor it considers hidden (offsetWidth 0), which every element is in jsdom. Only
// the editors get a size: antd's virtual lists would show one option per "300 px" otherwise.
beforeAll(() => {
  const inEditor = (element: HTMLElement) => element.closest('.CodeMirror') !== null;
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function size(this: HTMLElement) {
    return inEditor(this) ? 800 : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function size(this: HTMLElement) {
    return inEditor(this) ? 300 : 0;
  });
});
afterAll(() => jest.restoreAllMocks());

const renderQuestion = (body: QuestionViewBody, text?: string) => renderAnswering(body, { text });

/** Sets a CodeMirror editor's text the way typing does (through its change events). */
async function setCode(label: string, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'textarea' }, FIND);
  const host = input.closest('.CodeMirror') as (HTMLElement & { CodeMirror: { setValue: (text: string) => void } }) | null;
  if (!host) throw new Error(`No code editor named ${label}`);
  act(() => host.CodeMirror.setValue(value));
}

/** Opens an antd select and picks an option by its text. */
async function pick(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(option, {}, FIND);
  fireEvent.click(options.at(-1)!);
}

describe('question renderers', () => {
  it('multiple choice: one radio answer, or every checked box in the options’ order', async () => {
    const user = userEvent.setup();
    const single = renderQuestion({
      kind: 'multiple-choice', multipleCorrect: false, options: [{ id: 'a', text: '**Red**' }, { id: 'b', text: 'Blue' }],
    });
    expect(screen.getByText('Red').tagName).toBe('STRONG');
    expect(screen.getByRole('radiogroup', { name: 'Answer the question.' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Blue/ }));
    expect(single.latest()).toEqual({ kind: 'multiple-choice', choices: ['b'] });
    await user.click(screen.getByRole('radio', { name: /Red/ }));
    expect(single.latest()).toEqual({ kind: 'multiple-choice', choices: ['a'] });
  });

  it('multiple choice with several correct: check boxes', async () => {
    const user = userEvent.setup();
    const multi = renderQuestion({
      kind: 'multiple-choice', multipleCorrect: true, options: [{ id: 'a', text: 'One' }, { id: 'b', text: 'Two' }, { id: 'c', text: 'Three' }],
    });
    await user.click(screen.getByRole('checkbox', { name: /Three/ }));
    await user.click(screen.getByRole('checkbox', { name: /One/ }));
    expect(multi.latest()).toEqual({ kind: 'multiple-choice', choices: ['a', 'c'] });
  });

  it('true/false: the chosen value', async () => {
    const user = userEvent.setup();
    const tf = renderQuestion({ kind: 'true-false' });
    expect(screen.getByRole('radio', { name: 'True' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(tf.latest()).toEqual({ kind: 'true-false', value: false });
  });

  it('free text: the typed text, cut at the question’s limit, with a count', async () => {
    const user = userEvent.setup();
    const free = renderQuestion({ kind: 'free-text', maxLength: 10 });
    await user.type(screen.getByRole('textbox', { name: 'Answer the question.' }), 'Normalisation');
    expect(free.latest()).toEqual({ kind: 'free-text', text: 'Normalisat' });
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('code: starts from the template, lists the public tests and counts the hidden ones', async () => {
    const code = renderQuestion({
      kind: 'code', language: 'python', sourceTemplate: 'def add(a, b):\n    pass\n', timeLimitMs: 2000, hiddenTestCount: 3,
      publicTests: [{ id: 't1', name: 'small numbers', input: '1 2', expectedOutput: '3' }],
    });
    const editor = await screen.findByLabelText('Your Python code', { selector: 'textarea' }, FIND);
    expect(editor.closest('.CodeMirror')?.textContent).toContain('def add(a, b):');
    const tests = screen.getByRole('table');
    expect(within(tests).getByText('small numbers')).toBeInTheDocument();
    expect(within(tests).getByText('1 2')).toBeInTheDocument();
    expect(screen.getByText('Your code is also checked by 3 hidden tests.')).toBeInTheDocument();
    await setCode('Your Python code', 'def add(a, b):\n    return a + b\n');
    expect(code.latest()).toEqual({ kind: 'code', source: 'def add(a, b):\n    return a + b\n' });
  });

  it('SQL: the query, and the fixture read-only in a folded panel', async () => {
    const user = userEvent.setup();
    const sql = renderQuestion({ kind: 'sql', fixture: 'CREATE TABLE t (a int);' });
    await setCode('Your SQL query', 'SELECT a FROM t');
    expect(sql.latest()).toEqual({ kind: 'sql', query: 'SELECT a FROM t' });
    await user.click(screen.getByRole('button', { name: /Database \(schema and data\)/ }));
    const fixture = await screen.findByLabelText('Database (schema and data)', { selector: 'textarea' }, FIND);
    expect(fixture.closest('.CodeMirror')?.textContent).toContain('CREATE TABLE t (a int);');
    expect(fixture).toHaveAttribute('readonly');
  });

  it('JSON: the text, with a valid / not valid hint', async () => {
    const json = renderQuestion({ kind: 'json' });
    await setCode('Your JSON', '{"a": [1, 2');
    expect(await screen.findByText(/Not valid JSON/)).toBeInTheDocument();
    await setCode('Your JSON', '{"a": [1, 2]}');
    expect(await screen.findByText('Valid JSON')).toBeInTheDocument();
    expect(json.latest()).toEqual({ kind: 'json', text: '{"a": [1, 2]}' });
  });

  it('complex: each part’s text and controls; the answer holds the answered parts in order', async () => {
    const user = userEvent.setup();
    const complex = renderQuestion({
      kind: 'complex',
      subquestions: [
        { id: 'p1', text: 'Is *SQL* declarative?', weight: 1, body: { kind: 'true-false' } },
        { id: 'p2', text: 'Rate it', weight: 2, body: { kind: 'scale', labels: [{ value: 1, label: 'Low' }, { value: 2, label: 'High' }] } },
      ],
    });
    expect(screen.getByRole('group', { name: 'Part 1' })).toHaveTextContent('Is SQL declarative?');
    await user.click(screen.getByRole('radio', { name: 'High' }));
    expect(complex.latest()).toEqual({ kind: 'complex', parts: [{ subquestionId: 'p2', answer: { kind: 'scale', value: 2 } }] });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(complex.latest()).toEqual({
      kind: 'complex',
      parts: [
        { subquestionId: 'p1', answer: { kind: 'true-false', value: true } },
        { subquestionId: 'p2', answer: { kind: 'scale', value: 2 } },
      ],
    });
  });

  it('ordered elements: moved with the keyboard buttons and by dragging', async () => {
    const user = userEvent.setup();
    const ordered = renderQuestion({
      kind: 'ordered-elements', elements: [{ id: 'c', text: 'Commit' }, { id: 'b', text: 'Begin' }, { id: 'u', text: 'Update' }],
    });
    expect(screen.getByRole('button', { name: 'Move "Commit" up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move "Commit" down' }));
    expect(ordered.latest()).toEqual({ kind: 'ordered-elements', order: ['b', 'c', 'u'] });
    expect(screen.getByRole('status')).toHaveTextContent('"Commit" is now at position 2 of 3.');

    const items = () => screen.getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => {} };
    fireEvent.dragStart(items()[2], { dataTransfer });
    fireEvent.dragOver(items()[1], { dataTransfer });
    fireEvent.drop(items()[1], { dataTransfer });
    expect(ordered.latest()).toEqual({ kind: 'ordered-elements', order: ['b', 'u', 'c'] });
    expect(items().map((item) => item.textContent)).toEqual(['1.Begin', '2.Update', '3.Commit']);
  });

  it('connected elements: one right item per left item, a new pick replacing the old', async () => {
    const connected = renderQuestion({
      kind: 'connected-elements',
      multiple: false,
      left: [{ id: 'l1', text: 'Primary key' }, { id: 'l2', text: 'Foreign key' }],
      right: [{ id: 'r1', text: 'unique' }, { id: 'r2', text: 'references' }],
    });
    await pick(screen.getByLabelText('Connected to "Foreign key"'), 'references');
    expect(connected.latest()).toEqual({ kind: 'connected-elements', pairs: [{ leftId: 'l2', rightId: 'r2' }] });
    await pick(screen.getByLabelText('Connected to "Primary key"'), 'unique');
    expect(connected.latest()).toEqual({
      kind: 'connected-elements', pairs: [{ leftId: 'l1', rightId: 'r1' }, { leftId: 'l2', rightId: 'r2' }],
    });
    await pick(screen.getByLabelText('Connected to "Primary key"'), 'references');
    expect(connected.latest()).toEqual({
      kind: 'connected-elements', pairs: [{ leftId: 'l1', rightId: 'r2' }, { leftId: 'l2', rightId: 'r2' }],
    });
  });

  it('connected elements: several right items per left item when the question allows it', async () => {
    const connected = renderQuestion({
      kind: 'connected-elements',
      multiple: true,
      left: [{ id: 'l1', text: 'Primary key' }, { id: 'l2', text: 'Foreign key' }],
      right: [{ id: 'r1', text: 'unique' }, { id: 'r2', text: 'not null' }],
    });
    await pick(screen.getByLabelText('Connected to "Primary key"'), 'unique');
    await pick(screen.getByLabelText('Connected to "Primary key"'), 'not null');
    expect(connected.latest()).toEqual({
      kind: 'connected-elements', pairs: [{ leftId: 'l1', rightId: 'r1' }, { leftId: 'l1', rightId: 'r2' }],
    });
  });

  it('text completion: typed gaps and drop-downs in the markdown text', async () => {
    const completion = renderQuestion({
      kind: 'text-completion', gapText: 'A **relation** has [[1]] and a key is [[2]].',
      gaps: [{ options: [] }, { options: ['unique', 'optional'] }],
    }, '');
    expect(screen.getByText('relation').tagName).toBe('STRONG');
    fireEvent.change(screen.getByLabelText('Gap 1'), { target: { value: 'tuples' } });
    expect(completion.latest()).toEqual({ kind: 'text-completion', gaps: ['tuples', null] });
    await pick(screen.getByLabelText('Gap 2'), 'unique');
    expect(completion.latest()).toEqual({ kind: 'text-completion', gaps: ['tuples', 'unique'] });
  });

  it('diagram: nodes added and connected with the keyboard, drawn, and deleted with their edges', async () => {
    const user = userEvent.setup();
    const diagram = renderQuestion({ kind: 'diagram' });
    const label = screen.getByLabelText('Node label');
    await user.type(label, 'Student{Enter}');
    await user.type(label, 'Course{Enter}');
    await pick(screen.getByLabelText('From'), 'Student');
    await pick(screen.getByLabelText('To'), 'Course');
    await user.type(screen.getByLabelText('Edge label (optional)'), 'enrols{Enter}');
    expect(diagram.latest()).toEqual({
      kind: 'diagram',
      diagram: { nodes: [{ id: 'n1', label: 'Student' }, { id: 'n2', label: 'Course' }], edges: [{ from: 'n1', to: 'n2', label: 'enrols' }] },
    });
    const drawing = screen.getByRole('img', { name: 'Diagram with 2 nodes and 1 edge' });
    expect(drawing.querySelectorAll('circle')).toHaveLength(2);
    expect(drawing.querySelectorAll('line')).toHaveLength(1);
    await user.click(screen.getByLabelText('Delete node "Course" and its edges'));
    expect(diagram.latest()).toEqual({ kind: 'diagram', diagram: { nodes: [{ id: 'n1', label: 'Student' }], edges: [] } });
  });

  it('scale: the chosen label’s value', async () => {
    const user = userEvent.setup();
    const scale = renderQuestion({
      kind: 'scale', labels: [{ value: 1, label: 'Disagree' }, { value: 3, label: 'Neutral' }, { value: 5, label: 'Agree' }],
    });
    await user.click(screen.getByRole('radio', { name: 'Agree' }));
    expect(scale.latest()).toEqual({ kind: 'scale', value: 5 });
  });

  it('an untouched question has an empty answer of its kind', () => {
    expect(emptyAnswer({ kind: 'code', language: 'c', sourceTemplate: 'int main() {}', timeLimitMs: 1000, publicTests: [], hiddenTestCount: 0 }))
      .toEqual({ kind: 'code', source: 'int main() {}' });
    expect(emptyAnswer({ kind: 'text-completion', gapText: '[[1]] [[2]]', gaps: [{ options: [] }, { options: [] }] }))
      .toEqual({ kind: 'text-completion', gaps: [null, null] });
    expect(emptyAnswer({ kind: 'ordered-elements', elements: [{ id: 'x', text: 'X' }, { id: 'y', text: 'Y' }] }))
      .toEqual({ kind: 'ordered-elements', order: ['x', 'y'] });
  });
});

describe('a question’s text', () => {
  it('is shown as sanitised markdown above the controls', async () => {
    renderQuestion({ kind: 'true-false' }, 'Is $1 < 2$? <img src=x onerror="alert(1)">');
    await waitFor(() => expect(document.querySelector('.eh-question .katex')).not.toBeNull());
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'A question' })).toBeInTheDocument();
  });
});
