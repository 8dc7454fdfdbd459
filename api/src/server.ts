import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadApiConfig, SettingsError, type ApiConfig } from './config.js';
import { serveMetrics } from './plugins/metrics.js';
import { migrate, openDatabase } from './db/database.js';
import { seedIfEmpty } from './seed/seed.js';
import { backfillPictures } from './uploads/picture-backfill.js';
import { moveToIdFolders } from './uploads/id-folders.js';
import { sweepUploads, SWEEP_INTERVAL_MS } from './uploads/sweep.js';

// The listener: configuration, migrations, first-start seed, the uploads swept, old pictures re-encoded and pictures' copies made, then serve until told to stop.
/** One line per setting that cannot work, then no server at all. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof SettingsError)) throw error;
  process.stderr.write(`The API cannot start:\n${error.message}\n`);
  process.exit(1);
}

let config: ApiConfig;
try {
  config = loadApiConfig();
} catch (error) {
  refuseToStart(error);
}
const database = openDatabase(config);
await migrate(database);
const seedMediaDir = config.seedMediaDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/media');
const seeded = await seedIfEmpty(database.db, config, seedMediaDir).catch(async (error: unknown) => {
  await database.close();
  return refuseToStart(error);
});

const app = await buildApp({ config, database });
// Files of the older layout (a folder per school code) move to their school's id folder, once.
// Both tasks read and write the folder: a bucket holds only files stored since
// (docs/object-storage.md).
const onFolder = app.storage.files.kind === 'folder';
const moved = onFolder ? await moveToIdFolders(database.db, config.dataDir) : { moved: 0, failed: 0 };
if (moved.failed) app.log.warn(moved, 'some stored files could not be moved to their school’s folder; tried again at the next start');
else if (moved.moved) app.log.info(moved, 'moved stored files to their school’s folder');
// A live upload writes at least once per idle timeout (or is cut off): twice that is abandoned.
const sweep = async () => {
  const swept = await sweepUploads(database.db, app.storage.files, 2 * config.idleTimeoutSeconds * 1000);
  if (swept.files) app.log.info(swept, 'removed upload files that no row refers to');
};
await sweep();
const backfilled = onFolder ? await backfillPictures(database.db, config.dataDir) : { written: 0, cleaned: 0, failed: 0 };
if (backfilled.failed) app.log.warn(backfilled, 'some stored pictures could not be re-encoded or given their narrower copies; tried again at the next start');
else if (backfilled.written || backfilled.cleaned) app.log.info(backfilled, 're-encoded the pictures stored as uploaded and wrote the narrower copies stored pictures lacked');
// Re-encoded and moved files have new names: other replicas' cached lists named the old ones.
if (backfilled.cleaned || moved.moved) await app.listCache.invalidate('all');
setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'sweeping uploads failed')), SWEEP_INTERVAL_MS).unref();
await app.listen({ port: config.port, host: config.host });
// Metrics on their own port, which compose does not publish: never on the public address.
const metricsServer = config.metrics ? await serveMetrics(app.metrics, config.metrics) : null;
if (config.metrics) app.log.info(`Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
if (seeded.credentialsFile) {
  app.log.info(`First start: the school and the admin accounts were created. Their passwords are in ${seeded.credentialsFile}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    metricsServer?.close();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
