import { apiPost } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** POST /Provider/Remotes/Promote: the canary becomes the stable version. */
export const promoteCanary = (remote: RemoteName, revision: number) => apiPost<RemoteChannel>('/Provider/Remotes/Promote', { remote, revision }, { auth: 'provider' });
