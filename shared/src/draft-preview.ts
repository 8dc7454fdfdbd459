import { browserStorage } from './browser-storage';
import { PAGE_KINDS, type PageKind } from './contracts/page-kinds';
import { NOTICE_CATEGORIES } from './contracts/notice-values';
import type { PublicNotice } from './contracts/notices';
import { createStore, useStore } from './store';

/**
 * "What visitors see" before publishing (decision 013): a draft shown by the public site's own
 * components, in this tab only. While a preview is on, loading that page (or the home page's
 * section) answers the draft's content instead of asking the API; a notice's draft stands for
 * the notice it changes (or joins the notices, if new) on its own page, the lists and the home
 * page's board. The host shows a banner saying it is a draft. Kept in sessionStorage, so it
 * survives a reload of the tab and ends with it; no other tab, and no visitor, ever sees it.
 */
export type DraftPreview = { draftId: number } & (PagePreview | NoticePreview);

/** A page's draft: the page's content as the draft has it. */
export interface PagePreview {
  type: 'page';
  kind: PageKind;
  content: Record<string, unknown>;
}

/**
 * A notice's draft: the notice as visitors would see it once published (`id` 0 for a new one,
 * which has no number yet), and the published notice it changes (null: none), so a list knows
 * where it leaves.
 */
export interface NoticePreview {
  type: 'notice';
  notice: PublicNotice;
  current: PublicNotice | null;
}

/** The id a new notice's preview stands under: no notice has it (ids start at 1). */
export const NEW_NOTICE_ID = 0;

const KEY = 'draftPreview';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Enough of a notice for the public components to draw it: anything else stored under the key is no preview. */
function isNotice(value: unknown): value is PublicNotice {
  if (!isObject(value) || !isObject(value.title) || !isObject(value.body)) return false;
  return Number.isInteger(value.id) && (NOTICE_CATEGORIES as readonly unknown[]).includes(value.category) && typeof value.title.en === 'string' && typeof value.publishFrom === 'string' && Array.isArray(value.attachments);
}

function valid(value: unknown): value is DraftPreview {
  if (!isObject(value) || !Number.isInteger(value.draftId)) return false;
  if (value.type === 'page') return PAGE_KINDS.includes(value.kind as PageKind) && isObject(value.content);
  return value.type === 'notice' && isNotice(value.notice) && (value.current === null || isNotice(value.current));
}

function stored(): DraftPreview | null {
  try {
    const value: unknown = JSON.parse(browserStorage('sessionStorage')?.getItem(KEY) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const preview = createStore<DraftPreview | null>(stored());

export const draftPreview = {
  get: preview.get,
  start(next: DraftPreview): void {
    browserStorage('sessionStorage')?.setItem(KEY, JSON.stringify(next));
    preview.set(next);
  },
  end(): void {
    browserStorage('sessionStorage')?.removeItem(KEY);
    preview.set(null);
  },
};

/** The preview on in this tab, if any; the component renders again when it starts or ends. */
export const useDraftPreview = (): DraftPreview | null => useStore(preview);

/** The notice draft previewed in this tab, if that is the preview on. */
export function previewedNotice(): NoticePreview | null {
  const on = preview.get();
  return on?.type === 'notice' ? on : null;
}
