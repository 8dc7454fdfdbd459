// @ts-check
import webpack from 'webpack';
import { assetsPlugin } from './assets-plugin.mjs';

/** The file this plugin writes into a remote's build. */
export const LAZY_STYLES_FILE = 'lazy-styles.json';

/**
 * Writes lazy-styles.json: for each lazily loaded module, by its import's request
 * (`"./pages/rti-page"`), the style sheets its chunks load (paths in the build). The renderer
 * links in a prerendered page the sheets of the lazy modules that page drew, and no others:
 * a page's first paint waits for its own styles only (decision 014).
 */
export const lazyStylesPlugin = () =>
  // Once the files have their final names (their content hashes are settled at OPTIMIZE_HASH),
  // and before the precompressed copies are made (OPTIMIZE_TRANSFER).
  assetsPlugin('LazyStylesPlugin', webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1, (compilation) => {
    /** @type {Record<string, Set<string>>} */
    const styles = {};
    for (const group of compilation.chunkGroups) {
      for (const { request } of group.origins) {
        if (!request || group.isInitial()) continue;
        const files = (styles[request] ??= new Set());
        for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
      }
    }
    const json = Object.fromEntries(Object.entries(styles).sort(([a], [b]) => a.localeCompare(b)).map(([request, files]) => [request, [...files].sort()]));
    compilation.emitAsset(LAZY_STYLES_FILE, new webpack.sources.RawSource(`${JSON.stringify(json, null, 2)}\n`));
  });
