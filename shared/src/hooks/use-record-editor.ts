import { useState } from 'react';
import { createStore, useStore, type Store } from '../store';
import { askToConfirm, type Confirmation } from '../ui/confirm-dialog';

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
export type EditorStore<Item> = Store<EditorState<Item>>;

const CLOSED = { mode: 'closed' } as const;
let openings = 0;

/**
 * A store of its own lets one component open the editor that another shows: the alumni cards
 * turn with their carousel, so a card only names the alumnus and the toolbar, which stays,
 * holds the modal.
 */
export function editorStore<Item>(): EditorStore<Item> {
  return createStore<EditorState<Item>>(CLOSED);
}

/**
 * The record with this id in a list that holds whole records (notices, alerts), for `fetch` and
 * the confirmations; a record no longer listed is an error, which the editor reports as a failed fetch.
 */
export function listedRecord<Item>(items: readonly Item[] | undefined, id: number, idOf: (item: Item) => number = (item) => (item as { id: number }).id): Item {
  const item = items?.find((candidate) => idOf(candidate) === id);
  if (!item) throw new Error(`No record ${id} in the list`);
  return item;
}

export interface RecordEditorOptions<Item> {
  /**
   * The by-id call. Edit mode starts only once it answers (docs/product.md#record-screens). A
   * screen whose list holds whole records (notices, alerts) answers from its list.
   */
  fetch(id: number): Promise<Item>;
  /** The delete call; a screen whose records are never deleted (the Team) has none, nor the two below. */
  delete?(id: number): Promise<unknown>;
  /**
   * Asked before a delete, in the confirmation dialog: the question (its button reads Delete),
   * or the whole confirmation for this record. Without it a delete asks nothing.
   */
  confirmDelete?: string | ((id: number) => Confirmation);
  /** After a successful save, once the editor has closed: reload the list, or the page. */
  afterSave(): void;
  /** After a successful delete: reload the list, or the page. */
  afterDelete?(id: number): void;
  /** A failed by-id call: what the screen shows of it (the spec differs per screen). */
  fetchFailed(error: unknown): void;
  deleteFailed?(error: unknown): void;
  store?: EditorStore<Item>;
}

/** A call in flight for a record: 'edit' (its by-id call), 'delete', or the name given to `act`. */
export type PendingAction = string;

/** An action on one record besides edit and delete (publish, end now). */
export interface RecordAction<Result> {
  /** Asked first; without it the action asks nothing. */
  confirm?: Confirmation | undefined;
  run(): Promise<Result>;
  done(result: Result): void;
  failed(error: unknown): void;
}

export interface RecordEditor<Item> {
  state: EditorState<Item>;
  /** The call in flight for an item, if any. A deleted item stays 'delete' until it leaves the list. */
  pending(id: number): PendingAction | undefined;
  add(): void;
  edit(id: number): Promise<void>;
  remove(id: number): Promise<void>;
  /** Runs another action on a record, one call per record at a time, as remove does. */
  act<Result>(id: number, name: string, action: RecordAction<Result>): Promise<void>;
  close(): void;
  /** The form saved: the editor closes, then `afterSave` runs. */
  saved(): void;
}

/** What a screen's table of records takes from its editor: each row's call in flight, and its Edit and Delete. */
export type RowEditor = Pick<RecordEditor<unknown>, 'pending' | 'edit' | 'remove'>;

/**
 * The one add/edit/delete flow of every admin screen (events, staff, alumni, schools, users,
 * notices, alerts). The screens differ only in what the options say: the spec's confirmations,
 * the alumni page reload, where a failure shows.
 */
export function useRecordEditor<Item>(options: RecordEditorOptions<Item>): RecordEditor<Item> {
  const [ownStore] = useState(() => editorStore<Item>());
  const store = options.store ?? ownStore;
  const state = useStore(store);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingAction>>(new Map());

  const mark = (id: number, action: PendingAction | undefined) =>
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });

  const close = () => store.set(CLOSED);

  /** Asks if it must, marks the record, runs the call; `keep` leaves the mark on after success (a deleted record). */
  async function run<Result>(id: number, name: PendingAction, action: RecordAction<Result>, keep = false) {
    if (pending.has(id)) return;
    if (action.confirm && !(await askToConfirm(action.confirm))) return;
    mark(id, name);
    let result: Result;
    try {
      result = await action.run();
    } catch (error) {
      mark(id, undefined);
      action.failed(error);
      return;
    }
    if (!keep) mark(id, undefined);
    action.done(result);
  }

  const deleteConfirmation = (id: number): Confirmation | undefined => {
    const { confirmDelete } = options;
    return typeof confirmDelete === 'string' ? { question: confirmDelete, action: 'Delete' } : confirmDelete?.(id);
  };

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
    act: run,
    remove(id) {
      const { delete: deleteCall, afterDelete, deleteFailed } = options;
      if (!deleteCall) return Promise.resolve();
      return run(
        id,
        'delete',
        {
          confirm: deleteConfirmation(id),
          run: () => deleteCall(id),
          done() {
            // The deleted record's form, if open, has nothing left to save.
            const current = store.get();
            if (current.mode === 'edit' && current.id === id) close();
            afterDelete?.(id);
          },
          failed: (error) => deleteFailed?.(error),
        },
        true,
      );
    },
  };
}
