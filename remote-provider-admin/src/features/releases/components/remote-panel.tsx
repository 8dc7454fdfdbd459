import { useId } from 'react';
import type { Release, RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { formatMoment } from '@school/shared/dates';
import type { Loaded } from '@school/shared/use-load';
import { DataTable, textColumn, type DataTableColumn } from '@school/shared/ui/data-table';
import { ErrorBanner } from '../../../ui/error-banner';
import { StatusBadge } from '../../../ui/status-badge';
import { useRemoteChange } from '../hooks/use-remote-change';
import { REMOTES } from '../remote-titles';
import { ChannelControls } from './channel-controls';
import { PinnedSchools, type SchoolOption } from './pinned-schools';

interface RemotePanelProps {
  channel: RemoteChannel;
  /** A change's answer, or a refusal's remote as it is now: shown in place of this one. */
  onChanged: (channel: RemoteChannel) => void;
  onRegister: (remote: RemoteName) => void;
  schools: Loaded<readonly SchoolOption[]>;
}

/** What a release is to the channel now: Stable, Canary (its share), or nothing. */
function role({ stable, canary, share }: RemoteChannel, { version }: Release): string {
  if (version === stable) return 'Stable';
  if (version === canary) return `Canary, ${share} %`;
  return '';
}

/** One remote: its channel as it is, its changes, its pinned schools and its registered releases, newest first. */
export function RemotePanel({ channel, onChanged, onRegister, schools }: RemotePanelProps) {
  const titleId = useId();
  const change = useRemoteChange(channel, onChanged);
  const { remote, stable, canary, share, off, previousStable, releases } = channel;
  const { title, what } = REMOTES[remote];

  const columns: DataTableColumn<Release>[] = [
    textColumn('version', 'Version', (release) => release.version, { rowHeader: true }),
    { id: 'registered', header: 'Registered', cell: (release) => formatMoment(release.registeredAt), sortValue: (release) => release.registeredAt },
    { id: 'by', header: 'By', cell: (release) => release.registeredBy ?? 'A deleted user' },
    { id: 'role', header: 'Now', cell: (release) => role(channel, release) },
  ];

  return (
    <section className="releases-remote" aria-labelledby={titleId} aria-busy={change.running}>
      <div className="releases-remote-head">
        <h3 id={titleId}>{title}</h3>
        <StatusBadge active={!off} label={off ? 'Switched off' : 'On'} />
      </div>
      <p className="releases-what">{what}</p>
      <dl className="releases-channel">
        <div>
          <dt>Stable</dt>
          <dd>{stable ?? 'None yet (config.json’s build)'}</dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>{canary === null ? 'None' : `${canary}, to ${share} % of browsers`}</dd>
        </div>
        <div>
          <dt>A rollback returns to</dt>
          <dd>{previousStable ?? 'Nothing yet'}</dd>
        </div>
      </dl>

      {change.failure && (
        <ErrorBanner
          message={change.failure.stale ? 'Someone changed this remote meanwhile, so your change was not made.' : `Failed to change ${title}.`}
          detail={change.failure.stale ? 'It is shown as it is now, and what you typed is kept: check it and try again.' : change.failure.message}
          action={
            <button type="button" className="ui-button" onClick={change.dismiss}>
              Dismiss
            </button>
          }
        />
      )}

      <ChannelControls channel={channel} change={change} />
      {/* A pin names a registered version: with none, there is nothing to pin or pinned. */}
      {releases.length > 0 && <PinnedSchools channel={channel} change={change} schools={schools} />}

      <h4>Registered releases</h4>
      {releases.length === 0 ? (
        <div className="releases-empty">
          <p>
            No release of {title} is registered yet. Once a build’s files are on the remote’s server (scripts/release-remote.mjs copies them there), register it by its
            version and its mf-manifest.json; it is checked against the host first.
          </p>
          <button type="button" className="ui-button" onClick={() => onRegister(remote)}>
            Register a release of {title}
          </button>
        </div>
      ) : (
        <DataTable caption={`Registered releases of ${title}`} captionHidden columns={columns} rows={releases} rowKey={(release) => release.version} />
      )}
    </section>
  );
}
