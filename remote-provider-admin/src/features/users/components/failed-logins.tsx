import { useCallback, useId } from 'react';
import { errorMessage } from '@school/shared';
import { useActions } from '@school/shared/use-actions';
import { useLoad } from '@school/shared/use-load';
import { formatClock } from '@school/shared/dates';
import { clearLoginThrottle } from '../api/clear-login-throttle';
import type { ClientThrottle } from '@school/shared/contracts/users';
import { getLoginThrottle } from '../api/get-login-throttle';
import './failed-logins.css';

const count = (failures: number) => `${failures} failed login${failures === 1 ? '' : 's'}`;

/** HH:MM:SS in the provider's own time zone. */
const clock = (iso: string) => formatClock(iso);

function clientLine({ client, failures, waitUntil }: ClientThrottle, now: number): string {
  const waiting = waitUntil !== null && Date.parse(waitUntil) > now;
  return `${client}: ${count(failures)}${waiting ? `, must wait until ${clock(waitUntil)}` : ''}`;
}

/**
 * The user's failed logins of the last 15 minutes, by client address, in the edit form: the
 * provider sees who is held back and can lift the delays (the API's login throttling).
 */
export function FailedLogins({ schoolUserId }: { schoolUserId: number }) {
  const headingId = useId();
  // "Must wait until" is shown for waits still running when the answer came.
  const load = useCallback(
    (signal: AbortSignal) => getLoginThrottle(schoolUserId, signal).then((answer) => ({ ...answer, receivedAt: Date.now() })),
    [schoolUserId],
  );
  const throttle = useLoad(load);
  const { run, busy: clearing, failure: clearFailure } = useActions({ failures: 'inline' });
  const clear = () =>
    run(() => clearLoginThrottle(schoolUserId), {
      failed: 'Failed to clear login delays. Please try again.',
      done: (message) => message,
      then: () => throttle.reload(),
    });

  const { data, loading, error } = throttle;
  const shown = loading ? undefined : data;

  return (
    <section className="users-failed-logins" aria-labelledby={headingId}>
      <h4 id={headingId}>Failed logins</h4>
      <p role="status">
        {loading
          ? 'Loading failed logins...'
          : shown && (shown.failures === 0 ? 'No failed logins in the last 15 minutes.' : `${count(shown.failures)} in the last 15 minutes, from:`)}
      </p>
      {!loading && Boolean(error) && (
        <p className="users-failed-logins-error" role="alert">
          {errorMessage(error, 'Failed to fetch failed logins. Please try again.')}
        </p>
      )}
      {shown && shown.failures > 0 && (
        <>
          <ul>
            {shown.clients.map((client) => (
              <li key={client.client}>{clientLine(client, shown.receivedAt)}</li>
            ))}
          </ul>
          <button type="button" className="ui-button" disabled={clearing} aria-busy={clearing} onClick={() => void clear()}>
            Clear login delays
          </button>
        </>
      )}
      {clearFailure && (
        <p className="users-failed-logins-error" role="alert">
          {clearFailure}
        </p>
      )}
    </section>
  );
}
