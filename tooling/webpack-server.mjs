// @ts-check
// The server builds of decision 014: an app's code for Node, in one CommonJS file, so the
// renderer can prerender public pages with the same components the browser runs. The singletons
// are left out (the renderer hands its own, as the browser's share scope does), styles are
// not bundled (the page links the browser build's CSS), and pictures are named, not emitted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { appVersion } from './app-version.mjs';
import { assetsPlugin } from './assets-plugin.mjs';
import { federationShared } from './federation-shared.mjs';

/** Evaluated first in a remote's server build: its pictures' addresses start at the remote's public URL. */
const PUBLIC_PATH_ENTRY = fileURLToPath(new URL('server-public-path.cjs', import.meta.url));

/**
 * @typedef {object} ServerBuild
 * @property {string} dir        the app's folder
 * @property {string} entry      the module whose exports the file exports (relative to dir)
 * @property {string} filename   the file written under the app's dist-server/
 * @property {'remote' | 'renderer'} role  a remote's build requires the shared singletons from
 *   the renderer; the renderer bundles @school/shared and requires React and the AWS SDK (its
 *   pages in a bucket) from node_modules
 * @property {Record<string, string>} [replace]  modules (paths relative to dir) built as others:
 *   what the browser does over the network, the renderer does its own way
 */

/** @param {ServerBuild} build */
export function createServerConfig({ dir, entry, filename, role, replace = {} }) {
  const replaced = new Map(Object.entries(replace).map(([from, to]) => [path.join(dir, from), path.join(dir, to)]));
  const singletons = new Set(Object.keys(federationShared));
  /** @type {(request: string) => boolean} */
  const external = role === 'remote' ? (request) => singletons.has(request) : (request) => /^(react|react-dom|@aws-sdk\/[\w-]+)(\/|$)/.test(request);
  return {
    name: `${path.basename(dir)}-server`,
    mode: 'production',
    target: 'node20',
    entry: role === 'remote' ? [PUBLIC_PATH_ENTRY, path.join(dir, entry)] : path.join(dir, entry),
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename,
      library: { type: 'commonjs2' },
      // The browser build's names, so a picture's address is the same on both sides.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    externals: [
      (/** @type {{ request?: string }} */ { request }, /** @type {(error?: null, result?: string) => void} */ callback) =>
        request && external(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // Lazy pages stay inside the one file: the renderer loads a single file it is handed.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // After resolving, so the module is known by its file wherever it is imported from; every
      // name of it changes, or webpack would keep two instances of the replacement.
      new webpack.NormalModuleReplacementPlugin(/./, (/** @type {{ createData?: Record<string, string> }} */ module) => {
        const data = module.createData;
        const from = data?.resource;
        const to = from && replaced.get(from);
        if (!data || !from || !to) return;
        for (const name of ['resource', 'request', 'userRequest', 'rawRequest']) if (typeof data[name] === 'string') data[name] = data[name].replace(from, to);
      }),
      // build.json beside it: the version its pages are stamped with, the browser build's too.
      versionFilePlugin(appVersion(dir)),
    ],
    // Readable stack traces in the renderer's log; the file is read once per process.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Writes build.json ({ version }) into the output. */
const versionFilePlugin = (/** @type {string} */ version) =>
  assetsPlugin('VersionFilePlugin', webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, (compilation) => {
    compilation.emitAsset('build.json', new webpack.sources.RawSource(JSON.stringify({ version })));
  });
