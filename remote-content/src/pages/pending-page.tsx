import { Link } from 'react-router';
import './page.css';

/** A public page of the route map whose content is not published yet says so plainly. */
export default function PendingPage() {
  return (
    <>
      <h1 className="page-title">This page is not published yet</h1>
      <p className="page-intro">
        Its content is being prepared. Meanwhile, see the <Link to="/rti">RTI</Link> and{' '}
        <Link to="/committee">School Commitee</Link> pages.
      </p>
    </>
  );
}
