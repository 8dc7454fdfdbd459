import { Feedback } from '../features/feedback/components/feedback';
import './page.css';

export function FeedbackPage() {
  return <Feedback />;
}
