// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@school/tooling/webpack-app';

export default createWebpackConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'provider_admin',
  devPort: 3003,
  exposes: { './app': './src/app.tsx' },
  title: 'Provider administration (standalone)',
});
