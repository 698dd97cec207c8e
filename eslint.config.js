import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { FILE_LINES, FUNCTION_LINES, OVERSIZED, SOURCES } from './scripts/size-allowlist.mjs';

/**
 * Feature folders talk to each other only through their index.ts; the core never imports a
 * feature. The same rule holds on the server (src/features) and in the client (src/features).
 */
const featureBoundaries = {
  files: ['apps/*/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['apps/*/src/**/*'],
    'boundaries/elements': [
      {
        type: 'feature',
        pattern: 'apps/*/src/features/*',
        mode: 'folder',
        capture: ['app', 'feature'],
      },
      { type: 'core', pattern: 'apps/*/src/core', mode: 'folder', capture: ['app'] },
      { type: 'lib', pattern: 'apps/*/src/lib', mode: 'folder', capture: ['app'] },
      { type: 'shell', pattern: 'apps/*/src/*', mode: 'folder', capture: ['app'] },
      { type: 'entry', pattern: 'apps/*/src/*.{ts,tsx}', mode: 'file', capture: ['app'] },
    ],
    'import/resolver': {
      typescript: { project: ['apps/*/tsconfig.json'], noWarnOnMultipleProjects: true },
    },
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'allow',
        rules: [
          {
            from: ['core', 'lib'],
            disallow: ['feature', 'shell', 'entry'],
            message: 'The core must not depend on features',
          },
          {
            from: [['feature', { app: 'server' }]],
            disallow: [['feature', { app: 'server' }]],
            message:
              'A server feature never imports another: move what they share down to the core',
          },
        ],
      },
    ],
    'boundaries/entry-point': [
      'error',
      {
        default: 'disallow',
        message: 'Import another feature through its index.ts',
        rules: [
          // A feature's texts are wired into the client's language files from its locales folder.
          { target: ['feature'], allow: ['index.ts', 'index.tsx', 'locales/*.ts'] },
          { target: ['core', 'lib', 'shell', 'entry'], allow: '**' },
        ],
      },
    ],
  },
};

/**
 * In the client a feature is a leaf: what two features share lives in lib/, and app/ composes
 * them (bulletproof-react's rule).
 */
const clientFeaturesAreLeaves = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'allow',
        rules: [
          {
            from: ['feature'],
            disallow: [['feature', { feature: '!${from.feature}' }]],
            message:
              'A feature never imports another feature: share through lib/ or compose in app/',
          },
        ],
      },
    ],
  },
};

/** Small files and functions; what exceeds them today is listed, capped, in size-allowlist.mjs. */
const sizeRule = (max) => ['error', { max, skipBlankLines: false, skipComments: false }];
const sizes = [
  {
    files: SOURCES,
    rules: {
      'max-lines': sizeRule(FILE_LINES),
      'max-lines-per-function': sizeRule(FUNCTION_LINES),
    },
  },
  ...OVERSIZED.map(({ file, lines, functionLines }) => ({
    files: [file],
    rules: {
      ...(lines && { 'max-lines': sizeRule(lines) }),
      ...(functionLines && { 'max-lines-per-function': sizeRule(functionLines) }),
    },
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  featureBoundaries,
  clientFeaturesAreLeaves,
  ...sizes,
  prettier,
);
