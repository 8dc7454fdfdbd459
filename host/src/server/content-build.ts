import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { loadServerBuild } from './load-server-build';

/** The style sheets of each lazy module of a build (tooling/lazy-styles-plugin.mjs writes it). */
const LAZY_STYLES_FILE = 'lazy-styles.json';

/** Where one build of the content remote is on this machine: its browser build and its server build. */
export interface ContentBuildFiles {
  /** The browser build (dist/, or a release's folder): its manifest names its style sheets. */
  dist: string;
  /** The server build (dist-server/, or a release's server/): app.cjs and build.json. */
  server: string;
}

/** A released version's folder name (scripts/release-remote.mjs refuses any other). */
const RELEASE = /^\/releases\/([\w.-]+)\/mf-manifest\.json$/;

/**
 * The files of the content build a manifest address names. The host's config.json names either
 * the build its image was made with (its /mf-manifest.json) or a release that
 * scripts/release-remote.mjs put under /releases/<version>/, with the server build in its
 * server/ folder. Null when it names a release that `releasesDir` does not hold.
 */
export function contentBuildFiles(manifestUrl: string, contentDir: string, releasesDir?: string): ContentBuildFiles | null {
  const release = RELEASE.exec(new URL(manifestUrl).pathname)?.[1];
  if (!release) return { dist: path.join(contentDir, 'dist'), server: path.join(contentDir, 'dist-server') };
  if (!releasesDir) return null;
  const dist = path.join(releasesDir, release);
  const server = path.join(dist, 'server');
  return existsSync(path.join(server, 'build.json')) ? { dist, server } : null;
}

/** A content build's style sheets, each a path in its browser build. */
export interface ContentStyles {
  /** Every one (all are copied for the pages). */
  all: string[];
  /** Those of its exposed app, which every page needs. */
  sync: string[];
  /** Those of each lazily loaded module, by its import's request (lazy-styles.json); null when the build has none. */
  lazy: Record<string, string[]> | null;
}

/** A content build loaded for rendering. */
export interface ContentBuild {
  /** The manifest address the pages load it by. */
  manifestUrl: string;
  /** Its version, which the pages are stamped with (the browser manifest's buildVersion). */
  version: string;
  app: ComponentType;
  /** Its browser build's folder. */
  dist: string;
  styles: ContentStyles;
}

/**
 * The style sheets a page links: the app's, and those of the lazy modules it drew. Every one
 * when the build does not say which are whose, or a module drawn is not in its list: a sheet
 * too many delays the first paint a little; one missing would show the page unstyled.
 */
export function pageStyles(styles: ContentStyles, lazyModules: readonly string[]): string[] {
  const { lazy } = styles;
  if (!lazy || lazyModules.some((request) => !Object.hasOwn(lazy, request))) return styles.all;
  return [...new Set([...styles.sync, ...lazyModules.flatMap((request) => lazy[request] ?? [])])];
}

/** Loads the server build of `files`, for pages that load the content remote from `manifestUrl`. */
export async function loadContentBuild(files: ContentBuildFiles, manifestUrl: string): Promise<ContentBuild> {
  const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;
  const { version } = await readJson<{ version: string }>(path.join(files.server, 'build.json'));
  const loaded = loadServerBuild(path.join(files.server, 'app.cjs'), new URL('.', manifestUrl).href);
  if (typeof loaded.default !== 'function') throw new Error(`The content remote's server build in ${files.server} has no app`);
  const manifest = await readJson<{ exposes: { assets: { css: { sync: string[]; async: string[] } } }[] }>(path.join(files.dist, 'mf-manifest.json'));
  const sync = manifest.exposes.flatMap(({ assets }) => assets.css.sync);
  const all = [...new Set([...sync, ...manifest.exposes.flatMap(({ assets }) => assets.css.async)])];
  const lazyFile = path.join(files.dist, LAZY_STYLES_FILE);
  const lazy = existsSync(lazyFile) ? await readJson<Record<string, string[]>>(lazyFile) : null;
  return { manifestUrl, version, app: loaded.default as ComponentType, dist: files.dist, styles: { all, sync: [...new Set(sync)], lazy } };
}

/** The content remote's manifest address the host's config.json names now (the file scripts/release-remote.mjs changes). */
export async function configuredContent(configFile: string): Promise<string | null> {
  try {
    const config = JSON.parse(await readFile(configFile, 'utf8')) as { remotes?: { content?: unknown } };
    return typeof config.remotes?.content === 'string' ? config.remotes.content : null;
  } catch {
    // Not written yet (the host writes it on its first start), or being replaced: asked again later.
    return null;
  }
}
