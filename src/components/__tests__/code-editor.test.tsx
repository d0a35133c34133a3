import { waitFor } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import { signedInState } from '../../test/store-state';
import { CodeEditor } from '../code-editor';

// CodeMirror skips redrawing an editor it considers hidden (offsetWidth 0), which every element is in jsdom.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
});
afterAll(() => jest.restoreAllMocks());

describe('CodeEditor', () => {
  it('uses the user’s code-editor theme, falling back to Solarized Dark', () => {
    const { container } = renderWithStore(<CodeEditor value="x" />, {
      preloadedState: signedInState({ theme: { ...signedInState().settings!.theme, codeMirrorTheme: 'Gruvbox Light' } }),
    });
    expect(container.querySelector('.CodeMirror')).toHaveClass('cm-s-eh-gruvbox-light');
    const other = renderWithStore(<CodeEditor value="x" themeName="Something else" />);
    expect(other.container.querySelector('.CodeMirror')).toHaveClass('cm-s-solarized', 'cm-s-dark');
  });

  it('marks spaces and tabs when markWhitespace is on', async () => {
    const { container } = renderWithStore(<CodeEditor value={'a b\tc'} language="text" height="auto" />, {
      preloadedState: signedInState({ markWhitespace: true }),
    });
    await waitFor(() => expect(container.querySelector('.cm-eh-space')).not.toBeNull());
    expect(container.querySelector('.cm-eh-tab')).not.toBeNull();
    expect(container.querySelector('.eh-code-editor')).toHaveClass('marks-whitespace');
  });

  it('does not mark whitespace by default', () => {
    const { container } = renderWithStore(<CodeEditor value={'a b'} language="text" height="auto" />);
    expect(container.querySelector('.cm-eh-space')).toBeNull();
  });
});
