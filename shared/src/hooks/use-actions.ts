import { useRef, useState } from 'react';
import { errorMessage, notifier } from '@school/shared';

/** One thing done on a click: what it says when it fails, what it says and does when it succeeds. */
export interface Step<T> {
  /** A failure's text when the API gave none of its own (`Failed to … Please try again.`). */
  failed: string;
  /** The success toast's text, from the answer; no toast when this is absent or gives nothing. */
  done?: (answer: T) => string | undefined;
  /** What follows a success (back to the list, a reload), after its toast. */
  then?: (answer: T) => void;
}

export interface Actions {
  /** Does `work`, unless an action of this screen is being done already (a second click does nothing). */
  run<T>(work: () => Promise<T>, step: Step<T>): Promise<void>;
  /** True while one is being done: the screen disables its buttons. */
  busy: boolean;
  /** With `failures: 'inline'`, the last failure, for the screen to show by its buttons (role="alert"); cleared by the next run. */
  failure: string | null;
}

const toasts = notifier('admin');

/**
 * The one way an admin screen does things on a click (publish or discard a draft, switch
 * approval, reset a second factor, clear login delays): busy while one runs, so the screen's
 * buttons wait and the first of two quick clicks wins, even before React re-renders; a success
 * says its message as a toast and then does what follows; a failure is logged and said, in the
 * API's words when it gave some, as an error toast or (`failures: 'inline'`) by the buttons.
 */
export function useActions({ failures = 'toast' }: { failures?: 'toast' | 'inline' } = {}): Actions {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const run = async <T>(work: () => Promise<T>, { failed, done, then }: Step<T>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    let answer: { value: T } | null = null;
    try {
      answer = { value: await work() };
    } catch (error) {
      console.error(error);
      const message = errorMessage(error, failed);
      if (failures === 'inline') setFailure(message);
      else toasts.error(message);
    } finally {
      running.current = false;
      setBusy(false);
    }
    // Outside the try: what follows a success is not the action's failure.
    if (!answer) return;
    const message = done?.(answer.value);
    if (message) toasts.success(message);
    then?.(answer.value);
  };
  return { run, busy, failure };
}
