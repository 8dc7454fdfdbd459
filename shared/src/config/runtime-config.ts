import { parseRuntimeConfig, RUNTIME_CONFIG_ID, type RuntimeConfig } from '../contracts/runtime-config';
import { dataBlock } from './data-block';
import { inlinedSite, lookUpSite, setSite, type SiteState } from './site';

let loading: Promise<RuntimeConfig | null> | null = null;
let loaded: RuntimeConfig | null = null;

/** /config.json as the web server put it in the page, when it did and it is well-formed. */
function inlinedConfig(): RuntimeConfig | null {
  const value = dataBlock(RUNTIME_CONFIG_ID);
  if (value === undefined) return null;
  try {
    return parseRuntimeConfig(value);
  } catch (error) {
    console.error('The configuration in the page is unusable; asking for /config.json', error);
    return null;
  }
}

/**
 * Publishes the configuration and the school of the page's address (useSite). At an address no
 * school has, the configuration still serves what belongs to no school: the provider's area.
 */
function settle(config: RuntimeConfig, site: SiteState): RuntimeConfig {
  loaded = site.status === 'found' ? { ...config, SchoolCode: site.site.schoolCode } : config;
  setSite(site);
  return loaded;
}

async function fetchConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) {
    await response.text(); // read to its end: no answer is left open waiting for a reader
    throw new Error(`${url} answered ${response.status}`);
  }
  return parseRuntimeConfig(await response.json());
}

/**
 * The configuration (/config.json) and which school the page's address belongs to:
 * SchoolCode is that school's (config.json's is the fallback when the API cannot say). Every
 * later call shares the answer. When the web server put both in the page they are published
 * before this returns, so the shell's first render already shows the school; otherwise they
 * are fetched from the page's own origin and the API. A failure is only logged
 * (docs/product.md#config) and resolves to null, so the page still renders and the parts that need the
 * configuration say they are unavailable.
 */
export function loadConfig(url = '/config.json'): Promise<RuntimeConfig | null> {
  if (loading) return loading;
  const inlined = inlinedConfig();
  const site = inlined && inlinedSite();
  if (inlined && site) {
    loading = Promise.resolve(settle(inlined, { status: 'found', site }));
    return loading;
  }
  loading = (inlined ? Promise.resolve(inlined) : fetchConfig(url))
    .then(async (config) => settle(config, await lookUpSite(config)))
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
