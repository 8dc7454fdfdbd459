// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@school/tooling/webpack-app';
import { createServerConfig } from '@school/tooling/webpack-server';

const dir = path.dirname(fileURLToPath(import.meta.url));

const browser = createWebpackConfig({
  dir,
  name: 'content',
  devPort: 3001,
  exposes: { './app': './src/app.tsx' },
  title: 'Public content (standalone)',
});

/** The browser build and, but in development, the server build the renderer prerenders public pages with (decision 014). */
export default (/** @type {unknown} */ env, /** @type {{ mode?: string }} */ argv) =>
  argv.mode === 'development' ? browser(env, argv) : [browser(env, argv), createServerConfig({ dir, entry: 'src/app.tsx', filename: 'app.cjs', role: 'remote' })];
