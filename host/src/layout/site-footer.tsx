import { Link, useCatalog, useSchool, useSiteMapNames } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { WEBSITE_PAGES } from '@school/shared/contracts/site-map';
import { OutsideLink } from '@school/shared/ui/outside-link';
import { ServerHtml } from '@school/shared/ui/server-html';
import { telHref } from './tel-href';
import './site-footer.css';

const QUICK_LINKS = [
  { text: 'footer.home', to: '/' },
  { text: 'footer.scheme', to: '/#AboutPmShri' },
  { text: 'footer.gallery', to: '/#gallery' },
] as const;

/**
 * The footer: quick links, the school's contact and its pages on social media, from its profile
 * (only what it has filled in: a part with nothing filled in is left off), then the links to the
 * pages about the website.
 */
export function SiteFooter() {
  const { t } = useCatalog(hostCatalog);
  const names = useSiteMapNames();
  const school = useSchool();
  const profile = school?.profile;
  const address = profile?.address.en.split('\n').filter((line) => line.trim()) ?? [];
  // A link the school added but left without an address goes nowhere: it is left off.
  const social = profile?.social.filter((link) => link.url) ?? [];
  return (
    <ServerHtml as="footer" className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{t('footer.quickLinks')}</h2>
          <ul className="site-footer-links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.text)}</Link>
              </li>
            ))}
          </ul>
        </section>
        {/* A school that has filled in none of them has no Contact part: a heading over nothing (its Contact Us page says the rest). */}
        {(address.length > 0 || profile?.email || profile?.phone) && (
          <section aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title">{t('footer.contact')}</h2>
            <address>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {profile?.email && <a href={`mailto:${profile.email}`}>{profile.email}</a>}
              {profile?.phone && <a href={telHref(profile.phone)}>{profile.phone}</a>}
            </address>
          </section>
        )}
        {social.length > 0 && (
          <section aria-labelledby="footer-social-title">
            <h2 id="footer-social-title">{t('footer.follow')}</h2>
            <ul className="site-footer-links">
              {social.map((link, index) => (
                <li key={index}>
                  <OutsideLink href={link.url} words={{ newTab: t('footer.newTab'), external: t('footer.external'), leaving: t('footer.leaving') }}>
                    {link.name || link.url}
                  </OutsideLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {/* What GIGW asks every page to link: the site's policies, help, contact, feedback and sitemap. */}
      <nav className="site-footer-website" aria-label={t('footer.website')}>
        <ul>
          {WEBSITE_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{names.page(page.path)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {school && (
        <p className="site-footer-copy">
          {t('footer.copyright', { year: new Date().getFullYear(), school: school.schoolName, code: school.schoolCode })}
        </p>
      )}
    </ServerHtml>
  );
}
