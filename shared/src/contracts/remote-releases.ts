import * as z from 'zod';
import { RELEASE_VERSION } from './release-version';
import { REMOTE_NAMES } from './runtime-config';

/**
 * A remote's releases (docs/decisions/015-remote-releases.md): each version of a remote is
 * registered with the API by its manifest (checked against the host's contract), and each remote
 * has one channel: a stable version, a canary version for a share of browsers, a kill switch, and
 * per-school pins. The provider's calls change them naming the channel's revision; the host reads
 * GET /Site/Remotes. The public page's bundle may import only the types of this file (zod).
 */


/** The greatest revision, a share's bounds: whole numbers a database integer holds. */
const MAX_INT = 2_147_483_647;

export const REMOTE_RELEASE_MESSAGES = {
  badRemote: 'must be content, schoolAdmin or providerAdmin',
  badVersion: 'must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or a digit',
  badManifest: 'The manifest is not JSON: send mf-manifest.json’s text as it is.',
  /** A version registered before with other bytes: a release is immutable. */
  otherManifest: 'This version is registered already, with another manifest: a release never changes. Give the new build a new version.',
  /** The manifest does not fit the host's contract; the answer lists the problems. */
  doesNotFit: 'This build does not fit the host it would be loaded by',
  /** HOST_CONTRACT_FILE unset, missing or unreadable: nothing can be checked, so nothing is registered. */
  noContract: 'The host’s contract cannot be read, so no release can be checked: start the host (it writes host-contract.json), or set HOST_CONTRACT_FILE. Try again then.',
  changedMeanwhile: 'Someone changed this remote’s releases after you loaded them. Reload them and try again.',
  noCanary: 'There is no canary version to promote.',
  nothingToRollBack: 'There is no earlier stable version to roll back to.',
  schoolNotFound: 'School not found',
  /** The provider's area is where a remote is switched on again: a broken release of it is rolled back instead. */
  providerAreaStaysOn: 'The provider area cannot be switched off: it is where remotes are switched on again. Roll its release back instead.',
} as const;

/**
 * Who registered a release that scripts/release-remote.mjs registered with its token
 * (RELEASE_TOKEN) rather than a provider user: the Releases screen's name and the audit log's user.
 */
export const RELEASE_SCRIPT = 'release script';

/** What the API says of a version a remote does not have. */
export const notRegistered = (remote: string, version: string) => `${remote} has no release ${version}: register it first.`;

export const RemoteNameSchema = z.enum(REMOTE_NAMES, REMOTE_RELEASE_MESSAGES.badRemote);
export const ReleaseVersionSchema = z.string().regex(RELEASE_VERSION, REMOTE_RELEASE_MESSAGES.badVersion);
const revision = z.number().int().min(0).max(MAX_INT);
/** The share of browsers, in percent, that get the canary. */
const share = z.number().int().min(0).max(100);

/**
 * POST /Provider/Remotes/Register: a version and its mf-manifest.json as text, the file's very
 * bytes (UTF-8), whose integrity (SHA-384, SRI form) the host will check what it loads against.
 */
export const RegisterReleaseSchema = z.strictObject({ remote: RemoteNameSchema, version: ReleaseVersionSchema, manifest: z.string().min(1) });
/** POST /Provider/Remotes/Canary: the canary version (null: none) and its share. */
export const SetCanarySchema = z.strictObject({ remote: RemoteNameSchema, version: ReleaseVersionSchema.nullable(), share, revision });
/** POST /Provider/Remotes/Promote and /Rollback. */
export const ChannelStepSchema = z.strictObject({ remote: RemoteNameSchema, revision });
/** POST /Provider/Remotes/SwitchOff: off, or on again. */
export const SwitchOffSchema = z
  .strictObject({ remote: RemoteNameSchema, off: z.boolean(), revision })
  .refine((body) => !(body.remote === 'providerAdmin' && body.off), { message: REMOTE_RELEASE_MESSAGES.providerAreaStaysOn, path: ['off'] });
/** POST /Provider/Remotes/Pin: a school's version of the remote (null: the channel's again). */
export const PinSchema = z.strictObject({ remote: RemoteNameSchema, schoolId: z.number().int().min(1).max(MAX_INT), version: ReleaseVersionSchema.nullable(), revision });

/** A registered version. */
export const ReleaseSchema = z.object({
  version: z.string(),
  /** `sha384-<base64>` of the manifest's bytes (Subresource Integrity's form). */
  integrity: z.string(),
  registeredAt: z.string(),
  /** The provider user's full name, RELEASE_SCRIPT for the release script; null for an account since deleted. */
  registeredBy: z.string().nullable(),
});
export type Release = z.infer<typeof ReleaseSchema>;

/** A school pinned to a version. */
export const PinnedSchoolSchema = z.object({ schoolId: z.number(), schoolCode: z.string(), schoolName: z.string(), version: z.string() });

/** One remote as the provider's screen shows it: its channel, its pins and its releases (newest first). */
export const RemoteChannelSchema = z.object({
  remote: RemoteNameSchema,
  /** Null until a first promote: the host then loads config.json's address. */
  stable: z.string().nullable(),
  canary: z.string().nullable(),
  share,
  off: z.boolean(),
  /** Raised by every change of the channel or its pins; each change names the one it read. */
  revision,
  /** The stable version a rollback returns to (null: none). */
  previousStable: z.string().nullable(),
  pins: z.array(PinnedSchoolSchema),
  releases: z.array(ReleaseSchema),
});
export type RemoteChannel = z.infer<typeof RemoteChannelSchema>;

/** POST /Provider/Remotes/GetAll. */
export const RemoteChannelsSchema = z.object({ remotes: z.array(RemoteChannelSchema) });

/** A change naming a revision that is no longer the channel's: the house `{ message }` and the remote as it is now. */
export const RemoteConflictSchema = z.object({ message: z.string(), current: RemoteChannelSchema });

/** A registration refused by the compatibility check: the house `{ message }` and each problem, one sentence each. */
export const ReleaseRefusalSchema = z.object({ message: z.string(), problems: z.array(z.string()) });

const loaded = { version: z.string(), integrity: z.string() };

/**
 * One remote as a school's pages load it. A pin wins over the channel; otherwise a browser in the
 * canary's share gets the canary, every other the stable version, and with no stable version
 * config.json's address. `off`: the remote's area shows its maintenance message instead.
 */
export const SiteRemoteSchema = z.object({
  stable: z.object(loaded).nullable(),
  /** Null when no browser gets a canary (none, or a share of 0). */
  canary: z.object({ ...loaded, share }).nullable(),
  pin: z.object(loaded).nullable(),
  off: z.boolean(),
  revision,
});
export type SiteRemote = z.infer<typeof SiteRemoteSchema>;

/** GET /Site/Remotes?school=<code>: every remote's, for one school. No one's name, no date. */
export const SiteRemotesSchema = z.object({ remotes: z.object({ content: SiteRemoteSchema, schoolAdmin: SiteRemoteSchema, providerAdmin: SiteRemoteSchema }) });
export type SiteRemotes = z.infer<typeof SiteRemotesSchema>;
