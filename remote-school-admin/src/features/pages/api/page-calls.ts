import { apiPost } from '@school/shared';
import type { PageDocument, PageKind, PageStatus } from '@school/shared/contracts/pages';

/** POST /School/Page/GetAll: which pages the admin's school has filled in. */
export const pageStatuses = (signal: AbortSignal) => apiPost<PageStatus[]>('/School/Page/GetAll', {}, { auth: 'school', signal });

/** POST /School/Page/Update: replaces a page's content; answers it as stored. */
export const savePage = (kind: PageKind, content: unknown) => apiPost<PageDocument>('/School/Page/Update', { kind, content }, { auth: 'school' });
