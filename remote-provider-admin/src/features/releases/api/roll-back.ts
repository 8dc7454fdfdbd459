import { apiPost } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** POST /Provider/Remotes/Rollback: the stable version the last promote replaced comes back. */
export const rollBack = (remote: RemoteName, revision: number) => apiPost<RemoteChannel>('/Provider/Remotes/Rollback', { remote, revision }, { auth: 'provider' });
