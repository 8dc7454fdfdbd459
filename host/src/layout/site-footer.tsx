import { Link, useSchool } from '@school/shared';
import { WEBSITE_PAGES } from '@school/shared/contracts/site-map';
import { telHref } from './tel-href';
import './site-footer.css';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About the scheme', to: '/#AboutPmShri' },
  { label: 'Gallery', to: '/#gallery' },
] as const;

/**
 * The footer: quick links, the school's contact and its pages on social media, from its profile
 * (only what it has filled in), then the links to the pages about the website.
 */
export function SiteFooter() {
  const school = useSchool();
  const profile = school?.profile;
  const address = profile?.address.en.split('\n').filter((line) => line.trim()) ?? [];
  // A link the school added but left without an address goes nowhere: it is left off.
  const social = profile?.social.filter((link) => link.url) ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">Quick Links</h2>
          <ul className="site-footer-links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">Contact</h2>
          <address>
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {profile?.email && <a href={`mailto:${profile.email}`}>{profile.email}</a>}
            {profile?.phone && <a href={telHref(profile.phone)}>{profile.phone}</a>}
          </address>
        </section>
        {social.length > 0 && (
          <section aria-labelledby="footer-social-title">
            <h2 id="footer-social-title">Follow Us</h2>
            <ul className="site-footer-links">
              {social.map((link, index) => (
                <li key={index}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name || link.url}
                    <span className="ui-visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {/* What GIGW asks every page to link: the site's policies, help, contact, feedback and sitemap. */}
      <nav className="site-footer-website" aria-label="About this website">
        <ul>
          {WEBSITE_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {school && (
        <p className="site-footer-copy">
          © {new Date().getFullYear()} {school.schoolName}. School Code {school.schoolCode}.
        </p>
      )}
    </footer>
  );
}
