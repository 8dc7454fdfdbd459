import { createRequire } from 'node:module';

// @school/shared is not an ES module package, so Node's ESM loader cannot see the named export
// of its TypeScript file; through require, Playwright's TypeScript hook loads it as it is.
const require = createRequire(import.meta.url);

/** The school's details as the site shows them (shared/src/site/site-info.ts), not a copy. */
export const { SITE_INFO } = require('@school/shared/site-info') as typeof import('@school/shared/site-info');
