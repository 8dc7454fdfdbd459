import { apiPost } from '@school/shared';
import type { Release } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** POST /Provider/Remotes/Register: a version of a remote by its mf-manifest.json's text, checked against the host's contract. */
export const registerRelease = (input: { remote: RemoteName; version: string; manifest: string }) =>
  apiPost<Release>('/Provider/Remotes/Register', input, { auth: 'provider' });
