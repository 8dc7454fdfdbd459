// @ts-check
// A web node's copy of every school's public pages (docs/decisions/017-past-one-machine.md):
// with STORAGE=s3 the renderer puts them into the bucket, and this keeps PAGES_DIR (the folder
// the node's nginx serves them from) what the bucket holds, within POLL_MS. Run beside each web
// node from the renderer's image; it writes READY_FILE once every school is mirrored.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';

const require = createRequire(import.meta.url);
/** @type {{ runPagesMirror: (options: Record<string, unknown>) => Promise<void>, pagesBucket: (settings: unknown) => unknown, pagesBucketSettings: (env: NodeJS.ProcessEnv) => unknown }} */
const renderer = require(path.join(ROOT, 'host/dist-server/renderer.cjs'));

const env = process.env;
const settings = renderer.pagesBucketSettings(env);
const readyFile = env.READY_FILE ?? '/tmp/pages-mirrored';
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => controller.abort());

if (!settings) {
  // Without a bucket the renderer writes the served folder itself: nothing to do, and ready.
  console.log('No bucket (STORAGE is not s3): the renderer writes the pages this node serves; nothing to mirror');
  writeFileSync(readyFile, '');
  await new Promise((resolve) => controller.signal.addEventListener('abort', resolve));
  process.exit(0);
}

await renderer.runPagesMirror({
  root: env.PAGES_DIR ?? '/var/lib/school/prerendered',
  bucket: renderer.pagesBucket(settings),
  pollMs: Number(env.POLL_MS ?? 2000),
  readyFile,
  log: (/** @type {string} */ message, /** @type {unknown} */ error) => (error ? console.error(message, error) : console.log(message)),
  signal: controller.signal,
});
