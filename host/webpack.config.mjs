// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@school/tooling/webpack-app';
import { createServerConfig } from '@school/tooling/webpack-server';

const dir = path.dirname(fileURLToPath(import.meta.url));

const browser = createWebpackConfig({
  dir,
  name: 'host',
  devPort: 8080,
  isHost: true,
  // Until the page knows its school (GET /Site), which names every page after itself.
  title: 'School website',
});

/**
 * The browser build and, but in development, the renderer (decision 014): the host's layout for
 * Node, which loads the content remote's server build instead of fetching the remote.
 */
export default (/** @type {unknown} */ env, /** @type {{ mode?: string }} */ argv) =>
  argv.mode === 'development'
    ? browser(env, argv)
    : [
        browser(env, argv),
        createServerConfig({ dir, entry: 'src/server/index.ts', filename: 'renderer.cjs', role: 'renderer', replace: { 'src/remotes/federation.ts': 'src/server/remote-builds.ts' } }),
      ];
