import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The repository's own eslint.config.mjs lints each fixture as if it were the named file. ESLint
// loads that config as an ES module, which Jest's CommonJS sandbox cannot, so a child Node runs it.
const root = path.join(__dirname, '..');
const lintScript = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const fixtures = JSON.parse(process.env.FIXTURES);
const results = [];
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

interface Fixture {
  filePath: string;
  code: string;
}

function lint(fixtures: Fixture[]): { ruleId: string | null; message: string }[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', lintScript], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FIXTURES: JSON.stringify(fixtures) },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const rule = 'feature-boundaries/no-cross-feature-imports';

test('a feature importing another feature fails lint; its own files, the ui/ and @school/shared pass', () => {
  const [crossImport, crossMock, allowed, ownFolderNamedLikeAFeature] = lint([
    {
      filePath: 'remote-content/src/features/events/components/event-card.tsx',
      code: "import { StaffTable } from '../../staff/components/staff-table';\nexport const Table = StaffTable;\n",
    },
    {
      filePath: 'remote-school-admin/src/features/alumni/components/alumni-screen.test.tsx',
      code: "jest.mock('../../notices/api/notices-calls', () => ({}));\n",
    },
    {
      filePath: 'remote-content/src/features/events/components/event-card.tsx',
      code: [
        "import { useCatalog } from '@school/shared';",
        "import { AdminSlot } from '../../../ui/admin-slot';",
        "import { loadEvents } from '../api/events-api';",
        'export const parts = [useCatalog, AdminSlot, loadEvents];',
        '',
      ].join('\n'),
    },
    {
      // '../staff/…' from features/staff-roster/components stays inside staff-roster.
      filePath: 'remote-content/src/features/staff-roster/components/roster.tsx',
      code: "import { rows } from '../staff/rows';\nexport const all = rows;\n",
    },
  ]);
  expect(crossImport).toEqual([
    { ruleId: rule, message: expect.stringMatching(/^Feature 'events' imports feature 'staff': a feature never imports another\. Move what both need to the app's ui\//) },
  ]);
  expect(crossMock).toEqual([{ ruleId: rule, message: expect.stringMatching(/^Feature 'alumni' imports feature 'notices'/) }]);
  expect(allowed).toEqual([]);
  expect(ownFolderNamedLikeAFeature).toEqual([]);
});

test('a value outside React is read through the store module only: useSyncExternalStore anywhere else fails lint', () => {
  const storeRule = 'no-restricted-syntax';
  const [named, member, inStore] = lint([
    { filePath: 'host/src/remotes/some-state.ts', code: "import { useSyncExternalStore } from 'react';\nexport const use = useSyncExternalStore;\n" },
    { filePath: 'shared/src/ui/some-widget.tsx', code: "import React from 'react';\nexport const use = React.useSyncExternalStore;\n" },
    { filePath: 'shared/src/store.ts', code: "import { useSyncExternalStore } from 'react';\nexport const use = useSyncExternalStore;\n" },
  ]);
  const storeMessage = 'Keep a value outside React in a store: createStore and useStore from @school/shared (shared/src/store.ts).';
  expect(named).toContainEqual({ ruleId: storeRule, message: storeMessage });
  expect(member).toContainEqual({ ruleId: storeRule, message: storeMessage });
  expect(inStore.filter((message) => message.ruleId === storeRule)).toEqual([]);
});

test('a page calls the API through the API client only: fetch elsewhere fails lint, in the client it passes', () => {
  const [inFeature, inClient] = lint([
    { filePath: 'remote-school-admin/src/features/notices/api/load.ts', code: "export const load = () => fetch('/api/School/Notice/GetAll');\n" },
    { filePath: 'shared/src/api-client/api-client.ts', code: "export const load = () => fetch('/api/Site');\n" },
  ]);
  expect(inFeature).toContainEqual({ ruleId: 'no-restricted-globals', message: "Unexpected use of 'fetch'. Call the API through the API client (apiPost, getSiteJson, … from @school/shared)." });
  expect(inClient.filter((message) => message.ruleId === 'no-restricted-globals')).toEqual([]);
});

test("the API's floors only point down: a service or the data importing a feature fails lint, downward and test imports pass", () => {
  const floorRule = 'feature-boundaries/api-floors';
  const [serviceUp, dataUp, featureDown, startUpDown, testUp] = lint([
    { filePath: 'api/src/plugins/metrics.ts', code: "export { loginDelays } from '../modules/ops/login-delays.js';\n" },
    { filePath: 'api/src/db/migrations.ts', code: "import { secretBox } from '../modules/auth/second-factor.js';\nexport const box = secretBox;\n" },
    { filePath: 'api/src/modules/notices/routes.ts', code: "import { publicSchoolByCode } from '../../plugins/tenancy.js';\nimport type { Database } from '../../db/schema.js';\nexport type Db = Database;\nexport const find = publicSchoolByCode;\n" },
    { filePath: 'api/src/app.ts', code: "import { loginDelays } from './modules/ops/login-delays.js';\nexport const delays = loginDelays;\n" },
    { filePath: 'api/src/plugins/tenancy.test.ts', code: "import { startTestApi } from '../test-support/test-api';\nimport { staffRoutes } from '../modules/staff/routes';\nexport const both = [startTestApi, staffRoutes];\n" },
  ]);
  const up = (from: string, to: string) => ({ ruleId: floorRule, message: expect.stringMatching(new RegExp(`^This file is on the API's ${from} floor and imports from the ${to} floor above it`)) });
  expect(serviceUp).toEqual([up('services', 'modules')]);
  expect(dataUp).toEqual([up('data', 'modules')]);
  expect(featureDown.filter((message) => message.ruleId === floorRule)).toEqual([]);
  expect(startUpDown.filter((message) => message.ruleId === floorRule)).toEqual([]);
  expect(testUp.filter((message) => message.ruleId === floorRule)).toEqual([]);
});
