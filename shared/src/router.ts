// The router's pieces the apps use, passed on through this singleton. Shared as a whole
// package, react-router costs every page 61 KB of gzipped JavaScript (Module Federation does
// not tree-shake shared modules); bundled inside @school/shared only what is named here is
// kept, and there is still one router, so its context is the same in the host and every remote.
import { createElement, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { hindiPath } from './contracts/site-map';
import { getLanguage, LANGUAGE_PARAM, searchWithLanguage, useLanguage, type Language } from './i18n/language';

export { BrowserRouter, MemoryRouter, Outlet, Route, Routes, matchPath, useInRouterContext, useLocation, useParams } from 'react-router';
export type { LinkProps, NavLinkProps, NavigateProps, To } from 'react-router';

/** An address on another site (`https:`, `mailto:`, `//host`): the router leaves the page for it. */
const elsewhere = (address: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(address);

/**
 * Where a link inside the site leads in the language shown: on a Hindi page, the same address
 * with `?lang=hi` (kept with its other query parameters and hash), so a crawler following it
 * reaches the Hindi page and no address is rewritten after the move (decision 006). An English
 * page's links, a link that names its language itself (the language switch's), and one to
 * another site are left as they are. Admin routes are English only; marking them is harmless.
 */
export function inLanguage(to: To, language: Language): To {
  if (language === 'en') return to;
  if (typeof to === 'string') {
    if (elsewhere(to)) return to;
    const search = to.split('#')[0]?.split('?')[1] ?? '';
    return new URLSearchParams(search).has(LANGUAGE_PARAM) ? to : hindiPath(to);
  }
  if (new URLSearchParams(to.search ?? '').has(LANGUAGE_PARAM)) return to;
  return { ...to, search: searchWithLanguage(to.search ?? '', language) };
}

/** react-router's Link, its address in the language shown. */
export function Link(props: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return createElement(RouterLink, { ...props, to: inLanguage(props.to, language) });
}

/** react-router's NavLink, its address in the language shown (its active state follows the path alone, as before). */
export function NavLink(props: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return createElement(RouterNavLink, { ...props, to: inLanguage(props.to, language) });
}

/** react-router's Navigate, to the address in the language shown. */
export function Navigate(props: NavigateProps) {
  const language = useLanguage();
  return createElement(RouterNavigate, { ...props, to: inLanguage(props.to, language) });
}

/**
 * react-router's useNavigate, to addresses in the language shown at the time of the move. As
 * stable as react-router's own, so effects that depend on it do not run again.
 */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const inLanguageNow = useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(inLanguage(to, getLanguage()), options)),
    [navigate],
  );
  return inLanguageNow as NavigateFunction;
}
