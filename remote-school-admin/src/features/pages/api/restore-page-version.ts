import { apiPost } from '@school/shared';
import type { EditedPage } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';

/** POST /School/Page/Restore: publishes an old version's content as the next version, if `baseVersion` is still the current one. */
export const restorePageVersion = (kind: PageKind, version: number, baseVersion: number) => apiPost<EditedPage>('/School/Page/Restore', { kind, version, baseVersion }, { auth: 'school' });
