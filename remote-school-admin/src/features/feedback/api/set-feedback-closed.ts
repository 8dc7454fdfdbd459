import { apiPost } from '@school/shared';
import type { FeedbackItem } from '@school/shared/contracts/feedback';

/** POST /School/Feedback/Close or /Reopen: answers the feedback as it now is. */
export const setFeedbackClosed = (reference: string, closed: boolean) =>
  apiPost<FeedbackItem>(closed ? '/School/Feedback/Close' : '/School/Feedback/Reopen', { reference }, { auth: 'school' });
