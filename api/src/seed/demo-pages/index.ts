import type { DemoPages } from './demo-text.js';
import { principal } from './principal.js';

/**
 * The demo school's pages (DEMO_CONTENT=1 only): made up, shown under the demo notice, one file
 * per page. A picture names a file of api/seed/media/pages/; the seed stores it as an upload
 * would have.
 */
export const DEMO_PAGES: DemoPages = { principal };
