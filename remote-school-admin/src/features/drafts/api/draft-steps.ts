import { apiPost } from '@school/shared';
import { DRAFT_ROUTES } from '@school/shared/contracts/drafts';

const step = <Answer = { message: string }>(route: string, body: unknown) => apiPost<Answer>(route, body, { auth: 'school' });

/** A draft's steps after saving (decision 013): its author submits or discards it; a publisher publishes it or sends it back with a comment. */
export const submitDraft = (id: number) => step<{ message: string; state: 'submitted' | 'published' }>(DRAFT_ROUTES.submit, { id });
export const discardDraft = (id: number) => step(DRAFT_ROUTES.discard, { id });
export const publishDraft = (id: number) => step(DRAFT_ROUTES.publish, { id });
export const returnDraft = (id: number, comment: string) => step(DRAFT_ROUTES.return, { id, comment });
/** The school admin's approval switch (on the Team screen). */
export const setApproval = (approvalRequired: boolean) => step(DRAFT_ROUTES.approval, { approvalRequired });
