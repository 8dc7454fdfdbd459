import type { MouseEvent, ReactNode } from 'react';

/** A click the browser keeps for itself: another button, or a key held for a new tab or window. */
const browsersOwn = (event: MouseEvent) => event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface ViewerLinkProps {
  /** What the browser opens where the page cannot: the file, or the player's page. */
  href: string;
  /** Opens it in the page (the site's viewer, a player in place). */
  onOpen: () => void;
  className?: string;
  /** Its name, where its content does not give one. */
  label?: string;
  /** Whether it opens a dialog (the viewer), which a screen reader then says. */
  dialog?: boolean;
  children: ReactNode;
}

/**
 * What opens a picture or a video in the page: a link to it, so that where scripts are off (the
 * page as the server rendered it) it still opens, in the browser; with scripts, a plain click
 * opens it in the page, and a click with a key held for a new tab keeps the browser's own.
 */
export function ViewerLink({ href, onOpen, className, label, dialog = false, children }: ViewerLinkProps) {
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      aria-haspopup={dialog ? 'dialog' : undefined}
      onClick={(event) => {
        if (browsersOwn(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
