// One lint setup for the whole repo, with the import boundaries of CONVENTIONS.md:
// a remote or the public menu imports only @menu/shared and libraries; api never imports front-end code.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The remotes come from their one declaration (shared/remotes.json).
const REMOTE_FOLDERS = Object.values(
  JSON.parse(fs.readFileSync(new URL('./shared/remotes.json', import.meta.url), 'utf8')),
).map((r) => r.folder);
const FRONT_END = ['host-shell', ...REMOTE_FOLDERS, 'public-menu'];

/** Patterns that reach into another package's folder by relative path or by package name. */
function forbidPackages(names, message) {
  return names.map((n) =>
    // A feature's own `../api/...` folder is not the api package: that one is reached through api/src.
    n === 'api'
      ? { group: ['@menu/api', '@menu/api/**', '**/api/src', '**/api/src/**'], message }
      : { group: [`**/${n}`, `**/${n}/**`, `@menu/${n}`, `@menu/${n}/**`], message },
  );
}

/** The feature folders of a front-end package (src/features/<name>). */
function featuresOf(pkg) {
  const dir = new URL(`./${pkg}/src/features`, import.meta.url);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
}

/**
 * One feature layout (CONVENTIONS.md, "A feature"): a feature's files import its own folder, @menu/shared and
 * libraries, never a sibling feature nor the package's exposes/bootstrap (which import the features).
 */
function featureBoundaries(pkg, extraPaths = []) {
  const features = featuresOf(pkg);
  return features.map((feature) => ({
    files: [`${pkg}/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: extraPaths,
          patterns: [
            ...forbidPackages(
              [...FRONT_END.filter((o) => o !== pkg), 'api'],
              'Bir uzak modül yalnızca @menu/shared ve kütüphaneleri içe aktarabilir.',
            ),
            {
              group: [
                ...features.filter((f) => f !== feature).flatMap((f) => [`../**/${f}`, `../**/${f}/**`]),
                '../**/exposes/**',
                '../**/bootstrap',
                '../**/app/**',
              ],
              message:
                'Bir özellik yalnızca kendi dosyalarını, @menu/shared ve kütüphaneleri içe aktarır; ortak olan @menu/shared içine taşınır.',
            },
          ],
        },
      ],
    },
  }));
}

/** Tools beside the packages (bench, drills, e2e, scripts) use a package's public entries, never its src files. */
const INTERNALS = [...FRONT_END, 'api', 'shared'].flatMap((p) => [
  `**/${p}/src`,
  `**/${p}/src/**`,
  `@menu/${p}/src/**`,
]);

/** The sign-in subset is the host's first script; outside the host it would be a second session store. */
const SIGN_IN_ONLY = {
  name: '@menu/shared/sign-in',
  message: 'Yalnızca ana kabuğun giriş sayfası içindir; @menu/shared kullanın.',
};

/**
 * The diners' menu has no antd, no zod and no API client: it imports only the light entries of @menu/shared
 * (`/menu`, `/menu-items`, `/open-now`, `/allergens`, `/colour`) and, in its tests, `/testing/menu`.
 */
const MENU_LIGHT_ENTRIES_ONLY = [
  SIGN_IN_ONLY,
  ...['@menu/shared', '@menu/shared/ui', '@menu/shared/contract'].map((name) => ({
    name,
    message: 'Menü yalnızca @menu/shared/menu, /menu-items, /open-now, /allergens ve /colour girişlerini kullanır.',
  })),
  { name: 'antd', message: 'Menü antd kullanmaz.' },
];

/** What a remote's files may not import besides other packages (the public menu has its own, stricter list). */
const extraPathsOf = (pkg) => (pkg === 'public-menu' ? MENU_LIGHT_ENTRIES_ONLY : [SIGN_IN_ONLY]);

function boundary(files, forbidden, message, extra = {}) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: forbidPackages(forbidden, message), ...extra }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/*.cjs',
      'jest.config.js',
      'e2e/artifacts/**',
      'bench/results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // A function fits on a screen or two: none over 120 lines in source. Tests and their fixtures are exempt
  // (their scenarios read top to bottom and their tables are long on purpose).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx,mjs}', '**/testing/**', 'api/test/**', 'e2e/tests/**', 'jest/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.mjs', '**/*.js', 'scripts/**', 'bench/**'],
    languageOptions: {
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        performance: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  // Remotes and the public menu: only @menu/shared and libraries.
  ...FRONT_END.filter((p) => p !== 'host-shell').map((p) =>
    boundary(
      [`${p}/**/*.{ts,tsx}`],
      [...FRONT_END.filter((o) => o !== p), 'api'],
      'Bir uzak modül yalnızca @menu/shared ve kütüphaneleri içe aktarabilir.',
      { paths: extraPathsOf(p) },
    ),
  ),
  // The host loads remotes at run time, never by source.
  boundary(
    ['host-shell/**/*.{ts,tsx}'],
    [...FRONT_END.filter((o) => o !== 'host-shell'), 'api'],
    'Ana kabuk uzak modülleri yalnızca çalışma anında yükler.',
  ),
  // The API never imports front-end code nor the browser part of @menu/shared.
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@menu/shared', message: 'API yalnızca @menu/shared/contract içe aktarır.' },
            { name: '@menu/shared/ui', message: 'API arayüz kodu içe aktarmaz.' },
            { name: 'react', message: 'API arayüz kodu içe aktarmaz.' },
            { name: 'antd', message: 'API arayüz kodu içe aktarmaz.' },
          ],
          patterns: [
            ...forbidPackages(FRONT_END, 'API ön yüz kodu içe aktarmaz.'),
            // The contract is the API's one entry of @menu/shared (its tests may also use the test helpers).
            {
              group: ['@menu/shared/*', '!@menu/shared/contract', '!@menu/shared/testing', '!@menu/shared/testing/*'],
              message: 'API yalnızca @menu/shared/contract içe aktarır.',
            },
          ],
        },
      ],
    },
  },
  // Within a remote (and the public menu), features do not import each other.
  ...FRONT_END.filter((p) => p !== 'host-shell').flatMap((p) => featureBoundaries(p, extraPathsOf(p))),
  {
    files: ['bench/**', 'drills/**', 'e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: INTERNALS,
              message: 'Paketlerin iç dosyaları değil, package.json "exports" girişleri kullanılır.',
            },
          ],
        },
      ],
    },
  },
  // Shared is the bottom layer: it imports no package of this repo.
  boundary(['shared/**/*.{ts,tsx}'], [...FRONT_END, 'api'], '@menu/shared bu depodaki hiçbir paketi içe aktarmaz.'),
  // antd lives in ui/ and in the toolkit's `*.ui.ts(x)` parts (reached through @menu/shared/ui, toolkit/ui.ts):
  // every other file, and so the package's light entries (the root, /contract, /menu, ...), stays without it.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/ui/**',
      'shared/src/**/*.ui.{ts,tsx}',
      'shared/src/toolkit/ui.ts',
      'shared/src/**/__tests__/**',
      'shared/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'antd yalnızca ui/ ve araç kutusunun *.ui parçalarındadır.' }],
          patterns: [
            ...forbidPackages([...FRONT_END, 'api'], '@menu/shared bu depodaki hiçbir paketi içe aktarmaz.'),
            {
              group: ['antd/*', '@ant-design/*', '**/*.ui', '**/ui', '**/ui/**'],
              message: 'antd yalnızca ui/ ve araç kutusunun *.ui parçalarındadır.',
            },
          ],
        },
      ],
    },
  },
);
