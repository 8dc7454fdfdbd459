import { browserStorage } from './browser-storage';
import { PAGE_KINDS, type PageKind } from './contracts/pages';
import { createStore, useStore } from './store';

/**
 * "What visitors see" before publishing (decision 013): a page's draft shown by the public
 * site's own components, in this tab only. While a preview is on, loading that page (or the
 * home page's section) answers the draft's content instead of asking the API, and the host
 * shows a banner saying it is a draft. Kept in sessionStorage, so it survives a reload of the
 * tab and ends with it; no other tab, and no visitor, ever sees it.
 */
export interface DraftPreview {
  draftId: number;
  kind: PageKind;
  content: Record<string, unknown>;
}

const KEY = 'draftPreview';

function stored(): DraftPreview | null {
  try {
    const value = JSON.parse(browserStorage('sessionStorage')?.getItem(KEY) ?? 'null') as Partial<DraftPreview> | null;
    const valid = value && Number.isInteger(value.draftId) && PAGE_KINDS.includes(value.kind as PageKind) && typeof value.content === 'object' && value.content !== null;
    return valid ? (value as DraftPreview) : null;
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
