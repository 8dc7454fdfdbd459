// @ts-check
import path from 'node:path';

/**
 * Inside an app, `src/features/<name>/` is one feature: it may import its own files, the app's
 * `ui/`, `i18n/` and the packages (`@school/shared`), never another feature. Pages compose
 * features; what two features need lives in `ui/` (or in `@school/shared` when two apps need it).
 * `no-restricted-imports` matches the written specifier, not where it lands, so it cannot tell
 * `../../staff/x` (another feature) from `../staff/x` (a folder of this one): this rule resolves it.
 */

/** @param {string} file @returns {{ src: string; feature: string } | null} */
function featureOf(file) {
  const match = file.split(path.sep).join('/').match(/^(.*\/src)\/features\/([^/]+)\//);
  return match ? { src: match[1], feature: match[2] } : null;
}

/**
 * @template Place
 * @typedef {object} ImportRule
 * @property {string} description
 * @property {string} message what lint says, with the `from` and `to` that `crossing` names
 * @property {(file: string) => Place | null} placeOf where a file stands (its feature, its floor); null: the rule does not apply to it
 * @property {(own: Place, target: string) => { from: string; to: string } | null} crossing what an import from `own` to the file `target` crosses, null when it may
 */

/**
 * A rule on where a file's relative imports land: imports, re-exports, import(), and require(…)
 * and jest.mock(…), which tie a file to another just as an import does.
 * @template Place
 * @param {ImportRule<Place>} rule
 * @returns {import('eslint').Rule.RuleModule}
 */
const importRule = ({ description, message, placeOf, crossing }) => ({
  meta: { type: 'problem', docs: { description }, schema: [], messages: { crossing: message } },
  create(context) {
    const own = placeOf(context.filename);
    if (!own) return {};
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const data = crossing(own, path.resolve(path.dirname(context.filename), node.value));
      if (data) context.report({ node, messageId: 'crossing', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        const { callee } = node;
        const named =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest');
        if (named) check(node.arguments[0]);
      },
    };
  },
});

const noCrossFeatureImports = importRule({
  description: 'A feature never imports another feature of the same app.',
  message:
    "Feature '{{from}}' imports feature '{{to}}': a feature never imports another. Move what both need to the app's ui/ (or to @school/shared if two apps need it).",
  placeOf: featureOf,
  crossing: (own, file) => {
    const target = file.split(path.sep).join('/');
    const feature = target.startsWith(`${own.src}/features/`) ? target.slice(own.src.length + '/features/'.length).split('/')[0] : null;
    return feature && feature !== own.feature ? { from: own.feature, to: feature } : null;
  },
});

/**
 * The API's floors, top to bottom (api/README.md#floors): what starts it (app.ts, server.ts,
 * seed/), the features with their routes and stores (modules/), the services every feature uses
 * (plugins/, uploads/), and the data (db/, config.ts). A file imports its own floor or one below,
 * never one above: a service that needs a feature's code shows that code belongs a floor lower.
 * Tests and their helpers (test-support/, fuzz/) may reach every floor.
 */
const API_FLOORS = [
  { floor: 0, name: 'data', match: /^(db\/|config\.ts$)/ },
  { floor: 1, name: 'services', match: /^(plugins|uploads)\// },
  { floor: 2, name: 'modules', match: /^modules\// },
  { floor: 3, name: 'start-up', match: /^(app\.ts|server\.ts|seed\/)/ },
];

/** @param {string} file @returns {{ src: string; floor: number; name: string } | null} */
function apiFloorOf(file) {
  const match = file.split(path.sep).join('/').match(/^(.*\/api\/src)\/(.+)$/);
  if (!match) return null;
  const [, src, rest] = match;
  const floor = API_FLOORS.find((candidate) => candidate.match.test(rest));
  return floor ? { src, floor: floor.floor, name: floor.name } : null;
}

const apiFloors = importRule({
  description: 'An API file never imports from a floor above its own.',
  message:
    "This file is on the API's {{from}} floor and imports from the {{to}} floor above it: floors only point down (start-up → modules → services → data). Move what both need down a floor.",
  placeOf: (file) => (/\.test\.tsx?$/.test(file) ? null : apiFloorOf(file)),
  crossing: (own, file) => {
    const target = apiFloorOf(file);
    return target && target.src === own.src && target.floor > own.floor ? { from: own.name, to: target.name } : null;
  },
});

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'api-floors': apiFloors } };
