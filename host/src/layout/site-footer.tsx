import { Link } from '@school/shared';
import { SITE_INFO } from '@school/shared/site-info';
import './site-footer.css';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About the scheme', to: '/#AboutPmShri' },
  { label: 'Gallery', to: '/#gallery' },
] as const;

export function SiteFooter() {
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
            {SITE_INFO.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>
            <a href={`tel:${SITE_INFO.phone.replace(/\s/g, '')}`}>{SITE_INFO.phone}</a>
          </address>
        </section>
      </div>
      <p className="site-footer-copy">
        © {new Date().getFullYear()} {SITE_INFO.title}. School Code {SITE_INFO.schoolCode}.
      </p>
    </footer>
  );
}
