import { apiPost } from '@school/shared';
import type { PageHistory } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';

/** POST /School/Page/History: one page of a page's versions, newest first. */
export const getPageHistory = (kind: PageKind, page: number, signal: AbortSignal) => apiPost<PageHistory>('/School/Page/History', { kind, page }, { auth: 'school', signal });
