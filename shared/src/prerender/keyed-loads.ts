import { session } from '../auth/session';
import { dataBlock } from '../config/data-block';
import { draftPreview } from '../draft-preview';

/** The id of the page's data block that holds a prerendered page's answers, by key. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

type Answers = Record<string, unknown>;

/**
 * The keyed loads of the one server render in progress (decision 014). A server render runs
 * no effects, so `useLoad` reads its data through `use()` from a promise kept here by key; the
 * answers go in the page for the client's first render. Here, in the singleton, because
 * `useLoad` is bundled into each app: the renderer's copy and the remote's must see one store.
 */
let collecting: { promises: Map<string, Promise<unknown>>; answers: Answers; lazyModules: Set<string> } | null = null;

/**
 * For the renderer: runs a render, collecting the answers of its keyed loads and the lazy
 * modules it rendered (`renderedLazyModule`). One render at a time: the language of a render is
 * the page's module state too.
 */
export async function collectKeyedLoads<R>(render: () => Promise<R>): Promise<{ result: R; answers: Answers; lazyModules: string[] }> {
  if (collecting) throw new Error('A server render is already in progress');
  const store = { promises: new Map<string, Promise<unknown>>(), answers: {} as Answers, lazyModules: new Set<string>() };
  collecting = store;
  try {
    return { result: await render(), answers: store.answers, lazyModules: [...store.lazyModules] };
  } finally {
    collecting = null;
  }
}

/**
 * Says that the server render in progress draws the lazily loaded module `request` (as its
 * import names it): the renderer links that module's style sheets in the page. Nothing
 * outside a server render.
 */
export function renderedLazyModule(request: string): void {
  collecting?.lazyModules.add(request);
}

/**
 * The answer of a keyed load in the server render in progress, started at most once per key
 * (null outside one). Its value is what the client will read back from JSON, so the server
 * renders exactly what hydration sees.
 */
export function serverLoad(key: string, start: () => Promise<unknown>): Promise<unknown> | null {
  if (!collecting) return null;
  const { promises, answers } = collecting;
  let promise = promises.get(key);
  if (!promise) {
    promise = start().then((value) => (answers[key] = JSON.parse(JSON.stringify(value ?? null)) as unknown));
    promises.set(key, promise);
  }
  return promise;
}

let seeds: Answers | undefined;

/**
 * The prerendered page's answer for a key, while the client has not loaded it afresh. None in
 * a tab previewing a draft (it shows the draft, never the published answer first), nor for a
 * school's signed-in staff: the page, written a few seconds after a save, may not hold what they
 * have just saved, so theirs is loaded afresh.
 */
export function seededAnswer(key: string): { value: unknown } | null {
  if (typeof document === 'undefined' || draftPreview.get() || session.get().schoolToken) return null;
  if (!seeds) {
    const block = dataBlock(PRERENDERED_DATA_ID);
    seeds = block && typeof block === 'object' && !Array.isArray(block) ? (block as Answers) : {};
  }
  return Object.hasOwn(seeds, key) ? { value: seeds[key] } : null;
}

/** Once loaded afresh, a key's seed is spent: the next visit to its page loads as usual. */
export function forgetSeededAnswer(key: string): void {
  if (seeds) delete seeds[key];
}

/** For tests: the page's data block is read again. */
export function resetSeededAnswers(): void {
  seeds = undefined;
}
