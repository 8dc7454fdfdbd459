import type { ReactNode } from 'react';
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
