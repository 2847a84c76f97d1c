// Runs drizzle-kit with `drizzle-orm` resolved from apps/api. npm keeps drizzle-orm in apps/api/node_modules
// while it hoists drizzle-kit to the root, where drizzle-kit cannot find it ("Please install latest version of
// drizzle-orm"). Usage: node scripts/drizzle-kit.mjs generate
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(apiDir, 'package.json'));
const drizzleKitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const localModules = path.join(apiDir, 'node_modules');
const hook = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(`file://${apiDir}/package.json`)} });
  }
  return next(specifier, context);
}\`));
`)}`;

const result = spawnSync(process.execPath, ['--import', hook, drizzleKitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_PATH: [localModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
  },
});
process.exit(result.status ?? 1);
