// @ts-check
import { createHash } from 'node:crypto';
import webpack from 'webpack';
import { assetsPlugin } from './assets-plugin.mjs';

/** The file the host's build writes the hashes in, which deploy/nginx/render-templates.sh reads. */
const INLINE_SCRIPTS_CSP = 'inline-scripts.csp';

/**
 * Writes the Content-Security-Policy sources ('sha256-…') of the build's files that pages carry
 * inline (`names`: the host's after-paint.js, the prerendered pages' loader), as the build made
 * them (after minification), into INLINE_SCRIPTS_CSP: the web server puts them in script-src, so
 * those scripts and no others run inline.
 * @param {string[]} names the assets pages carry inline
 */
export const inlineScriptHashPlugin = (names) =>
  // After the minifier (OPTIMIZE_SIZE): the hash is of the text the renderer reads.
  assetsPlugin('InlineScriptHashPlugin', webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE, (compilation) => {
    const sources = names.map((name) => {
      const asset = compilation.getAsset(name);
      if (!asset) throw new Error(`InlineScriptHashPlugin: the build has no ${name}`);
      return `'sha256-${createHash('sha256').update(asset.source.buffer()).digest('base64')}'`;
    });
    compilation.emitAsset(INLINE_SCRIPTS_CSP, new webpack.sources.RawSource(sources.join(' ')));
  });
