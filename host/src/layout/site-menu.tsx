import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, SITE_MAP_STRINGS, siteMapCatalog, useCatalog, useLocation, useSchool, useSession, type SiteMapStringId } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { adminMenuFor, LOGIN_MENU, menuFor, type MenuItem, type MenuText } from './menu-items';
import { HEALTH_PATH } from '@school/shared/contracts/health-paths';
import { useHealthCount } from './health-count';
import './site-menu.css';

/**
 * How long a sub-menu opened by the pointer stays after the pointer leaves it (WCAG 1.4.13:
 * content shown on hover can be reached): a pointer that slips off its edge, or a page that
 * moves under it as a late picture or an alert arrives, finds it still open.
 */
export const HOVER_GRACE_MS = 400;

const isSiteName = (text: MenuText): text is SiteMapStringId => text in SITE_MAP_STRINGS;

/** A menu entry's words: a page's or group's name from the site map's catalog, the rest from the host's. */
function useMenuText(): (text: MenuText) => string {
  const host = useCatalog(hostCatalog).t;
  const site = useCatalog(siteMapCatalog).t;
  return (text) => (isSiteName(text) ? site(text) : host(text));
}

/**
 * Large screens: a bar whose sub-menus open under the pointer (and on click, for keyboards).
 * Small screens: a toggle list where tapping a group expands it, one group at a time.
 */
export function SiteMenu() {
  const { t } = useCatalog(hostCatalog);
  const { schoolToken, schoolRole, support } = useSession();
  const school = useSchool();
  const { key } = useLocation();
  // Following a link closes the small-screen menu and any open sub-menu: each opening keeps the
  // location it was made at and counts only there. (Resetting state on a new location was not
  // enough: an update from the pointer made before the navigation could bring a sub-menu back.)
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [expandedAt, setExpanded] = useState<Opened | null>(null);
  const [hoveredAt, setHovered] = useState<Opened | null>(null);
  const open = openAt === key;
  const expanded = openedHere(expandedAt, key);
  const hovered = openedHere(hoveredAt, key);
  const leaving = useRef<number | undefined>(undefined);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const healthCount = useHealthCount();

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
  const toggleGroup = (text: MenuText) => setExpanded((current) => (openedHere(current, key) === text ? null : { text, at: key }));
  // The pointer opens a group at once (closing the one it came from) and closes it a moment after it leaves.
  const pointGroup = (text: MenuText, inside: boolean) => {
    window.clearTimeout(leaving.current);
    if (inside) setHovered({ text, at: key });
    else leaving.current = window.setTimeout(() => setHovered((current) => (current?.text === text ? null : current)), HOVER_GRACE_MS);
  };
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  return (
    <nav ref={navRef} className="site-menu" aria-label={t('menu.label')}>
      <button
        type="button"
        className="site-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : key)}
      >
        <span className="site-menu-toggle-icon" aria-hidden="true" />
        {t('menu.toggle')}
      </button>
      <ul id={listId} className="site-menu-list" data-open={open}>
        {items.map((item) => (
          <MenuEntry
            key={item.text}
            item={item}
            expanded={expanded === item.text}
            hovered={hovered === item.text}
            onToggle={toggleGroup}
            onPoint={pointGroup}
            counts={healthCount ? { [HEALTH_PATH]: healthCount } : undefined}
          />
        ))}
      </ul>
    </nav>
  );
}

/** A group opened (expanded by a click, or hovered) at a location. */
interface Opened {
  text: MenuText;
  at: string;
}

const openedHere = (opened: Opened | null, key: string) => (opened?.at === key ? opened.text : null);

interface MenuEntryProps {
  item: MenuItem;
  expanded: boolean;
  /** Under the pointer, or just left by it. */
  hovered: boolean;
  onToggle: (text: MenuText) => void;
  /** The pointer entered (inside) or left the group. */
  onPoint: (text: MenuText, inside: boolean) => void;
  /** A count shown beside a link of a group, by its address (the site health findings still to fix). */
  counts?: Readonly<Record<string, number>> | undefined;
}

function MenuEntry({ item, expanded, hovered, onToggle, onPoint, counts }: MenuEntryProps) {
  const say = useMenuText();
  const subMenuId = useId();
  const subMenu = useRef<HTMLUListElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);
  const shown = expanded || hovered;
  // A group at the bar's right end opens its sub-menu leftwards: sticking out past the window, it
  // would make the page scroll sideways (and jump back as it closes, under the pointer).
  useLayoutEffect(() => {
    const list = subMenu.current;
    if (!shown || !list?.parentElement) return;
    setAlignEnd(list.parentElement.getBoundingClientRect().left + list.offsetWidth > document.documentElement.clientWidth);
  }, [shown]);
  if ('to' in item) {
    return (
      <li className="site-menu-item">
        <NavLink to={item.to} end className="site-menu-link">
          {say(item.text)}
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
      onPointerEnter={(event) => event.pointerType !== 'touch' && onPoint(item.text, true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && onPoint(item.text, false)}
    >
      <button
        type="button"
        className="site-menu-link site-menu-group-button"
        aria-expanded={expanded}
        aria-controls={subMenuId}
        onClick={() => onToggle(item.text)}
      >
        {say(item.text)}
        <span className="site-menu-caret" aria-hidden="true" />
      </button>
      <ul id={subMenuId} ref={subMenu} className="site-submenu" data-align={alignEnd ? 'end' : undefined}>
        {item.children.map((child) => (
          <li key={child.to}>
            <CountedLink to={child.to} text={say(child.text)} count={counts?.[child.to]} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A link of a sub-menu, with a count beside its words when it has one: seen as "Site health 3", named "Site health, 3 to fix". */
function CountedLink({ to, text, count }: { to: string; text: string; count: number | undefined }) {
  const { t, formatNumber } = useCatalog(hostCatalog);
  return (
    <NavLink to={to} end className="site-submenu-link" aria-label={count ? t('menu.admin.counted', { name: text, count }) : undefined}>
      {text}
      {count ? (
        <span className="site-menu-count" aria-hidden="true">
          {formatNumber(count)}
        </span>
      ) : null}
    </NavLink>
  );
}
