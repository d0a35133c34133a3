import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderWithStore } from '../../../test/render';
import { preloaded, signedInAuth, signedInState, teacherUser } from '../../../test/store-state';
import SettingsPage from '../settings-page';

beforeEach(() => {
  server.use(http.put(apiUrl('/user/settings'), () => ok()));
});

/** What the code editor holds (CodeMirror keeps its instance on its wrapper; jsdom lays out no lines). */
const editorText = (container: HTMLElement) =>
  (container.querySelector('.CodeMirror') as (Element & { CodeMirror?: { getValue(): string } }) | null)?.CodeMirror?.getValue() ?? '';

describe('SettingsPage', () => {
  it('toggles dark mode: the store changes and the settings are PUT', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<SettingsPage />, { preloadedState: signedInState() });
    expect(screen.getByText(/Settings are saved to your account/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(store.getState().settings.theme.darkModeActive).toBe(true);
    await waitFor(() => expect(sentRequests('PUT /user/settings')).toHaveLength(1));
    expect(sentRequests('PUT /user/settings')[0].body).toMatchObject({ theme: { darkModeActive: true } });
  });

  it('offers the themes of the current mode with their seven colours, and chooses one', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<SettingsPage />, { preloadedState: signedInState() });
    const group = screen.getByRole('radiogroup', { name: 'Light themes' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['default', 'bootstrapish', 'quasarish']);
    const swatches = screen.getByRole('img', { name: 'Colours of the Default theme' });
    expect(swatches.children).toHaveLength(7);
    await user.click(within(group).getByRole('radio', { name: /Quasarish/ }));
    expect(store.getState().settings.theme.activeLightTheme).toBe('quasarish');
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    const dark = screen.getByRole('radiogroup', { name: 'Dark themes' });
    expect(within(dark).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'default-dark', 'midnight-blues', 'neon-night',
    ]);
    await user.click(within(dark).getByRole('radio', { name: /Neon night/ }));
    expect(store.getState().settings.theme).toMatchObject({ activeDarkTheme: 'neon-night', activeLightTheme: 'quasarish' });
  });

  it('changes font size, the switches, and resets form button positions', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<SettingsPage />, {
      preloadedState: signedInState({ dictFormButtonsPosition: { 'exam-edit': 'top-right', 'question-edit': 'bottom-right' } }),
    });
    // antd hides the native radio input under its styled button: click the visible label.
    await user.click(screen.getByText('18px'));
    expect(store.getState().settings.theme.fontSize).toBe('18px');
    await user.click(screen.getByRole('switch', { name: 'Mark whitespace in the code editor' }));
    await user.click(screen.getByRole('switch', { name: 'Show the question header' }));
    expect(store.getState().settings).toMatchObject({ markWhitespace: true, showQuestionHeader: true });
    expect(screen.getByText('Top right')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset the position of exam-edit' }));
    expect(store.getState().settings.dictFormButtonsPosition).toEqual({ 'question-edit': 'bottom-right' });
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(store.getState().settings.dictFormButtonsPosition).toEqual({});
  });

  it('shows a student neither the staff’s form button positions nor grading code', async () => {
    const student = { ...teacherUser, username: 'student', dbUser: { ...teacherUser.dbUser, username: 'student', roleName: 'Student' } };
    const { container } = renderWithStore(<SettingsPage />, {
      preloadedState: preloaded({ auth: signedInAuth({ user: student }), settings: { username: 'student' } }),
    });
    await waitFor(() => expect(container.querySelector('.CodeMirror')).not.toBeNull());
    expect(screen.queryByRole('heading', { name: 'Form button positions' })).not.toBeInTheDocument();
    expect(editorText(container)).toContain('Count the distinct lines of the input');
    expect(editorText(container)).not.toContain('Grade one answer');
  });

  it('shows staff their form button positions and the grading sample', async () => {
    const { container } = renderWithStore(<SettingsPage />, { preloadedState: signedInState() });
    await waitFor(() => expect(container.querySelector('.CodeMirror')).not.toBeNull());
    expect(screen.getByRole('heading', { name: 'Form button positions' })).toBeInTheDocument();
    expect(editorText(container)).toContain('Grade one answer');
  });

  it('previews the code editor in the chosen theme', async () => {
    const { container } = renderWithStore(<SettingsPage />, { preloadedState: signedInState() });
    await waitFor(() => expect(container.querySelector('.CodeMirror')).not.toBeNull());
    expect(container.querySelector('.CodeMirror')).toHaveClass('cm-s-solarized', 'cm-s-dark');
  });
});
