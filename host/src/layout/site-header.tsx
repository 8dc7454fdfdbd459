import { Link, session, useNavigate, useSession } from '@school/shared';
import { SITE_INFO } from '@school/shared/site-info';
import './site-header.css';

export function SiteHeader() {
  const { schoolToken } = useSession();
  const navigate = useNavigate();

  // Both updates render together (the router runs without transitions), so the guard of a
  // Manage-* page never sees the session gone while still on that page.
  const logOut = () => {
    void navigate('/');
    session.endSchoolSession();
  };

  return (
    <header className="site-header">
      <div className="site-topbar">
        <div className="site-topbar-inner">
          <span>{SITE_INFO.ministry}</span>
          <span>School Code: {SITE_INFO.schoolCode}</span>
          <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>
          <a href={`tel:${SITE_INFO.phone.replace(/\s/g, '')}`}>{SITE_INFO.phone}</a>
        </div>
      </div>
      <div className="site-brand">
        <Link to="/" className="site-brand-name">
          <span className="site-brand-title">{SITE_INFO.title}</span>
          <span className="site-brand-hindi" lang="hi">
            {SITE_INFO.titleHindi}
          </span>
        </Link>
        <p className="site-brand-affiliation">Affiliation No.: {SITE_INFO.affiliationNumber}</p>
        <div className="site-brand-session">
          {schoolToken ? (
            <button type="button" className="ui-button" onClick={logOut}>
              Logout
            </button>
          ) : (
            <Link to="/login" className="ui-button">
              Login
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
