import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { renderInRouter } from '../../test/render-shell';
import { signedInState } from '../../test/store-state';

function Form() {
  const [value, setValue] = useState('');
  const { contextHolder, confirmDiscard } = useUnsavedChangesGuard(value !== '');
  const [discarded, setDiscarded] = useState<boolean | null>(null);
  return (
    <>
      {contextHolder}
      <input aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => void confirmDiscard().then(setDiscarded)}>Close</button>
      <output data-testid="discarded">{String(discarded)}</output>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    renderInRouter(<Form />, { path: '/form', state: signedInState() });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location()).toBe('/elsewhere');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('asks before leaving a dirty form: Stay keeps the page, Leave goes', async () => {
    const user = userEvent.setup();
    renderInRouter(<Form />, { path: '/form', state: signedInState() });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('You have unsaved changes. Leave this page?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/form');
    await waitFor(() => expect(screen.queryByText('You have unsaved changes. Leave this page?')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/elsewhere'));
  });

  it('warns when the tab closes with unsaved changes', async () => {
    const user = userEvent.setup();
    renderInRouter(<Form />, { path: '/form', state: signedInState() });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('confirms discarding a dirty form that closes without navigating', async () => {
    const user = userEvent.setup();
    renderInRouter(<Form />, { path: '/form', state: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('discarded')).toHaveTextContent('true'));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.getByTestId('discarded')).toHaveTextContent('false'));
  });
});
