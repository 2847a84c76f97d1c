import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tableOwnership from './eslint-rules/table-ownership.js';

// Screens in packages/ui are presentational: the host owns routing, fetching and storage.
const uiForbiddenImports = {
  paths: [
    { name: 'react-router', message: 'packages/ui não navega: receba href/renderLink/onX por props.' },
    { name: 'react-router-dom', message: 'packages/ui não navega: receba href/renderLink/onX por props.' },
    { name: '@tanstack/react-query', message: 'packages/ui não busca dados: receba-os por props.' },
    { name: '@bilheteria/api-client', message: 'packages/ui não fala com a API: o host faz isso.' },
  ],
  patterns: [
    {
      group: ['@tanstack/*', 'react-router*', '@bilheteria/api-client/*'],
      message: 'Proibido em packages/ui.',
    },
  ],
};

/*
 * Import direction (issue #12 point 9). Each workspace lists the workspaces it must not import; on top of that no
 * package reaches into an app, and nothing climbs out of its own workspace by a relative path. Flat config keeps
 * one `no-restricted-imports` per file (the last matching block wins), so each block carries every restriction
 * of its files. tests/contract/import-boundaries.test.ts proves each boundary refuses what it must.
 */
const ours = (...names) => names.flatMap((name) => [`@bilheteria/${name}`, `@bilheteria/${name}/*`]);
const noApps = {
  group: ours('api', 'host'),
  message: 'Um pacote (packages/*) não importa um app: o app importa o pacote.',
};
const noClimbing = {
  // "../../../apps/api/src/x" or "../../ui/src/x": another workspace by path, past its package.json.
  regex: '^(\\.\\./)+((apps|packages)/|[a-z-]+/src(/|$))',
  message: 'Importe outro workspace pelo nome do pacote (@bilheteria/...), não por caminho relativo.',
};
const forbid = (names, message) => ({ group: ours(...names), message });
const restrict = (options) => ({ 'no-restricted-imports': ['error', options] });

// Who may not import whom: rules ← api-client ← client-core ← embed; ui sits beside client-core; apps on top.
const workspaceBoundaries = {
  'packages/rules': { patterns: [] }, // stricter block below: nothing but its own modules
  'packages/api-client': {
    patterns: [
      forbid(
        ['rules', 'ui', 'client-core', 'embed'],
        '@bilheteria/api-client é gerado do contrato: não importa outro pacote.',
      ),
      noApps,
    ],
  },
  'packages/ui': {
    paths: uiForbiddenImports.paths,
    patterns: [
      ...uiForbiddenImports.patterns,
      forbid(
        ['client-core', 'embed'],
        'packages/ui é apresentacional: recebe por props o que o client-core calcula.',
      ),
      noApps,
    ],
  },
  'packages/client-core': {
    patterns: [
      forbid(
        ['ui', 'embed'],
        '@bilheteria/client-core não importa interface: as telas recebem o que ele calcula.',
      ),
      noApps,
    ],
  },
  'packages/embed': { patterns: [noApps] },
  'apps/api': {
    patterns: [
      forbid(
        ['ui', 'client-core', 'embed', 'host'],
        'O servidor não importa código de cliente: só @bilheteria/rules e @bilheteria/api-client.',
      ),
    ],
  },
  'apps/host': {
    patterns: [
      forbid(
        ['api'],
        'O site fala com o servidor pela API (@bilheteria/api-client), não importa o código dele.',
      ),
    ],
  },
};

/*
 * In apps/api a module (src/modules/<x>) reaches another only through that module's index.ts, the list of what it
 * lends out: '../orders' yes, '../orders/orders-repository' no. The rule is written per module and per folder
 * depth because the import is a relative path. Tests are exempt: they arrange state across modules (a door
 * token, fixtures) and are not the application's dependency graph.
 */
const apiModulesDir = new URL('./apps/api/src/modules/', import.meta.url);
const apiModules = readdirSync(apiModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleBoundaries = apiModules.flatMap((module) =>
  [0, 1, 2].map((depth) => ({
    files: [`apps/api/src/modules/${module}/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrict({
      patterns: [
        ...workspaceBoundaries['apps/api'].patterns,
        noClimbing,
        {
          regex: `^(\\.\\./){${depth + 1}}(?!${module}/)[a-z0-9-]+/(?!index$)`,
          message:
            'Um módulo da API usa outro só pelo index.ts dele (ex.: "../orders"), não pelos seus arquivos internos.',
        },
      ],
    }),
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Host builds kept by apps/host/scripts/build.mjs (apps/host/dist links to one).
      'apps/host/builds/**',
      'storybook-static/**',
      '.data/**',
      'packages/api-client/src/schema.gen.ts',
      'apps/api/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Named, so a second copy of the tree linted in the same process (tests/contract/table-ownership.test.ts)
      // does not leave typescript-eslint two candidate roots.
      parserOptions: { tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/client-core/**/*.{ts,tsx}',
      'packages/embed/**/*.{ts,tsx}',
      'apps/host/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...Object.entries(workspaceBoundaries).map(([workspace, { paths = [], patterns }]) => ({
    files: [`${workspace}/**/*.{ts,tsx}`],
    rules: restrict({ paths, patterns: [...patterns, noClimbing] }),
  })),
  ...apiModuleBoundaries,
  {
    // Each table of the API behind its owner (issue #26 point 1; the map is eslint-rules/table-owners.js).
    // Tests and the door suites' fixtures arrange state across modules, in the states the owners leave.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/modules/tickets/test-fixtures.ts'],
    plugins: { bilheteria: { rules: { 'table-ownership': tableOwnership } } },
    rules: { 'bilheteria/table-ownership': 'error' },
  },
  {
    // @bilheteria/rules is imported by the server and by every client: it depends on nothing but itself and one
    // validation library.
    files: ['packages/rules/**/*.ts'],
    ignores: ['packages/rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // @brazilian-utils checks CPF/CNPJ digits, e-mail and phone syntax for person.ts; the audited
              // @noble / @scure libraries do the door's signatures, hashes and base64url (door/): maintained
              // libraries rather than our own copies, with no runtime of their own. card-validator (Braintree's)
              // and its brand table credit-card-type know the card brands, lengths, CVV sizes and the Luhn check for
              // card.ts (issue #27).
              regex:
                '^(?!\\.{1,2}/|@brazilian-utils/brazilian-utils$|@noble/(curves|hashes)/|@scure/base$|card-validator$|credit-card-type$)',
              message:
                '@bilheteria/rules só importa seus próprios módulos (e @brazilian-utils/brazilian-utils, ' +
                '@noble/curves, @noble/hashes, @scure/base, card-validator e credit-card-type).',
            },
            noClimbing,
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
