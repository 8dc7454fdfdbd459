import { apiPost } from '@school/shared';
import type { RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** POST /Provider/Remotes/Pin: one school held at a version of the remote (null: it follows the channel again). */
export const pinSchool = (remote: RemoteName, schoolId: number, version: string | null, revision: number) =>
  apiPost<RemoteChannel>('/Provider/Remotes/Pin', { remote, schoolId, version, revision }, { auth: 'provider' });
