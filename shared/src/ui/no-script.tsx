import type { ReactNode } from 'react';
import './no-script.css';

/**
 * The class of a part that works only with scripts (a form that calls the API, a control that
 * changes the page): where scripts are off, in the page as the server rendered it, it is not
 * shown, so nothing that looks like a control is dead.
 */
export const SCRIPT_ONLY = 'ui-script-only';

/** What stands in for a part that needs scripts, shown only where they are off; its words in the page's language (the caller's catalog). */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return <p className="ui-no-script-note">{children}</p>;
}
