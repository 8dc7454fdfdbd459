import { apiPost } from '@school/shared';
import { DRAFT_ROUTES, type DraftList } from '@school/shared/contracts/drafts';

/** POST /School/Draft/GetAll: the caller's drafts (every draft of the school for a publisher or an admin), and whether approval is on. */
export const listDrafts = (signal?: AbortSignal) => apiPost<DraftList>(DRAFT_ROUTES.list, {}, { auth: 'school', signal });
