import { apiPost } from '@school/shared';
import { DRAFT_ROUTES, type Draft } from '@school/shared/contracts/drafts';

/** POST /School/Draft/Get: one draft with its change and what visitors see now. */
export const getDraft = (id: number, signal?: AbortSignal) => apiPost<Draft>(DRAFT_ROUTES.get, { id }, { auth: 'school', signal });
