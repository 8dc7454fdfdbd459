import { lazy, type ComponentType } from 'react';
import { renderedLazyModule } from '@school/shared';

/**
 * A page that loads only when its route is visited: its own chunk. `request` is the import's
 * own (`'./pages/rti-page'`): webpack names the page's chunk group by it in lazy-styles.json
 * (tooling/lazy-styles-plugin.mjs), and a server render that draws the page says so, so that
 * the renderer links this page's style sheets in its HTML and no other page's.
 */
export function lazyPage<P extends object>(request: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    renderedLazyModule(request);
    return <Page {...props} />;
  };
}
