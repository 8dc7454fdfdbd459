import { apiPost } from '@school/shared';
import type { FeedbackListRequest, FeedbackPage } from '@school/shared/contracts/feedback';

/** POST /School/Feedback/GetAll: a page of the admin's school's feedback, newest first. */
export const feedbackPage = (request: FeedbackListRequest, signal: AbortSignal) =>
  apiPost<FeedbackPage>('/School/Feedback/GetAll', request, { auth: 'school', signal });
