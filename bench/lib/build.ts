import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../../tests/e2e/support/paths';

/** `npm run build -w @bilheteria/api`: the compiled server production and `npm start` run (apps/api/dist). */
export async function buildApi(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build', '-w', '@bilheteria/api'], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
}
