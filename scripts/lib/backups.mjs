// @ts-check
// What scripts/backup.mjs and scripts/restore.mjs share: their settings, the layout of a backup
// and its manifest, and running pg_dump, pg_restore, tar and s3cmd. Node's built-ins only, so
// both run in any image with Node and the PostgreSQL client tools (and s3cmd for a bucket).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The two files of every backup, and the manifest written last that says they are whole. */
export const DUMP = 'database.dump';
export const MEDIA = 'media.tar.gz';
export const MANIFEST = 'manifest.json';
/** A backup being written: renamed to its final name only once complete, so no half backup has one. */
export const PARTIAL_PREFIX = '.partial-';
/** Backup names: the UTC time they were started, sortable as text (2026-11-25T02-00-00-123Z). */
export const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

export class Refusal extends Error {}

/**
 * The settings from the environment; a missing or unusable one is a Refusal naming it.
 * @param {NodeJS.ProcessEnv} env
 */
export function settingsFrom(env) {
  const databaseUrl = env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) throw new Refusal('Setting DATABASE_URL: must be the postgres:// URL of the database');
  const keepText = env.BACKUP_KEEP ?? '14';
  if (!/^\d+$/.test(keepText) || Number(keepText) < 1 || Number(keepText) > 10_000) throw new Refusal(`Setting BACKUP_KEEP: must be a whole number from 1 to 10000 (it is "${keepText}")`);
  return { databaseUrl, media: mediaFrom(env), backupDir: path.resolve(env.BACKUP_DIR || '/backups'), keep: Number(keepText) };
}

/**
 * @typedef {{ dir: string, bucket?: undefined } | { bucket: { endpoint: string, name: string, accessKeyId: string, secretAccessKey: string }, dir?: undefined }} Media
 * Where the media are, as the API stores them: its data folder (MEDIA_DIR, the media volume), or
 * with STORAGE=s3 its bucket's uploads/ (S3_ENDPOINT, S3_BUCKET and the keys, as the API has them).
 */

/** @param {NodeJS.ProcessEnv} env @returns {Media} */
function mediaFrom(env) {
  if (env.STORAGE === 's3') {
    const [endpoint, name, accessKeyId, secretAccessKey] = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].map((key) => {
      if (!env[key]) throw new Refusal(`Setting ${key}: STORAGE=s3 needs it, as the API has it`);
      return /** @type {string} */ (env[key]);
    });
    if (!/^https?:\/\/[^/]+$/.test(/** @type {string} */ (endpoint))) throw new Refusal(`Setting S3_ENDPOINT: must be an origin such as http://s3:7480 (it is "${endpoint}")`);
    return { bucket: { endpoint: /** @type {string} */ (endpoint), name: /** @type {string} */ (name), accessKeyId: /** @type {string} */ (accessKeyId), secretAccessKey: /** @type {string} */ (secretAccessKey) } };
  }
  const mediaDir = env.MEDIA_DIR ?? '';
  if (!mediaDir) throw new Refusal("Setting MEDIA_DIR: must name the API's data folder (DATA_DIR, the media volume)");
  return { dir: path.resolve(mediaDir) };
}

/**
 * Runs s3cmd against the bucket, its keys in a configuration file only this process reads (on a
 * command line they would show in any process listing). Buckets by path, as the API addresses them.
 * @param {NonNullable<Media['bucket']>} bucket
 * @param {string[]} args
 */
export async function s3cmd(bucket, args) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 's3cmd-'));
  const url = new URL(bucket.endpoint);
  const config = path.join(dir, 'config');
  writeFileSync(
    config,
    ['[default]', `access_key = ${bucket.accessKeyId}`, `secret_key = ${bucket.secretAccessKey}`, `host_base = ${url.host}`, `host_bucket = ${url.host}`, `use_https = ${url.protocol === 'https:'}`, 'signature_v2 = False', ''].join('\n'),
    { mode: 0o600 },
  );
  try {
    await run('s3cmd', ['--config', config, '--no-progress', '--quiet', ...args]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The URL without its password, and an environment holding it as PGPASSWORD: on a command line
 * it would show in any process listing.
 * @param {string} databaseUrl
 */
export function connection(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Runs a tool to its end; a Refusal with the end of what it said when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk) => (said = (said + chunk).slice(-4000)));
    child.once('error', (error) => reject(new Refusal(`${command} could not run (${error.message}); is it installed and on PATH?`)));
    child.once('close', (code) => (code === 0 ? resolve(undefined) : reject(new Refusal(`${command} failed (exit ${code}): ${said.trim()}`))));
  });
}

/** @param {string} file */
export function sha256Of(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .once('error', reject)
      .once('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * The complete backups in a folder, oldest first (partial ones are not backups).
 * @param {string} backupDir
 */
export function backupsIn(backupDir) {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Checks that a backup is whole before anything is restored from it: its manifest, and both
 * files there with the size and checksum the manifest recorded. A Refusal says what is wrong.
 * @param {string} folder
 */
export async function verifiedBackup(folder) {
  const name = path.basename(folder);
  const manifestFile = path.join(folder, MANIFEST);
  if (!existsSync(manifestFile)) throw new Refusal(`Backup ${name} is incomplete: it has no ${MANIFEST} (it was never finished); nothing was restored`);
  /** @type {{ files: Record<string, { bytes: number, sha256: string }> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const file of [DUMP, MEDIA]) {
    const recorded = manifest.files?.[file];
    const stored = path.join(folder, file);
    if (!recorded) throw new Refusal(`Backup ${name} is incomplete: its manifest names no ${file}; nothing was restored`);
    if (!existsSync(stored)) throw new Refusal(`Backup ${name} is incomplete: ${file} is missing; nothing was restored`);
    if (statSync(stored).size !== recorded.bytes || (await sha256Of(stored)) !== recorded.sha256) {
      throw new Refusal(`Backup ${name} is damaged: ${file} is not the file the backup wrote (size or checksum differs); nothing was restored`);
    }
  }
  return manifest;
}
