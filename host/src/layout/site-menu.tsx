import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useCatalog, useLocation, useSchool, useSession } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { adminMenuFor, LOGIN_MENU, menuFor, type MenuItem } from './menu-items';
import './site-menu.css';

/**
 * How long a sub-menu opened by the pointer stays after the pointer leaves it (WCAG 1.4.13:
 * content shown on hover can be reached): a pointer that slips off its edge, or a page that
 * moves under it as a late picture or an alert arrives, finds it still open.
 */
export const HOVER_GRACE_MS = 400;

/**
 * Large screens: a bar whose sub-menus open under the pointer (and on click, for keyboards).
 * Small screens: a toggle list where tapping a group expands it, one group at a time.
 */
export function SiteMenu() {
  const { t } = useCatalog(hostCatalog);
  const { schoolToken, schoolRole, support } = useSession();
  const school = useSchool();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const leaving = useRef<number | undefined>(undefined);
  const [shownAt, setShownAt] = useState(key);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);

  // Following a link closes the small-screen menu and any open sub-menu.
  if (shownAt !== key) {
    setShownAt(key);
    setOpen(false);
    setExpanded(null);
    setHovered(null);
  }

  // Escape, or a click anywhere else, closes an open sub-menu.
  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !navRef.current?.contains(event.target as Node)) {
        window.clearTimeout(leaving.current);
        setExpanded(null);
        setHovered(null);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  // A page the school has not written, of those not every school has, waits until it is.
  const items = [...menuFor(school?.optionalPages ?? []), schoolToken ? adminMenuFor(schoolRole, support !== null) : LOGIN_MENU];
  const toggleGroup = (label: string) => setExpanded((current) => (current === label ? null : label));
  // The pointer opens a group at once (closing the one it came from) and closes it a moment after it leaves.
  const pointGroup = (label: string, inside: boolean) => {
    window.clearTimeout(leaving.current);
    if (inside) setHovered(label);
    else leaving.current = window.setTimeout(() => setHovered((current) => (current === label ? null : current)), HOVER_GRACE_MS);
  };
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  return (
    <nav ref={navRef} className="site-menu" aria-label={t('menu.label')}>
      <button
        type="button"
        className="site-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="site-menu-toggle-icon" aria-hidden="true" />
        {t('menu.toggle')}
      </button>
      <ul id={listId} className="site-menu-list" data-open={open}>
        {items.map((item) => (
          <MenuEntry
            key={item.label}
            item={item}
            expanded={expanded === item.label}
            hovered={hovered === item.label}
            onToggle={toggleGroup}
            onPoint={pointGroup}
          />
        ))}
      </ul>
    </nav>
  );
}

interface MenuEntryProps {
  item: MenuItem;
  expanded: boolean;
  /** Under the pointer, or just left by it. */
  hovered: boolean;
  onToggle: (label: string) => void;
  /** The pointer entered (inside) or left the group. */
  onPoint: (label: string, inside: boolean) => void;
}

function MenuEntry({ item, expanded, hovered, onToggle, onPoint }: MenuEntryProps) {
  const { t } = useCatalog(hostCatalog);
  const subMenuId = useId();
  if ('to' in item) {
    return (
      <li className="site-menu-item">
        <NavLink to={item.to} end className="site-menu-link">
          {t(item.text)}
        </NavLink>
      </li>
    );
  }
  return (
    // A touch is a click here, not a hover: only a mouse or a pen opens a group by pointing.
    <li
      className="site-menu-item site-menu-group"
      data-expanded={expanded}
      data-hovered={hovered}
      onPointerEnter={(event) => event.pointerType !== 'touch' && onPoint(item.label, true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && onPoint(item.label, false)}
    >
      <button
        type="button"
        className="site-menu-link site-menu-group-button"
        aria-expanded={expanded}
        aria-controls={subMenuId}
        onClick={() => onToggle(item.label)}
      >
        {t(item.text)}
        <span className="site-menu-caret" aria-hidden="true" />
      </button>
      <ul id={subMenuId} className="site-submenu">
        {item.children.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} end className="site-submenu-link">
              {t(child.text)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
