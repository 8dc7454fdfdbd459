import { loadHome, loadPage } from '@school/shared';
import { HOME_KINDS, PAGE_KINDS } from '@school/shared/contracts/pages';
import { loadPageContents } from './page-contents';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadHome: jest.fn(), loadPage: jest.fn() }));

test('every page’s content is read: the home page’s sections from its one answer, each other page from its own', async () => {
  jest.mocked(loadHome).mockResolvedValue({ ...Object.fromEntries(HOME_KINDS.map((kind) => [kind, { from: `home ${kind}` }])), updatedAt: null } as never);
  jest.mocked(loadPage).mockImplementation(async (kind) => ({ kind, content: { from: `page ${kind}` } as never, updatedAt: null }));

  const contents = await loadPageContents(new AbortController().signal);
  expect(Object.keys(contents).sort()).toEqual([...PAGE_KINDS].sort());
  expect(contents.vision).toEqual({ from: 'home vision' });
  expect(contents.principal).toEqual({ from: 'page principal' });
  expect(jest.mocked(loadPage).mock.calls.map(([kind]) => kind)).not.toContain('vision');
});

test('one page that cannot be loaded fails the count, which the checklist then offers to retry', async () => {
  jest.mocked(loadHome).mockResolvedValue({ updatedAt: null } as never);
  jest.mocked(loadPage).mockRejectedValue(new Error('The page could not be loaded (503)'));
  await expect(loadPageContents(new AbortController().signal)).rejects.toThrow('503');
});
