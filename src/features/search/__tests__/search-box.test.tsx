import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchResult } from '../../../api/generated/exam-api';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import { SearchBox } from '../search-box';

jest.setTimeout(60_000);
const FIND = { timeout: 20_000 };
const SEARCH = 'GET /lookups/search-anything';

const results: SearchResult[] = [
  { type: 'Exam', id: 12, title: 'Databases midterm', idAcademicYear: 5, academicYear: '2026/2027', altId2: null, titleAbbrev: 'DB-MID', path: '/exam/edit/12' },
  { type: 'Course', id: 3, title: 'Databases', idAcademicYear: null, academicYear: null, altId2: null, titleAbbrev: 'DB', path: '/' },
  { type: 'Student', id: 7, title: 'Dana Student', idAcademicYear: null, academicYear: null, altId2: '0036123456', titleAbbrev: 'dana@example.org', path: '/student/7' },
];

beforeEach(() => {
  server.use(
    http.get(apiUrl('/lookups/search-anything'), ({ request }) => ok(new URL(request.url).searchParams.get('query')?.includes('data') ? results : [])),
    http.put(apiUrl('/user/settings'), () => ok()),
  );
});
afterEach(() => {
  jest.useRealTimers();
});

function renderSearch(onLogout = jest.fn()) {
  const view = renderInRouter(<SearchBox onLogout={onLogout} />, { path: '/exam/list', state: signedInState({ currCourseId: 1 }) });
  const input = screen.getByRole('combobox', { name: 'Search exams, courses, students and commands' });
  return { ...view, input, onLogout };
}

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('search box', () => {
  it('asks the server only after 300 ms without typing', async () => {
    jest.useFakeTimers();
    const { input } = renderSearch();
    type(input, 'da');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    type(input, 'data');
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(sentRequests(SEARCH)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(sentRequests(SEARCH)).toHaveLength(1));
    expect(sentRequests(SEARCH)[0].url.searchParams.get('query')).toBe('data');
  });

  it('groups server results and palette entries by type', async () => {
    const { input } = renderSearch();
    type(input, 'data');
    expect(await screen.findByText('Databases midterm', {}, FIND)).toBeInTheDocument();
    for (const group of ['Exams', 'Courses', 'Students']) expect(screen.getByText(group)).toBeInTheDocument();
    expect(screen.getByText('DB-MID · 2026/2027')).toBeInTheDocument();
    expect(screen.getByText('0036123456 · dana@example.org')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { input } = renderSearch();
    type(input, 'zzz qqq');
    expect(await screen.findByText('No results. Type in your search, you can use spaces to separate words.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests(SEARCH)).toHaveLength(1);
  });

  it('focuses on Ctrl+Shift+P and Cmd+Shift+P, keeping the browser from handling the keys', () => {
    const { input } = renderSearch();
    expect(input).not.toHaveFocus();
    const notCancelled = fireEvent.keyDown(window, { key: 'P', ctrlKey: true, shiftKey: true });
    expect(notCancelled).toBe(false);
    expect(input).toHaveFocus();
    (input as HTMLInputElement).blur();
    fireEvent.keyDown(window, { key: 'p', metaKey: true, shiftKey: true });
    expect(input).toHaveFocus();
  });

  it('ignores Ctrl+P without Shift', () => {
    const { input } = renderSearch();
    expect(fireEvent.keyDown(window, { key: 'p', ctrlKey: true })).toBe(true);
    expect(input).not.toHaveFocus();
  });

  it('opens a navigation entry', async () => {
    const { input } = renderSearch();
    type(input, 'question analytics');
    fireEvent.click(await screen.findByText('Question analytics', {}, FIND));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics/question'));
  });

  it('opens an exam or a student at its path', async () => {
    const { input } = renderSearch();
    type(input, 'data');
    fireEvent.click(await screen.findByText('Dana Student', {}, FIND));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student/7'));
  });

  it('switches to a course and goes home', async () => {
    const { input, store } = renderSearch();
    type(input, 'data');
    fireEvent.click(await screen.findByText('DB · Switch to this course', {}, FIND));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().settings.currCourseId).toBe(3);
  });

  it('opens the top result with Enter', async () => {
    const { input } = renderSearch();
    type(input, 'export');
    await screen.findByText('Export results', {}, FIND);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/export'));
  });

  it('runs the Logout command', async () => {
    const { input, onLogout } = renderSearch();
    type(input, 'logout');
    fireEvent.click(await screen.findByText('Logout', {}, FIND));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
