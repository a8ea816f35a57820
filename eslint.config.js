// One lint for the whole repository. The import rules encode the architecture: remotes import
// only the shared SDK (never each other or the host), nobody imports jotai directly, and
// features inside an app do not import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const REMOTES = ['casino', 'sports', 'account', 'wallet'];

const jotaiRule = {
  group: ['jotai', 'jotai/*'],
  message: 'Use the platform store and hooks from @palpite/shared; nobody imports jotai directly.',
};

function remoteRestrictions(remote) {
  return {
    files: [`remote-${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            jotaiRule,
            { group: ['@palpite/host', '@palpite/host/*', '**/host/src/**'], message: 'Remotes never import the host; use SDK atoms, events and slots.' },
            ...REMOTES.filter((other) => other !== remote).map((other) => ({
              group: [`@palpite/remote-${other}`, `@palpite/remote-${other}/*`, `**/remote-${other}/**`],
              message: 'Remotes never import each other; talk through the SDK.',
            })),
            { group: ['@module-federation/*'], message: 'Only the host talks to the Module Federation runtime.' },
            { group: ['@palpite/api', '@palpite/api/*', '**/api/src/**'], message: 'Front ends reach the API over HTTP only.' },
          ],
        },
      ],
    },
  };
}

function featureZones(appSrc) {
  const dir = `./${appSrc}/features`;
  const features = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return features.map((feature) => ({
    target: `./${appSrc}/features/${feature}`,
    from: `./${appSrc}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; they meet at the app layer (routes, providers).',
  }));
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/screenshots/**', 'e2e/.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            jotaiRule,
            { group: ['@palpite/remote-*', '**/remote-*/**'], message: 'The host loads remotes at run time through the registry, never at build time.' },
            { group: ['@palpite/api', '@palpite/api/*', '**/api/src/**'], message: 'Front ends reach the API over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@palpite/host', '@palpite/remote-*', '**/host/**', '**/remote-*/**'], message: 'The SDK depends on no app.' },
            { group: ['**/api/src/**'], message: 'The SDK depends on no app.' },
          ],
        },
      ],
    },
  },
  ...REMOTES.map(remoteRestrictions),
  {
    files: ['api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:fs',
                'node:fs/*',
                'node:net',
                'node:http',
                'pg',
                'ioredis',
                'fastify',
                '@electric-sql/*',
                '**/db/**',
                '**/features/**',
                '**/http/**',
              ],
              message: 'Domain logic is pure: no I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'Pass the clock in; domain code has none of its own.' },
        { name: 'fetch', message: 'Domain code does no I/O.' },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Pass randomness in; domain code must be reproducible.' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...featureZones('host/src'), ...featureZones('api/src')],
        },
      ],
    },
  },
);
