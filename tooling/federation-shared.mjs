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
