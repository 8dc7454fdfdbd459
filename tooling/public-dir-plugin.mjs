// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { assetsPlugin } from './assets-plugin.mjs';

/**
 * Emits every file of an app's `public/` folder (`dir`) into its build as it is, under the same
 * relative path and name (no hash): for files whose address must be known before any script
 * runs, like the picture the host's HTML preloads.
 * @param {string} dir
 */
export const publicDirPlugin = (dir) =>
  assetsPlugin('PublicDirPlugin', webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, (compilation) => {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      compilation.emitAsset(path.relative(dir, file), new webpack.sources.RawSource(readFileSync(file)));
      compilation.fileDependencies.add(file);
    }
  });
