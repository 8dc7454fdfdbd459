import { useId } from 'react';
import { Link, useCatalog, useLocation, useNavigate } from '@school/shared';
import { logOut as logOutOf } from '@school/shared/account';
import { Icon, type IconName } from '../../../ui/icons';
import { WIDE_SCREEN } from '../hooks/use-sidebar-open';
import { providerCatalog } from '../../../i18n/provider-strings';
import './sidebar.css';

interface SidebarProps {
  /** Where the provider area lives, e.g. /sgi-admin. */
  base: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Item {
  to: string;
  label: string;
  icon: IconName;
  /** Also current on these paths (the area's index shows Schools). */
  alsoCurrentAt?: string[];
}

/**
 * The provider area’s sidebar: Schools, Users, Alerts to every school, Audit log, Releases, Site health, Change password, Two-factor sign-in and Logout. Open, it shows each
 * item's icon and name; collapsed, a narrow rail of icons whose names stay for screen readers.
 * On narrow screens the open sidebar lies over the content and closes once an item is chosen.
 */
export function Sidebar({ base, open, onOpenChange }: SidebarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listId = useId();
  const { t } = useCatalog(providerCatalog);
  const items: Item[] = [
    { to: `${base}/schools`, label: 'Schools', icon: 'schools', alsoCurrentAt: [base, `${base}/`] },
    { to: `${base}/users`, label: 'Users', icon: 'users' },
    { to: `${base}/alerts`, label: 'Alerts to every school', icon: 'alert' },
    { to: `${base}/audit`, label: 'Audit log', icon: 'audit' },
    { to: `${base}/releases`, label: 'Releases', icon: 'release' },
    { to: `${base}/health`, label: t('health.title'), icon: 'health' },
    { to: `${base}/password`, label: 'Change password', icon: 'key' },
    { to: `${base}/security`, label: 'Two-factor sign-in', icon: 'shield' },
  ];

  const closeOnNarrowScreen = () => {
    if (!window.matchMedia?.(WIDE_SCREEN).matches) onOpenChange(false);
  };

  // Logout ends the session on the server, clears all session storage and goes to /sgi-login
  // (the spec's behaviour). Navigating first keeps the host's guard from seeing a guarded page without
  // a session for a moment.
  const logOut = () => {
    void navigate('/sgi-login');
    void logOutOf('provider');
  };

  return (
    <nav className={`provider-sidebar ${open ? 'is-open' : 'is-collapsed'}`} aria-label="Provider administration">
      <button
        type="button"
        className="provider-sidebar-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={open ? 'collapse' : 'menu'} size={20} />
        {/* One name in both states (aria-expanded tells them apart), not the host menu's "Menu". */}
        <span className={open ? undefined : 'ui-visually-hidden'}>Admin menu</span>
      </button>
      <ul id={listId}>
        {items.map((item) => {
          const current = pathname === item.to || (item.alsoCurrentAt?.includes(pathname) ?? false);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`provider-sidebar-item${current ? ' is-current' : ''}`}
                aria-current={current ? 'page' : undefined}
                title={open ? undefined : item.label}
                onClick={closeOnNarrowScreen}
              >
                <Icon name={item.icon} size={20} />
                <span className={open ? undefined : 'ui-visually-hidden'}>{item.label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" className="provider-sidebar-item" title={open ? undefined : 'Logout'} onClick={logOut}>
            <Icon name="logout" size={20} />
            <span className={open ? undefined : 'ui-visually-hidden'}>Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
