import type { ReactNode } from 'react';
import type { Loaded } from '@school/shared/use-load';
import { Icon } from './icons';
import './admin-screen.css';

/** A screen's title with its actions (Refresh, Add ...) beside it, wrapping under it on phones. */
export function ScreenHeader({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <div className="admin-screen-header">
      <h2 id={titleId} tabIndex={-1}>
        {title}
      </h2>
      <div className="admin-screen-actions">{children}</div>
    </div>
  );
}

interface AdminScreenProps {
  title: string;
  titleId: string;
  /** The screen's own class, after admin-screen. */
  className?: string;
  /** The header's buttons. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A provider screen: a region named by its title, the header, then what the screen shows. */
export function AdminScreen({ title, titleId, className, actions = null, children }: AdminScreenProps) {
  return (
    <section className={className ? `admin-screen ${className}` : 'admin-screen'} aria-labelledby={titleId}>
      <ScreenHeader title={title} titleId={titleId}>
        {actions}
      </ScreenHeader>
      {children}
    </section>
  );
}

/** The header's Refresh: loads the screen's list again, off while it loads. */
export function RefreshButton({ load }: { load: Pick<Loaded<unknown>, 'loading' | 'reload'> }) {
  return (
    <button type="button" className="ui-button" onClick={load.reload} disabled={load.loading}>
      <Icon name="refresh" />
      Refresh
    </button>
  );
}

/** The header's primary action, which opens the screen's form (Add School, Register a release). */
export function AddButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="ui-button ui-button-primary" onClick={onClick}>
      <Icon name="add" />
      {children}
    </button>
  );
}
