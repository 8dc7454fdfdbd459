import * as z from 'zod';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import { useSchemaForm } from '@school/shared/schema-form';
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

/**
 * The canary form: a registered version or none (''), and its share as typed, which must be a
 * whole percent when there is a version. The share's field is off without one (and then sent
 * as nothing): no canary has no share.
 */
const CanaryFormSchema = z
  .object({ version: z.string(), share: z.string().optional() })
  .refine(({ version, share }) => version === '' || shareOf(share ?? '') !== null, { message: 'Share must be a whole number from 0 to 100', path: ['share'] });
type CanaryInput = z.infer<typeof CanaryFormSchema>;

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
 * promoting it, rolling back, and the kill switch. What is typed in the canary form (the form
 * hook) stays until that form's change is made, so a refused change loses nothing.
 */
export function ChannelControls({ channel, change }: ChannelControlsProps) {
  const { remote, canary, previousStable, off, releases } = channel;
  const { title } = REMOTES[remote];
  // The channel's values until the provider changes one; what they typed stays through a refused change.
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useSchemaForm(CanaryFormSchema, { values: { version: canary ?? '', share: String(channel.share) }, resetOptions: { keepDirtyValues: true } });
  const chosen = watch('version');

  const submitCanary = async ({ version, share }: CanaryInput) => {
    const percent = version === '' ? 0 : (shareOf(share ?? '') ?? 0);
    const done = version === '' ? `${title} has no canary now.` : `${title}: ${version} goes to ${percent} % of browsers.`;
    // Made: the form follows the channel's new values again.
    if (await change.run((revision) => setCanary(remote, version || null, percent, revision), done)) reset();
  };

  const flip = async () => {
    if (!(await askToConfirm(switchQuestion(channel)))) return;
    await change.run((revision) => switchOff(remote, !off, revision), off ? `${title} is on again.` : `${title} is switched off.`);
  };

  return (
    <>
      {releases.length > 0 && (
        <form className="releases-inline-form" noValidate onSubmit={(event) => void handleSubmit(submitCanary)(event)}>
          <Field label="Canary version">
            {(control) => (
              <select {...control} {...register('version')}>
                <ReleaseOptions releases={releases} none="None" />
              </select>
            )}
          </Field>
          <Field label="Share of browsers (%)" error={errors.share?.message}>
            {(control) => <input type="number" inputMode="numeric" min={0} max={100} step={1} {...control} {...register('share', { disabled: chosen === '' })} />}
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
