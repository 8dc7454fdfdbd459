import type { ReactNode } from 'react';
import type { Alert, AlertInput, AlertList } from '@school/shared/contracts/alerts';
import type { AlertFormClasses } from './alert-form';

/* What an area gives the alerts screen: its calls, its words and its look. */

/** The area's calls (contracts/alerts.ts): the school's /School/Alert/* or the provider's /Provider/Alert/*. */
export interface AlertsCalls {
  /** Module-level: a new function loads again. */
  list(signal: AbortSignal): Promise<AlertList>;
  /** Add when id is null, else Update. */
  save(input: AlertInput, id: number | null): Promise<unknown>;
  end(id: number): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/** What the screen says, in the area's words ("this school" or "every school"). */
export interface AlertsWords {
  loading: string;
  /** No list could be loaded; a reload failed with the last list still shown. */
  loadFailed: string;
  reloadFailed: string;
  /** The button that loads again. */
  retry: string;
  empty: string;
  /** The button that opens the form on a new alert. */
  add: string;
  /** The form's title, new and edited, and its submit button's text. */
  newTitle: string;
  editTitle: string;
  post: string;
  update: string;
  /** The line that says what was done. */
  posted: string;
  saved: string;
  ended: string;
  deleted: string;
  confirmDelete(alert: Alert): string;
}

/** The area's look: its heading level, class hooks and icons. */
export interface AlertsLook {
  /** Of the groups' headings: under the page's h1 (2) or the screen's h2 (3). */
  headingLevel: 2 | 3;
  /** Where the Add button goes: the area's screen header around it. */
  header?: (actions: ReactNode) => ReactNode;
  form: AlertFormClasses;
  rowButton: string;
  rowButtonDanger: string;
  /** The class of a failure's box (the provider's error banner); none for a plain line. */
  failure?: string;
  icons?: { add?: ReactNode; edit?: ReactNode; delete?: ReactNode };
}
