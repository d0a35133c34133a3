import { render, screen, within } from '@testing-library/react';
import { PageHeader } from '../page-header';

describe('PageHeader', () => {
  it('shows the title as the page\'s h1, the actions beside it and the subtitle under them', () => {
    const { container } = render(
      <main>
        <PageHeader title="Students" subtitle="Everyone enrolled this year." actions={<button type="button">New student</button>} />
      </main>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Students' });
    const row = heading.parentElement as HTMLElement;
    expect(row.parentElement).toBe(container.querySelector('main'));
    expect(within(row).getByRole('button', { name: 'New student' })).toBeInTheDocument();
    expect(row.nextElementSibling).toBe(screen.getByText('Everyone enrolled this year.'));
    expect(container.querySelector('main')?.children).toHaveLength(2);
  });

  it('puts a title without actions or subtitle straight into the page', () => {
    const { container } = render(<main><PageHeader title="Student 7" /></main>);
    const main = container.querySelector('main') as HTMLElement;
    expect(main.children).toHaveLength(1);
    expect(main.firstElementChild).toBe(screen.getByRole('heading', { level: 1, name: 'Student 7' }));
  });
});
