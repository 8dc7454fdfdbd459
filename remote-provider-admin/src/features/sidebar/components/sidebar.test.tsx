import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@school/shared';
import { Sidebar } from './sidebar';

test('the sidebar links the site health overview, named also when collapsed', () => {
  render(
    <MemoryRouter initialEntries={['/sgi-admin/health']}>
      <Sidebar base="/sgi-admin" open={false} onOpenChange={() => undefined} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Provider administration' });
  const link = within(nav).getByRole('link', { name: 'Site health' });
  expect(link).toHaveAttribute('href', '/sgi-admin/health');
  expect(link).toHaveAttribute('aria-current', 'page');
});
