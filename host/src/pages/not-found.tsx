import { Link } from '@school/shared';
import './not-found.css';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 - Page Not Found</h1>
      <p>Sorry, the page you are looking for does not exist.</p>
      <Link to="/home" className="ui-button ui-button-primary">
        Go to Home
      </Link>
    </section>
  );
}
