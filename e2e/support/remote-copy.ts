import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROOT } from '@school/tooling/site-config';

const run = promisify(execFile);

/** Where copies live: inside the repository, so Node finds the workspace's node_modules. */
const TMP = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp');

/** The files a remote's own build reads; remote-content's pictures sit beside src. */
const SOURCES = ['package.json', 'tsconfig.json', 'webpack.config.mjs', 'src'];
const OPTIONAL_SOURCES = ['public-images'];

export interface RemoteCopy {
  dir: string;
  dist: string;
  /** Replaces `from` with `to` in one source file of the copy; fails if `from` is not there. */
  edit(file: string, from: string, to: string): Promise<void>;
  /** Builds the copy alone, as its team would (`webpack --mode production` in its folder). */
  build(): Promise<void>;
  remove(): Promise<void>;
}

/** A copy of one remote's sources (e.g. 'remote-content') that can be changed and built alone. */
export async function copyRemote(app: string): Promise<RemoteCopy> {
  const source = path.join(ROOT, app);
  await mkdir(TMP, { recursive: true });
  const dir = await mkdtemp(path.join(TMP, `${app}-`));
  try {
    for (const entry of SOURCES) await cp(path.join(source, entry), path.join(dir, entry), { recursive: true });
    for (const entry of OPTIONAL_SOURCES) {
      if (existsSync(path.join(source, entry))) await cp(path.join(source, entry), path.join(dir, entry), { recursive: true });
    }

    // The copy sits one level deeper than the original: its tsconfig's relative paths follow.
    const tsconfigFile = path.join(dir, 'tsconfig.json');
    const tsconfig = JSON.parse(await readFile(tsconfigFile, 'utf8')) as { extends?: string; include?: string[] };
    const fromCopy = (p: string) => (p.startsWith('..') ? path.relative(dir, path.resolve(source, p)) : p);
    if (tsconfig.extends) tsconfig.extends = fromCopy(tsconfig.extends);
    if (tsconfig.include) tsconfig.include = tsconfig.include.map(fromCopy);
    await writeFile(tsconfigFile, JSON.stringify(tsconfig, null, 2));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    dir,
    dist: path.join(dir, 'dist'),
    async edit(file, from, to) {
      const target = path.join(dir, file);
      const text = await readFile(target, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} of ${app} does not contain: ${from}`);
      await writeFile(target, text.replace(from, to));
    },
    async build() {
      await run('npx', ['webpack', '--mode', 'production'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    },
    async remove() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
