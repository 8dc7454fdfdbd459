import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod';
import { hostNameOf } from '@school/shared/contracts/site';
import { SCHOOL_CODE, SCHOOL_CODE_RULE } from '@school/shared/contracts/school';
import { NewPasswordSchema, UserNameSchema } from '@school/shared/contracts/users';

/** A bucket on an S3-compatible server (Ceph's RADOS Gateway in the tests and the stack; AWS S3, MinIO …). */
export interface S3Settings {
  /** The server's origin (http://radosgw:7480); buckets are addressed by path under it. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ApiConfig {
  port: number;
  host: string;
  /** Database file, uploads, generated secrets and the initial credentials live here. */
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded SQLite file DATA_DIR/school.db. */
  databaseUrl: string | undefined;
  /** Origins allowed to call the API from a browser: the host and the remotes. */
  corsOrigins: string[];
  /** The platform's own host names (provider area, remotes, API): the TLS entry point may get certificates for them. */
  platformHostNames: string[];
  jwtSecret: string;
  /** The prerenderer's bearer token for GET /Internal/Prerender/* (modules/prerender); unset, those routes do not exist. */
  rendererToken: string | undefined;
  /**
   * scripts/release-remote.mjs's bearer token: admitted by POST /Provider/Remotes/Register only
   * (modules/releases), in place of a provider user's session; unset, no script registers.
   */
  releaseToken: string | undefined;
  /**
   * The host's host-contract.json, which a remote's release is checked against before it is
   * registered (modules/releases); read at each registration, as a new host image writes a new one.
   * Unset, no release can be registered (503).
   */
  hostContractFile: string | undefined;
  tokenTtlSeconds: number;
  /** The spec's client-side login cipher (hex key and IV), shared with the site's config.json. */
  passwordCipher: { key: string; iv: string };
  logLevel: string;
  /** The demo media the first-start seed copies; by default the API's own seed/media. */
  seedMediaDir: string | undefined;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (login throttling counts per client). */
  trustProxy: boolean | string[];
  /** Time allowed for a request's header block to arrive. */
  headersTimeoutSeconds: number;
  /** Time a connection may send nothing before it is closed; uploads left that long are abandoned. */
  idleTimeoutSeconds: number;
  /** The metrics listener (Prometheus text at /metrics), apart from the public one; off when no port is set. */
  metrics: { port: number; host: string } | undefined;
  /** Days audit entries and closed feedback are kept (modules/ops/retention.ts); undefined: forever. */
  retention: { auditDays: number | undefined; feedbackDays: number | undefined };
  /**
   * Where media are stored (uploads/file-store.ts): DATA_DIR/uploads, or an S3 bucket that every
   * API replica shares (STORAGE=s3).
   */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** What a school may store in all, and one user store in an hour (uploads/ledger.ts). */
  uploadLimits: { quotaBytes: number; userBytesPerHour: number };
  /** Audited changes one user may make in an hour (CHANGES_PER_USER_HOUR). */
  changesPerUserHour: number;
  /** The site-health checks on this node (modules/health/runner.ts). */
  health: HealthConfig;
  seed: {
    /** Demo schools, staff, alumni and events in a new database, labelled as demo on the site; off by default. */
    demoContent: boolean;
    /** The school a new database starts with when demo content is off. */
    school: { code: string; name: string } | undefined;
    /** The host names the configured school's site answers at. */
    schoolHostNames: string[];
    schoolAdminUsername: string | undefined;
    schoolAdminPassword: string | undefined;
    providerAdminUsername: string | undefined;
    providerAdminPassword: string | undefined;
    /** The seeded accounts' TOTP secret (tests and the demo); unset, they enrol at their first login. */
    totpSecret: string | undefined;
  };
}

const MB = 1024 * 1024;

export interface HealthConfig {
  enabled: boolean;
  /** host:port of the TLS entry point; undefined: the site's own checks (certificate, addresses) are not run. */
  entryPoint: string | undefined;
  /** How often the night's full check runs (a day; tests shorten it). */
  nightMs: number;
  /** Tests only: links to this machine's network are tried. */
  privateLinks: boolean;
}

/** A setting that cannot work: the API refuses to start and says which one and why. */
export class SettingsError extends Error {}

/** A whole number in the environment, within bounds; an empty value is not a number. */
const wholeNumber = (min: number, max: number, what: string) =>
  z.string().regex(/^\d+$/, `must be ${what} from ${min} to ${max}`).transform(Number).pipe(z.number().min(min, `must be ${what} from ${min} to ${max}`).max(max, `must be ${what} from ${min} to ${max}`));

