// @ts-check
// A webpack loader: an app's interface strings, compiled at build time. Each ICU message of a
// catalog (see shared/src/i18n/catalog.ts) becomes the syntax tree FormatJS formats from, so a
// browser build ships FormatJS without its message parser (7 kB gzip, in every page's first
// bundle; productionAliases swaps in its no-parser build) and parses nothing at run time. A
// message that does not parse fails the build. Development builds, the server builds and the
// unit tests keep the messages as text, which FormatJS parses as it always did.
//
// It reads the two places catalogs are written: a `*_STRINGS = { id: 'message', … }` object of
// string literals in a TypeScript module (the English, in the app's code), and a JSON object
// of id → message (the other languages, one chunk each).
//
// CommonJS, so that the unit tests load it as they load everything else.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as said above */
const { createRequire } = require('node:module');
const ts = require('typescript');

// The parser of the FormatJS that formats the messages (@school/shared's intl-messageformat), so
// the trees are the ones its formatter reads.
const formatjs = createRequire(createRequire(require.resolve('@school/shared/package.json')).resolve('intl-messageformat'));
const { parse } = formatjs('@formatjs/icu-messageformat-parser');

/** The locale a catalog file is in, for the parser's locale-dependent skeletons. */
const LOCALE = { en: 'en-IN', hi: 'hi-IN' };

/**
 * @param {string} message
 * @param {string} id
 * @param {string} locale
 * @param {string} file
 */
function compile(message, id, locale, file) {
  try {
    return parse(message, { locale: new Intl.Locale(locale) });
  } catch (error) {
    throw new Error(`${file}: the message ${id} does not parse: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A JSON catalog (id → message), its messages compiled.
 * @param {string} source
 * @param {string} file
 */
function compileJson(source, file) {
  const messages = JSON.parse(source);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`${file}: a catalog is an object of messages`);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: the message ${id} is not a string`);
      return [id, compile(message, id, LOCALE.hi, file)];
    }),
  );
  return JSON.stringify(compiled);
}

/**
 * A TypeScript module whose `*_STRINGS` objects' messages are compiled in place: the rest of the
 * module (its catalog's definition, its types) is left as written.
 * @param {string} source
 * @param {string} file
 */
function compileModule(source, file) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.endsWith('_STRINGS') && node.initializer) {
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
      if (!ts.isObjectLiteralExpression(value)) throw new Error(`${file}: ${node.name.text} is not an object of messages`);
      for (const property of value.properties) {
        const id = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
        if (!ts.isPropertyAssignment(property) || id === null || !ts.isStringLiteralLike(property.initializer)) {
          throw new Error(`${file}: ${node.name.text} holds something other than id: 'message' (${property.getText(sourceFile).slice(0, 60)})`);
        }
        const message = property.initializer;
        edits.push({ start: message.getStart(sourceFile), end: message.getEnd(), text: JSON.stringify(compile(message.text, id, LOCALE.en, file)) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (edits.length === 0) throw new Error(`${file} has no *_STRINGS object of messages`);
  return edits.reduceRight((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function messagesLoader(source) {
  return this.resourcePath.endsWith('.json') ? compileJson(source, this.resourcePath) : compileModule(source, this.resourcePath);
};
module.exports.compileJson = compileJson;
module.exports.compileModule = compileModule;
