import { Component, Suspense, createElement, use, useState, type ComponentType, type ReactNode } from 'react';
import { useCatalog, useLocation } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { loadRemoteApp } from './federation';
import { useSwitchedOff } from './releases';
import { OfflineCopyNote } from './offline-copy-note';
import './remote-area.css';

/**
 * One load per remote, shared by every render. A failed load stays cached until Retry (or a
 * move to another page) forgets it: React must see the rejection to show the failure.
 */
const loads = new Map<RemoteName, { app: Promise<ComponentType>; failed: boolean }>();

function remoteApp(remote: RemoteName, loadAfter?: () => Promise<void>): Promise<ComponentType> {
  let load = loads.get(remote);
  if (!load) {
    const entry = { app: loadAfter ? loadAfter().then(() => loadRemoteApp(remote)) : loadRemoteApp(remote), failed: false };
    entry.app.catch(() => (entry.failed = true));
    loads.set(remote, entry);
    load = entry;
  }
  return load.app;
}

function forgetFailedLoad(remote: RemoteName): void {
  if (loads.get(remote)?.failed) loads.delete(remote);
}

function RemoteApp({ remote, loadAfter }: { remote: RemoteName; loadAfter?: () => Promise<void> }) {
  // The component comes from the load cache, so it is the same one on every render.
  return createElement(use(remoteApp(remote, loadAfter)));
}

interface RemoteAreaProps {
  remote: RemoteName;
  /** What shows while the remote loads, instead of "Loading…". */
  placeholder?: ReactNode;
  /** What a first load of the remote waits for (the placeholder's picture on screen). */
  loadAfter?: () => Promise<void>;
}

/**
 * One remote's part of the page. While the remote loads it shows progress (or the page's own
 * placeholder); when the remote's server is down, slow, or its code throws, only this area
 * says so and offers Retry, and the header, menu and footer go on working.
 */
export function RemoteArea({ remote, placeholder, loadAfter }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const { t } = useCatalog(hostCatalog);
  // The provider's kill switch: at once, in an open page too; on again, the area comes back.
  if (useSwitchedOff(remote)) return <RemoteSwitchedOffNotice />;
  return (
    <>
      <OfflineCopyNote remote={remote} />
      <RemoteBoundary
        key={`${remote}:${attempt}`}
        resetKey={pathname}
        onRetry={() => {
          forgetFailedLoad(remote);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense
          fallback={
            placeholder ?? (
              <p className="remote-area-loading" role="status">
                {t('layout.loading')}
              </p>
            )
          }
        >
          <RemoteApp remote={remote} loadAfter={loadAfter} />
        </Suspense>
      </RemoteBoundary>
    </>
  );
}

/** The class of a remote's area that says it could not be loaded (a fresh render over a prerendered page shows it at once: render-afresh.ts). */
export const REMOTE_FAILED_CLASS = 'remote-area-error';

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useCatalog(hostCatalog);
  return (
    <section className={REMOTE_FAILED_CLASS} role="alert" aria-labelledby="remote-area-error-title">
      <h1 id="remote-area-error-title">{t('remote.failed')}</h1>
      <p>{t('remote.failedText')}</p>
      <button type="button" className="ui-button ui-button-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/** A remote the provider switched off (remotes/releases.ts): it is not loaded, and says so. */
function RemoteSwitchedOffNotice() {
  const { t } = useCatalog(hostCatalog);
  return (
    <section className={`${REMOTE_FAILED_CLASS} remote-area-off`} role="status" aria-labelledby="remote-area-off-title">
      <h1 id="remote-area-off-title">{t('remote.off')}</h1>
      <p>{t('remote.offText')}</p>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Going to another page after a failure tries again, as Retry does. */
  resetKey: string;
  onRetry: () => void;
}

/** Catches a remote that fails to load or throws while rendering, so it cannot blank the page. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the site failed to load or render', error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.props.onRetry();
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
