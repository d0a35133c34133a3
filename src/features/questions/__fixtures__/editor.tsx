import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  MultipleChoiceContent, Question, QuestionContent, QuestionInput, QuestionView,
} from '../../../api/exam-api';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { LocationProbe, renderUnderAppRoot } from '../../../test/render-shell';
import QuestionEditPage from '../question-edit-page';
import { bankNodes, bankState } from './bank';

// Shared set-up of the question editor's page tests (editor-*.test.tsx): a fake API, the page in a router, and
// the editing steps the tests repeat.

// Generous: a test pays for loading antd and CodeMirror at its first render, and the CI machine is often busy.
// A wait that succeeds costs nothing of its limit.
export const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const previewView: QuestionView = {
  questionId: null, version: 1, kind: 'true-false', title: 'Preview title', text: '', seed: 1, timeLimitSeconds: null,
  body: { kind: 'true-false' },
};

export function question(id: number, content: QuestionContent, extra: Partial<Question> = {}): Question {
  return {
    id, courseId: 1, rootId: 5, version: 1, isLatest: true, versionCount: 1, kind: content.kind, title: 'Joins',
    text: 'Which **join**?', content, template: null, isActive: true, timeLimitSeconds: null, comment: null, feedback: null,
    tags: ['sql'], nodes: [{ id: 2, name: 'Joins' }], createdBy: 2, createdByName: 'Tea Cher', updatedByName: 'Tea Cher',
    createdAt: '2026-01-10T10:00:00.000Z', updatedAt: '2026-01-10T10:00:00.000Z', ...extra,
  };
}

export const mcContent: MultipleChoiceContent = {
  kind: 'multiple-choice', multipleCorrect: false, shuffle: true,
  options: [
    { id: 'optA', text: 'Inner', correct: true, penalty: 100 },
    { id: 'optB', text: 'Outer', correct: false, penalty: 100 },
  ],
};

/**
 * Adds, around each test of the calling file, the API answers of the editor (course 1, its nodes and tags, the
 * draft preview, question 41 and the creation of questions); a test adds or overrides answers with `server.use`.
 */
export function setUpEditorApi() {
  beforeEach(() => {
    server.use(
      http.put(apiUrl('/user/settings'), () => ok()),
      http.get(apiUrl('/courses/1/nodes'), () => ok(bankNodes)),
      http.get(apiUrl('/courses/1/question-tags'), () => ok([{ tag: 'sql', count: 3 }])),
      http.post(apiUrl('/courses/1/questions/preview'), () => ok(previewView)),
      http.get(apiUrl('/questions/41'), () => ok(question(41, mcContent))),
      http.get(apiUrl('/questions/41/versions'), () => ok([])),
      http.get(apiUrl('/code-runners'), () => ok([
        { language: 'javascript', runner: 'local', available: true, reason: null },
        { language: 'python', runner: 'local', available: true, reason: null },
        { language: 'java', runner: 'none', available: false, reason: 'Java runs on Judge0' },
      ])),
      http.post(apiUrl('/courses/1/questions'), async ({ request }) => {
        const input = (await request.json()) as QuestionInput;
        return ok({ ...question(41, input.content), ...input, feedback: input.feedback ?? null }, { status: 201 });
      }),
    );
  });
  afterEach(() => jest.restoreAllMocks());
}

/**
 * The editor's page at `path` (/question/new… or /question/edit/:id) under the app's root route, which clears the
 * alerts on navigation and gives the app its navigator, as in the app.
 */
export function renderEditor(path: string) {
  const page = <><QuestionEditPage /><LocationProbe /></>;
  return renderUnderAppRoot(
    [
      { path: '/question/new', element: page },
      { path: '/question/edit/:id', element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { path, state: bankState },
  );
}

export const location = () => screen.getByTestId('location').textContent;

/** Sets the whole value of the field named `label`: these tests are about what the form does with a value. */
export const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Sets a CodeMirror editor's text the way typing does (through its change events). */
export async function setCode(label: string, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'textarea' }, FIND);
  const host = input.closest('.CodeMirror') as (HTMLElement & { CodeMirror: { setValue: (text: string) => void } }) | null;
  if (!host) throw new Error(`No code editor named ${label}`);
  // CodeMirror reports the change outside React's event system: act() lets the draft update before the next edit.
  act(() => host.CodeMirror.setValue(value));
}

/** Presses Create and returns the body of the one creation request it sent. */
export async function createdBody(): Promise<QuestionInput> {
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(sentRequests('POST /courses/1/questions')).toHaveLength(1));
  return sentRequests('POST /courses/1/questions')[0].body as QuestionInput;
}

/** Waits for the editor to be shown and writes the title. */
export async function typeTitle(title: string) {
  fireEvent.change(await screen.findByLabelText('Title', {}, FIND), { target: { value: title } });
}

/** The shape of the ids the editor gives new list items (options, tests, pairs). */
export const ITEM_ID = /^[a-z0-9]{8}$/;
