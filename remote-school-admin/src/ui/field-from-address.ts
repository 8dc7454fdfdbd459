import { useEffect, useRef } from 'react';
import { useLocation } from '@school/shared';

/**
 * A parameter of the screen's address, or null: the field an editor is opened at, `?field=<path>`
 * (a site health finding's Fix this: /Manage-Pages/links?field=links.1.url,
 * /Manage-Settings?field=logo.alt.hi), or the notice whose editor opens, `?edit=<id>`.
 */
export const useAddressParam = (name: 'field' | 'edit'): string | null => new URLSearchParams(useLocation().search).get(name);

/**
 * Puts the focus in the form's field at `path` once it is drawn, and scrolls it to the middle of
 * the screen; once for each path. A path the form has no field for changes nothing.
 */
export function useFocusField(setFocus: (path: string) => void, path: string | null | undefined): void {
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!path || focused.current === path) return;
    setFocus(path);
    // react-hook-form focuses in a task of its own (setTimeout): the scroll comes after it.
    const scroll = window.setTimeout(() => {
      focused.current = path;
      const element = document.activeElement;
      if (element instanceof HTMLElement && element !== document.body) element.scrollIntoView?.({ block: 'center' });
    });
    return () => window.clearTimeout(scroll);
  }, [path, setFocus]);
}
