/** The remotes the host composes; each key names a remote's entry in /config.json. */
export const REMOTE_NAMES = ['content', 'schoolAdmin', 'providerAdmin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * /config.json, served by the host's own origin (docs/product.md#config). API_URL and SchoolCode are
 * the spec's; `remotes` says where each remote's manifest lives, so a remote is redeployed
 * without rebuilding the host; PASSWORD_CIPHER is the spec's client-side login cipher (hex key
 * and IV), kept out of the source code.
 */
export interface RuntimeConfig {
  API_URL: string;
  SchoolCode: string;
  remotes: Record<RemoteName, string>;
  PASSWORD_CIPHER?: { key: string; iv: string };
  REMOTE_TIMEOUT_MS?: number;
}

/**
 * The id of the JSON data block holding /config.json that the web server puts in the host's
 * page (deploy/nginx's SSI, tooling/static-server.mjs): the page reads it instead of asking.
 */
export const RUNTIME_CONFIG_ID = 'runtime-config';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Checks the shape of a parsed /config.json. Written by hand, not with zod: this runs in the
 * singleton every page loads, where a schema library would cost more than the whole check.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  const remotes = config?.remotes as Partial<Record<RemoteName, unknown>> | undefined;
  const cipher = config?.PASSWORD_CIPHER;
  const valid =
    isText(config?.API_URL) &&
    isText(config.SchoolCode) &&
    REMOTE_NAMES.every((name) => isText(remotes?.[name])) &&
    (cipher === undefined || (isText(cipher.key) && isText(cipher.iv))) &&
    (config.REMOTE_TIMEOUT_MS === undefined || typeof config.REMOTE_TIMEOUT_MS === 'number');
  if (!valid) throw new Error('config.json lacks API_URL, SchoolCode or a remote address, or has a wrong type');
  return config as RuntimeConfig;
}
