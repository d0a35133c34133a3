import { alertError, errorMessage } from '../errors';
import { apiCallFailed } from '../api-events';

describe('errorMessage (docs/requirements.md#error-messages)', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' },
      'The request was made but no response was received, please try again later.'],
    [{ status: 'TIMEOUT_ERROR', error: 'TimeoutError' },
      'The request was made but no response was received, please try again later.'],
    [{ status: 'FETCH_ERROR', error: 'AbortError: This operation was aborted' }, 'Network connection problems, connection canceled'],
    [{ status: 404, data: null }, 'The requested resource does not exist or has been deleted'],
    [{ status: 404, data: '' }, 'The requested resource does not exist or has been deleted'],
    [{ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>Not found</html>', error: 'SyntaxError' },
      'The requested resource does not exist or has been deleted'],
    [{ status: 400, data: { code: 'VALIDATION_FAILED', message: 'title is required' } },
      'Request failed with status code 400 (title is required)'],
    [{ status: 500, data: { code: 'INTERNAL' } }, 'Request failed with status code 500 ({"code":"INTERNAL"})'],
    [{ status: 'PARSING_ERROR', originalStatus: 500, data: 'Internal failure', error: 'SyntaxError' },
      'Request failed with status code 500 (Internal failure)'],
    [{ status: 'CUSTOM_ERROR', error: 'API Error. URL:http://x/api/y' }, 'API Error. URL:http://x/api/y'],
  ])('%j → %s', (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it('says offline when the browser is offline', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Network connection problems, are you offline?',
    );
  });

  it('uses the message of an Error or a serialized thunk error', () => {
    expect(errorMessage(new Error('Something broke'))).toBe('Something broke');
    expect(errorMessage({ name: 'Error', message: 'Rejected' })).toBe('Rejected');
    expect(errorMessage(new DOMException('aborted', 'AbortError'))).toBe('Network connection problems, connection canceled');
  });

  it('serialises other error shapes as JSON text', () => {
    expect(errorMessage({ reason: 'odd', at: 3 })).toBe('{"reason":"odd","at":3}');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage('plain text')).toBe('plain text');
  });

  it('cuts a very long server text', () => {
    const text = errorMessage({ status: 500, data: { message: 'x'.repeat(1000) } });
    expect(text.length).toBeLessThan(400);
    expect(text.endsWith('...)')).toBe(true);
  });
});

describe('alertError', () => {
  // The core turns the reported failure into an error alert (src/core/__tests__/base-query.test.ts).
  it('logs the error and reports its message as a failed call', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const dispatch = jest.fn();
    const error = { status: 403, data: { code: 'FORBIDDEN', message: 'No' } };
    alertError(dispatch, error);
    expect(consoleError).toHaveBeenCalledWith('Request failed with status code 403 (No)', error);
    expect(dispatch).toHaveBeenCalledWith(apiCallFailed('Request failed with status code 403 (No)'));
    consoleError.mockRestore();
  });
});
