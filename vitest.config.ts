import { defineConfig } from 'vitest/config';
import type { TestProject } from 'vitest/node';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import visual from './.storybook/visual.json' with { type: 'json' };

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

// Reference screenshots and the two widths (.storybook/visual.json, shared with Storybook's toolbar).
const visualReferenceDir = path.join(dirname, visual.referenceDir);
const viewports = Object.entries(visual.viewports);

// Vitest scales its test iframe down to fit the Playwright page (1280 x 720 by default), which would
// make a 1280 x 800 story render at 90 %: the page must hold the largest viewport at full size.
const storybookProvider = playwright({
  launchOptions: { executablePath: chromium, args: chromiumArgs },
  contextOptions: {
    viewport: {
      width: Math.max(...viewports.map(([, { width }]) => width)),
      height: Math.max(...viewports.map(([, { height }]) => height)),
    },
  },
});

// One browser instance per width: `--project storybook` runs both, `--project storybook-mobile` one.
const storybookInstances = viewports.map(([viewport, { width, height }]) => ({
  browser: 'chromium' as const,
  name: `storybook-${viewport}`,
  viewport: { width, height },
  provide: { 'bilheteria/viewport': viewport as keyof typeof visual.viewports },
}));

const toMatchScreenshot = {
  comparatorName: 'pixelmatch' as const,
  // The CI image renders the same story to the same pixels give or take one colour level on a few
  // anti-aliased edges (measured). So: pixelmatch skips anti-aliased pixels (its default), and
  // `threshold` (0-1 colour distance) 0.02 ignores those one-level wobbles yet flags brand-600 turned
  // brand-700, which at pixelmatch's default 0.1 passes. No pixel allowance: changing one digit of a
  // price moved only 14 non-anti-aliased pixels.
  comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
  resolveScreenshotPath: ({ arg, ext, project }: { arg: string; ext: string; project: TestProject }) => {
    const reference = path.join(visualReferenceDir, `${arg}${ext}`);
    // Only `--update` (npm run test:visual:update) may create a reference. Any other run, CI or not,
    // fails on a story without one and writes the candidate beside the diffs instead, so nothing
    // unreviewed lands in the committed folder.
    if (existsSync(reference) || project.serializedConfig.snapshotOptions.updateSnapshot === 'all') {
      return reference;
    }
    const candidate = path.join(dirname, '.vitest-attachments/visual/missing-reference', `${arg}${ext}`);
    // Vitest compares with whatever file this returns: a candidate left by an earlier run must not
    // turn the next run green.
    rmSync(candidate, { force: true });
    return candidate;
  },
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
    path.join(dirname, '.vitest-attachments/visual', `${arg}${ext}`),
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
          // A route test's first render imports the whole app; on a loaded 2-core machine that alone nears 5 s.
          testTimeout: 20_000,
        },
      },
      {
        // Server and database suites: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // One migrated database of each kind per run, which each suite's fresh database is copied from.
          globalSetup: [path.join(dirname, 'apps/api/test/database-templates.ts')],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Every story is a test in Chromium, with axe checks failing on violations.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), tailwindcss()],
        test: {
          name: 'storybook',
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          browser: {
            ...browser,
            provider: storybookProvider,
            instances: storybookInstances,
            expect: { toMatchScreenshot },
          },
        },
      },
      {
        // `npm run build-storybook` and `npm run storybook` as a developer runs them (about 20 s).
        test: {
          name: 'storybook-commands',
          environment: 'node',
          include: ['tests/storybook/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
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
