import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
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
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', uiForbiddenImports] },
  },
  {
    // @bilheteria/rules is imported by the server and by every client: it depends on nothing but itself.
    files: ['packages/rules/**/*.ts'],
    ignores: ['packages/rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: '@bilheteria/rules não depende de nada: só importa seus próprios módulos.',
            },
          ],
        },
      ],
    },
  },
  {
    // client-core holds the checkout's rules and flow for the site and the widgets: it renders nothing, so the
    // design system stays the apps' business (issue #12 point 9).
    files: ['packages/client-core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bilheteria/ui', '@bilheteria/ui/*', '@bilheteria/embed', '@bilheteria/embed/*'],
              message: '@bilheteria/client-core não importa interface: as telas recebem o que ele calcula.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
