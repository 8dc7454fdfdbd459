import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_SETTINGS } from './config';

/**
 * What a provider sets in .env reaches the part that reads it: `.env.example` offers exactly the
 * variables docker-compose.yml reads, each with compose's own default, and every one the API
 * reads is passed to the API's service.
 */
const ROOT = path.join(__dirname, '../..');
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** NAME=value lines of .env.example. */
const offered = new Map(example.split('\n').flatMap((line) => {
  const setting = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  return setting ? [[setting[1]!, setting[2]!] as const] : [];
}));

/** Every ${NAME…} compose interpolates: its name, and its default where it gives one (${NAME:-x} or ${NAME-x}). */
const reads = [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?:(:?-)([^}]*)|:\?[^}]*)?\}/g)].map(([, name, dash, fallback]) => ({ name: name!, fallback: dash ? fallback! : undefined }));

test('.env.example offers every variable docker-compose.yml reads, and nothing else', () => {
  expect([...offered.keys()].sort()).toEqual([...new Set(reads.map(({ name }) => name))].sort());
});

test('each default in docker-compose.yml is the value .env.example shows, the same wherever it is read', () => {
  const differ = reads.filter(({ name, fallback }) => fallback !== undefined && fallback !== offered.get(name));
  expect(differ).toEqual([]);
});

test('every setting of the API that .env.example offers is passed to the api service, from the variable of its name', () => {
  // YAML's merge keys as compose reads them (the x-bucket settings come in by `<<: *bucket`).
  const environment = (parse(compose, { merge: true }) as { services: { api: { environment: Record<string, unknown> } } }).services.api.environment;
  const passed = API_SETTINGS.filter((name) => offered.has(name)).filter((name) => !String(environment[name] ?? '').startsWith(`\${${name}`));
  expect(passed).toEqual([]);
  // The test sees the settings the API has: a few that .env.example must offer.
  expect(API_SETTINGS).toEqual(expect.arrayContaining(['SCHOOL_STORAGE_MB', 'UPLOAD_MB_PER_USER_HOUR', 'METRICS_PORT', 'JWT_SECRET']));
});
