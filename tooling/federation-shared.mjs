// @ts-check
// The modules every app shares as singletons: one copy of each in the page, whichever app
// loaded it first. React 19 throws #527 when two copies meet, and @school/shared holds the
// session store that the host and the remotes must see alike. react-router is not here: it
// reaches the apps through @school/shared (see shared/src/router.ts).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (/** @type {string} */ pkg) => require(`${pkg}/package.json`).version;

const react = versionOf('react');
const shared = versionOf('@school/shared');

/** @param {string} version */
const singleton = (version) => ({ singleton: true, version, requiredVersion: `^${version}` });

export const federationShared = {
  react: singleton(react),
  'react/jsx-runtime': singleton(react),
  'react-dom': singleton(react),
  'react-dom/client': singleton(react),
  '@school/shared': singleton(shared),
};

/**
 * The host's own copies are bundled into its entry (eager): the host always loads first and
 * provides them, so the page needs no second round of requests before it can render. The
 * remotes take them from the share scope and never fetch their own.
 */
export const hostShared = Object.fromEntries(
  Object.entries(federationShared).map(([name, config]) => [name, { ...config, eager: true }]),
);
