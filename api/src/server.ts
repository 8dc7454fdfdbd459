import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadApiConfig, SettingsError, type ApiConfig } from './config.js';
import { migrate, openDatabase } from './db/database.js';
import { seedIfEmpty } from './seed/seed.js';
import { backfillVariants } from './uploads/picture-backfill.js';
import { sweepUploads } from './uploads/sweep.js';

// The listener: configuration, migrations, first-start seed, the uploads swept and pictures' copies made, then serve until told to stop.
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
// A live upload writes at least once per idle timeout (or is cut off): twice that is abandoned.
const sweep = async () => {
  const swept = await sweepUploads(database.db, config.dataDir, 2 * config.idleTimeoutSeconds * 1000);
  if (swept.files) app.log.info(swept, 'removed upload files that no row refers to');
};
await sweep();
const backfilled = await backfillVariants(database.db, config.dataDir);
if (backfilled.failed) app.log.warn(backfilled, 'some stored pictures lack narrower copies that could not be written');
else if (backfilled.written) app.log.info(backfilled, 'wrote the narrower copies stored pictures lacked');
setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'sweeping uploads failed')), 60 * 60 * 1000).unref();
await app.listen({ port: config.port, host: config.host });
if (seeded.credentialsFile) {
  app.log.info(`First start: the school and the admin accounts were created. Their passwords are in ${seeded.credentialsFile}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
