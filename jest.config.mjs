// @ts-check
// Unit and component tests of every package (`*.test.ts(x)` beside the code), in jsdom,
// compiled by SWC (type checks are `npm run typecheck`'s job).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared/src', '<rootDir>/host/src', '<rootDir>/remote-content/src', '<rootDir>/remote-school-admin/src', '<rootDir>/remote-provider-admin/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
  },
};
