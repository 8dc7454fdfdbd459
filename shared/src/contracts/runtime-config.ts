import * as z from 'zod/mini';

/** The remotes the host composes; each key names a remote's entry in /config.json. */
export const REMOTE_NAMES = ['content', 'schoolAdmin', 'providerAdmin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * /config.json, served by the host's own origin (spec section 1). API_URL and SchoolCode are
 * the spec's; `remotes` says where each remote's manifest lives, so a remote is redeployed
 * without rebuilding the host; PASSWORD_CIPHER is the spec's client-side login cipher, kept
 * out of the source code.
 */
export const RuntimeConfigSchema = z.object({
  API_URL: z.string(),
  SchoolCode: z.string(),
  remotes: z.object({
    content: z.string(),
    schoolAdmin: z.string(),
    providerAdmin: z.string(),
  }),
  PASSWORD_CIPHER: z.optional(z.object({ key: z.string(), iv: z.string() })),
  REMOTE_TIMEOUT_MS: z.optional(z.number()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
