// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@school/tooling/webpack-app';

export default createWebpackConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  devPort: 8080,
  isHost: true,
  // Until the page knows its school (GET /Site), which names every page after itself.
  title: 'School website',
});
