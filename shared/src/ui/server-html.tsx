import { useState, type ReactNode } from 'react';
import { useInRouterContext, useLanguage, useLocation } from '@school/shared';
import { useHydrating } from '@school/shared/use-hydrating';

type StillElement = 'article' | 'div' | 'footer' | 'section';

interface ServerHtmlProps {
  /** The element the part is: the same on the server and in the browser. */
  as?: StillElement;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
  /** False for an element that stays live (a page that needs scripts): the element alone. */
  still?: boolean;
}

// One object, so a later render of a kept part changes nothing in the DOM.
const KEEP = { __html: '' };

/**
 * A part of a public page that a visitor only reads (words, pictures, links): when a prerendered
 * page is hydrated (decision 014), the browser keeps the server's HTML for it as it is and runs
 * none of its components, so hydration costs only the parts a visitor uses: the page stays the
 * server's HTML, with islands of React. Its links are plain links then (a full load of the next
 * page's file). It is drawn by the browser from the first change of what it shows (a navigation,
 * the language) on, and in a page the browser renders itself.
 *
 * Nothing inside may need a script to work (a button, a viewer, a form, a timer). A loading or
 * failed state's Retry never reaches a kept part: the renderer writes no page whose load failed.
 */
export function ServerHtml(props: ServerHtmlProps) {
  const language = useLanguage();
  // Outside a router (a component's own test) what it shows changes with the language alone.
  return useInRouterContext() ? <AtAddress {...props} language={language} /> : <Kept {...props} shows={language} />;
}

function AtAddress({ language, ...props }: ServerHtmlProps & { language: string }) {
  const { pathname, search } = useLocation();
  return <Kept {...props} shows={`${language} ${pathname}${search}`} />;
}

function Kept({ as: Element = 'div', children, still = true, shows, ...attributes }: ServerHtmlProps & { shows: string }) {
  const hydrating = useHydrating() && still;
  // What it showed when hydrated; null once the browser draws it (for good: coming back to the
  // first address later must not bring back an empty element).
  const [keptFor, setKeptFor] = useState(() => (hydrating && typeof document !== 'undefined' ? shows : null));
  if (keptFor !== null && keptFor !== shows) setKeptFor(null);
  if (keptFor === shows) return <Element key="kept" {...attributes} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return (
    <Element key="drawn" {...attributes}>
      {children}
    </Element>
  );
}
