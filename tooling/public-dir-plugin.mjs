// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/**
 * Emits every file of an app's `public/` folder into its build as it is, under the same
 * relative path and name (no hash): for files whose address must be known before any script
 * runs, like the picture the host's HTML preloads.
 */
export class PublicDirPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicDirPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicDirPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const entry of readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = path.join(entry.parentPath, entry.name);
          compilation.emitAsset(path.relative(this.dir, file), new webpack.sources.RawSource(readFileSync(file)));
          compilation.fileDependencies.add(file);
        }
      });
    });
  }
}
