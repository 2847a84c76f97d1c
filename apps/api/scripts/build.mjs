/**
 * `npm run build -w @bilheteria/api`: the API as compiled JavaScript for production (issue #19), so a replica runs
 * `node apps/api/dist/server.js` with no TypeScript loader at run time. esbuild bundles src/server.ts with the
 * workspace packages it imports (@bilheteria/*, TypeScript sources) into one ES module; every other package stays
 * an import of node_modules (native add-ons, WebAssembly and data files load from their own folders). The bundle
 * sits at the same depth as src/ (apps/api/dist), so the paths the code derives from its own location (the
 * repository root: openapi.yaml, migrations, the host build) stay right; the contract itself is parsed here and
 * embedded as JSON. Types are checked by `tsc -b`, not here. Built only when its inputs changed (issue #30: `npm
 * start` no longer rebuilds every time).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { inputsHash, withLock } from '../../../scripts/build-inputs.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiRoot, 'dist');
const outfile = path.join(outdir, 'server.js');
/** The hash of the inputs the bundle in dist was built from: `npm start` builds only when it changed. */
const stampFile = path.join(outdir, '.inputs');

/** What the bundle is made of: the server, the workspaces it imports, the contract, the dependency versions. */
const INPUTS = [
  'apps/api/src',
  'apps/api/scripts',
  'apps/api/package.json',
  'packages/rules',
  'packages/api-client',
  'openapi.yaml',
  'package.json',
  'package-lock.json',
];

/** Bare imports other than the workspace's own packages are left to node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bilheteria/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const inputs = await inputsHash(INPUTS);
await mkdir(outdir, { recursive: true });
await withLock(
  path.join(outdir, '.lock'),
  async () => {
    const built = await readFile(stampFile, 'utf8').catch(() => '');
    const present = await readFile(outfile).then(
      () => true,
      () => false,
    );
    if (built === inputs && present) {
      console.log('apps/api/dist/server.js: up to date, not rebuilt');
      return;
    }
    // The contract, parsed here once rather than at every start (src/contract.ts reads it back).
    const contract = parse(await readFile(path.join(apiRoot, '../../openapi.yaml'), 'utf8'));
    const result = await build({
      absWorkingDir: apiRoot,
      entryPoints: ['src/server.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      plugins: [externalPackages],
      define: { BUNDLED_CONTRACT_JSON: JSON.stringify(JSON.stringify(contract)) },
      logLevel: 'warning',
      metafile: true,
      // Written below under temporary names, then renamed: a server starting mid-build loads the previous
      // bundle whole, never a half-written one.
      write: false,
    });
    const isMap = (file) => Number(file.path.endsWith('.map'));
    const files = [...result.outputFiles].sort((a, b) => isMap(b) - isMap(a));
    for (const file of files) {
      const temporary = `${file.path}.${process.pid}.tmp`;
      await writeFile(temporary, file.contents);
      await rename(temporary, file.path);
    }
    await writeFile(stampFile, inputs);
    const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
    console.log(`apps/api/dist/server.js: ${Math.round(bytes / 1024)} KB in ${Date.now() - started} ms`);
  },
  { onWait: (pid) => console.log(`apps/api: waiting for the build of process ${pid}`) },
);
