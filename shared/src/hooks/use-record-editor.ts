import { useState, useSyncExternalStore } from 'react';

/**
 * What an editor shows: nothing, an empty form, or a form on the record the by-id call
 * answered. `opening` counts the openings, so a screen can key its form by it and every
 * opening starts from a fresh form.
 */
export type EditorState<Item> =
  | { mode: 'closed' }
  | { mode: 'add'; opening: number }
  | { mode: 'edit'; opening: number; id: number; record: Item };

/** Where an editor's state lives; by default in the component that uses it. */
export interface EditorStore<Item> {
  get(): EditorState<Item>;
  set(state: EditorState<Item>): void;
  subscribe(listener: () => void): () => void;
}

const CLOSED = { mode: 'closed' } as const;
let openings = 0;

/**
 * A store of its own lets one component open the editor that another shows: the alumni cards
 * turn with their carousel, so a card only names the alumnus and the toolbar, which stays,
 * holds the modal.
 */
export function editorStore<Item>(): EditorStore<Item> {
  let state: EditorState<Item> = CLOSED;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface RecordEditorOptions<Item> {
  /** The by-id call. Edit mode starts only once it answers (docs/product.md#record-screens). */
  fetch(id: number): Promise<Item>;
  delete(id: number): Promise<unknown>;
  /** Asked before a delete (window.confirm); without it a delete asks nothing. */
  confirmDelete?: string;
  /** After a successful save, once the editor has closed: reload the list, or the page. */
  afterSave(): void;
  /** After a successful delete: reload the list, or the page. */
  afterDelete(): void;
  /** A failed by-id call: what the screen shows of it (the spec differs per screen). */
  fetchFailed(error: unknown): void;
  deleteFailed(error: unknown): void;
  store?: EditorStore<Item>;
}

export type PendingAction = 'edit' | 'delete';

export interface RecordEditor<Item> {
  state: EditorState<Item>;
  /** The call in flight for an item, if any. A deleted item stays 'delete' until it leaves the list. */
  pending(id: number): PendingAction | undefined;
  add(): void;
  edit(id: number): Promise<void>;
  remove(id: number): Promise<void>;
  close(): void;
  /** The form saved: the editor closes, then `afterSave` runs. */
  saved(): void;
}

/**
 * The one add/edit/delete flow of every admin screen (events, staff, alumni, schools, users).
 * The screens differ only in what the options say: the spec's event confirmation, the alumni
 * page reload, where a failure shows.
 */
export function useRecordEditor<Item>(options: RecordEditorOptions<Item>): RecordEditor<Item> {
  const [ownStore] = useState(() => editorStore<Item>());
  const store = options.store ?? ownStore;
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingAction>>(new Map());

  const mark = (id: number, action: PendingAction | undefined) =>
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });

  const close = () => store.set(CLOSED);

  return {
    state,
    pending: (id) => pending.get(id),
    add: () => store.set({ mode: 'add', opening: ++openings }),
    close,
    saved() {
      close();
      options.afterSave();
    },
    async edit(id) {
      if (pending.has(id)) return;
      mark(id, 'edit');
      try {
        const record = await options.fetch(id);
        store.set({ mode: 'edit', opening: ++openings, id, record });
      } catch (error) {
        options.fetchFailed(error);
      } finally {
        mark(id, undefined);
      }
    },
    async remove(id) {
      if (pending.has(id)) return;
      if (options.confirmDelete !== undefined && !window.confirm(options.confirmDelete)) return;
      mark(id, 'delete');
      try {
        await options.delete(id);
      } catch (error) {
        mark(id, undefined);
        options.deleteFailed(error);
        return;
      }
      // The deleted record's form, if open, has nothing left to save.
      const current = store.get();
      if (current.mode === 'edit' && current.id === id) close();
      options.afterDelete();
    },
  };
}
