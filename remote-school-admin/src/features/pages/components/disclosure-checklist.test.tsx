import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, setSite } from '@school/shared';
import { PAGE_KINDS, PAGES, type PageKind, type PageStatus } from '@school/shared/contracts/pages';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import type { Loaded } from '@school/shared/use-load';
import { SetupChecklist } from './setup-checklist';

const FIRE = 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf';
const statuses = (filled: readonly PageKind[]): PageStatus[] => PAGE_KINDS.map((kind) => ({ kind, filled: filled.includes(kind), updatedAt: null, withoutHindi: 0 }));
const loaded = <T,>(data: T | undefined): Loaded<T> => ({ data, loading: data === undefined, error: null, reload: () => undefined });

function renderChecklist(profile: Record<string, unknown>, contents: Partial<Record<PageKind, unknown>> | undefined, filled: PageKind[] = []) {
  const parsed = SchoolProfileSchema.parse({ address: { en: 'Village Road' }, phone: '+910000000000', email: 'office@school.example', ...profile });
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: parsed } });
  render(<SetupChecklist statuses={loaded(statuses(filled))} contents={loaded(contents as Record<PageKind, unknown> | undefined)} />, { wrapper: MemoryRouter });
  return within(screen.getByRole('list', { name: 'Still to fill in' }));
}

test('each disclosure document not uploaded and each missing fact of section A is flagged, linked to its editor', () => {
  const documents = PAGES.disclosureDocuments.schema.parse({ fireSafety: { document: FIRE, issuedOn: '2025-09-03' } });
  const list = renderChecklist({ affiliationNumber: '1234567', principalName: 'A. Principal' }, { disclosureDocuments: documents }, ['disclosureDocuments']);

  const missingDocuments = list.getAllByRole('link', { name: /^Mandatory disclosure \(B\)/ });
  expect(missingDocuments).toHaveLength(7);
  expect(list.queryByRole('link', { name: /fire safety/ })).toBeNull();
  expect(list.getByRole('link', { name: /DEO certificate/ })).toHaveAttribute('href', '/Manage-Pages/disclosureDocuments');

  expect(list.getAllByRole('link', { name: /^Mandatory disclosure \(A\)/ }).map((link) => link.textContent)).toEqual([
    'Mandatory disclosure (A): PIN code',
    'Mandatory disclosure (A): Principal’s qualification',
  ]);
  expect(list.getByRole('link', { name: 'Mandatory disclosure (A): PIN code' })).toHaveAttribute('href', '/Manage-Settings');
});

test('a school with every document and fact of the disclosure has no line for it', () => {
  const all = Object.fromEntries(['affiliation', 'registration', 'noc', 'rte', 'buildingSafety', 'fireSafety', 'deo', 'waterHealthSanitation'].map((key) => [key, { document: FIRE, issuedOn: '' }]));
  const profile = { affiliationNumber: '1234567', pinCode: '249001', principalName: 'A. Principal', principalQualification: 'M.Sc.' };
  const list = renderChecklist(profile, { disclosureDocuments: PAGES.disclosureDocuments.schema.parse(all) }, ['disclosureDocuments']);
  expect(list.queryByRole('link', { name: /^Mandatory disclosure \(/ })).toBeNull();
});

test('while the pages’ contents load, an empty documents page is one line', () => {
  const list = renderChecklist({}, undefined);
  expect(list.getByRole('link', { name: 'Mandatory Disclosure: Documents (B)' })).toHaveAttribute('href', '/Manage-Pages/disclosureDocuments');
  expect(list.queryByRole('link', { name: /^Mandatory disclosure \(B\)/ })).toBeNull();
});
