import { useCatalog, useSession } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { endOverrides, overrides } from '../remotes/release-override';
import { useReleases } from '../remotes/releases';
import './draft-preview-banner.css';

/**
 * While a provider user tries a remote's release in this tab (`?remote=`: release-override.ts),
 * every page says which, with the way back to what visitors get (the page loads again: a loaded
 * remote is never swapped under it).
 */
export function ReleaseOverrideBanner() {
  useSession(); // a logout ends the try: overrides() reads the session
  const { t } = useCatalog(hostCatalog);
  // Taken from the address once the page's start has checked it (releases.ts).
  const tried = Object.entries(JSON.parse(useReleases(() => JSON.stringify(overrides()))) as Record<string, string>);
  if (tried.length === 0) return null;
  return (
    <section className="draft-preview-banner" aria-label={t('release.label')}>
      {t('release.text', { releases: tried.map(([remote, release]) => `${remote}@${release}`).join(', ') })}{' '}
      <button
        type="button"
        className="draft-preview-banner-action"
        onClick={() => {
          endOverrides();
          const address = new URL(window.location.href);
          address.searchParams.delete('remote');
          window.location.assign(address.href);
        }}
      >
        {t('release.end')}
      </button>
    </section>
  );
}
