import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * scripts/backup.mjs and scripts/restore.mjs for real: pg_dump, pg_restore and tar against a
 * throw-away PostgreSQL cluster (scripts/with-postgres.sh), a media folder on disk.
 */
const bin = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => `/usr/lib/postgresql/${version}/bin`)
      .find((folder) => existsSync(`${folder}/pg_dump`))
  : undefined;
if (!bin) console.warn('PostgreSQL is not installed (Debian: apt-get install postgresql): skipping the backup and restore tests.');
const describeWithPostgres = bin ? describe : describe.skip;

let cluster: ChildProcess;
let databaseUrl: string;
let work: string;
let env: NodeJS.ProcessEnv;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** with-postgres.sh running a command that prints the cluster's URL and waits for its stdin to close. */
async function startCluster(): Promise<string> {
  cluster = spawn('bash', [path.join(__dirname, 'with-postgres.sh'), process.execPath, '-e', 'console.log("URL " + process.env.TEST_DATABASE_URL); process.stdin.resume()'], {
    env: { ...process.env, PGTEST_PORT: String(await freePort()) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let said = '';
  return new Promise((resolve, reject) => {
    cluster.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const url = /^URL (\S+)$/m.exec(said)?.[1];
      if (url) resolve(url);
    });
    cluster.once('exit', (code) => reject(new Error(`with-postgres.sh exited (${code}): ${said}`)));
  });
}

const query = async (sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
};

const runScript = (script: string, args: string[] = [], extra: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [path.join(__dirname, script), ...args], { encoding: 'utf8', env: { ...env, ...extra } });

const mediaDir = () => path.join(work, 'media');
const backupDir = () => path.join(work, 'backups');
const backups = () => readdirSync(backupDir()).filter((name) => !name.startsWith('.')).sort();
const names = async () => (await query('select name from staff order by id')).map((row) => row.name as string);
const photo = () => path.join(mediaDir(), 'uploads/83181/staff/photo one.webp');

describeWithPostgres('backup and restore', () => {
  beforeAll(async () => {
    const admin = await startCluster();
    work = mkdtempSync(path.join(os.tmpdir(), 'school-backup-test-'));
    const name = `backup_test_${randomUUID().replaceAll('-', '')}`;
    databaseUrl = admin;
    await query(`create database ${name}`);
    databaseUrl = admin.replace(/\/[^/]*$/, `/${name}`);
    env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir(), BACKUP_DIR: backupDir(), BACKUP_KEEP: '2' };

    // A table like the API's, and one append-only as its audit log is (a trigger refuses deletes).
    await query('create table staff (id integer primary key, name text not null, photo text)');
    await query("insert into staff values (1, 'Smt. First Teacher', 'uploads/83181/staff/photo one.webp'), (2, 'Sh. Second Teacher', null)");
    await query('create table audit_log (id integer primary key, what text)');
    await query("create function refuse() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only'; end $$");
    await query('create trigger append_only before update or delete on audit_log for each row execute function refuse()');
    await query("insert into audit_log values (1, 'created the staff')");
    mkdirSync(path.dirname(photo()), { recursive: true });
    writeFileSync(photo(), 'the photo as uploaded');
    writeFileSync(path.join(mediaDir(), 'jwt-secret.json'), '"kept with the media"');
  }, 120_000);
  afterAll(async () => {
    cluster?.stdin?.end();
    await new Promise((resolve) => (cluster?.exitCode === null ? cluster.once('exit', resolve) : resolve(null)));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a backup is a database dump and a media archive in a folder named by its time, with a manifest', () => {
    const result = runScript('backup.mjs');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(backups()).toHaveLength(1);
    const [name] = backups();
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    expect(readdirSync(path.join(backupDir(), name!)).sort()).toEqual(['database.dump', 'manifest.json', 'media.tar.gz']);
    expect(result.stdout).toContain(`${name} written to ${backupDir()}`);
  });

  test('a restore brings back the rows and the files as they were, and removes what came after', async () => {
    await query("update staff set name = 'Changed By Mistake' where id = 1");
    await query('delete from staff where id = 2');
    await query("insert into staff values (3, 'Added After The Backup', null)");
    writeFileSync(photo(), 'overwritten');
    writeFileSync(path.join(mediaDir(), 'uploads/83181/staff/later.webp'), 'uploaded after the backup');
    rmSync(path.join(mediaDir(), 'jwt-secret.json'));

    const result = runScript('restore.mjs');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    expect(await names()).toEqual(['Smt. First Teacher', 'Sh. Second Teacher']);
    expect(readFileSync(photo(), 'utf8')).toBe('the photo as uploaded');
    expect(existsSync(path.join(mediaDir(), 'uploads/83181/staff/later.webp'))).toBe(false);
    expect(readFileSync(path.join(mediaDir(), 'jwt-secret.json'), 'utf8')).toBe('"kept with the media"');
    // The append-only guard is restored with its table.
    await expect(query('delete from audit_log')).rejects.toThrow(/append-only/);
    expect(await query('select what from audit_log')).toEqual([{ what: 'created the staff' }]);
  });

  test('only the newest BACKUP_KEEP backups are kept', () => {
    const first = backups()[0];
    for (let run = 0; run < 2; run++) expect(runScript('backup.mjs').status).toBe(0);
    const kept = backups();
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(first);
  });

  test('a named backup is restored; an unknown name is refused, naming the ones there are', async () => {
    const [older, newer] = backups();
    await query("insert into staff values (4, 'Only In The Newer', null)");
    expect(runScript('backup.mjs').status).toBe(0);
    const newest = backups().at(-1)!;
    expect(backups()).toEqual([newer, newest]);

    expect(runScript('restore.mjs', [newer!]).status).toBe(0);
    expect(await names()).not.toContain('Only In The Newer');
    expect(runScript('restore.mjs', [newest]).status).toBe(0);
    expect(await names()).toContain('Only In The Newer');

    const unknown = runScript('restore.mjs', [older!]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(`Restore failed: No backup named "${older}" in ${backupDir()}; nothing was restored. There are: ${newer}, ${newest}\n`);
  });

  test('an incomplete or damaged backup is refused before the database or the media are touched', async () => {
    await query("update staff set name = 'Current Name' where id = 1");
    writeFileSync(photo(), 'current photo');
    const newest = backups().at(-1)!;
    const archive = path.join(backupDir(), newest, 'media.tar.gz');

    renameSync(archive, `${archive}.aside`);
    const missing = runScript('restore.mjs');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`Restore failed: Backup ${newest} is incomplete: media.tar.gz is missing; nothing was restored\n`);

    writeFileSync(archive, 'not the archive');
    const damaged = runScript('restore.mjs', [newest]);
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toMatch(/^Restore failed: Backup \S+ is damaged: media\.tar\.gz is not the file the backup wrote/);
    rmSync(archive);
    renameSync(`${archive}.aside`, archive);

    rmSync(path.join(backupDir(), newest, 'manifest.json'));
    const unfinished = runScript('restore.mjs');
    expect(unfinished.status).toBe(1);
    expect(unfinished.stderr).toMatch(/is incomplete: it has no manifest\.json/);

    expect((await names())[0]).toBe('Current Name');
    expect(readFileSync(photo(), 'utf8')).toBe('current photo');
  });

  test('a failing dump leaves no backup behind and says why', () => {
    const before = backups();
    const result = runScript('backup.mjs', [], { DATABASE_URL: databaseUrl.replace(/\/[^/]*$/, '/no_such_database') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Backup failed: pg_dump failed \(exit 1\): .*no_such_database/s);
    expect(backups()).toEqual(before);
    expect(readdirSync(backupDir()).filter((name) => name.startsWith('.partial-'))).toEqual([]);
  });

  test('a missing setting is refused by name', () => {
    const result = runScript('backup.mjs', [], { MEDIA_DIR: '' });
    expect([result.status, result.stderr]).toEqual([1, "Backup failed: Setting MEDIA_DIR: must name the API's data folder (DATA_DIR, the media volume)\n"]);
  });
});
