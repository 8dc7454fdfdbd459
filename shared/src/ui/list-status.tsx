import { useEffect, useRef, type ReactNode } from 'react';
import type { Loaded } from '../hooks/use-load';

/**
 * The line above an admin list that says what was just done ("… is published."): a status, and
 * it takes the focus when it changes, since the button pressed may have left the list with its
 * item. Its class (`ui-done`) hides it while empty, so it is not focusable before.
 */
export function DoneLine({ text }: { text: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) line.current?.focus();
  }, [text]);
  return (
    <p ref={line} role="status" tabIndex={-1} className="ui-done">
      {text}
    </p>
  );
}

interface LoadedListProps<T> {
  /** What useLoad answers for the list. */
  load: Loaded<T>;
  /** The line shown until the first answer: "Loading the notices…". */
  loadingText: string;
  /** What a failed load shows (with a way to load again); `latest`: a reload, the last list still shown below. */
  failed: (latest: boolean) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * An admin list as it loads: its loading line until the first answer, the failure if none came,
 * then the list, with a later reload's failure above it (the last list stays on screen).
 */
export function LoadedList<T>({ load: { data, loading, error }, loadingText, failed, children }: LoadedListProps<T>) {
  if (!data) return <>{loading ? <p role="status">{loadingText}</p> : failed(false)}</>;
  return (
    <>
      {error ? failed(true) : null}
      {children(data)}
    </>
  );
}
