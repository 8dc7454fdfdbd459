import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, setSite } from '@school/shared';
import { PAGE_KINDS, type PageStatus } from '@school/shared/contracts/pages';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { SetupChecklist } from './setup-checklist';

const statuses = (filled: readonly string[]): PageStatus[] => PAGE_KINDS.map((kind) => ({ kind, filled: filled.includes(kind), updatedAt: null }));

const renderChecklist = (data: PageStatus[]) => {
  const profile = SchoolProfileSchema.parse({ address: { en: 'Village Road', hi: '' }, phone: '+910000000000', email: 'office@school.example' });
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile } });
  render(<SetupChecklist statuses={{ data, loading: false, error: null, reload: () => undefined }} />, { wrapper: MemoryRouter });
};

test('the checklist does not ask for the GIGW pages, which show their default text while empty', () => {
  renderChecklist(statuses([]));
  const checklist = screen.getByRole('region', { name: 'Setup checklist' });
  const asked = within(checklist).getAllByRole('link').map((link) => link.textContent);
  expect(asked).toEqual(expect.arrayContaining(['Principal’s Message', 'Contact Us', 'RTI']));
  for (const title of ['Copyright Policy', 'Privacy Policy', 'Accessibility Statement', 'Help']) expect(asked).not.toContain(title);

  const all = screen.getByRole('region', { name: 'All pages' });
  const privacy = within(all).getByRole('link', { name: 'Privacy Policy' }).closest('li')!;
  expect(privacy).toHaveTextContent('Default text');
  expect(within(all).getByRole('link', { name: 'School History' }).closest('li')).toHaveTextContent('Empty');
});

test('a GIGW page the school wrote is filled in', () => {
  renderChecklist(statuses(['privacy']));
  expect(within(screen.getByRole('region', { name: 'All pages' })).getByRole('link', { name: 'Privacy Policy' }).closest('li')).toHaveTextContent('Filled in');
});
