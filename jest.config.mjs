// @ts-check
// Unit, component and API tests (`*.test.ts(x)` beside the code), compiled by SWC; type checks
// are `npm run typecheck`'s job. The web packages run in jsdom, the API in Node against a real
// database and real HTTP.

// Tests run west of Greenwich, where midnight UTC is still the evening before, so a date shown
// in the wrong time zone slips a day and fails (the workers inherit this).
process.env.TZ = 'America/New_York';
// .mjs too: tests import tooling's ES modules (tooling/remote-compatibility.mjs), which Jest's
// CommonJS sandbox runs only once SWC has compiled them like our own code.
/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.(t|m?j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @type {import('jest').Config} */
export default {
  // API tests start servers and hash passwords (argon2id); give them time on a 2-core machine.
  testTimeout: 30_000,
  // One worker per core (jest's default leaves one core to itself): a worker runs its test file
  // and that file's API server in one thread, so the default kept a 2-core machine half idle.
  // Each API test file has its own database, so files never share state.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared/src', '<rootDir>/host/src', '<rootDir>/remote-content/src', '<rootDir>/remote-school-admin/src', '<rootDir>/remote-provider-admin/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      // Every test starts with its mocks' calls forgotten (their implementations stay), so no
      // test file clears them itself.
      clearMocks: true,
      transform,
      // FormatJS ships ES modules only: SWC compiles them like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/jest.style-stub.cjs',
        '\\.(avif|webp|png|jpe?g|svg|pdf|mp4|webm|woff2)$': '<rootDir>/jest.file-stub.cjs',
      },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      transform,
      // The API's sources import siblings as ESM does, with .js; here they are .ts.
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform,
      // The build's message compiler (tooling/messages-loader.cjs) uses FormatJS, ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
    },
  ],
};
