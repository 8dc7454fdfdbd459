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

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature never imports another feature of the same app.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': a feature never imports another. Move what both need to the app's ui/ (or to @school/shared if two apps need it).",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), node.value).split(path.sep).join('/');
      const match = target.startsWith(`${own.src}/features/`) ? target.slice(own.src.length + '/features/'.length).split('/')[0] : null;
      if (match && match !== own.feature) context.report({ node, messageId: 'crossFeature', data: { from: own.feature, to: match } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // jest.mock('../../other/…') and require(…) tie a feature to another just as an import does.
      CallExpression: (node) => {
        const { callee } = node;
        const named =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest');
        if (named && node.arguments[0]?.type === 'Literal') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
