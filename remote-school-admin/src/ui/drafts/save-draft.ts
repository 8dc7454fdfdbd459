import { apiPost } from '@school/shared';
import { DRAFT_ROUTES, type DraftChange, type DraftSummary } from '@school/shared/contracts/drafts';

/** POST /School/Draft/Save: the caller's draft of a page or a notice (their open draft of the same thing is changed); it waits until submitted. */
export const saveDraft = (change: DraftChange, id?: number) => apiPost<DraftSummary>(DRAFT_ROUTES.save, id === undefined ? { change } : { id, change }, { auth: 'school' });
