import type { ReactNode, Ref } from 'react';
import './toolbar-button.css';

/** A list screen's Add button beside its title (Add Staff, Add notice), which opens the record's dialog. */
export function AddButton({ onClick, children, ref }: { onClick(): void; children: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className="ui-button ui-button-primary toolbar-button" onClick={onClick}>
      {children}
    </button>
  );
}
