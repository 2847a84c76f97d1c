// Generates src/schema.gen.ts (the contract's TypeScript types) from the repository's openapi.yaml.
// Run with `npm run gen:api`; src/schema.gen.test.ts fails when the committed file is stale.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const specPath = path.resolve(packageDir, '../../openapi.yaml');
export const outputPath = path.resolve(packageDir, 'src/schema.gen.ts');

const HEADER = `/**
 * This file is generated from openapi.yaml by packages/api-client/scripts/generate.ts.
 * Do not edit it by hand: change openapi.yaml and run \`npm run gen:api\`.
 */

`;

/** The full text of src/schema.gen.ts for the current openapi.yaml. */
export async function generateSchema(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(specPath), { silent: true });
  return HEADER + astToString(ast);
}

async function main(): Promise<void> {
  await writeFile(outputPath, await generateSchema(), 'utf8');
  console.log(`Wrote ${path.relative(process.cwd(), outputPath)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
