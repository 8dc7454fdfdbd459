import type { Ref } from 'react';
import './item-actions.css';

interface ItemActionsProps {
  /** Who the buttons act on: their accessible names are "Edit <name>" and "Delete <name>". */
  name: string;
  /** True while the row's own call is in flight: clicks are ignored, focus stays put. */
  busy: boolean;
  onEdit(): void;
  /** None: no Delete (an editor deletes nothing, decision 013). */
  onDelete?: () => void;
  editRef?: Ref<HTMLButtonElement>;
}

/**
 * The Edit and Delete buttons of one staff row or alumni card (Edit alone for an editor). They stay focusable while busy
 * (aria-disabled rather than disabled), so keyboard focus is not thrown to the page's start.
 */
export function ItemActions({ name, busy, onEdit, onDelete, editRef }: ItemActionsProps) {
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <div className="item-actions">
      <button ref={editRef} type="button" className="ui-button item-action" aria-disabled={busy || undefined} onClick={unlessBusy(onEdit)}>
        Edit<span className="ui-visually-hidden"> {name}</span>
      </button>
      {onDelete && (
        <button type="button" className="ui-button item-action item-action-danger" aria-disabled={busy || undefined} onClick={unlessBusy(onDelete)}>
          Delete<span className="ui-visually-hidden"> {name}</span>
        </button>
      )}
    </div>
  );
}
