import { apiPost } from '@school/shared';
import type { FeedbackItem, FeedbackListRequest, FeedbackPage } from '@school/shared/contracts/feedback';

/** POST /School/Feedback/GetAll: a page of the admin's school's feedback, newest first. */
export const feedbackPage = (request: FeedbackListRequest, signal: AbortSignal) =>
  apiPost<FeedbackPage>('/School/Feedback/GetAll', request, { auth: 'school', signal });

/** POST /School/Feedback/Close or /Reopen: answers the feedback as it now is. */
export const setFeedbackClosed = (reference: string, closed: boolean) =>
  apiPost<FeedbackItem>(closed ? '/School/Feedback/Close' : '/School/Feedback/Reopen', { reference }, { auth: 'school' });
