/** @jest-environment node */
import type { ContentChange } from '@school/shared/contracts/prerender';
import { changedPages, changedPagesBySchool } from './changed-pages';

const change = (entity: string, entityId: string | null = null, schoolId: number | null = 1): ContentChange => ({ id: 1, schoolId, entity, entityId, action: 'update', at: '2026-11-26T10:00:00.000Z' });

test('a page’s words re-render the pages that show them, and only those', () => {
  expect(changedPages(change('page:principal'))).toEqual(new Set(['/principalMessage']));
  expect(changedPages(change('page:gallery'))).toEqual(new Set(['/']));
  expect(changedPages(change('page:disclosureAcademics'))).toEqual(new Set(['/mandatory-public-disclosure', '/academics']));
});

test('an optional page’s words, the profile or the school’s own entry re-render every page (the menu and footer show them)', () => {
  expect(changedPages(change('page:sports'))).toBe('all');
  expect(changedPages(change('profile'))).toBe('all');
  expect(changedPages(change('school'))).toBe('all');
  expect(changedPages(change('something-new'))).toBe('all');
});

test('a notice re-renders its page, the lists and the home page’s board; records their lists', () => {
  expect(changedPages(change('notice', '12'))).toEqual(new Set(['/', '/notices', '/notices/archive', '/notices/12']));
  expect(changedPages(change('staff', '3'))).toEqual(new Set(['/staffDetail', '/mandatory-public-disclosure', '/academics', '/certificates_&_Approvals']));
  expect(changedPages(change('event', '3'))).toEqual(new Set(['/photos']));
  expect(changedPages(change('alumnus', '3'))).toEqual(new Set(['/alumni']));
});

test('drafts, accounts and support sessions change no visitor’s page', () => {
  for (const entity of ['draft', 'approval', 'user', 'support', 'feedback', 'alert']) expect(changedPages(change(entity))).toEqual(new Set());
});

test('a school’s pin of a remote’s version renders nothing from the feed: the renderer follows versions with the channels', () => {
  expect(changedPages(change('remote:pin', 'content'))).toEqual(new Set());
});

test('changes are gathered by school, and "all" wins', () => {
  const bySchool = changedPagesBySchool([change('notice', '1', 1), change('event', null, 2), change('staff', '4', 1), change('profile', null, 2)]);
  expect(bySchool.get(1)).toEqual(new Set(['/', '/notices', '/notices/archive', '/notices/1', '/staffDetail', '/mandatory-public-disclosure', '/academics', '/certificates_&_Approvals']));
  expect(bySchool.get(2)).toBe('all');
});

test('the provider’s alert (no school) is no school’s pages: the renderer writes every school’s alerts.json for it', () => {
  expect([...changedPagesBySchool([change('alert', '5', null), change('notice', '1', 1)]).keys()]).toEqual([1]);
});
