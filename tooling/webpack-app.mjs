// @ts-check
// One webpack configuration for the host and every remote, so the four apps build alike:
// TypeScript through ts-loader (type checks run once, in `tsc -b`), CSS extracted into files
// that load with their chunks (a remote's styles travel with its code), and Module Federation.
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appVersion } from './app-version.mjs';
import { federationShared, hostShared } from './federation-shared.mjs';
import { hostContractPlugin } from './host-contract.mjs';
import { lazyStylesPlugin } from './lazy-styles-plugin.mjs';
import { productionAliases } from './production-aliases.mjs';
import { inlineScriptHashPlugin } from './inline-script-hash-plugin.mjs';
import { publicDirPlugin } from './public-dir-plugin.mjs';
import { apiUrl, runtimeConfig } from './site-config.mjs';

/** A remote's own page (`npm run dev`), the same for every remote but its title. */
const STANDALONE_TEMPLATE = fileURLToPath(new URL('standalone/index.html', import.meta.url));
/** Compiles the apps' interface strings (their `*-strings.ts` and Hindi JSON) in production builds. */
const MESSAGES_LOADER = fileURLToPath(new URL('messages-loader.cjs', import.meta.url));
const CATALOG_FILE = /(-strings\.ts|(^|[\\/.])hi\.json)$/;

/**
 * @typedef {object} AppOptions
 * @property {string} dir        the app's folder
 * @property {string} name       its federation name (a JS identifier)
 * @property {number} devPort    port of `npm run dev`
 * @property {boolean} [isHost]  the host registers remotes at run time and has its own index.html;
 *                               a remote's page is tooling/standalone/index.html
 * @property {Record<string,string>} [exposes]  what a remote offers the host
 * @property {string} [title]    document title of the app's own page
 * @property {string[]} [devStatic] folders `npm run dev` also serves as they are
 */

/** @param {AppOptions} app */
export function createWebpackConfig(app) {
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    // A remote's manifest names its version (metaData.buildInfo.buildVersion), the version its
    // server build's prerendered pages are stamped with (webpack-server.mjs).
    if (!app.isHost) process.env.MF_BUILD_VERSION = appVersion(app.dir);
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(app.dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // Entry files keep stable names (federation cannot hash them; they are served
        // no-cache); every other chunk is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The host serves deep routes, so its scripts need absolute paths; a remote's
        // chunks must load from wherever the remote is deployed.
        publicPath: app.isHost ? '/' : 'auto',
        clean: true,
        uniqueName: app.name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? productionAliases : {} },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
          },
          // Before ts-loader: in production the messages become the trees FormatJS formats, and
          // the browser gets no message parser (productionAliases).
          ...(production ? [{ test: CATALOG_FILE, exclude: /node_modules/, enforce: /** @type {const} */ ('pre'), loader: MESSAGES_LOADER }] : []),
          // Styles go to .css files beside each chunk, which the runtime loads with the chunk:
          // no styles inside scripts, and no inline <style> for a CSP to allow.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: app.isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          shared: app.isHost ? hostShared : federationShared,
          // Remotes are registered from /config.json at run time, never at build time.
          remotes: {},
          manifest: !app.isHost,
          // Without this the runtime fetches every remote's entry at start-up, and one
          // offline remote could take the whole page down.
          shareStrategy: 'loaded-first',
          // The type plugin fetches types over HTTP at build time; we type-check locally.
          dts: false,
          // The runtime's Node-only code paths are left out of browser builds. A remote loads
          // no remotes of its own (the host does, from manifests), so its runtime goes without
          // the remote-loading and manifest (snapshot) code: ~9 KB gzip less per remote.
          experiments: { optimization: app.isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true } },
        }),
        new HtmlWebpackPlugin({
          template: app.isHost ? path.join(app.dir, 'src/index.html') : STANDALONE_TEMPLATE,
          title: app.title ?? app.name,
          favicon: app.isHost ? path.join(app.dir, 'src/favicon.svg') : undefined,
          scriptLoading: 'defer',
        }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? 'chunks/[name].[contenthash:8].css' : 'chunks/[name].css',
        }),
        // A remote's lazy modules' style sheets, for the renderer to link only a page's own; the
        // host's contract, which a remote's release must fit (npm run check:remotes).
        ...(app.isHost ? [hostContractPlugin()] : [lazyStylesPlugin()]),
        // The app's public/ folder, copied as it is (fixed names the HTML can name).
        ...(existsSync(path.join(app.dir, 'public')) ? [publicDirPlugin(path.join(app.dir, 'public'))] : []),
        // The prerendered pages' loader, which they carry inline: its hash for the CSP.
        ...(app.isHost ? [inlineScriptHashPlugin(['after-paint.js'])] : []),
        // Precompressed copies, which the static server sends to browsers that accept them.
        ...(production
          ? [
              new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, algorithm: 'gzip', filename: '[path][base].gz' }),
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
              }),
            ]
          : []),
      ],
      // Named chunks ("…react-dom_client_js…") let the benchmarks and browser tests tell which
      // shared module a request fetched; the content hash still changes with every release.
      optimization: { chunkIds: 'named' },
      performance: { hints: false },
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: app.devStatic ?? false,
        // The pages load the schools' stored files from their own address (mediaUrl), which
        // passes them on to the API, as deploy/nginx and tooling/static-server.mjs do.
        proxy: [{ context: ['/uploads/'], target: new URL(apiUrl()).origin }],
        // Every app answers /config.json in development, so a remote also runs on its own.
        setupMiddlewares: (/** @type {any[]} */ middlewares) => [
          {
            name: 'config-json',
            path: '/config.json',
            middleware: (/** @type {any} */ _req, /** @type {any} */ res) => res.json(runtimeConfig()),
          },
          ...middlewares,
        ],
      },
    };
  };
}
