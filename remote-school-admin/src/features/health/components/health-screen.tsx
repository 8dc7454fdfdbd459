import { useEffect, useId, useState } from 'react';
import { useSession } from '@school/shared';
import { useActions } from '@school/shared/use-actions';
import { useLoad } from '@school/shared/use-load';
import { formatMoment } from '@school/shared/dates';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { DoneLine, LoadedList } from '@school/shared/ui/list-status';
import { useHealthCheckWords } from '@school/shared/ui/health-checks';
import { healthTone } from '@school/shared/ui/health-tone';
import { HEALTH_SEVERITIES, type HealthFinding, type HealthSeverity, type SchoolHealth } from '@school/shared/contracts/health';
import { acceptFinding } from '../api/accept-finding';
import { checkNow } from '../api/check-now';
import { getHealth } from '../api/get-health';
import { AcceptDialog } from './accept-dialog';
import { FindingItem } from './finding-item';
import { useHealthWords } from './use-health-words';
import './health.css';

/** How often the screen asks again while a check it asked for has not run yet. */
export const HEALTH_POLL_MS = 2000;

/**
 * The school's site health (issue 50): its score, when it was last checked and Check now, then
 * the open findings by severity, each with its fix and Accept, and the accepted ones apart.
 * While a check is pending the screen asks again every 2 s and says it is checking.
 */
export function HealthScreen() {
  const { t } = useHealthWords();
  const health = useLoad(getHealth);
  const { data, loading, reload } = health;
  const check = useActions();
  const accept = useActions({ failures: 'inline' });
  /** Check now was pressed: the reload after it counts as checking until it answers. */
  const [asked, setAsked] = useState(false);
  const [accepting, setAccepting] = useState<HealthFinding | null>(null);
  /** The finding whose Accept was last sent: a failure is said in its dialog only. */
  const [tried, setTried] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const checkWords = useHealthCheckWords();
  // Accepting is a publisher's (the API refuses an editor): an editor sees the findings and fixes them.
  const mayAccept = useSession().schoolRole !== 'editor';

  // A pending check is asked about again until it has run; a failed ask stops (LoadFailed's Retry goes on).
  useEffect(() => {
    if (!data?.pending) return;
    const timer = window.setTimeout(reload, HEALTH_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [data, reload]);

  const pending = check.busy || Boolean(data?.pending) || (asked && loading);

  const startCheck = () =>
    void check.run(checkNow, {
      failed: t('health.checkFailed'),
      then: () => {
        setAsked(true);
        setDone('');
        reload();
      },
    });

  const accepted = async (id: number, reason: string) => {
    const finding = accepting;
    setAsked(false);
    setTried(id);
    await accept.run(() => acceptFinding({ id, reason }), {
      failed: t('health.acceptFailed'),
      then: () => {
        setAccepting(null);
        if (finding) setDone(t('health.accepted', { title: checkWords.title(finding.check) }));
      },
    });
    // After a success, and after a refusal too (a finding no longer open has gone from the list).
    reload();
  };

  return (
    <div className="health-screen">
      {/* Before the done line: closing gives the focus back to Accept, and then the line takes it. */}
      <AcceptDialog finding={accepting} busy={accept.busy} failure={tried === accepting?.id ? accept.failure : null} onClose={() => setAccepting(null)} onAccept={accepted} />
      <DoneLine text={done} />
      <LoadedList
        load={health}
        loadingText={t('health.loading')}
        failed={(latest) => <LoadFailed message={t(latest ? 'health.reloadFailed' : 'health.loadFailed')} retry={t('health.retry')} onRetry={reload} />}
      >
        {(shown) => (
          <>
            <HealthSummary health={shown} pending={pending} onCheck={startCheck} />
            <OpenFindings
              health={shown}
              busy={accept.busy}
              onAccept={
                mayAccept
                  ? (finding) => {
                      setTried(null);
                      setAccepting(finding);
                    }
                  : undefined
              }
            />
            <AcceptedFindings findings={shown.findings.filter((finding) => finding.status === 'accepted')} />
          </>
        )}
      </LoadedList>
    </div>
  );
}

function HealthSummary({ health, pending, onCheck }: { health: SchoolHealth; pending: boolean; onCheck(): void }) {
  const { t } = useHealthWords();
  const progressId = useId();
  return (
    <div className="health-summary ui-card">
      {health.score !== null && health.checkedAt !== null && <p className="health-score">{t('health.score', { score: health.score })}</p>}
      <p className="health-checked">{health.checkedAt === null ? t('health.notChecked') : t('health.checkedAt', { when: formatMoment(health.checkedAt) })}</p>
      <div className="health-check">
        <button type="button" className="ui-button ui-button-primary" disabled={pending} aria-busy={pending || undefined} onClick={onCheck}>
          {pending ? t('health.checking') : t('health.checkNow')}
        </button>
        <p id={progressId} role="status" className="health-progress-text">
          {pending ? t('health.progress') : ''}
        </p>
        {pending && <progress className="health-progress" aria-labelledby={progressId} />}
      </div>
    </div>
  );
}

function OpenFindings({ health, busy, onAccept }: { health: SchoolHealth; busy: boolean; onAccept: ((finding: HealthFinding) => void) | undefined }) {
  const { t } = useHealthWords();
  const open = health.findings.filter((finding) => finding.status === 'open');
  if (open.length === 0) return <p className="ui-empty">{health.checkedAt === null ? t('health.noneYet') : t('health.none')}</p>;
  return (
    <>
      {HEALTH_SEVERITIES.map((severity) => {
        const findings = open.filter((finding) => finding.severity === severity);
        return findings.length === 0 ? null : (
          <FindingGroup key={severity} heading={t(`health.${severity}`)} findings={findings} busy={busy} onAccept={onAccept} severity={severity} />
        );
      })}
    </>
  );
}

interface FindingGroupProps {
  heading: string;
  severity?: HealthSeverity;
  findings: readonly HealthFinding[];
  busy?: boolean;
  onAccept?: (finding: HealthFinding) => void;
}

/** A heading and its findings, as a list. */
function FindingGroup({ heading, severity, findings, busy, onAccept }: FindingGroupProps) {
  const headingId = useId();
  return (
    <section className="health-group" aria-labelledby={headingId}>
      <h2 id={headingId} className={severity && `health-heading ${healthTone(severity)}`}>
        {heading}
      </h2>
      <FindingList findings={findings} busy={busy} onAccept={onAccept} />
    </section>
  );
}

function FindingList({ findings, busy, onAccept }: Omit<FindingGroupProps, 'heading'>) {
  return (
    <ul className="health-findings">
      {findings.map((finding) => (
        <li key={finding.id}>
          <FindingItem finding={finding} busy={busy} onAccept={onAccept} />
        </li>
      ))}
    </ul>
  );
}

function AcceptedFindings({ findings }: { findings: readonly HealthFinding[] }) {
  const { t } = useHealthWords();
  const headingId = useId();
  if (findings.length === 0) return null;
  return (
    <section className="health-group health-accepted" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('health.acceptedTitle')}</h2>
      <details>
        <summary>{t('health.showAccepted', { count: findings.length })}</summary>
        <FindingList findings={findings} />
      </details>
    </section>
  );
}
