import { useState, type ReactNode } from 'react';
import { notifier } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { useLoad } from '@school/shared/use-load';
import { LoadedList } from '@school/shared/ui/list-status';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { FormPanel } from '../../../ui/form-panel';
import { AddButton, AdminScreen, RefreshButton } from '../../../ui/screen-header';
import { getRemoteChannels } from '../api/get-remote-channels';
import { registerRelease } from '../api/register-release';
import { REMOTES } from '../remote-titles';
import { RegisterForm, registerFailure, type RegisterInput } from './register-form';
import { RemotePanel } from './remote-panel';
import type { SchoolOption } from './pinned-schools';
import './releases.css';

const toasts = notifier('admin');

/**
 * The Releases screen (docs/decisions/015-remote-releases.md): Refresh, Register a release (the
 * inline form), then each remote's channel, pins and releases. `schools` lists the schools a
 * remote can be pinned for.
 */
export function ReleasesScreen({ schools }: { schools: (signal: AbortSignal) => Promise<SchoolOption[]> }) {
  const channels = useLoad(getRemoteChannels);
  const schoolOptions = useLoad(schools);
  // A change's answer is newer than the list loaded before it; a later load with a higher
  // revision is newer again. Registering does not raise a revision: its list is loaded afresh.
  const [changed, setChanged] = useState<Partial<Record<RemoteName, RemoteChannel>>>({});
  const shown = (channel: RemoteChannel) => {
    const newer = changed[channel.remote];
    return newer && newer.revision > channel.revision ? newer : channel;
  };

  const [registering, setRegistering] = useState<{ opening: number; remote: RemoteName } | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const openRegister = (remote: RemoteName) => {
    setFailure(null);
    setRegistering((open) => ({ opening: (open?.opening ?? 0) + 1, remote }));
  };
  const register = async (input: RegisterInput) => {
    setSaving(true);
    setFailure(null);
    try {
      await registerRelease(input);
    } catch (error) {
      console.error(error);
      setFailure(registerFailure(error));
      return;
    } finally {
      setSaving(false);
    }
    toasts.success(`${REMOTES[input.remote].title} ${input.version} is registered.`);
    setRegistering(null);
    channels.reload();
  };

  return (
    <AdminScreen
      title="Releases"
      titleId="releases-title"
      actions={
        <>
          <RefreshButton load={channels} />
          <AddButton onClick={() => openRegister('content')}>Register a release</AddButton>
        </>
      }
    >
      <p className="releases-intro">
        Which build of each remote the schools’ pages load: the stable version, a canary for a share of browsers, schools pinned to a version, and a switch that takes a
        remote off. Every change is written to the audit log.
      </p>

      <FormPanel open={registering !== null} title="Register a release" onClose={() => setRegistering(null)} busy={saving}>
        {registering && <RegisterForm key={registering.opening} remote={registering.remote} saving={saving} onSave={register} onCancel={() => setRegistering(null)} failure={failure} />}
      </FormPanel>

      <LoadedList
        load={channels}
        loadingText="Loading releases..."
        failed={() => <LoadFailed message="Failed to fetch releases. Please try again." retry="Try again" onRetry={channels.reload} />}
      >
        {({ remotes }) =>
          remotes.map((channel) => (
            <RemotePanel
              key={channel.remote}
              channel={shown(channel)}
              onChanged={(now) => setChanged((all) => ({ ...all, [now.remote]: now }))}
              onRegister={openRegister}
              schools={schoolOptions}
            />
          ))
        }
      </LoadedList>
    </AdminScreen>
  );
}
