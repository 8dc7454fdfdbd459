import { loadPage } from '@school/shared';
import type { PageKind } from '@school/shared/contracts/pages';

/**
 * The stored content of the pages the setup checklist reads line by line: the disclosure
 * documents page (each missing document its own line), by its GET /Site/Page/<kind>, the public
 * route (with an ETag: an unchanged page costs a 304; the editor reads POST /School/Page/Get, for
 * the version). The counts of
 * texts without Hindi are not read from here: POST /School/Page/GetAll answers them, in one call.
 */
export async function loadPageContents(signal: AbortSignal): Promise<Partial<Record<PageKind, unknown>>> {
  const documents = await loadPage('disclosureDocuments', signal);
  return { disclosureDocuments: documents.content };
}
