/**
 * `npm run build -w @bilheteria/api`: the API as compiled JavaScript for production (issue #19), so a replica runs
 * `node apps/api/dist/server.js` with no TypeScript loader at run time. esbuild bundles src/server.ts with the
 * workspace packages it imports (@bilheteria/*, TypeScript sources) into one ES module; every other package stays
 * an import of node_modules (native add-ons, WebAssembly and data files load from their own folders). The bundle
 * sits at the same depth as src/ (apps/api/dist), so the paths the code derives from its own location (the
 * repository root: openapi.yaml, migrations, the host build) stay right; the contract itself is parsed here and
 * embedded as JSON. Types are checked by `tsc -b`, not here.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiRoot, 'dist');

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
// The contract, parsed here once rather than at every start (src/contract.ts reads it back).
const contract = parse(await readFile(path.join(apiRoot, '../../openapi.yaml'), 'utf8'));
await rm(path.join(outdir, 'server.js'), { force: true });
await rm(path.join(outdir, 'server.js.map'), { force: true });
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/server.ts'],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  define: { BUNDLED_CONTRACT_JSON: JSON.stringify(JSON.stringify(contract)) },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(`apps/api/dist/server.js: ${Math.round(bytes / 1024)} KB in ${Date.now() - started} ms`);
