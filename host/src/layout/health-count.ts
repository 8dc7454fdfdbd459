import { useCallback, useEffect, useRef } from 'react';
import { apiGet, useLocation, useSession } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { HEALTH_CALLS, HEALTH_PATH } from '@school/shared/contracts/health-paths';
import type { SchoolHealth } from '@school/shared/contracts/health';

/** What the Admin menu counts: the open findings of high or medium severity. */
export const toFix = (health: SchoolHealth): number => health.findings.filter((finding) => finding.status === 'open' && finding.severity !== 'low').length;

/**
 * How many of the school's site health findings are still to fix, for the Admin menu's "Site
 * health": asked once as a school session starts, and again on leaving the health screen, where
 * they may have changed. Null without a session that may ask (one that must change its password
 * or set up its second factor first), while asking, or when the call fails: the menu then shows
 * no count, and the health screen says what went wrong.
 */
export function useHealthCount(): number | null {
  const { schoolToken, schoolMustChangePassword, schoolMustEnrol } = useSession();
  // A new session asks again.
  const token = schoolMustChangePassword || schoolMustEnrol ? null : schoolToken;
  const load = useCallback(
    (signal: AbortSignal) => (token ? apiGet<SchoolHealth>(HEALTH_CALLS.school, { auth: 'school', signal, token }).then(toFix, () => null) : Promise.resolve(null)),
    [token],
  );
  const { data, reload } = useLoad(load);
  const onScreen = useLocation().pathname === HEALTH_PATH;
  const wasOnScreen = useRef(onScreen);
  useEffect(() => {
    if (wasOnScreen.current && !onScreen) reload();
    wasOnScreen.current = onScreen;
  }, [onScreen, reload]);
  return token ? (data ?? null) : null;
}
