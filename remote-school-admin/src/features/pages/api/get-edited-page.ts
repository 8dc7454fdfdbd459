import { apiPost } from '@school/shared';
import type { EditedPage } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';

/** POST /School/Page/Get: a page as its editor reads it, with the version a save must name. */
export const getEditedPage = (kind: PageKind, signal: AbortSignal) => apiPost<EditedPage>('/School/Page/Get', { kind }, { auth: 'school', signal });
