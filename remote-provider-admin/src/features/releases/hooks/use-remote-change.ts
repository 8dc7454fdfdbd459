import { useRef, useState } from 'react';
import { errorMessage, failedStatus, isHttpError, notifier } from '@school/shared';
import { RemoteConflictSchema, REMOTE_RELEASE_MESSAGES, type RemoteChannel } from '@school/shared/contracts/remote-releases';

const toasts = notifier('admin');

/** Why the last change of a remote was not made: another change came first (`stale`), or the API's reason. */
export interface ChangeFailure {
  stale: boolean;
  message: string;
}

/**
 * Runs the changes of one remote's channel and pins, each naming the revision shown. The answer,
 * the remote as it is after, replaces the one shown; so does a 409's `current`, so a change
 * refused because another came first shows what that other change did. A change runs only once
 * the previous one has answered.
 */
export function useRemoteChange(channel: RemoteChannel, onChanged: (channel: RemoteChannel) => void) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const inFlight = useRef(false);

  /** Resolves true once the change is made, false when it was refused or failed (the failure is shown). */
  const run = async (change: (revision: number) => Promise<RemoteChannel>, done: string): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setRunning(true);
    setFailure(null);
    try {
      onChanged(await change(channel.revision));
      toasts.success(done);
      return true;
    } catch (error) {
      console.error(error);
      const conflict = failedStatus(error) === 409 && isHttpError(error) ? RemoteConflictSchema.safeParse(error.response?.data) : null;
      if (conflict?.success) onChanged(conflict.data.current);
      setFailure({ stale: conflict?.data?.message === REMOTE_RELEASE_MESSAGES.changedMeanwhile, message: errorMessage(error, 'Please try again.') });
      return false;
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return { run, running, failure, dismiss: () => setFailure(null) };
}
