import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useCatalog, useLocation, useSession } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { ADMIN_MENU, LOGIN_MENU, MENU, type MenuItem } from './menu-items';
import './site-menu.css';

/**
 * Large screens: a bar whose sub-menus open on hover (and on focus or click, for keyboards).
 * Small screens: a toggle list where tapping a group expands it, one group at a time.
 */
export function SiteMenu() {
  const { t } = useCatalog(hostCatalog);
  const { schoolToken } = useSession();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [shownAt, setShownAt] = useState(key);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);

  // Following a link closes the small-screen menu and any open sub-menu.
  if (shownAt !== key) {
    setShownAt(key);
    setOpen(false);
    setExpanded(null);
  }

  // Escape, or a click anywhere else, closes an open sub-menu.
  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !navRef.current?.contains(event.target as Node)) {
        setExpanded(null);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  const items = [...MENU, schoolToken ? ADMIN_MENU : LOGIN_MENU];
  const toggleGroup = (label: string) => setExpanded((current) => (current === label ? null : label));

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
          <MenuEntry key={item.label} item={item} expanded={expanded === item.label} onToggle={toggleGroup} />
        ))}
      </ul>
    </nav>
  );
}

interface MenuEntryProps {
  item: MenuItem;
  expanded: boolean;
  onToggle: (label: string) => void;
}

function MenuEntry({ item, expanded, onToggle }: MenuEntryProps) {
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
    <li className="site-menu-item site-menu-group" data-expanded={expanded}>
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
