import type { ReactNode } from 'react';
import { isGovernmentSite } from '../contracts/outside-links';
import './outside-link.css';

/**
 * The words of OutsideLink, in the language shown, from the app's catalog (decision 006: the
 * shared components take their words as props).
 */
export interface OutsideLinkWords {
  /** Said after a Government site's link, visually hidden: "(opens in a new tab)". */
  newTab: string;
  /** Shown after another site's link's words: "External website". */
  external: string;
  /** Said after another site's link instead: "(external website, not of the Government: opens in a new tab)". */
  leaving: string;
}

interface OutsideLinkProps {
  href: string;
  words: OutsideLinkWords;
  className?: string;
  /** The link's words (and picture): its name. */
  children: ReactNode;
}

/**
 * A link to another website, opening in a new tab, said so. One that leaves the Government's
 * websites (contracts/outside-links.ts) shows "External website" after its words, as GIGW 3.0
 * asks, and its name says it: the visible mark is hidden from screen readers, which hear the
 * whole sentence instead. Plain HTML, the same on the server: a prerendered page shows it with
 * scripts off.
 */
export function OutsideLink({ href, words, className, children }: OutsideLinkProps) {
  const government = isGovernmentSite(href);
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {/* The space inside the mark: its box drops it, so the link's underline stops at its words; without CSS the two stay apart. */}
      {!government && (
        <span className="ui-outside-mark" aria-hidden="true">
          {' '}
          {words.external}
        </span>
      )}
      <span className="ui-visually-hidden"> {government ? words.newTab : words.leaving}</span>
    </a>
  );
}
