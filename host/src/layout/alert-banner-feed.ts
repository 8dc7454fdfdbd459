import { useEffect, useState } from 'react';
import { getSiteFile, getSiteJson } from '@school/shared';
import type { BannerAlert, SiteAlerts } from '@school/shared/contracts/alerts';
import { showingAt } from '@school/shared/contracts/alerts-showing';
import { ALERTS_FILE, SITE_FILES_META } from '@school/shared/contracts/site-data';
import { browserStorage } from '@school/shared/browser-storage';

/** How often a visible page asks again: a new alert shows, an ended one goes, within a minute. */
export const ALERT_POLL_MS = 60_000;


const FAILED = 'The alerts could not be loaded';

const isText = (value: unknown): value is string => typeof value === 'string';

/** An alert the banner can show (checked by hand: the host's first load carries no schema library). */
function isBannerAlert(value: unknown): value is BannerAlert {
  const alert = value as Partial<BannerAlert> | null;
  return (
    typeof alert === 'object' && alert !== null && Number.isInteger(alert.id) && isText(alert.startsAt) && isText(alert.endsAt) && isText(alert.updatedAt) &&
    isText(alert.message?.en) && isText(alert.message?.hi)
  );
}

/** Whether the page's head is the renderer's, which writes the school's alerts.json (SITE_FILES_META). */
const alertsFileWritten = () =>
  (document.querySelector(`meta[name="${SITE_FILES_META}"]`)?.getAttribute('content') ?? '').split(' ').includes(ALERTS_FILE);

/**
 * The school's alerts: its /alerts.json, a file (a visitor's page asks the API nothing, and the
 * banner stays while the API is down); where no renderer writes it (the page's head says so) or
 * it is not written yet (404), GET {API_URL}/Site/Alerts?school=<code>, a 304 when nothing is
 * new. The banner is on every page, so an answer not of the contract's shape is a failed poll,
 * never a crash of the page; a malformed alert among good ones is left out.
 */
async function fetchAlerts(signal: AbortSignal): Promise<BannerAlert[]> {
  const answer =
    (alertsFileWritten() ? await getSiteFile<Partial<SiteAlerts>>(`/${ALERTS_FILE}`, { signal, failed: FAILED }) : null) ??
    (await getSiteJson<Partial<SiteAlerts> | null>('/Site/Alerts', { signal, failed: FAILED }));
  if (!Array.isArray(answer?.alerts)) throw new Error('The alerts answer is not of the contract’s shape');
  return answer.alerts.filter(isBannerAlert);
}

/**
 * The alerts showing now on this school's site: asked for once the page has rendered (nothing
 * waits for it), again every minute while the tab is visible and at once when it becomes visible
 * again. Each shows from its start and goes at its end by the page's own clock, without waiting
 * for the next poll.
 * A failed poll keeps what was shown (the next one tries again).
 */
export function useSiteAlerts(): BannerAlert[] {
  const [alerts, setAlerts] = useState<BannerAlert[]>([]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let controller: AbortController | null = null;
    const poll = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchAlerts(current.signal)
        .then((fetched) => {
          if (current.signal.aborted) return;
          // The same alerts again keep the same array, so nothing re-renders or is announced again.
          setAlerts((shown) => (sameAlerts(shown, fetched) ? shown : fetched));
          setNow(Date.now());
        })
        .catch((error: unknown) => {
          if (!current.signal.aborted) console.warn(error);
        });
    };
    const visible = () => document.visibilityState !== 'hidden';
    poll();
    const timer = window.setInterval(() => {
      if (visible()) poll();
    }, ALERT_POLL_MS);
    const onVisibility = () => {
      if (visible()) poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller?.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // Wakes at the next start or end among those known, which then shows or goes.
  const nextChange = Math.min(...alerts.flatMap((alert) => [Date.parse(alert.startsAt), Date.parse(alert.endsAt)]).filter((time) => time > now));
  useEffect(() => {
    if (!Number.isFinite(nextChange)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, nextChange - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [nextChange]);

  return showingAt(alerts, now);
}

const versionOf = (alert: BannerAlert) => `${alert.id}@${alert.updatedAt}`;

function sameAlerts(a: BannerAlert[], b: BannerAlert[]): boolean {
  return a.length === b.length && a.every((alert, index) => versionOf(alert) === versionOf(b[index]!));
}

/** The visit's dismissed alerts; where the browser refuses sessionStorage, a dismiss lasts until the page reloads. */
const DISMISSED_KEY = 'alertsDismissed';

/**
 * The alerts dismissed in this visit (this tab's session), by id and version: an alert changed
 * since (a new updatedAt) shows again.
 */
export function useDismissed(): { isDismissed(alert: BannerAlert): boolean; dismiss(alert: BannerAlert): void } {
  const [dismissed, setDismissed] = useState<string[]>(() => {
    try {
      const stored: unknown = JSON.parse(browserStorage('sessionStorage')?.getItem(DISMISSED_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
    } catch {
      return [];
    }
  });
  return {
    isDismissed: (alert) => dismissed.includes(versionOf(alert)),
    dismiss: (alert) => {
      const next = [...dismissed, versionOf(alert)].slice(-50);
      setDismissed(next);
      try {
        browserStorage('sessionStorage')?.setItem(DISMISSED_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused: dismissed until the page reloads.
      }
    },
  };
}
