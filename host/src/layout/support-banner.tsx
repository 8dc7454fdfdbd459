import { useEffect, useState } from 'react';
import { useCatalog, useNavigate, useSession, type SupportInfo } from '@school/shared';
import { logOut } from '@school/shared/account';
import { SUPPORT_MESSAGES } from '@school/shared/contracts/support';
import { hostCatalog } from '../i18n/host-strings';
import './support-banner.css';

/** How often the minutes left are counted again. */
const TICK_MS = 1000;

/**
 * A provider user's support session (decision 013, "Support access"): on every page of the
 * session, first, a bar that says whose session it is, for which school, the minutes left, and
 * ends it. At its end time the screens end it, as the server does, and say so on the login page.
 */
export function SupportBanner() {
  const { support } = useSession();
  return support ? <SupportBar support={support} /> : null;
}

function SupportBar({ support }: { support: SupportInfo }) {
  const { t } = useCatalog(hostCatalog);
  const navigate = useNavigate();
  const endsAt = Date.parse(support.endsAt);
  const [now, setNow] = useState(() => Date.now());

  // The login page first, then the session ends (logOut: on the server too), so no guarded page
  // sees the session gone while still on it; the login page says why.
  const end = (message: string) => {
    void navigate('/login', { replace: true, state: { message } });
    void logOut('school');
  };

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const left = endsAt - now;
  useEffect(() => {
    if (left <= 0) end(SUPPORT_MESSAGES.expired);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the time is up
  }, [left <= 0]);

  const minutes = Math.max(1, Math.ceil(left / 60_000));
  return (
    <section className="support-banner" aria-label={t('support.label')}>
      <p>
        <strong>{t('support.text', { school: support.schoolName, provider: support.providerUserName })}</strong>{' '}
        <span>{minutes === 1 ? t('support.oneMinute') : t('support.minutesLeft', { minutes: String(minutes) })}</span>
      </p>
      <button type="button" className="support-banner-end" onClick={() => end(SUPPORT_MESSAGES.ended)}>
        {t('support.end')}
      </button>
    </section>
  );
}
