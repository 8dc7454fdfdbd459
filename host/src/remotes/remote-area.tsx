import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { loadedRemoteApp, loadRemoteApp } from './federation';
import './remote-area.css';

type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'failed'; error: Error };

/**
 * One remote's part of the page. While the remote loads it shows progress; when the remote's
 * server is down, slow or its code throws, only this area says so and offers Retry, and the
 * header, menu and footer go on working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>(() => {
    const App = loadedRemoteApp(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    const App = loadedRemoteApp(remote);
    if (App) {
      setState({ status: 'ready', App });
      return;
    }
    setState({ status: 'loading' });
    loadRemoteApp(remote).then(
      (App) => current && setState({ status: 'ready', App }),
      (error: Error) => {
        console.error(error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') {
    return (
      <p className="remote-area-loading" role="status">
        Loading…
      </p>
    );
  }
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return (
    <RenderBoundary key={attempt} onRetry={retry}>
      <state.App />
    </RenderBoundary>
  );
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-area-error" role="alert" aria-labelledby="remote-area-error-title">
      <h1 id="remote-area-error-title">This part of the site could not be loaded</h1>
      <p>It may be a passing network problem. The rest of the site still works.</p>
      <button type="button" className="ui-button ui-button-primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote whose code throws while rendering, so it cannot blank the page. */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
