import { useState, type FormEvent } from 'react';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import { askToConfirm } from '@school/shared/ui/confirm-dialog';
import { Field } from '@school/shared/ui/form-field';
import { promoteCanary } from '../api/promote-canary';
import { rollBack } from '../api/roll-back';
import { setCanary } from '../api/set-canary';
import { switchOff } from '../api/switch-off';
import { REMOTES } from '../remote-titles';
import type { useRemoteChange } from '../hooks/use-remote-change';
import { ReleaseOptions } from './release-options';

interface ChannelControlsProps {
  channel: RemoteChannel;
  change: ReturnType<typeof useRemoteChange>;
}

/** A whole percent, 0 to 100, as typed; null when it is not one. */
const shareOf = (typed: string): number | null => (/^\d{1,3}$/.test(typed.trim()) && Number(typed) <= 100 ? Number(typed) : null);

/** The switch's question: off stops the remote's area for every school, on brings it back. */
function switchQuestion({ remote, off }: RemoteChannel) {
  const { title } = REMOTES[remote];
  if (off) return { question: `Switch ${title} on again?`, detail: 'Every school’s visitors get its pages again, by its channel and pins.', action: 'Switch on' };
  return {
    question: `Switch ${title} off?`,
    detail: `Every school’s ${title} shows a maintenance message in English and Hindi instead, until it is switched on again; the other areas keep working.`,
    action: 'Switch off',
  };
}

/**
 * A remote's channel: the canary (a registered version or none, for a share of browsers),
 * promoting it, rolling back, and the kill switch. What is typed in the canary form stays
 * until that form's change is made, so a refused change loses nothing.
 */
export function ChannelControls({ channel, change }: ChannelControlsProps) {
  const { remote, canary, previousStable, off, releases } = channel;
  const { title } = REMOTES[remote];
  const [draft, setDraft] = useState<{ version: string; share: string } | null>(null);
  const [shareError, setShareError] = useState<string | undefined>();
  const version = draft?.version ?? canary ?? '';
  const share = draft?.share ?? String(channel.share);

  const submitCanary = async (event: FormEvent) => {
    event.preventDefault();
    const percent = version === '' ? 0 : shareOf(share);
    setShareError(percent === null ? 'Share must be a whole number from 0 to 100' : undefined);
    if (percent === null) return;
    const done = version === '' ? `${title} has no canary now.` : `${title}: ${version} goes to ${percent} % of browsers.`;
    if (await change.run((revision) => setCanary(remote, version || null, percent, revision), done)) setDraft(null);
  };

  const flip = async () => {
    if (!(await askToConfirm(switchQuestion(channel)))) return;
    await change.run((revision) => switchOff(remote, !off, revision), off ? `${title} is on again.` : `${title} is switched off.`);
  };

  return (
    <>
      {releases.length > 0 && (
        <form className="releases-inline-form" noValidate onSubmit={(event) => void submitCanary(event)}>
          <Field label="Canary version">
            {(control) => (
              <select {...control} value={version} onChange={(event) => setDraft({ version: event.target.value, share })}>
                <ReleaseOptions releases={releases} none="None" />
              </select>
            )}
          </Field>
          <Field label="Share of browsers (%)" error={shareError}>
            {(control) => (
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                {...control}
                value={version === '' ? '0' : share}
                disabled={version === ''}
                onChange={(event) => setDraft({ version, share: event.target.value })}
              />
            )}
          </Field>
          <button type="submit" className="ui-button ui-button-primary" aria-busy={change.running}>
            Set canary
          </button>
        </form>
      )}
      <div className="releases-actions">
        {canary !== null && (
          <button type="button" className="ui-button" onClick={() => void change.run((revision) => promoteCanary(remote, revision), `${title}: ${canary} is stable now.`)}>
            Promote {canary} to stable
          </button>
        )}
        {previousStable !== null && (
          <button type="button" className="ui-button" onClick={() => void change.run((revision) => rollBack(remote, revision), `${title} is back at ${previousStable}.`)}>
            Roll back to {previousStable}
          </button>
        )}
        {/* The provider area is where a remote is switched on again: the API refuses to switch it off. */}
        {(remote !== 'providerAdmin' || off) && (
          <button type="button" className={off ? 'ui-button' : 'ui-button releases-danger'} onClick={() => void flip()}>
            {off ? 'Switch on' : 'Switch off'}
          </button>
        )}
      </div>
    </>
  );
}
