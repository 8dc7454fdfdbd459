import type { RuntimeConfig } from '../contracts/runtime-config';
import type { Site } from '../contracts/site';
import { SITE_DATA_ID } from '../contracts/site-data';
import { createStore, useStore } from '../store';
import { dataBlock } from './data-block';

/**
 * Which school this page is, asked of the API by the page's host name (a school is a tenant:
 * DESIGN.md). `unknown`: no school has this address. `unreachable`: the API did not say, and
 * the page goes on with the school its configuration names.
 */
export type SiteState = { status: 'loading' } | { status: 'found'; site: Site } | { status: 'unknown' } | { status: 'unreachable' };

const site = createStore<SiteState>({ status: 'loading' });

/** Checked by hand, as the configuration is: no schema library in the singleton. */
function isSite(value: unknown): value is Site {
  const site = value as Partial<Site> | null;
  return (
    typeof site?.schoolCode === 'string' &&
    typeof site.schoolName === 'string' &&
    typeof site.demoContent === 'boolean' &&
    typeof site.profile === 'object' &&
    site.profile !== null &&
    (site.optionalPages === undefined || (Array.isArray(site.optionalPages) && site.optionalPages.every((kind) => typeof kind === 'string')))
  );
}

/** The site data the web server inlined in the page (GET /Site/Head), when it did. */
export function inlinedSite(): Site | null {
  const site = dataBlock(SITE_DATA_ID);
  return isSite(site) ? site : null;
}

/**
 * Which school the page is: the data the web server inlined for its address, else GET
 * {API_URL}/Site?host=…. Once per page, by loadConfig, which publishes the answer (setSite)
 * once the configuration is in place: what renders on it may build media addresses at once.
 */
export async function lookUpSite(config: RuntimeConfig, host = window.location.hostname): Promise<SiteState> {
  const inlined = inlinedSite();
  if (inlined) return { status: 'found', site: inlined };
  try {
    const response = await fetch(`${config.API_URL}/Site?host=${encodeURIComponent(host)}`);
    if (!response.ok) {
      // Its body is not wanted, but is read to its end: no answer is left open waiting for a reader.
      await response.text().catch(() => '');
      if (response.status === 404) return { status: 'unknown' };
      throw new Error(`/Site answered ${response.status}`);
    }
    const site: unknown = await response.json();
    if (!isSite(site)) throw new Error('/Site answered an unexpected shape');
    return { status: 'found', site };
  } catch (error) {
    console.error('Failed to find the school of this address', error);
    return { status: 'unreachable' };
  }
}

/** Publishes which school this page is (loadConfig does; tests and a settings save too). */
export function setSite(next: SiteState): void {
  site.set(next);
}

/** The school this page is, as the host's layout shows it (its name, the demo notice). */
export function useSite(): SiteState {
  return useStore(site);
}

/** The school's name, code and profile, once known (empty details while the API cannot say). */
export function useSchool(): Site | null {
  const site = useSite();
  return site.status === 'found' ? site.site : null;
}
