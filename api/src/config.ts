import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** Database file, uploads, generated secrets and the initial credentials live here. */
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded SQLite file DATA_DIR/school.db. */
  databaseUrl: string | undefined;
  /** Origins allowed to call the API from a browser: the host and the remotes. */
  corsOrigins: string[];
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** The spec's client-side login cipher (hex key and IV), shared with the site's config.json. */
  passwordCipher: { key: string; iv: string };
  logLevel: string;
  seed: {
    schoolAdminUsername: string | undefined;
    schoolAdminPassword: string | undefined;
    providerAdminUsername: string | undefined;
    providerAdminPassword: string | undefined;
  };
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

const localOrigins = (env: NodeJS.ProcessEnv) =>
  [env.HOST_PORT ?? 8080, env.CONTENT_PORT ?? 3001, env.SCHOOL_ADMIN_PORT ?? 3002, env.PROVIDER_ADMIN_PORT ?? 3003].map(
    (port) => `http://localhost:${port}`,
  );

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const cipher =
    env.PASSWORD_CIPHER_KEY && env.PASSWORD_CIPHER_IV
      ? { key: env.PASSWORD_CIPHER_KEY, iv: env.PASSWORD_CIPHER_IV }
      : keptSecret(dataDir, 'password-cipher.json', () => ({
          key: randomBytes(32).toString('hex'),
          iv: randomBytes(16).toString('hex'),
        }));
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : localOrigins(env),
    jwtSecret: env.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret.json', () => randomBytes(48).toString('base64url')),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 60 * 60),
    passwordCipher: cipher,
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: {
      schoolAdminUsername: env.SEED_SCHOOL_ADMIN_USERNAME,
      schoolAdminPassword: env.SEED_SCHOOL_ADMIN_PASSWORD,
      providerAdminUsername: env.SEED_PROVIDER_ADMIN_USERNAME,
      providerAdminPassword: env.SEED_PROVIDER_ADMIN_PASSWORD,
    },
  };
}
