// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@school/tooling/webpack-app';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createWebpackConfig({
  dir,
  name: 'content',
  devPort: 3001,
  exposes: { './app': './src/app.tsx' },
  title: 'Public content (standalone)',
});
