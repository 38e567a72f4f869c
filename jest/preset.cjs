// Shared jest settings; each package's jest project only names what differs.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ name: string, dir: string, env?: 'node' | 'dom', setup?: string[] }} opts */
module.exports = function preset({ name, dir, env = 'node', setup = [] }) {
  return {
    displayName: name,
    rootDir: dir,
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
    // ESM-only packages that must be transformed for jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(ky|cookie|@ant-design|@rc-component|rc-[a-z-]+|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|fflate)/)',
    ],
    // The per-test timeout lives in setup-timeout.ts: a project's `testTimeout` is ignored in a multi-project run.
    testEnvironment: env === 'dom' ? path.join(__dirname, 'jsdom-env.cjs') : 'node',
    setupFilesAfterEnv: [
      path.join(__dirname, 'setup-timeout.ts'),
      ...(env === 'dom' ? [path.join(__dirname, 'setup-dom.ts')] : []),
      ...setup,
    ],
    moduleNameMapper: { '\\.(css|less)$': path.join(__dirname, 'style-stub.cjs') },
  };
};
