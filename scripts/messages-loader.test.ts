import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const { compileJson, compileModule } = require('../tooling/messages-loader.cjs') as {
  compileJson: (source: string, file: string) => string;
  compileModule: (source: string, file: string) => string;
};
// The formatter the browser formats the trees with.
const { IntlMessageFormat } = createRequire(require.resolve('@school/shared/package.json'))('intl-messageformat') as {
  IntlMessageFormat: new (message: unknown, locale: string) => { format: (values?: Record<string, unknown>) => unknown };
};

const MODULE = `import { defineCatalog } from '@school/shared';

/** A catalog. */
export const DEMO_STRINGS = {
  'greeting': 'Welcome to {school}',
  "events.count": '{count, plural, one {# event} other {# events}}',
  plain: \`Skip to content\`,
} as const;

export const demoCatalog = defineCatalog('demo', DEMO_STRINGS, { hi: () => import('./hi.json') });
`;

/** The module's DEMO_STRINGS object, as its compiled text says it. */
function stringsOf(compiled: string): Record<string, unknown> {
  const literal = /export const DEMO_STRINGS = (\{[\s\S]*?\n\}) as const;/.exec(compiled)?.[1];
  if (!literal) throw new Error(`No DEMO_STRINGS in\n${compiled}`);
  return new Function(`return ${literal}`)() as Record<string, unknown>;
}

test('a module’s *_STRINGS messages become the trees that format as the text did; the rest stays as written', () => {
  const compiled = compileModule(MODULE, 'demo-strings.ts');
  const strings = stringsOf(compiled);
  expect(Object.keys(strings)).toEqual(['greeting', 'events.count', 'plain']);
  for (const tree of Object.values(strings)) expect(Array.isArray(tree)).toBe(true);
  expect(new IntlMessageFormat(strings.greeting, 'en-IN').format({ school: 'GIC' })).toBe('Welcome to GIC');
  expect(new IntlMessageFormat(strings['events.count'], 'en-IN').format({ count: 1 })).toBe('1 event');
  expect(new IntlMessageFormat(strings['events.count'], 'en-IN').format({ count: 3 })).toBe('3 events');
  expect(new IntlMessageFormat(strings.plain, 'en-IN').format()).toBe('Skip to content');
  expect(compiled).toContain("import { defineCatalog } from '@school/shared';");
  expect(compiled).toContain("export const demoCatalog = defineCatalog('demo', DEMO_STRINGS, { hi: () => import('./hi.json') });");
});

test('a JSON catalog’s messages become trees', () => {
  const compiled = JSON.parse(compileJson('{"greeting": "{school} में आपका स्वागत है"}', 'hi.json')) as Record<string, unknown>;
  expect(new IntlMessageFormat(compiled.greeting, 'hi-IN').format({ school: 'GIC' })).toBe('GIC में आपका स्वागत है');
});

test('a message that does not parse, or a catalog of something else, fails the build naming the file and the id', () => {
  expect(() => compileModule("export const DEMO_STRINGS = { broken: 'Hello {name' } as const;", 'demo-strings.ts')).toThrow(/demo-strings\.ts: the message broken does not parse/);
  expect(() => compileModule('export const DEMO_STRINGS = { computed: `a ${1}` };', 'demo-strings.ts')).toThrow(/holds something other than id: 'message'/);
  expect(() => compileModule("const base = {}; export const DEMO_STRINGS = { ...base, a: 'b' };", 'demo-strings.ts')).toThrow(/holds something other than/);
  expect(() => compileModule("export const DEMO_STRINGS = makeStrings();", 'demo-strings.ts')).toThrow(/is not an object of messages/);
  expect(() => compileModule("export const OTHER = { a: 'b' };", 'demo-strings.ts')).toThrow(/has no \*_STRINGS object/);
  expect(() => compileJson('{"a": 1}', 'hi.json')).toThrow('hi.json: the message a is not a string');
  expect(() => compileJson('["a"]', 'hi.json')).toThrow('a catalog is an object of messages');
});

test('every catalog of the apps compiles', () => {
  const root = path.join(__dirname, '..');
  const catalogs = [
    'host/src/i18n/host-strings.ts',
    'host/src/i18n/hi.json',
    'remote-content/src/i18n/content-strings.ts',
    'remote-content/src/i18n/hi.json',
    'remote-content/src/features/notices/notices-strings.ts',
    'remote-content/src/features/notices/notices.hi.json',
    'remote-content/src/features/disclosure/disclosure-strings.ts',
    'remote-content/src/features/disclosure/disclosure.hi.json',
  ];
  for (const file of catalogs) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const compiled = file.endsWith('.json') ? compileJson(source, file) : compileModule(source, file);
    expect(compiled).not.toBe(source);
  }
});
