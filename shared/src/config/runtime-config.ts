import { parseRuntimeConfig, type RuntimeConfig } from '../contracts/runtime-config';
import { lookUpSite, setSite } from './site';

let loading: Promise<RuntimeConfig | null> | null = null;
let loaded: RuntimeConfig | null = null;

/**
 * Fetches /config.json from the page's own origin once, then asks the API which school the
 * page's address belongs to: SchoolCode is that school's (config.json's is the fallback when
 * the API cannot say). Every later call shares the answer. A failure is only logged (spec
 * section 7) and resolves to null, so the page still renders and the parts that need the
 * configuration say they are unavailable; so does an address no school has.
 */
export function loadConfig(url = '/config.json'): Promise<RuntimeConfig | null> {
  loading ??= fetch(url, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const config = parseRuntimeConfig(await response.json());
      const site = await lookUpSite(config);
      if (site.status !== 'unknown') loaded = site.status === 'found' ? { ...config, SchoolCode: site.site.schoolCode } : config;
      setSite(site);
      return loaded;
    })
    .catch((error: unknown) => {
      console.error('Failed to load configuration', error);
      loading = null; // the next call tries again
      return null;
    });
  return loading;
}

/** The loaded configuration; throws when read before loadConfig() has succeeded. */
export function getConfig(): RuntimeConfig {
  if (!loaded) throw new Error('The site configuration is not loaded yet.');
  return loaded;
}

/** For tests and for a page that receives its configuration another way. */
export function setConfig(config: RuntimeConfig | null): void {
  loaded = config;
  loading = config ? Promise.resolve(config) : null;
}
