import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '../../../core/store';
import { renderWithStore } from '../../../test/render';
import { signedInState } from '../../../test/store-state';
import { Markdown, preloadAttachments } from '../components/markdown';

// The exam page preloads every image of an instance when it opens, so that a question opened later shows its
// images without the network.
describe('preloadAttachments', () => {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => ({ ok: true, status: 200, blob: async () => new Blob([String(input)]) }) as unknown as Response);
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as typeof fetch;
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blob.size}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('loads each image referenced once, and a Markdown shown later uses what was loaded', async () => {
    const store = setupStore(signedInState());
    const views = JSON.stringify([{ text: '![a](attachment:640) and again ![a](attachment:640)' }, { text: '![b](attachment:6401)' }]);
    preloadAttachments(views, store.getState());
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.endsWith('/attachments/640'))).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith('/attachments/6401'))).toHaveLength(1);
    expect(urls).toHaveLength(2);

    // Offline now: a render needs no request.
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithStore(<Markdown source="![plot](attachment:640)" />, { store });
    await waitFor(() => expect(screen.getByRole('img', { name: 'plot' }).getAttribute('src')).toMatch(/^blob:/));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing for text without images', () => {
    preloadAttachments('{"text":"no images, not even attachment:x"}', setupStore(signedInState()).getState());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
