import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/api) listens on 3000 in development; the host proxies /api to it so the app
// and the API share one origin, exactly as in production where the API serves apps/host/dist.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

/**
 * The production build runs on Preact's React compatibility layer instead of react-dom: about 55 KB gzip less
 * JavaScript before the first paint and a fraction of the start-up work (docs/performance-budgets.md).
 * Development, unit tests and Storybook keep React, so React's warnings and DevTools still help there.
 * `BILHETERIA_RUNTIME=react` builds with React again (to compare, or to rule the runtime out of a bug).
 */
const usePreact = process.env.BILHETERIA_RUNTIME !== 'react';
// Exact specifiers only: `react-dom/client` must not become `preact/compat/client` by prefix.
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// React Router's package.json points every bundler at its development build (dev warnings and their checks
// compiled in); its production build, same API, is beside it. Production builds use that one.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// Libraries that only some lazy routes need get chunks of their own, so the home page never
// downloads them; the runtime (React or Preact) and the router sit in a long-cached vendor chunk.
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|preact|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  // zod apart from react-hook-form: the checkout's first step reads the draft rules, which build a zod schema,
  // but shows no form; it should not download and run the form library too.
  { name: 'validation', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  // clsx is also a dependency of recharts: without a group of its own, the charts group would take it
  // (groups include their modules' dependencies), and every page would load the charts chunk for it.
  { name: 'ui', test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/, priority: 20 },
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|es-toolkit|@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store|eventemitter3)[\\/]/,
    priority: 10,
  },
  // The rest of what the first paint needs (the shell, the API client, the shared helpers) in one chunk: on
  // their own, the modules that lazy routes share too become a handful of sub-kilobyte files, each costing a
  // request and about 1 KB of response headers before anything renders.
  { name: 'shell', tags: ['$initial' as const], priority: 5 },
];

const doorWorkerSource = fileURLToPath(new URL('./sw/door-sw.js', import.meta.url));

/**
 * The door app's service worker (issue #17), emitted as /door-sw.js with the list of what /scanner needs to open
 * with no network: the page, the entry's scripts and styles, the scanner route with everything it loads (the
 * QR decoder's worker and WebAssembly too), the web manifest and its icons. The rest of the app is not cached.
 */
function doorServiceWorker(): Plugin {
  return {
    name: 'bilheteria-door-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const scanner = chunks.find((chunk) =>
        chunk.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/app/routes/scanner.tsx'),
      );
      if (!entry || !scanner) throw new Error('door-sw: entry or /scanner route chunk not found');
      const files = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk | undefined, followLazy: boolean) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const name of chunk.imports) visit(byFile.get(name), followLazy);
        if (followLazy) for (const name of chunk.dynamicImports) visit(byFile.get(name), true);
      };
      visit(entry, false);
      visit(scanner, true);
      // The scanner's decoder: its worker (built apart, emitted as a script asset) and its WebAssembly.
      for (const item of Object.values(bundle))
        if (item.type === 'asset' && /\.(js|wasm)$/.test(item.fileName)) files.add(item.fileName);
      const shell = [
        '/scanner',
        '/door.webmanifest',
        '/door/icon-192.png',
        '/door/icon-512.png',
        '/favicon.svg',
        ...[...files].sort().map((file) => `/${file}`),
      ];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'door-sw.js',
        source:
          `const DOOR_SHELL = ${JSON.stringify(shell)};\nconst DOOR_VERSION = '${version}';\n` +
          readFileSync(doorWorkerSource, 'utf8'),
      });
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), doorServiceWorker()],
  resolve:
    command === 'build' && mode === 'production'
      ? { alias: [...productionAliases, ...(usePreact ? preactAliases : [])] }
      : {},
  // The scanner's decoder worker is a module worker (`type: 'module'`), built as one.
  worker: { format: 'es' },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
      onLog(level, log, handler) {
        // React Router reads React.useOptimistic, which preact/compat lacks, and falls back to plain state when
        // it is undefined: Rolldown's "will always be undefined" is expected there, not a broken import.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
}));
