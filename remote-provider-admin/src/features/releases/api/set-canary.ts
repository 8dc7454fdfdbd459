import { apiPost } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** POST /Provider/Remotes/Canary: the canary version (null: none) and the share of browsers that get it. */
export const setCanary = (remote: RemoteName, version: string | null, share: number, revision: number) =>
  apiPost<RemoteChannel>('/Provider/Remotes/Canary', { remote, version, share, revision }, { auth: 'provider' });
