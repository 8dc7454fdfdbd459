import { apiPost } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** POST /Provider/Remotes/SwitchOff: the remote switched off (its area shows a maintenance message), or on again. */
export const switchOff = (remote: RemoteName, off: boolean, revision: number) => apiPost<RemoteChannel>('/Provider/Remotes/SwitchOff', { remote, off, revision }, { auth: 'provider' });
