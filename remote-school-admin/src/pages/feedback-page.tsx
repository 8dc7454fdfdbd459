import { FeedbackInbox } from '../features/feedback/components/feedback-inbox';

/** /Manage-Feedback: what visitors sent from the site's Feedback page. */
export function FeedbackPage() {
  return (
    <div className="feedback-inbox-page">
      <h1>Feedback</h1>
      <p className="feedback-inbox-intro">
        What visitors sent from the site’s Feedback page, newest first. Each has the reference number the visitor was given; close it once it has been dealt with.
      </p>
      <FeedbackInbox />
    </div>
  );
}
