import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FullscreenButton } from '../components/fullscreen-button';
import '../messages';

describe('FullscreenButton', () => {
  let element: Element | null = null;
  beforeEach(() => {
    element = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    document.documentElement.requestFullscreen = jest.fn(async () => {
      element = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.exitFullscreen = jest.fn(async () => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
  });

  it('enters the browser\'s full screen and leaves it, and follows a leave by Esc', async () => {
    render(<FullscreenButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(document.documentElement.requestFullscreen).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Leave full screen' })).toHaveAttribute('aria-pressed', 'true');
    // Esc: the browser leaves full screen by itself.
    act(() => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not there where the browser has no full screen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    render(<FullscreenButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
