#!/usr/bin/env node
// @ts-check
// Backs up the site: a pg_dump (custom format) of DATABASE_URL and a tar.gz of the media
// (MEDIA_DIR, the API's data folder: uploads and the rest of the media volume; or with
// STORAGE=s3 the API's bucket's uploads/, in the same layout), into BACKUP_DIR/<UTC time>/,
// then keeps the newest BACKUP_KEEP backups. Needs only Node, pg_dump and tar (and s3cmd for a
// bucket).
//
//   node scripts/backup.mjs           one backup now (exit 0, or 1 with the reason)
//   node scripts/backup.mjs --daily   one every day at BACKUP_TIME (HH:MM, the TZ's; default 02:00), until stopped
//
// Settings: DATABASE_URL, MEDIA_DIR or STORAGE=s3 with S3_* (required); BACKUP_DIR (default
// /backups), BACKUP_KEEP (default 14). Restore with scripts/restore.mjs; see scripts/README.md.
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DUMP, MANIFEST, MEDIA, PARTIAL_PREFIX, Refusal, backupsIn, connection, run, s3cmd, settingsFrom, sha256Of } from './lib/backups.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {string} text */
const say = (text) => process.stdout.write(`${new Date().toISOString()} backup: ${text}\n`);

/**
 * One backup, written under a partial name and renamed when whole; then the oldest beyond `keep`
 * are removed. Returns the new backup's name.
 * @param {ReturnType<typeof settingsFrom>} settings
 */
export async function backup({ databaseUrl, media, backupDir, keep }) {
  if (media.dir && !statSync(media.dir, { throwIfNoEntry: false })?.isDirectory()) throw new Refusal(`Setting MEDIA_DIR: ${media.dir} is not a folder`);
  mkdirSync(backupDir, { recursive: true });
  await removeAbandoned(backupDir);
  const name = new Date().toISOString().replace(/[:.]/g, '-');
  const partial = path.join(backupDir, `${PARTIAL_PREFIX}${name}`);
  mkdirSync(partial);
  try {
    // The database first: a file uploaded meanwhile is then in the archive too (unreferenced
    // files are swept by the API), while one its row names is never missing from it.
    const { url, env } = connection(databaseUrl);
    await run('pg_dump', ['--format=custom', `--file=${path.join(partial, DUMP)}`, `--dbname=${url}`], env);
    // A bucket's uploads/ are copied beside the archive first, as the folder would hold them.
    const mediaDir = media.dir ?? path.join(partial, 'media');
    if (media.bucket) await s3cmd(media.bucket, ['sync', `s3://${media.bucket.name}/uploads/`, `${mediaDir}/uploads/`]);
    // Numeric owners: the restoring container may name the API's user differently.
    await run('tar', ['--create', '--gzip', '--numeric-owner', `--file=${path.join(partial, MEDIA)}`, `--directory=${mediaDir}`, '.']);
    if (media.bucket) rmSync(mediaDir, { recursive: true, force: true });
    /** @type {Record<string, { bytes: number, sha256: string }>} */
    const files = {};
    for (const file of [DUMP, MEDIA]) files[file] = { bytes: statSync(path.join(partial, file)).size, sha256: await sha256Of(path.join(partial, file)) };
    writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify({ format: 1, createdAt: new Date().toISOString(), files }, null, 2)}\n`);
    renameSync(partial, path.join(backupDir, name));
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  const complete = backupsIn(backupDir);
  for (const old of complete.slice(0, Math.max(0, complete.length - keep))) rmSync(path.join(backupDir, old), { recursive: true, force: true });
  return name;
}

/**
 * Removes what a backup killed midway left (its partial folder), once a day old: a younger one
 * may be another backup still writing.
 * @param {string} backupDir
 */
async function removeAbandoned(backupDir) {
  for (const entry of await readdir(backupDir)) {
    if (!entry.startsWith(PARTIAL_PREFIX)) continue;
    const folder = path.join(backupDir, entry);
    if (Date.now() - statSync(folder).mtimeMs > DAY_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Milliseconds from `now` to the next HH:MM of the local time zone.
 * @param {string} at
 * @param {Date} now
 */
export function untilNext(at, now = new Date()) {
  const [hours, minutes] = at.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours ?? 0, minutes ?? 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** @param {ReturnType<typeof settingsFrom>} settings */
async function once(settings) {
  const name = await backup(settings);
  say(`${name} written to ${settings.backupDir}; kept the newest ${settings.keep}`);
}

async function main() {
  const daily = process.argv.includes('--daily');
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--daily');
  if (unknown.length) {
    process.stderr.write('Usage: backup.mjs [--daily]\n');
    process.exit(2);
  }
  const settings = settingsFrom(process.env);
  if (!daily) return once(settings);

  const at = process.env.BACKUP_TIME || '02:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(at)) throw new Refusal(`Setting BACKUP_TIME: must be HH:MM, 00:00 to 23:59 (it is "${at}")`);
  // A container is stopped with SIGTERM: go at once (a backup cut off stays partial and is not used).
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
  say(`daily at ${at} (${Intl.DateTimeFormat().resolvedOptions().timeZone}) into ${settings.backupDir}, keeping ${settings.keep}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, untilNext(at)));
    // One night's failure is said and the next night tries again.
    await once(settings).catch((error) => process.stderr.write(`${new Date().toISOString()} backup failed: ${error.message}\n`));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    process.stderr.write(`Backup failed: ${error instanceof Refusal ? error.message : error.stack}\n`);
    process.exit(1);
  });
}
