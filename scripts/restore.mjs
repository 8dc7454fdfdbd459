#!/usr/bin/env node
// @ts-check
// Restores a backup made by scripts/backup.mjs: the database dump into DATABASE_URL
// (pg_restore --clean --if-exists, in one transaction) and the media archive into MEDIA_DIR
// (emptied first), or with STORAGE=s3 into the API's bucket's uploads/ (made the archive's). A
// backup that is not whole is refused before anything is touched. Stop the API first (it would
// keep serving what it cached and write into what is being replaced).
//
//   node scripts/restore.mjs           restores the newest backup in BACKUP_DIR
//   node scripts/restore.mjs NAME      restores BACKUP_DIR/NAME
//   node scripts/restore.mjs --list    lists the backups, oldest first
//
// Settings: DATABASE_URL, MEDIA_DIR or STORAGE=s3 with S3_* (required); BACKUP_DIR (default
// /backups). Needs only Node, pg_restore and tar (and s3cmd for a bucket). See scripts/README.md.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DUMP, MEDIA, NAME, Refusal, backupsIn, connection, run, s3cmd, settingsFrom, verifiedBackup } from './lib/backups.mjs';

/** @param {string} text */
const say = (text) => process.stdout.write(`restore: ${text}\n`);

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-') && arg !== '--list')) {
    process.stderr.write('Usage: restore.mjs [NAME | --list]\n');
    process.exit(2);
  }
  const { databaseUrl, media, backupDir } = settingsFrom(process.env);
  const backups = backupsIn(backupDir);
  if (args[0] === '--list') {
    for (const name of backups) say(name);
    return;
  }
  const name = args[0] ?? backups.at(-1);
  if (!name) throw new Refusal(`No backup in ${backupDir}; nothing was restored`);
  if (!NAME.test(name) || !backups.includes(name)) {
    throw new Refusal(`No backup named "${name}" in ${backupDir}; nothing was restored. There are: ${backups.join(', ') || 'none'}`);
  }
  const folder = path.join(backupDir, name);
  await verifiedBackup(folder);
  // The archive reads whole before the media folder is emptied for it.
  await run('tar', ['--list', '--gzip', `--file=${path.join(folder, MEDIA)}`]);
  if (media.dir && !statSync(media.dir, { throwIfNoEntry: false })?.isDirectory()) throw new Refusal(`Setting MEDIA_DIR: ${media.dir} is not a folder; nothing was restored`);

  say(`restoring ${name} into the database and ${media.dir ?? `the bucket ${media.bucket?.name}`}`);
  const { url, env } = connection(databaseUrl);
  // One transaction: a dump that fails midway leaves the database as it was.
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${url}`, path.join(folder, DUMP)], env).catch((error) => {
    throw new Refusal(`${error.message}\nThe database is unchanged and the media were not touched.`);
  });
  say('database restored');
  const partly = (/** @type {Error} */ error) => {
    throw new Refusal(`${error.message}\nThe database is restored but the media only partly: run the restore again.`);
  };
  if (media.bucket) {
    // Unpacked beside the backup, then the bucket's uploads/ made the same: what the archive
    // lacks is removed, what it holds is put.
    const unpacked = mkdtempSync(path.join(backupDir, '.restore-'));
    try {
      await run('tar', ['--extract', '--gzip', `--file=${path.join(folder, MEDIA)}`, `--directory=${unpacked}`]).catch(partly);
      mkdirSync(path.join(unpacked, 'uploads'), { recursive: true });
      // A new machine's server has no bucket yet (the API makes it, and lets the web tier read
      // it, at its start); one already there refuses this, and the sync below says any real failure.
      await s3cmd(media.bucket, ['mb', `s3://${media.bucket.name}`]).catch(() => undefined);
      await s3cmd(media.bucket, ['sync', '--delete-removed', `${unpacked}/uploads/`, `s3://${media.bucket.name}/uploads/`]).catch(partly);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  } else {
    // Emptied, not removed: it is usually a mounted volume.
    for (const entry of readdirSync(media.dir)) rmSync(path.join(media.dir, entry), { recursive: true, force: true });
    await run('tar', ['--extract', '--gzip', '--numeric-owner', `--file=${path.join(folder, MEDIA)}`, `--directory=${media.dir}`]).catch(partly);
    // Stored files are public: the host's web server reads them (an older backup may hold some only the API could).
    await run('chmod', ['-R', 'a+rX', media.dir]);
  }
  say(`media restored; ${name} is back. Start the API again.`);
}

main().catch((error) => {
  process.stderr.write(`Restore failed: ${error instanceof Refusal ? error.message : error.stack}\n`);
  process.exit(1);
});
