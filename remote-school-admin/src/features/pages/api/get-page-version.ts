import { apiPost } from '@school/shared';
import type { PageVersion } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';

/** POST /School/Page/Version: one version of a page, with its content. */
export const getPageVersion = (kind: PageKind, version: number, signal: AbortSignal) => apiPost<PageVersion>('/School/Page/Version', { kind, version }, { auth: 'school', signal });
