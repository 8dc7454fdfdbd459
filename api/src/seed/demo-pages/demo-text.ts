import type { PageContent, PageKind } from '@school/shared/contracts/pages';
import type { Picture } from '@school/shared/contracts/page-fields';

/** The demo school's pages, by kind (DEMO_CONTENT=1 only). */
export type DemoPages = { [K in PageKind]?: PageContent<K> };

/** A text the demo has in English only. */
export const en = (text: string) => ({ en: text, hi: '' });

/** A demo picture: `file` in api/seed/media/pages/, its size read when it is placed. */
export const demoPicture = (file: string, alt: string): Picture => ({ path: `seed:${file}`, width: 0, height: 0, alt: en(alt) });

/** A demo document: `file`.pdf in api/seed/media/pages/, stored as an upload when it is placed. */
export const demoDocument = (file: string) => `seed:${file}.pdf`;
