import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../test/render';
import { preloaded } from '../../test/store-state';
import { FormButtons, FormLayout } from '../form-buttons';

describe('FormButtons', () => {
  it('cycles the position right → top-right → bottom-right → right and calls save/cancel', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    const onCancel = jest.fn();
    const { store } = renderWithStore(<FormButtons formKey="exam-edit" onSave={onSave} onCancel={onCancel} />);
    const position = () => store.getState().settings.dictFormButtonsPosition['exam-edit'];
    expect(position()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Move the buttons (Right)' }));
    expect(position()).toBe('top-right');
    await user.click(screen.getByRole('button', { name: 'Move the buttons (Top right)' }));
    expect(position()).toBe('bottom-right');
    await user.click(screen.getByRole('button', { name: 'Move the buttons (Bottom right)' }));
    expect(position()).toBe('right');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('submits the surrounding form when there is no onSave', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    renderWithStore(
      <form onSubmit={onSubmit}>
        <FormButtons formKey="f" saveLabel="Store it" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Store it' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});

describe('FormLayout', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth }));
  const layout = (container: HTMLElement) => container.querySelector('.eh-form-layout') as HTMLElement;
  const order = (container: HTMLElement) =>
    [...layout(container).children].map((el) => (el.classList.contains('eh-form-layout-body') ? 'body' : 'buttons'));

  it('puts the buttons above the body for top-right and below it for bottom-right', () => {
    const top = renderWithStore(<FormLayout formKey="a" onSave={() => {}}><p>fields</p></FormLayout>, {
      preloadedState: preloaded({ settings: { dictFormButtonsPosition: { a: 'top-right' } } }),
    });
    expect(order(top.container)).toEqual(['buttons', 'body']);
    top.unmount();
    const bottom = renderWithStore(<FormLayout formKey="a" onSave={() => {}}><p>fields</p></FormLayout>, {
      preloadedState: preloaded({ settings: { dictFormButtonsPosition: { a: 'bottom-right' } } }),
    });
    expect(order(bottom.container)).toEqual(['body', 'buttons']);
  });

  it('puts the buttons beside the body by default on a wide screen', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const { container } = renderWithStore(<FormLayout formKey="new" onSave={() => {}}><p>fields</p></FormLayout>);
    expect(layout(container)).toHaveAttribute('data-position', 'right');
  });

  it('puts them below the body on a narrow screen', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    const { container } = renderWithStore(<FormLayout formKey="new" onSave={() => {}}><p>fields</p></FormLayout>);
    expect(layout(container)).toHaveAttribute('data-position', 'bottom-right');
    expect(order(container)).toEqual(['body', 'buttons']);
  });
});
