import { prerender } from 'react-dom/static';
import { collectKeyedLoads, MemoryRouter, prepareCatalog, Routes, setConfig, setLanguage, setSite, siteMapCatalog, type Language } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import type { Site } from '@school/shared/contracts/site';
import { schoolRoutes } from '../app';
import { hostCatalog } from '../i18n/host-strings';

/** One public page of one school in one language, to prerender. */
export interface PageJob {
  /** The page's path, as the site map names it (`/`, `/rti`, `/notices/12`). */
  path: string;
  language: Language;
  site: Site;
  /** The school's /config.json, as its pages get it: the API the page's data and pictures come from. */
  config: RuntimeConfig;
}

export interface RenderedPage {
  /** What goes inside the page's #root. */
  markup: string;
  /** The answers of the page's keyed loads, for the client's first render. */
  answers: Record<string, unknown>;
  /** The lazily loaded modules the page drew (their imports' requests): their style sheets go in its head. */
  lazyModules: string[];
}

/** Where a render failed: the page is not written, and the previous file (or the shell) stays served. */
export class RenderFailed extends Error {}

/**
 * Renders a public page as a visitor would first see it, with the host's layout and the content
 * remote's page (the server build provideServerRemote was given), waiting for its data and its
 * strings in the job's language. One page at a time: the school, the configuration and the
 * language are the shared singleton's state, as in a browser tab.
 */
export async function renderPage({ path, language, site, config }: PageJob): Promise<RenderedPage> {
  setConfig(config);
  setSite({ status: 'found', site });
  setLanguage(language);
  await Promise.all([prepareCatalog(hostCatalog), prepareCatalog(siteMapCatalog)]);
  const errors: unknown[] = [];
  const address = language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  const { result: markup, answers, lazyModules } = await collectKeyedLoads(async () => {
    const { prelude } = await prerender(
      <MemoryRouter initialEntries={[address]}>
        <Routes>{schoolRoutes}</Routes>
      </MemoryRouter>,
      {
        onError: (error) => void errors.push(error),
        // Every part in its place in the HTML: none held back for a script to move in, which
        // React does with large parts to show the rest sooner, and which a reader without
        // JavaScript would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    return new Response(prelude).text();
  });
  if (errors.length > 0) throw new RenderFailed(`${path} (${language}) did not render: ${String(errors[0])}`, { cause: errors[0] });
  return { markup, answers, lazyModules };
}
