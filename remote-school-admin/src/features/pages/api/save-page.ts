import { apiPost } from '@school/shared';
import type { PageDocument, PageKind } from '@school/shared/contracts/pages';

/** POST /School/Page/Update: replaces a page's content; answers it as stored. */
export const savePage = (kind: PageKind, content: unknown) => apiPost<PageDocument>('/School/Page/Update', { kind, content }, { auth: 'school' });
