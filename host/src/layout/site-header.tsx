import { Link, mediaUrl, say, useCatalog, useNavigate, useSchool, useSession } from '@school/shared';
import { logOut as logOutOf } from '@school/shared/account';
import type { Picture } from '@school/shared/contracts/page-fields';
import { srcsetOf } from '@school/shared/contracts/picture-widths';
import { SiteSearchForm } from '@school/shared/ui/site-search-form';
import { hostCatalog } from '../i18n/host-strings';
import { DisplayControls } from './display-controls';
import { LanguageSwitch } from './language-switch';
import { telHref } from './tel-href';
import './site-header.css';

/** The header: the school's details from its profile (GET /Site); what it has not filled in is left off. */
export function SiteHeader() {
  const { t } = useCatalog(hostCatalog);
  const { schoolToken } = useSession();
  const navigate = useNavigate();
  const school = useSchool();
  const profile = school?.profile;
  // useCatalog re-renders the header on a switch of language, so say() reads the new one.
  const ministry = profile && say(profile.ministry);

  // Home first, then the session ends (on the server too: logOut), so the guard of a Manage-*
  // page never sees the session gone while still on that page.
  const logOut = () => {
    void navigate('/');
    void logOutOf('school');
  };

  return (
    <header className="site-header">
      <div className="site-topbar">
        <div className="site-topbar-inner">
          {ministry?.text && <span lang={ministry.lang}>{ministry.text}</span>}
          {school && <span>{t('header.schoolCode', { code: school.schoolCode })}</span>}
          {profile?.email && <a href={`mailto:${profile.email}`}>{profile.email}</a>}
          {profile?.phone && <a href={telHref(profile.phone)}>{profile.phone}</a>}
          <LanguageSwitch />
          <DisplayControls />
        </div>
      </div>
      <div className="site-brand">
        <Link to="/" className="site-brand-name">
          {profile?.logo.path && <BrandLogo logo={profile.logo} />}
          <span className="site-brand-text">
            <span className="site-brand-title">{school?.schoolName}</span>
            {profile?.nameHi && (
              <span className="site-brand-hindi ui-device-font" lang="hi">
                {profile.nameHi}
              </span>
            )}
          </span>
        </Link>
        {profile?.affiliationNumber && <p className="site-brand-affiliation">{t('header.affiliation', { number: profile.affiliationNumber })}</p>}
        <SiteSearchForm
          landmark={t('search.landmark')}
          label={t('search.label')}
          button={t('search.button')}
          sayProblem={(found) => t(`search.${found.problem}` as const, found)}
          labelHidden
          className="site-brand-search"
        />
        <div className="site-brand-session">
          {schoolToken ? (
            <button type="button" className="ui-button" onClick={logOut}>
              {t('header.logout')}
            </button>
          ) : (
            <Link to="/login" className="ui-button">
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * How wide the logo is drawn (site-header.css's .site-brand-logo): its own proportions at the
 * row's height, up to the most the row gives it.
 */
const logoSizes = (logo: Picture) =>
  logo.height ? `min(clamp(4.5rem, 20vw, 9rem), clamp(3rem, 6vw, 4rem) * ${Math.round((logo.width / logo.height) * 1000) / 1000})` : 'clamp(4.5rem, 20vw, 9rem)';

/** The school's logo, at its stored size so the row keeps its place while it loads. */
function BrandLogo({ logo }: { logo: Picture }) {
  // alt="": the school's name follows in the same link and already names it. The logo only
  // repeats who the school is, so its description would be said before the name in the first
  // link of every page (WCAG technique H2); the name alone is the link's text.
  return (
    <img
      className="site-brand-logo"
      src={mediaUrl(logo.path)}
      srcSet={srcsetOf(logo, mediaUrl)}
      sizes={logoSizes(logo)}
      width={logo.width || undefined}
      height={logo.height || undefined}
      alt=""
    />
  );
}
