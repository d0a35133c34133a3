import { render, screen } from '@testing-library/react';
import { LoadingScreen } from '../loading-screen';

afterEach(() => jest.restoreAllMocks());

const moustache = () => screen.getByTestId('moustache');

describe('LoadingScreen', () => {
  it('reverses (mirrors) the moustache when the coin says so', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.1);
    const { container } = render(<LoadingScreen />);
    expect(container.querySelector('svg')).toHaveAttribute('data-moustache', 'reversed');
    expect(moustache()).toHaveAttribute('transform', 'matrix(-1 0 0 1 120 0)');
  });

  it('keeps the moustache the normal way otherwise', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.9);
    const { container } = render(<LoadingScreen />);
    expect(container.querySelector('svg')).toHaveAttribute('data-moustache', 'normal');
    expect(moustache()).not.toHaveAttribute('transform');
  });

  it('shows a random quote with its author, as a status', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ExamHall…');
    expect(screen.getByText('The beautiful thing about learning is that nobody can take it away from you.')).toBeInTheDocument();
    expect(screen.getByText('— B.B. King')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /moustache/ })).toBeInTheDocument();
  });

  it('draws the quote and the direction once per mount', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.95);
    const { rerender } = render(<LoadingScreen />);
    random.mockReturnValue(0.05);
    rerender(<LoadingScreen />);
    expect(screen.getByText('— John Dewey')).toBeInTheDocument();
    expect(moustache()).not.toHaveAttribute('transform');
  });
});
