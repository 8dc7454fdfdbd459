import type { BannerAlert } from './alerts';

/*
 * Which of a school's alerts its banner shows, by the page's clock: apart from alerts.ts, whose
 * schema library the host's first load does not carry.
 */

/** Alerts the banner shows at once; newer first. */
export const BANNER_ALERTS = 3;

/** Newest start first, then the newer alert (the banner's and the API's order). */
export const byNewestStart = (a: BannerAlert, b: BannerAlert): number => b.startsAt.localeCompare(a.startsAt) || b.id - a.id;

/** What a banner shows at `now` (ms) of a school's alerts, newest start first: those started and not ended, at most BANNER_ALERTS. */
export function showingAt(alerts: readonly BannerAlert[], now: number): BannerAlert[] {
  return alerts
    .filter((alert) => Date.parse(alert.startsAt) <= now && Date.parse(alert.endsAt) > now)
    .sort(byNewestStart)
    .slice(0, BANNER_ALERTS);
}
