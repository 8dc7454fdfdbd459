import { apiPost } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';

/** POST /Provider/Remotes/GetAll: every remote's channel, pinned schools and registered releases (newest first). */
export const getRemoteChannels = (signal: AbortSignal) => apiPost<{ remotes: RemoteChannel[] }>('/Provider/Remotes/GetAll', {}, { auth: 'provider', signal });
