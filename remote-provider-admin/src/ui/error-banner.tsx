import type { ReactNode } from 'react';
import './admin-screen.css';

interface ErrorBannerProps {
  /** Its fixed text, word for word (docs/product.md#exact-texts). */
  message: string;
  /** What the server said, when it said something more useful (a taken username ...). */
  detail?: string | undefined;
  /** Each reason the server gave, listed under the detail (a release's problems with the host). */
  reasons?: readonly string[] | undefined;
  /** A button to retry or dismiss. */
  action?: ReactNode;
}

/** A failure of the screen, announced as it appears. */
export function ErrorBanner({ message, detail, reasons, action }: ErrorBannerProps) {
  return (
    <div className="admin-error-banner" role="alert">
      <div>
        <p className="admin-error-message">{message}</p>
        {detail && detail !== message && <p className="admin-error-detail">{detail}</p>}
        {reasons && reasons.length > 0 && (
          <ul className="admin-error-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      {action}
    </div>
  );
}
