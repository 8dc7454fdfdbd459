import type { ContentChange } from '@school/shared/contracts/prerender';
import { isOptionalPage } from '@school/shared/contracts/site';
import { SITE_MAP_PAGES } from '@school/shared/contracts/site-map';

/** Every page of the school (its name, menu or footer changed), or these pages only. */
export type ChangedPages = 'all' | Set<string>;

const DISCLOSURE = ['/mandatory-public-disclosure', '/academics', '/certificates_&_Approvals'];

/**
 * Writes that change nothing a visitor's page shows (drafts, accounts, support, feedback, the
 * alerts a page asks for itself), or that the renderer follows another way: a school's pin of a
 * remote's version ('remote:pin') is read with the channels at every poll (renderer-service.ts).
 */
const UNSEEN = new Set(['draft', 'approval', 'feedback', 'support', 'user', 'alert', 'remote']);

/**
 * The pages a write changes, from what each page shows (decision 014): a page's document is on
 * the pages of its kind, a notice on its own page, the lists and the home page's board, a list's
 * record on its list (staff also on the disclosure's counts). An optional page's first words put
 * it in every page's menu; the school's profile or addresses are on every page. What this table
 * does not know re-renders the whole site, never too little.
 */
export function changedPages(change: ContentChange): ChangedPages {
  const [entity = '', detail] = change.entity.split(':');
  if (UNSEEN.has(entity)) return new Set();
  switch (entity) {
    case 'page':
      if (!detail || isOptionalPage(detail)) return 'all';
      return new Set(SITE_MAP_PAGES.filter((page) => (page.kinds as readonly string[]).includes(detail)).map((page) => page.path));
    case 'notice':
      return new Set(['/', '/notices', '/notices/archive', ...(change.entityId && /^\d+$/.test(change.entityId) ? [`/notices/${change.entityId}`] : [])]);
    case 'staff':
      return new Set(['/staffDetail', ...DISCLOSURE]);
    case 'event':
      return new Set(['/photos']);
    case 'alumnus':
      return new Set(['/alumni']);
    default:
      return 'all';
  }
}

/** The pages a batch of changes asks for, by school. */
export function changedPagesBySchool(changes: readonly ContentChange[]): Map<number, ChangedPages> {
  const bySchool = new Map<number, ChangedPages>();
  for (const change of changes) {
    if (change.schoolId === null) continue; // the provider's alerts: no page shows them (renderer-service.ts writes alerts.json)
    const pages = changedPages(change);
    const known = bySchool.get(change.schoolId) ?? new Set<string>();
    if (known === 'all' || pages === 'all') bySchool.set(change.schoolId, 'all');
    else bySchool.set(change.schoolId, new Set([...known, ...pages]));
  }
  return bySchool;
}
