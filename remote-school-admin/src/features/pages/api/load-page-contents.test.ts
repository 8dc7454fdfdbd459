import { loadHome, loadPage } from '@school/shared';
import { loadPageContents } from './load-page-contents';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadHome: jest.fn(), loadPage: jest.fn() }));

test('the checklist reads the disclosure documents page alone: the Hindi counts come with the pages’ statuses', async () => {
  jest.mocked(loadPage).mockImplementation(async (kind) => ({ kind, content: { from: `page ${kind}` } as never, updatedAt: null }));
  expect(await loadPageContents(new AbortController().signal)).toEqual({ disclosureDocuments: { from: 'page disclosureDocuments' } });
  expect(jest.mocked(loadPage).mock.calls.map(([kind]) => kind)).toEqual(['disclosureDocuments']);
  expect(loadHome).not.toHaveBeenCalled();
});
