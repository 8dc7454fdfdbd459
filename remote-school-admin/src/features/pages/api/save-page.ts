import { apiPost } from '@school/shared';
import type { EditedPage } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';

/** POST /School/Page/Update: publishes a page's content as its next version if `baseVersion` is still the current one (else 409 with the current one); answers it as stored. */
export const savePage = (kind: PageKind, content: unknown, baseVersion: number) => apiPost<EditedPage>('/School/Page/Update', { kind, content, baseVersion }, { auth: 'school' });
