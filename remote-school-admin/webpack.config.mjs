// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@school/tooling/webpack-app';

export default createWebpackConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'school_admin',
  devPort: 3002,
  exposes: { './app': './src/app.tsx', './extensions': './src/extensions.ts' },
  title: 'School administration (standalone)',
});
