import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../test/render';
import { showError, showFlashSuccess, showFlashWarning, showSuccess, showWarning } from '../alert-actions';
import { AlertsDisplay } from '../alerts-display';
import { alertFading, selectAlerts } from '../alerts-slice';

describe('AlertsDisplay', () => {
  it('shows each of the five types distinctly, closable unless flash', () => {
    const { store } = renderWithStore(<AlertsDisplay />);
    act(() => {
      store.dispatch(showSuccess('Saved'));
      store.dispatch(showFlashSuccess('Copied'));
      store.dispatch(showFlashWarning('Nothing to copy'));
      store.dispatch(showWarning('Check the dates'));
      store.dispatch(showError('It broke'));
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.className)).toEqual([
      'eh-alert alert-success', 'eh-alert alert-flash-success', 'eh-alert alert-flash-warning', 'eh-alert alert-warning',
      'eh-alert alert-error',
    ]);
    expect(alerts.map((a) => within(a).queryByRole('button', { name: 'Close notification' }) !== null)).toEqual([
      true, false, false, true, true,
    ]);
    expect(within(alerts[4]).getByText('It broke')).toBeInTheDocument();
    expect(alerts[4]).toHaveTextContent('Error: It broke');
  });

  it('marks a fading alert, closes one, and clears all when there are several', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<AlertsDisplay />);
    act(() => {
      store.dispatch(showWarning('First'));
    });
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(showError('Second'));
      store.dispatch(alertFading(selectAlerts(store.getState())[0].id));
    });
    expect(screen.getAllByRole('alert')[0]).toHaveClass('is-fading');
    await user.click(within(screen.getAllByRole('alert')[1]).getByRole('button', { name: 'Close notification' }));
    expect(selectAlerts(store.getState()).map((a) => a.message)).toEqual(['First']);
    act(() => {
      store.dispatch(showSuccess('Third'));
    });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
