import { useId } from 'react';
import { Link } from '@school/shared';
import { useHealthCheckWords } from '@school/shared/ui/health-checks';
import type { HealthFinding } from '@school/shared/contracts/health';
import { useHealthWords } from './use-health-words';

interface FindingItemProps {
  finding: HealthFinding;
  /** Opens the Accept dialog; absent for an accepted finding. */
  onAccept?: (finding: HealthFinding) => void;
  busy?: boolean;
}

/**
 * One finding: its check's name (a heading) and what it means, where it is and what, then the way
 * to fix it (the admin screen that does, or a word that the provider does) and Accept; an
 * accepted one shows its reason instead.
 */
export function FindingItem({ finding, onAccept, busy = false }: FindingItemProps) {
  const { t } = useHealthWords();
  const check = useHealthCheckWords();
  const headingId = useId();
  const title = check.title(finding.check);
  const which = t('health.which', { title, where: finding.where });
  return (
    <article className={`health-finding health-${finding.severity}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="health-why">{check.why(finding.check)}</p>
      <dl className="health-facts">
        <dt>{t('health.where')}</dt>
        <dd>{finding.where}</dd>
        <dt>{t('health.detail')}</dt>
        <dd>{finding.detail}</dd>
      </dl>
      {finding.status === 'accepted' ? (
        <p className="health-reason">{t('health.acceptedReason', { reason: finding.reason ?? '' })}</p>
      ) : (
        <div className="health-actions">
          {finding.fix ? (
            <Link to={finding.fix} className="health-fix">
              {t('health.fix')} <span className="ui-visually-hidden">{which}</span>
            </Link>
          ) : (
            <p className="health-provider">{t('health.providerFixes')}</p>
          )}
          {onAccept && (
            <button type="button" className="ui-button" disabled={busy} onClick={() => onAccept(finding)}>
              {t('health.accept')} <span className="ui-visually-hidden">{which}</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
