// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchema, outputPath } from '../scripts/generate';

describe('src/schema.gen.ts', () => {
  it('matches what scripts/generate.ts makes from openapi.yaml', async () => {
    const [committed, fresh] = await Promise.all([readFile(outputPath, 'utf8'), generateSchema()]);
    expect(committed === fresh, 'src/schema.gen.ts is stale: run `npm run gen:api`').toBe(true);
  });
});
