import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadApiConfig } from './config.js';
import { migrate, openDatabase } from './db/database.js';
import { seedIfEmpty } from './seed/seed.js';

// The listener: configuration, migrations, first-start seed, then serve until told to stop.
const config = loadApiConfig();
const database = openDatabase(config);
await migrate(database);
const seedMediaDir = process.env.SEED_MEDIA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/media');
const seeded = await seedIfEmpty(database.db, config, seedMediaDir);

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
if (seeded.credentialsFile) {
  app.log.info(`First start: the demo school and the admin accounts were created. Their passwords are in ${seeded.credentialsFile}`);
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
