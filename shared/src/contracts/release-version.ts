/**
 * A remote's release version, as scripts/release-remote.mjs names its folder:
 * `<remote origin>/releases/<version>/` (a folder name, never `..` or a path). Apart from
 * remote-releases.ts, so the host's page checks it without loading zod.
 */
export const RELEASE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
