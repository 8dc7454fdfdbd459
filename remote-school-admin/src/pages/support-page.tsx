import { useEffect, useRef, useState } from 'react';
import { apiPost, errorMessage, Link, session, useNavigate } from '@school/shared';
import { SUPPORT_MESSAGES, type SupportSession } from '@school/shared/contracts/support';
import './login-page.css';

/** Where a support session lands: the admin area's Pages screen. */
const LANDING = '/Manage-Pages';

/** The one-time code of the address's fragment (#code=…), never its query, so no server or log sees it. */
function codeOfAddress(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('code');
}

/**
 * /support (decision 013, "Support access"): the provider's screen opens the school's own address
 * here with a one-time code; it is exchanged, once, for the support session, kept in this tab's
 * session storage as a school session with its end time, and the admin area opens under the
 * support banner. The code leaves the address at once (history), so neither a reload nor the
 * history offers it again.
 */
export function SupportPage() {
  const navigate = useNavigate();
  const [code] = useState(codeOfAddress);
  const [failure, setFailure] = useState<string | null>(code ? null : SUPPORT_MESSAGES.badCode);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return; // once, even when an effect runs twice
    asked.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!code) return;
    apiPost<SupportSession>('/School/Support/Exchange', { code })
      .then((opened) => {
        session.startSupportSession(opened);
        void navigate(LANDING, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error, SUPPORT_MESSAGES.badCode)));
  }, [code, navigate]);

  return (
    <div className="school-login">
      <div className="school-login-bar">
        <h1>Support session</h1>
        <Link to="/">Back to Home</Link>
      </div>
      <div className="school-login-card">
        {failure ? (
          <p role="alert">{failure}</p>
        ) : (
          <p role="status">Opening the support session…</p>
        )}
      </div>
    </div>
  );
}
