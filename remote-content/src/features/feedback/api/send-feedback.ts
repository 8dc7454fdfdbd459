import { apiPost, withSchool } from '@school/shared';
import type { FeedbackInput, FeedbackReceipt } from '@school/shared/contracts/feedback';

/** POST /Site/Feedback for this page's school: answers the feedback's reference number. */
export function sendFeedback(input: FeedbackInput): Promise<FeedbackReceipt> {
  return apiPost<FeedbackReceipt>('/Site/Feedback', { ...withSchool('school'), ...input });
}
