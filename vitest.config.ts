import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromium, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
};

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic and React components in jsdom.
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/host/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          setupFiles: [path.join(dirname, 'tests/setup/jsdom.ts')],
        },
      },
      {
        // Server and database suites: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Every story is a test in Chromium, with axe checks failing on violations.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), tailwindcss()],
        test: {
          name: 'storybook',
          browser,
        },
      },
      {
        // Journeys against the real server in the system Chromium.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [path.join(dirname, 'tests/e2e/support/global-setup.ts')],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