const port = wholeNumber(1, 65_535, 'a port number');

/** A setting where empty means unset, as compose passes `${NAME:-}`. */
const emptyIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

// Less than a month would lose the log before anyone looked (and closed feedback the school may still quote).
const retentionDays = emptyIsUnset(wholeNumber(30, 36_500, 'a whole number of days'));

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`), `must be ${bytes * 2} hexadecimal characters (${bytes} bytes)`);

const origin = z.string().refine((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, '');
  } catch {
    return false;
  }
}, 'must be origins such as https://school.example (scheme, host and port only), separated by commas');

const origins = z
  .string()
  .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(origin).min(1, 'names no origin'));

/** true (any proxy), false (none: the default), or proxy addresses (with an optional /prefix) separated by commas. */
const trustProxy = z.string().transform((text, context) => {
  if (text === 'true' || text === 'false') return text === 'true';
  const addresses = text.split(',').map((item) => item.trim());
  if (addresses.every((item) => isIP(item.split('/')[0] ?? '') !== 0)) return addresses;
  context.addIssue({ code: 'custom', message: 'must be true, false, or proxy IP addresses separated by commas' });
  return z.NEVER;
});

/** Every setting the API reads, with what makes it unusable. Unset means the default. */
const Environment = z.object({
  API_PORT: port.optional(),
  PORT: port.optional(),
  API_HOST: z.string().min(1, 'is empty').optional(),
  DATA_DIR: z.string().min(1, 'is empty').optional(),
  // Empty means none: SQLite.
  DATABASE_URL: z.string().regex(/^$|^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL').optional(),
  CORS_ORIGINS: origins.optional(),
  // The configured school's address: its host name is SCHOOL_HOST_NAMES' default.
  HOST_ORIGIN: origin.optional(),
  PLATFORM_ORIGINS: origins.optional(),
  HOST_PORT: port.optional(),
  CONTENT_PORT: port.optional(),
  SCHOOL_ADMIN_PORT: port.optional(),
  PROVIDER_ADMIN_PORT: port.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Empty means unset (docker-compose.yml passes it empty when .env leaves it out): no prerenderer.
  RENDERER_TOKEN: emptyIsUnset(z.string().min(32, 'must be at least 32 characters')),
  // Empty means unset, as RENDERER_TOKEN: then only a provider user registers a release.
  RELEASE_TOKEN: emptyIsUnset(z.string().min(32, 'must be at least 32 characters')),
  HOST_CONTRACT_FILE: emptyIsUnset(z.string()),
  // A token must outlive a working session and not outlive a month.
  TOKEN_TTL_SECONDS: wholeNumber(60, 30 * 24 * 60 * 60, 'a whole number of seconds').optional(),
  PASSWORD_CIPHER_KEY: hex(32).optional(),
  PASSWORD_CIPHER_IV: hex(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be one of fatal, error, warn, info, debug, trace, silent').optional(),
  TRUST_PROXY: trustProxy.optional(),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 300, 'a whole number of seconds').optional(),
  IDLE_TIMEOUT_SECONDS: wholeNumber(1, 3600, 'a whole number of seconds').optional(),
  METRICS_PORT: emptyIsUnset(port),
  METRICS_HOST: z.string().min(1, 'is empty').optional(),
  AUDIT_RETENTION_DAYS: retentionDays,
  FEEDBACK_RETENTION_DAYS: retentionDays,
  // A school's uploads in all (2 GB: years of a school's pictures and PDFs; a few videos take the most),
  // and what one user may store in an hour (what a day of an annual function's pictures takes).
  // Empty means the default (the folder), as compose passes `${STORAGE:-}`.
  STORAGE: emptyIsUnset(z.enum(['local', 's3'], 'must be local (DATA_DIR/uploads) or s3 (a bucket: S3_ENDPOINT, S3_BUCKET …)')),
  S3_ENDPOINT: emptyIsUnset(origin),
  S3_BUCKET: emptyIsUnset(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')),
  S3_REGION: emptyIsUnset(z.string().min(1, 'is empty')),
  S3_ACCESS_KEY_ID: emptyIsUnset(z.string().min(1, 'is empty')),
  S3_SECRET_ACCESS_KEY: emptyIsUnset(z.string().min(1, 'is empty')),
  SCHOOL_STORAGE_MB: emptyIsUnset(wholeNumber(1, 10_000_000, 'a whole number of megabytes')),
  UPLOAD_MB_PER_USER_HOUR: emptyIsUnset(wholeNumber(1, 1_000_000, 'a whole number of megabytes')),
  // Audited changes one account may make in an hour: far more than a person makes, so only a script meets it.
  CHANGES_PER_USER_HOUR: emptyIsUnset(wholeNumber(1, 1_000_000, 'a whole number of changes')),
  // Site health: whether this node runs the checks, the TLS entry point the schools' addresses
  // lead to (host:port; unset, the site checks are not run), and, for tests only, a shorter
  // night and leave to try links on this machine's network.
  HEALTH_CHECKS: emptyIsUnset(z.enum(['0', '1'], 'must be 1 (on) or 0 (off)')),
  HEALTH_ENTRY_POINT: emptyIsUnset(z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port')),
  HEALTH_NIGHT_SECONDS: emptyIsUnset(wholeNumber(2, 7 * 24 * 60 * 60, 'a whole number of seconds')),
  HEALTH_PRIVATE_LINKS: emptyIsUnset(z.enum(['0', '1'], 'must be 1 (on) or 0 (off)')),
  SEED_SCHOOL_ADMIN_USERNAME: UserNameSchema.optional(),
  SEED_SCHOOL_ADMIN_PASSWORD: NewPasswordSchema.optional(),
  SEED_PROVIDER_ADMIN_USERNAME: UserNameSchema.optional(),
  SEED_PROVIDER_ADMIN_PASSWORD: NewPasswordSchema.optional(),
  // Tests and the local demo only: the seeded accounts start with their second factor on, with this
  // TOTP secret (base32). Unset, as on a real deployment, each account sets it up at its first login.
  SEED_TOTP_SECRET: z.string().regex(/^[A-Z2-7]{16,64}$/, 'must be 16 to 64 base32 characters (A-Z, 2-7)').optional(),
  SEED_MEDIA_DIR: z.string().min(1, 'is empty').optional(),
  DEMO_CONTENT: z.enum(['0', '1'], 'must be 1 (on) or 0 (off)').optional(),
  // The provider's school form's rule (contracts/school.ts), so the configured school could be added there too.
  SCHOOL_CODE: z.string().trim().regex(SCHOOL_CODE, `must be ${SCHOOL_CODE_RULE}`).optional(),
  SCHOOL_NAME: z.string().trim().min(1, 'is empty').max(200, 'must be at most 200 characters').optional(),
  // Empty means unset (docker-compose.yml passes it empty when .env leaves it out).
  SCHOOL_HOST_NAMES: z
    .string()
    .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().transform((item) => hostNameOf(item) ?? '').pipe(z.string().min(1, 'must be host names or addresses separated by commas'))))
    .transform((hosts) => (hosts.length > 0 ? hosts : undefined))
    .optional(),
});

/** The name of every setting the API reads from its environment. */
export const API_SETTINGS = Object.keys(Environment.shape);

/** The settings, checked all at once; every unusable one is named in the error. */
function readEnvironment(env: NodeJS.ProcessEnv) {
  const known = Object.fromEntries(API_SETTINGS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
  const parsed = Environment.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `Setting ${String(issue.path[0])}: ${issue.message} (it is "${String(env[String(issue.path[0])])}")`);
    throw new SettingsError(lines.join('\n'));
  }
  const settings = parsed.data;
  if ((settings.PASSWORD_CIPHER_KEY === undefined) !== (settings.PASSWORD_CIPHER_IV === undefined)) {
    throw new SettingsError('Setting PASSWORD_CIPHER_KEY and PASSWORD_CIPHER_IV: set both or neither');
  }
  if ((settings.SCHOOL_CODE === undefined) !== (settings.SCHOOL_NAME === undefined)) {
    throw new SettingsError('Setting SCHOOL_CODE and SCHOOL_NAME: set both or neither');
  }
  if (settings.STORAGE === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => settings[name] === undefined);
    if (missing.length) throw new SettingsError(`Setting STORAGE=s3 needs ${missing.join(', ')}`);
  }
  return settings;
}

/**
 * A secret read from DATA_DIR, or generated there once (owner-only) when absent. The exclusive
 * create means two processes starting together still agree on one value.
 */
function keptSecret<T>(dataDir: string, name: string, generate: () => T): T {
  const file = path.join(dataDir, name);
  try {
    writeFileSync(file, JSON.stringify(generate()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const settings = readEnvironment(env);
  const dataDir = path.resolve(settings.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const cipher =
    settings.PASSWORD_CIPHER_KEY && settings.PASSWORD_CIPHER_IV
      ? { key: settings.PASSWORD_CIPHER_KEY, iv: settings.PASSWORD_CIPHER_IV }
      : keptSecret(dataDir, 'password-cipher.json', () => ({
          key: randomBytes(32).toString('hex'),
          iv: randomBytes(16).toString('hex'),
        }));
  const localOrigins = [settings.HOST_PORT ?? 8080, settings.CONTENT_PORT ?? 3001, settings.SCHOOL_ADMIN_PORT ?? 3002, settings.PROVIDER_ADMIN_PORT ?? 3003].map(
    (port) => `http://localhost:${port}`,
  );
  return {
    port: settings.API_PORT ?? settings.PORT ?? 4000,
    host: settings.API_HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: settings.DATABASE_URL || undefined,
    corsOrigins: settings.CORS_ORIGINS ?? localOrigins,
    platformHostNames: [...new Set((settings.PLATFORM_ORIGINS ?? []).map((item) => hostNameOf(item) ?? ''))].filter(Boolean),
    jwtSecret: settings.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret.json', () => randomBytes(48).toString('base64url')),
    rendererToken: settings.RENDERER_TOKEN,
    releaseToken: settings.RELEASE_TOKEN,
    hostContractFile: settings.HOST_CONTRACT_FILE === undefined ? undefined : path.resolve(settings.HOST_CONTRACT_FILE),
    tokenTtlSeconds: settings.TOKEN_TTL_SECONDS ?? 8 * 60 * 60,
    passwordCipher: cipher,
    logLevel: settings.LOG_LEVEL ?? 'info',
    seedMediaDir: settings.SEED_MEDIA_DIR,
    trustProxy: settings.TRUST_PROXY ?? false,
    headersTimeoutSeconds: settings.HEADERS_TIMEOUT_SECONDS ?? 20,
    idleTimeoutSeconds: settings.IDLE_TIMEOUT_SECONDS ?? 60,
    metrics: settings.METRICS_PORT ? { port: settings.METRICS_PORT, host: settings.METRICS_HOST ?? '127.0.0.1' } : undefined,
    retention: { auditDays: settings.AUDIT_RETENTION_DAYS, feedbackDays: settings.FEEDBACK_RETENTION_DAYS },
    health: {
      enabled: settings.HEALTH_CHECKS !== '0',
      entryPoint: settings.HEALTH_ENTRY_POINT,
      nightMs: (settings.HEALTH_NIGHT_SECONDS ?? 24 * 60 * 60) * 1000,
      privateLinks: settings.HEALTH_PRIVATE_LINKS === '1',
    },
    storage:
      settings.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: settings.S3_ENDPOINT!,
            bucket: settings.S3_BUCKET!,
            region: settings.S3_REGION ?? 'us-east-1',
            accessKeyId: settings.S3_ACCESS_KEY_ID!,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local' },
    uploadLimits: { quotaBytes: (settings.SCHOOL_STORAGE_MB ?? 2048) * MB, userBytesPerHour: (settings.UPLOAD_MB_PER_USER_HOUR ?? 500) * MB },
    changesPerUserHour: settings.CHANGES_PER_USER_HOUR ?? 600,
    seed: {
      demoContent: settings.DEMO_CONTENT === '1',
      school: settings.SCHOOL_CODE && settings.SCHOOL_NAME ? { code: settings.SCHOOL_CODE, name: settings.SCHOOL_NAME } : undefined,
      schoolHostNames: [...new Set(settings.SCHOOL_HOST_NAMES ?? (settings.HOST_ORIGIN ? [hostNameOf(settings.HOST_ORIGIN) ?? ''] : ['localhost', '127.0.0.1']))].filter(Boolean),
      schoolAdminUsername: settings.SEED_SCHOOL_ADMIN_USERNAME,
      schoolAdminPassword: settings.SEED_SCHOOL_ADMIN_PASSWORD,
      providerAdminUsername: settings.SEED_PROVIDER_ADMIN_USERNAME,
      providerAdminPassword: settings.SEED_PROVIDER_ADMIN_PASSWORD,
      totpSecret: settings.SEED_TOTP_SECRET,
    },
  };
}
