// @ts-check
import { createHash } from 'node:crypto';
import webpack from 'webpack';

/** The file the host's build writes the hashes in, which deploy/nginx/render-templates.sh reads. */
const INLINE_SCRIPTS_CSP = 'inline-scripts.csp';

/**
 * Writes the Content-Security-Policy sources ('sha256-…') of the build's files that pages carry
 * inline (the host's after-paint.js, the prerendered pages' loader), as the build made them
 * (after minification), into INLINE_SCRIPTS_CSP: the web server puts them in script-src, so those
 * scripts and no others run inline.
 */
export class InlineScriptHashPlugin {
  /** @param {string[]} names the assets pages carry inline */
  constructor(names) {
    this.names = names;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineScriptHashPlugin', (compilation) => {
      // After the minifier (OPTIMIZE_SIZE): the hash is of the text the renderer reads.
      compilation.hooks.processAssets.tap({ name: 'InlineScriptHashPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const sources = this.names.map((name) => {
          const asset = compilation.getAsset(name);
          if (!asset) throw new Error(`InlineScriptHashPlugin: the build has no ${name}`);
          return `'sha256-${createHash('sha256').update(asset.source.buffer()).digest('base64')}'`;
        });
        compilation.emitAsset(INLINE_SCRIPTS_CSP, new webpack.sources.RawSource(sources.join(' ')));
      });
    });
  }
}
