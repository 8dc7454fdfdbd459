import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, setSite } from '@school/shared';
import { PAGE_KINDS, type PageKind, type PageStatus } from '@school/shared/contracts/pages';
import type { Loaded } from '@school/shared/use-load';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { SetupChecklist } from './setup-checklist';

/** Every page, with those given filled in and the counts of texts without Hindi given. */
const statuses = (filled: readonly string[], withoutHindi: Partial<Record<PageKind, number>> = {}): PageStatus[] =>
  PAGE_KINDS.map((kind) => ({ kind, filled: filled.includes(kind), updatedAt: null, withoutHindi: withoutHindi[kind] ?? 0 }));

const loaded = <T,>(data: T): Loaded<T> => ({ data, loading: false, error: null, reload: () => undefined });
const en = (words: string) => ({ en: words, hi: '' });

const renderChecklist = (data: PageStatus[], profileHindi: Record<string, unknown> = { nameHi: 'एक विद्यालय', address: { en: 'Village Road', hi: 'गाँव मार्ग' } }) => {
  const profile = SchoolProfileSchema.parse({ ...profileHindi, phone: '+910000000000', email: 'office@school.example' });
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile } });
  return render(<SetupChecklist statuses={loaded(data)} contents={loaded({})} />, { wrapper: MemoryRouter });
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

test('the checklist counts the texts without Hindi in all and per page, as the API counted them, the school’s details too, each linked to its editor', () => {
  renderChecklist(statuses(['principal', 'faqs', 'gallery'], { principal: 2, faqs: 2, gallery: 1 }), { nameHi: '', address: en('Village Road') });

  const hindi = screen.getByRole('region', { name: 'Texts without Hindi' });
  expect(within(hindi).getByText(/^In all, 7 texts have no Hindi yet\./)).toBeInTheDocument();
  const places = within(hindi).getAllByRole('listitem');
  expect(places.map((place) => place.textContent)).toEqual([
    'Settings: the school’s details: 2 texts have no Hindi yet',
    'Principal’s Message: 2 texts have no Hindi yet',
    'Frequently Asked Questions: 2 texts have no Hindi yet',
    'Home: Photo gallery: 1 text has no Hindi yet',
  ]);
  expect(within(hindi).getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute('href', '/Manage-Pages/faqs');
  expect(within(hindi).getByRole('link', { name: 'Settings: the school’s details' })).toHaveAttribute('href', '/Manage-Settings');

  const all = screen.getByRole('region', { name: 'All pages' });
  expect(within(all).getByRole('link', { name: 'Principal’s Message' }).closest('li')).toHaveTextContent('2 texts have no Hindi yet');
  expect(within(all).getByRole('link', { name: 'School History' }).closest('li')).not.toHaveTextContent('Hindi');
});

test('a site with every text in Hindi too says so', () => {
  renderChecklist(statuses(['history']));
  expect(within(screen.getByRole('region', { name: 'Texts without Hindi' })).getByText('Every text written in English has its Hindi.')).toBeInTheDocument();
});

test('while the pages load the checklist says so, and a failed load offers a Retry', async () => {
  const user = userEvent.setup();
  const reload = jest.fn();
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: SchoolProfileSchema.parse({}) } });
  const { unmount } = render(<SetupChecklist statuses={{ data: undefined, loading: true, error: null, reload }} contents={loaded({})} />, { wrapper: MemoryRouter });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the pages…');

  unmount();
  render(<SetupChecklist statuses={{ data: undefined, loading: false, error: new Error('offline'), reload }} contents={loaded({})} />, { wrapper: MemoryRouter });
  expect(screen.getByRole('alert')).toHaveTextContent('The pages cannot be loaded now.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(reload).toHaveBeenCalled();
});

test('a refresh that failed keeps the list it has, says it may be out of date, and Retry loads it again', async () => {
  const reload = jest.fn();
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: SchoolProfileSchema.parse({}) } });
  const statusesNow = { ...loaded(statuses(['principal'])), error: new Error('Network Error'), reload };
  render(<SetupChecklist statuses={statusesNow} contents={loaded({})} />, { wrapper: MemoryRouter });
  expect(within(screen.getByRole('region', { name: 'All pages' })).getByRole('link', { name: 'Principal’s Message' }).closest('li')).toHaveTextContent('Filled in');
  const failed = screen.getByRole('alert');
  expect(failed).toHaveTextContent('The list may be out of date: it could not be refreshed.');
  await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
