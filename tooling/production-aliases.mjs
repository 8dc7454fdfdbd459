// @ts-check
// What a production browser build takes in place of what a bundler finds by itself.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const folderOf = (/** @type {string} */ pkg) => path.dirname(require.resolve(`${pkg}/package.json`));
/** Resolves from the FormatJS the apps format with: @school/shared's intl-messageformat. */
const formatjs = createRequire(createRequire(require.resolve('@school/shared/package.json')).resolve('intl-messageformat'));

export const productionAliases = {
  // react-router's exports name its development build under every condition (its dist/production
  // is there, unnamed: remix-run/react-router#12532 and #14102), so production bundles carried
  // its development checks and console warnings. Development builds keep the warnings.
  'react-router$': path.join(folderOf('react-router'), 'dist/production/index.mjs'),
  // FormatJS's message parser: the catalogs are compiled at build time (messages-loader.cjs), so
  // the browser formats syntax trees and never parses; its no-parser build has the rest.
  '@formatjs/icu-messageformat-parser$': formatjs.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};
